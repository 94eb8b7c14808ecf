/**
 * The table as plain, immutable, JSON-serialisable data. Score, pass and move counts live here so that
 * undo restores them with everything else.
 */
import type { CardId } from './types';

export interface Column {
  /** Face-down cards, bottom → top. */
  readonly down: readonly CardId[];
  /** Face-up cards, bottom → top; always a properly built run. */
  readonly up: readonly CardId[];
}

export interface GameState {
  /** Bottom → top; the last card is the next one drawn. */
  readonly stock: readonly CardId[];
  /** Bottom → top; the last card is the playable one. */
  readonly waste: readonly CardId[];
  /** foundation-1 … foundation-4, each bottom → top. */
  readonly foundations: readonly (readonly CardId[])[];
  /** tableau-1 … tableau-7. */
  readonly tableau: readonly Column[];
  /** The current pass through the stock, 1 for the first. */
  readonly pass: number;
  readonly score: number;
  /** Moves the player has made: each draw, recycle, turn and card move counts one; a whole auto-finish
   *  counts one and safe auto-moves none (the history layer sets this per entry). */
  readonly moves: number;
}

export function topOf<T>(list: readonly T[]): T | undefined {
  return list[list.length - 1];
}

/** Every card on the table, for invariant checks (52 distinct cards, always). */
export function allCardsOf(state: GameState): CardId[] {
  return [...state.stock, ...state.waste, ...state.foundations.flat(), ...state.tableau.flatMap((c) => [...c.down, ...c.up])];
}

export function isWon(state: GameState): boolean {
  return state.foundations.every((f) => f.length === 13);
}

/** Cards on the foundations. */
export function countHome(state: GameState): number {
  return state.foundations.reduce((n, pile) => n + pile.length, 0);
}

export function countFaceDown(state: GameState): number {
  return state.tableau.reduce((n, c) => n + c.down.length, 0);
}
