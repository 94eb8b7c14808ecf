/**
 * Where foundation cards may come back to the table, a column's top card that could go home and lies
 * on a face-up card it fits on may go home without branching, safe or not. Going home loses nothing:
 * the card can come straight back onto the same card (still the column's top, as nothing else moved),
 * so each of the two positions reaches the other in one move, and either is winnable exactly when the
 * other is. The search keeps the one with the card home, and where cards go up and down the
 * foundations it meets far fewer positions (src/solver/README.md). The move lists still
 * reach every use of the card on the table: they bring a foundation card down, with a card onto it or
 * the card beneath it down too, whenever one is within reach.
 *
 * Two kinds of top stay where they are:
 * - a card on face-down cards or alone in its column: going home would turn a card or empty the
 *   column, which coming back could not undo;
 * - a card the move just made brought down for its own sake, as the move itself or right after the
 *   card above it on its foundation: the lists bring such a card down for what may follow over the
 *   next moves (the card beneath it coming down too, or another foundation card onto it, to reach a
 *   card deep in the foundations), and sending it back would undo the move before that could follow.
 *   (Sending those back too called won positions lost in the brute-force comparison.) One brought
 *   down to complete another move, a card onto which it went, goes back: that position is the other
 *   position's equal without it.
 */
import { StepKind, LOG_STRIDE, stepCard, stepKind } from './encoding';
import { COLUMNS, type Position } from './position';

/**
 * Sends home every card the safe moves send, and every top that can come straight back (see the file
 * comment); the move just made starts at log index `moveStart`.
 */
export function playReversibleHome(pos: Position, moveStart: number): void {
  pos.playSafeHome();
  if (!pos.fromFoundation) return;
  for (;;) {
    let moved = false;
    for (let c = 0; c < COLUMNS; c++) {
      const n = pos.upCount[c]!;
      if (n < 2) continue;
      const top = pos.topOf(c);
      if (!pos.goesHome(top) || !pos.fits(top, pos.upCard(c, n - 2)) || broughtDownForItsOwnSake(pos, top, moveStart)) continue;
      pos.columnHome(c);
      moved = true;
    }
    if (!moved) return;
    pos.playSafeHome();
  }
}

/**
 * Did the move that starts at log index `moveStart` bring `card` down from its foundation as its
 * first step or right after another foundation card came down?
 */
function broughtDownForItsOwnSake(pos: Position, card: number, moveStart: number): boolean {
  const log = pos.log;
  for (let at = moveStart; at < pos.logLength; at += LOG_STRIDE) {
    if (stepKind(log, at) === StepKind.HomeColumn && stepCard(log, at) === card) {
      return at === moveStart || stepKind(log, at - LOG_STRIDE) === StepKind.HomeColumn;
    }
  }
  return false;
}
