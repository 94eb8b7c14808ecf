/**
 * What a screen reader says after each change of the table: one short sentence per thing that
 * happened ("Nine of hearts onto ten of spades. Jack of clubs turned up."), built from the engine's
 * events. Pure, so every sentence is unit-tested; the DOM live region that speaks them is the UI's.
 */
import { applyMove, currentState, isFoundationId, type CardId, type Game, type GameEvent, type GameState, type PileId, type Rules } from '../../engine';
import { cardName, currentLanguage, formatList, pileName, t, type CardForm, type MessageKey } from '../../i18n';
import type { ChangeCause } from './events';

/** Where a sentence stands: `start` opens what is said, `inner` follows "Undone:" (its words then select their lower case). */
type Position = 'start' | 'inner';

/**
 * A card as the announcements say it. English drops the article to keep every move short ("Nine of
 * hearts onto ten of spades."); every other language says the card as its catalogue names it in `form`.
 */
export function spokenCard(card: CardId, form: CardForm = 'plain'): string {
  const name = cardName(card, form);
  if (currentLanguage() !== 'en') return name;
  const bare = name.replace(/^the /i, '');
  // English's sentence start is a capital, whatever word now opens it.
  return form === 'start' ? bare.charAt(0).toUpperCase() + bare.slice(1) : bare;
}

/** The form of a card that opens its sentence, by where the sentence stands. */
const leading = (position: Position): CardForm => (position === 'start' ? 'start' : 'subject');

/**
 * The face-up top card of every pile as the events go by, so that "onto" can name the card a move
 * landed on even when a later event of the same change moved it again.
 */
class FaceUpPiles {
  private readonly piles = new Map<PileId, CardId[]>();

  constructor(state: GameState) {
    this.piles.set('waste', [...state.waste]);
    state.foundations.forEach((cards, i) => this.piles.set(`foundation-${i + 1}` as PileId, [...cards]));
    state.tableau.forEach((column, i) => this.piles.set(`tableau-${i + 1}` as PileId, [...column.up]));
  }

  top(pile: PileId): CardId | undefined {
    return this.piles.get(pile)?.at(-1);
  }

  apply(event: GameEvent): void {
    if (event.type === 'draw') this.piles.get('waste')?.push(...event.cards);
    else if (event.type === 'recycle') this.piles.set('waste', []);
    else if (event.type === 'turn') this.piles.get(event.pile)?.push(event.card);
    else {
      const from = this.piles.get(event.from);
      from?.splice(from.length - event.cards.length);
      this.piles.get(event.to)?.push(...event.cards);
    }
  }
}

function moveSentence(event: Extract<GameEvent, { type: 'move' }>, piles: FaceUpPiles, position: Position): string {
  const [first] = event.cards;
  if (first === undefined) return '';
  const moving = { card: spokenCard(first, leading(position)), more: event.cards.length - 1, fromFoundation: isFoundationId(event.from) ? 'yes' : 'no' };
  if (isFoundationId(event.to)) return t('a11y.move.toFoundation', moving);
  const onto = piles.top(event.to);
  return onto === undefined
    ? t('a11y.move.toEmpty', { ...moving, pile: pileName(event.to) })
    : t('a11y.move.ontoCard', { ...moving, onto: spokenCard(onto, 'onto') });
}

function drawSentence(cards: readonly CardId[], stockLeft: number | null, position: Position): string {
  const top = cards.at(-1);
  if (top === undefined) return '';
  const last = stockLeft === 0 ? 'yes' : 'no';
  if (cards.length === 1) return t('a11y.draw.one', { position, card: spokenCard(top, 'object'), last });
  // The waste's top (the playable card) is said last, where the ear expects the news.
  const list = formatList(cards.slice(0, -1).map((card) => spokenCard(card, 'object')));
  return t('a11y.draw.many', { position, cards: list, top: spokenCard(top, 'subject'), last });
}

/** One sentence per engine event, in order, starting from the table `before` them (the first at `position`). */
export function describeEvents(events: readonly GameEvent[], before: GameState, rules: Rules, firstPosition: Position = 'start'): string[] {
  const piles = new FaceUpPiles(before);
  let stock = before.stock.length;
  const sentences: string[] = [];
  for (const event of events) {
    const position = sentences.length === 0 ? firstPosition : 'start';
    if (event.type === 'move') sentences.push(moveSentence(event, piles, position));
    else if (event.type === 'turn') sentences.push(t('a11y.turn', { card: spokenCard(event.card, leading(position)) }));
    else if (event.type === 'draw') {
      stock -= event.cards.length;
      sentences.push(drawSentence(event.cards, stock, position));
    } else {
      stock += event.cards.length;
      sentences.push(t('a11y.recycle', { position, pass: event.pass, limited: rules.passes === null ? 'no' : 'yes', passes: rules.passes ?? 0 }));
    }
    piles.apply(event);
  }
  return sentences.filter((s) => s.length > 0);
}

/** What a change says, by its cause: the moves themselves, or the new deal, restart or load. */
export function describeChange(cause: ChangeCause, change: { before: GameState | null; events: readonly GameEvent[] }, game: Game): string {
  const deal = String(game.deal);
  switch (cause) {
    case 'deal':
      return t('a11y.change.deal', { deal });
    case 'restart':
      return t('a11y.change.restart', { deal });
    case 'load':
      return t('a11y.change.load', { deal });
    case 'finish':
      return t('a11y.change.finish', { count: change.events.filter((e) => e.type === 'move').length });
    case 'redo':
      return prefixed(
        'a11y.change.redone',
        'a11y.change.redoneNothing',
        change.before === null ? [] : describeEvents(change.events, change.before, game.rules, 'inner'),
      );
    case 'undo':
      return prefixed('a11y.change.undone', 'a11y.change.undoneNothing', describeEntry(game, game.cursor, 'inner'));
    default:
      return change.before === null ? '' : describeEvents(change.events, change.before, game.rules).join(' ');
  }
}

/** "Undone: …" before the first sentence (written, by `describeEvents`, to follow it), or "Undone." alone. */
function prefixed(key: MessageKey, alone: MessageKey, sentences: readonly string[]): string {
  const [first, ...rest] = sentences;
  return first === undefined ? t(alone) : [t(key, { what: first }), ...rest].join(' ');
}

/**
 * The sentences of history entry `index`, replayed from the table before it: what an undo took
 * back (the undo itself reports no engine events).
 */
export function describeEntry(game: Game, index: number, firstPosition: Position = 'start'): string[] {
  const entry = game.history[index];
  let state = game.states[index] ?? currentState(game);
  if (entry === undefined) return [];
  const events: GameEvent[] = [];
  const start = state;
  for (const move of entry.moves) {
    const applied = applyMove(state, move, game.rules);
    if (!applied.ok) break;
    events.push(...applied.value.events);
    state = applied.value.state;
  }
  return describeEvents(events, start, game.rules, firstPosition);
}
