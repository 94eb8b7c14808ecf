/**
 * Where a winning line put each card: a table of (card, what it went onto) that the move generator
 * asks while a search is guided (see `Search.guideBy`). At draw 2–5 the draw-1 relaxation often wins
 * long before the real search, and its line often shows where the cards should go at the real draw
 * too. It only raises priorities, so it can never change a verdict.
 */
import { CARD_COUNT } from './cards';

/**
 * The priority added to a move that puts a card where the guiding line put it: less than the noise
 * of a restart's order (moveOrder.ts), so a guided attempt still varies, but enough to try those
 * moves first most of the time (src/solver/README.md has the values tried).
 */
export const GUIDE_BONUS = 100;
/** Columns of the table: what a card is put onto, −1 (an empty column) … 51. */
const ONTO = CARD_COUNT + 1;

export class MoveGuide {
  /** `placed[card * ONTO + onto + 1]` is 1 when the guiding line put `card` onto `onto`. */
  private readonly placed = new Uint8Array(CARD_COUNT * ONTO);

  /** Adds a winning line's placements: each a card and what it went onto (−1 for an empty column). */
  add(placements: readonly (readonly [card: number, onto: number])[]): void {
    for (const [card, onto] of placements) this.placed[card * ONTO + onto + 1] = 1;
  }

  /** The priority bonus for putting `card` onto `onto` (−1 for an empty column). */
  bonus(card: number, onto: number): number {
    return this.placed[card * ONTO + onto + 1] === 1 ? GUIDE_BONUS : 0;
  }
}
