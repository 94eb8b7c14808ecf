/**
 * Refusals in plain words, naming the cards involved: Klondike 2.3's "context-sensitive error messages".
 */
import type { IllegalMove } from './moves';
import type { Reason } from './reasons';
import { capitalise, cardName } from './text';

/** Messages with the cards named; `c` is the moving card's name (or "that card"), `o` what it would go on. */
const MESSAGES: { readonly [K in Reason]: (c: string, o: string) => string } = {
  'face-down': () => 'That card is face down: turn it over first.',
  'card-not-there': (c) => `${capitalise(c)} is not there.`,
  'not-top-card': (c) => `Only the top card can go there, and ${c} is covered.`,
  'empty-source': () => 'There is no card there to move.',
  'not-alternating': (c, o) => `${capitalise(c)} can't go on ${o}: colours must alternate, red on black.`,
  'same-suit': (c, o) => `${capitalise(c)} can't go on ${o}: build on a different suit.`,
  'not-descending': (c, o) => `${capitalise(c)} can't go on ${o}: build down, one rank lower.`,
  'king-only': () => 'Only a king, or a run that starts with a king, can fill an empty column.',
  'target-face-down': () => 'That column ends with a face-down card: turn it over first.',
  'strict-whole-run': () => "Under the strict rule a column's face-up cards move together, from the lowest one.",
  'ace-only': () => 'A foundation starts with an ace.',
  'foundation-suit': (c, o) => `${capitalise(c)} can't go on ${o}: a foundation holds one suit.`,
  'foundation-rank': (c, o) => `${capitalise(c)} can't go on ${o}: foundations build up, one rank at a time.`,
  'foundation-locked': () => 'Cards on the foundations stay there in this game.',
  'pass-limit': () => 'No more passes through the stock are allowed.',
  'stock-empty': () => 'The stock and the waste are both empty.',
  'nothing-to-turn': () => 'There is no face-down card to turn there.',
  'turn-is-automatic': () => 'Face-down cards turn over by themselves in this game.',
  'bad-source': () => "Cards can't be taken from there.",
  'bad-destination': () => "Cards can't be put there.",
  // Klondike 2.3: "you could never move a card from pile 1 to the waste pile".
  'onto-stock-or-waste': (c) => `${capitalise(c)} can't go to the waste or the stock: only the stock deals onto the waste.`,
  'same-pile': () => 'The card is already there.',
  'nowhere-to-go': (c) => `${capitalise(c)} has nowhere to go.`,
  'bad-notation': () => 'That is not a move.',
  ambiguous: () => 'More than one run fits there: say which card to move.',
};

/** A short sentence explaining why the move was refused. */
export function describeIllegalMove(illegal: IllegalMove): string {
  const moving = illegal.card === undefined ? 'that card' : cardName(illegal.card);
  const onto = illegal.onto === undefined ? 'that card' : cardName(illegal.onto);
  return MESSAGES[illegal.reason](moving, onto);
}
