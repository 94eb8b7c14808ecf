/**
 * Refusals in plain words, naming the cards involved: Klondike 2.3's "context-sensitive error messages".
 * The engine says why with a code (engine/reasons.ts); this puts it into the player's language.
 */
import type { IllegalMove } from '../engine/moves';
import type { Reason } from '../engine/reasons';
import { cardName } from './cards';
import { t, type MessageKey } from './catalogue';

/** Each reason's message, written out so the catalogue test sees every key in use. */
const REFUSAL_KEYS: { readonly [K in Reason]: MessageKey } = {
  'face-down': 'refusal.face-down',
  'card-not-there': 'refusal.card-not-there',
  'not-top-card': 'refusal.not-top-card',
  'empty-source': 'refusal.empty-source',
  'not-alternating': 'refusal.not-alternating',
  'same-suit': 'refusal.same-suit',
  'not-descending': 'refusal.not-descending',
  'king-only': 'refusal.king-only',
  'target-face-down': 'refusal.target-face-down',
  'strict-whole-run': 'refusal.strict-whole-run',
  'ace-only': 'refusal.ace-only',
  'foundation-suit': 'refusal.foundation-suit',
  'foundation-rank': 'refusal.foundation-rank',
  'foundation-locked': 'refusal.foundation-locked',
  'pass-limit': 'refusal.pass-limit',
  'stock-empty': 'refusal.stock-empty',
  'nothing-to-turn': 'refusal.nothing-to-turn',
  'turn-is-automatic': 'refusal.turn-is-automatic',
  'bad-source': 'refusal.bad-source',
  'bad-destination': 'refusal.bad-destination',
  'onto-stock-or-waste': 'refusal.onto-stock-or-waste',
  'same-pile': 'refusal.same-pile',
  'nowhere-to-go': 'refusal.nowhere-to-go',
  'bad-notation': 'refusal.bad-notation',
  ambiguous: 'refusal.ambiguous',
};

/** A short sentence explaining why the move was refused. */
export function describeIllegalMove(illegal: IllegalMove): string {
  // The moving card opens its sentence in every refusal but one (the form is a role, see cards.ts: a
  // language whose sentence puts it elsewhere declines it in its own `card.name`).
  const cardForm = illegal.reason === 'not-top-card' ? 'subject' : 'start';
  return t(REFUSAL_KEYS[illegal.reason], { card: cardName(illegal.card, cardForm), onto: cardName(illegal.onto, 'onto') });
}
