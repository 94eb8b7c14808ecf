/** Is there a game to lose? Decides whether New, Restart and new rules ask first. */
import type { Game } from '../engine';

/**
 * True once the player has made a move of their own on the table as it stands (automatic safe moves
 * at the deal do not count: a game nobody has touched is not worth a question), and not after a win.
 */
export function gameInProgress(game: Game, won: boolean): boolean {
  if (won) return false;
  return game.history.slice(0, game.cursor).some((entry) => entry.kind !== 'auto');
}
