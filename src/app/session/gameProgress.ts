/** Is there a game to lose? Decides whether New, Restart and new rules ask first. */
import type { Game } from '../../engine';

/**
 * True once the player has made a move of their own on the table as it stands (automatic safe moves
 * at the deal do not count: a game nobody has touched is not worth a question), and not after a win.
 */
export function gameInProgress(game: Game, won: boolean): boolean {
  return !won && playerHasMoved(game);
}

/** Has the player made a move of their own on the table as it stands (automatic safe moves aside)? */
export function playerHasMoved(game: Game): boolean {
  return game.history.slice(0, game.cursor).some((entry) => entry.kind !== 'auto');
}

/**
 * What a player in a lost position can do about it. Undo, when they have moves of their own to take
 * back; Restart, when they have but undo is locked; and with none of their own on the table, only a
 * new deal: the safe automatic moves never lose a game, so the deal itself cannot be won, and a
 * restart would deal it again.
 */
export type WayBack = 'undo' | 'restart' | 'new-deal';

export function wayBack(game: Game, canUndoNow: boolean): WayBack {
  if (!playerHasMoved(game)) return 'new-deal';
  return canUndoNow ? 'undo' : 'restart';
}
