/**
 * Where any face-up run may move (relaxed moves), a run whose base card lies on a face-up card B, while
 * another column's top T would take it just as well, is in a position equal to the one with the run on
 * T and B bare: the run moves either way in one move, so either position is winnable exactly when the
 * other is. The search keeps only the one with each such run on the lowest-numbered of those cards.
 * Twins (the two cards of a rank and colour) put runs in every arrangement over them, and merging the
 * arrangements cuts the draw-1 proofs several times over (test/solver/NOTES.md, 2026-11-26).
 */
import { COLUMNS, type Position } from './position';

/**
 * Moves one run from its base onto a lower-numbered column top that takes it as well (see above);
 * false when there is none, that is when the position is as the search keeps it.
 */
export function moveRunOntoLowestBase(pos: Position): boolean {
  if (pos.strict) return false;
  for (let c = 0; c < COLUMNS; c++) {
    const n = pos.upCount[c]!;
    for (let i = 1; i < n; i++) {
      const card = pos.upCard(c, i);
      const base = pos.upCard(c, i - 1);
      if (!pos.fits(card, base)) continue;
      for (let d = 0; d < COLUMNS; d++) {
        const top = pos.topOf(d);
        if (d !== c && top >= 0 && top < base && pos.fits(card, top)) {
          pos.columnToColumn(c, i, d);
          return true;
        }
      }
    }
  }
  return false;
}
