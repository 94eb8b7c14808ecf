/**
 * How a card id reads on screen: rank label, suit symbol, colour and an accessible name. The view
 * may only `import type` from the engine, so the id is read through small lookup tables here; the
 * DOM table and, later, the Phaser card textures should both draw faces from this one module.
 */
import type { CardId } from '../engine';

const RANK_LABEL: Readonly<Record<string, string>> = {
  A: 'A', '2': '2', '3': '3', '4': '4', '5': '5', '6': '6', '7': '7', '8': '8', '9': '9', T: '10', J: 'J', Q: 'Q', K: 'K',
};
const RANK_NAME: Readonly<Record<string, string>> = {
  A: 'Ace', '2': 'Two', '3': 'Three', '4': 'Four', '5': 'Five', '6': 'Six', '7': 'Seven', '8': 'Eight', '9': 'Nine',
  T: 'Ten', J: 'Jack', Q: 'Queen', K: 'King',
};
// U+FE0E asks for the text glyph: some phones otherwise draw ♥ and ♦ as coloured emoji.
const SUIT_SYMBOL: Readonly<Record<string, string>> = { C: '♣\uFE0E', D: '♦\uFE0E', H: '♥\uFE0E', S: '♠\uFE0E' };
const SUIT_NAME: Readonly<Record<string, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

export interface CardFace {
  readonly rank: string;
  readonly suit: string;
  readonly colour: 'red' | 'black';
  /** "Queen of diamonds", for screen readers. */
  readonly name: string;
}

export function faceOf(card: CardId): CardFace {
  const rank = card.slice(0, 1);
  const suit = card.slice(1, 2);
  return {
    rank: RANK_LABEL[rank] ?? rank,
    suit: SUIT_SYMBOL[suit] ?? suit,
    colour: suit === 'D' || suit === 'H' ? 'red' : 'black',
    name: `${RANK_NAME[rank] ?? rank} of ${SUIT_NAME[suit] ?? suit}`,
  };
}
