/**
 * Where the pips of a number card go: the standard arrangement of French-suited decks (the nine of
 * clubs has four pips down each side and one in the middle), as points in a unit box. The drawing
 * maps the box onto the card's body; pips below the middle are drawn upside down, as printed decks do,
 * so the card reads the same either way up.
 */

/** One pip: its centre in the unit box (x: 0 left column, 0.5 middle, 1 right; y: 0 top, 1 bottom). */
export interface Pip {
  readonly x: number;
  readonly y: number;
  /** Drawn upside down (the lower half of the card). */
  readonly inverted: boolean;
}

type Point = readonly [x: number, y: number];

const SIDES_4: readonly Point[] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
];
const SIDES_6: readonly Point[] = [...SIDES_4, [0, 0.5], [1, 0.5]];
const SIDES_8: readonly Point[] = [...SIDES_4, [0, 1 / 3], [1, 1 / 3], [0, 2 / 3], [1, 2 / 3]];

/** The pips of each number rank ('A' is one, drawn large; 'T' is the ten). */
const LAYOUTS: Readonly<Record<string, readonly Point[]>> = {
  A: [[0.5, 0.5]],
  2: [
    [0.5, 0],
    [0.5, 1],
  ],
  3: [
    [0.5, 0],
    [0.5, 0.5],
    [0.5, 1],
  ],
  4: SIDES_4,
  5: [...SIDES_4, [0.5, 0.5]],
  6: SIDES_6,
  7: [...SIDES_6, [0.5, 0.25]],
  8: [...SIDES_6, [0.5, 0.25], [0.5, 0.75]],
  9: [...SIDES_8, [0.5, 0.5]],
  T: [...SIDES_8, [0.5, 1 / 6], [0.5, 5 / 6]],
};

/** Rows of pips down a side at most (the nine and ten): the pip size follows from it. */
export const MAX_PIP_ROWS = 4;

/** The pips of a number card's rank (`A`, `2` … `9`, `T`), top to bottom; none for a court rank. */
export function pipLayout(rank: string): readonly Pip[] {
  const points = LAYOUTS[rank] ?? [];
  return [...points].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([x, y]) => ({ x, y, inverted: y > 0.5 }));
}
