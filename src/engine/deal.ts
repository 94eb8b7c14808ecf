/**
 * Deal numbers → opening layouts. Deal N is the same layout in every version, and the one Solvitaire
 * generates for seed N: MT19937 seeded with N, a deck ordered by rank and then clubs, hearts, spades,
 * diamonds, a Fisher–Yates shuffle from the last position down, then stock and rows dealt from the end.
 */
import { Mt19937, uniformInt } from './random';
import type { GameState, Column } from './state';
import { RANKS, type CardId, type Suit } from './types';

/** Deal numbers are unsigned 32-bit seeds. */
export const MAX_DEAL = 0xffffffff;

export function isDealNumber(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_DEAL;
}

/** Solvitaire's deck order: rank-major, suits within a rank as clubs, hearts, spades, diamonds. */
const DECK_SUIT_ORDER: readonly Suit[] = ['C', 'H', 'S', 'D'];
const ORDERED_DECK: readonly CardId[] = RANKS.flatMap((rank) => DECK_SUIT_ORDER.map((suit) => `${rank}${suit}` as const));

/** The shuffled deck for a deal number, before it is laid out. */
export function shuffledDeck(deal: number): CardId[] {
  const rng = new Mt19937(deal);
  const deck = [...ORDERED_DECK];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = uniformInt(rng, i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

export const COLUMN_COUNT = 7;
export const STOCK_SIZE = 24;

/** The opening table of a deal: pass 1, no moves, the score left at 0 for the caller to set. */
export function dealLayout(deal: number): GameState {
  const deck = shuffledDeck(deal);
  // 24 cards come off the end onto the stock; the last one taken lies on top and is drawn first.
  const stock = deck.splice(deck.length - STOCK_SIZE).reverse();
  const columns: CardId[][] = Array.from({ length: COLUMN_COUNT }, () => []);
  // Rows from the end of the deck, each row from tableau-7 leftwards; row k serves columns k+1 … 7.
  for (let row = 0; row < COLUMN_COUNT; row++) {
    for (let col = COLUMN_COUNT - 1; col >= row; col--) {
      const card = deck.pop();
      if (card === undefined) throw new Error('broken invariant: deck ran out while dealing');
      columns[col]!.push(card);
    }
  }
  const tableau: Column[] = columns.map((cards) => ({ down: cards.slice(0, -1), up: cards.slice(-1) }));
  return { stock, waste: [], foundations: [[], [], [], []], tableau, pass: 1, score: 0, moves: 0 };
}
