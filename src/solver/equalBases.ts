/**
 * Where any face-up run may move (relaxed moves), a run whose base card lies on a face-up card B, while
 * another column's top T would take it just as well, is in a position equal to the one with the run on
 * T and B bare: the run moves either way in one move, so either position is winnable exactly when the
 * other is. The search keeps only the one with each such run on the lowest-numbered of those cards.
 * Twins (the two cards of a rank and colour) put runs in every arrangement over them, and merging the
 * arrangements cuts the draw-1 proofs several times over (src/solver/README.md).
 */
import { COLUMNS, MAX_RUN, type Position } from './position';

/**
 * Moves one run from its base onto a lower-numbered column top that takes it as well (see above);
 * false when there is none, that is when the position is as the search keeps it. Of several such runs
 * it moves the one nearest the first column's bottom, onto the lowest-numbered column that takes it.
 *
 * It runs after every move of the search, so it starts from the few cards that could move: the cards
 * a column's top takes (`Position.fittingCards`: the rank below, in the suits that fit), each looked
 * up where it lies.
 */
export function moveRunOntoLowestBase(pos: Position): boolean {
  if (pos.strict) return false;
  const fitting = pos.fittingCards;
  let runSpot = Number.POSITIVE_INFINITY;
  let onto = -1;
  for (let column = 0; column < COLUMNS; column++) {
    const top = pos.topOf(column);
    if (top < 0) continue;
    for (let slot = top * 3, end = slot + 3; slot < end; slot++) {
      const card = fitting[slot]!;
      if (card < 0) break;
      const spot = pos.spot[card]!;
      // Face up, on a face-up card (not the lowest of its column's face-up cards), in another column.
      if (spot < 0 || spot % MAX_RUN === 0 || spot >= runSpot || ((spot / MAX_RUN) | 0) === column) continue;
      const base = pos.up[spot - 1]!;
      if (top < base && pos.fits(card, base)) {
        runSpot = spot;
        onto = column;
      }
    }
  }
  if (onto < 0) return false;
  pos.columnToColumn((runSpot / MAX_RUN) | 0, runSpot % MAX_RUN, onto);
  return true;
}
