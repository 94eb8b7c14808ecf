/**
 * Cards as small integers for the search: `suit * 13 + (rank - 1)`, suits in the engine's order
 * (clubs, diamonds, hearts, spades). Lookup tables replace string work in the inner loop.
 */
import { RANKS, SUITS, type CardId } from '../engine';

export const CARD_COUNT = 52;
/** Cards in the stock and the waste together, at most: the deck less the 28 dealt to the tableau. */
export const MAX_TALON = 24;

export function cardNumber(card: CardId): number {
  return SUITS.indexOf(card[1] as (typeof SUITS)[number]) * 13 + RANKS.indexOf(card[0] as (typeof RANKS)[number]);
}

export function cardIdOf(card: number): CardId {
  return `${RANKS[card % 13]!}${SUITS[Math.floor(card / 13)]!}`;
}

/** 1 for an ace … 13 for a king. */
export const RANK = Int8Array.from({ length: CARD_COUNT }, (_, c) => (c % 13) + 1);
export const SUIT = Int8Array.from({ length: CARD_COUNT }, (_, c) => Math.floor(c / 13));
/** 0 black (clubs, spades), 1 red (diamonds, hearts). */
export const RED = Int8Array.from({ length: CARD_COUNT }, (_, c) => (SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0));

/** The other suit of the same colour: clubs ↔ spades, diamonds ↔ hearts. */
export const SAME_COLOUR_SUIT = Int8Array.of(3, 2, 1, 0);
