/**
 * The order in which the search tries a list's moves: a fixed priority by what the move does
 * (`PRIORITY`), after a restart a small random addition (`MoveNoise`), and, while a search is guided,
 * the guide's bonus (moveGuide.ts). Listed entries carry their priority above the move
 * (encoding.ts), so sorting the entries (`sortDescending`) orders the moves. The order never changes
 * which moves are listed, so it can change how soon a verdict comes, never the verdict.
 */

/**
 * Each kind of move's priority, highest tried first. Where a count is added (face-down cards) or 1
 * taken off (a recycle first), the code says so at the move.
 */
export const PRIORITY = {
  /**
   * A column's top card home when that turns a face-down card (plus how many lie there); and any
   * column's top card home as a follow-up, where going home is what the move before was for.
   */
  columnHomeTurning: 100,
  /** A whole run off face-down cards (plus how many lie there: the deepest column first). */
  runOffDownCards: 80,
  /** A talon card home (1 less after a recycle in the full lists). */
  talonHome: 70,
  /** Part of a run, uncovering a card that can go home. */
  partRunUncoveringHome: 65,
  /** A column's top card home, turning nothing. */
  columnHome: 60,
  /** A talon card onto a column's top (1 less after a recycle in the full lists); among follow-ups, any talon card into a column. */
  talonToColumn: 50,
  /** A talon card into a space (1 less after a recycle). */
  talonToSpace: 45,
  /** A whole run from a column with no face-down cards. */
  wholeRun: 40,
  /** Any other run; among follow-ups, every run that turns no card. */
  run: 30,
  /** A foundation card back into a column. */
  fromFoundation: 10,
} as const;

/**
 * Upper bound of the random addition to move priorities (see `MoveNoise`): bigger than the gaps
 * between the priorities, so a restart may try any kind of move first (src/solver/README.md has the
 * values tried).
 */
const NOISE = 150;

/** A restart's random addition to move priorities: xorshift, seeded per restart; 0 for none. */
export class MoveNoise {
  private state = 0;

  /** Shuffles move priorities a little from now on (a restart's different order); 0 for none. */
  reseed(seed: number): void {
    this.state = seed | 0;
  }

  /** The next addition, 0 … NOISE − 1 (always 0 while unseeded). */
  next(): number {
    if (this.state === 0) return 0;
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x;
    // (x >>> 0) % NOISE, worked out on 31-bit integers: an unsigned 32-bit value is a double to V8,
    // whose remainder is far slower. NOISE is even, so the low bit carries over unchanged.
    return (((x >>> 1) % (NOISE >> 1)) << 1) | (x & 1);
  }
}

/** Insertion sort, highest first: frames hold a few dozen moves at most. */
export function sortDescending(list: Int32Array, start: number, end: number): void {
  for (let i = start + 1; i < end; i++) {
    const value = list[i]!;
    let j = i - 1;
    while (j >= start && list[j]! < value) {
      list[j + 1] = list[j]!;
      j--;
    }
    list[j + 1] = value;
  }
}
