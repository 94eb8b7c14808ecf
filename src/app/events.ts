/** The controller's typed events: the view, the HUD, dialogs and (later) audio listen to these. */
import type { GameEvent, GameState, Move, Reason, Rules, TableSnapshot } from '../engine';
import type { Settings } from './settings';

/** Why the table changed; the view picks the animation from it. */
export type ChangeCause = 'deal' | 'move' | 'auto' | 'finish' | 'undo' | 'redo' | 'restart' | 'load';

export type ControllerEvents = {
  /** Any change of the table. `before` is null for a fresh deal. */
  changed: { cause: ChangeCause; before: GameState | null; after: GameState; events: readonly GameEvent[] };
  /** An illegal move: the reason code, and the words for it (shown only when error messages are on). */
  illegal: { reason: Reason; message: string };
  /** A hint to show: the move, or null when there is nothing useful to do. */
  hint: { move: Move | null };
  won: { snapshot: TableSnapshot; elapsedMs: number };
  /** A game ended: won, or abandoned after a move of the player's (a loss). For the statistics. */
  finished: { rules: Rules; won: boolean; score: number; moves: number; elapsedMs: number; bank: number };
  /** Nothing useful is left to do. */
  stuck: { canUndo: boolean };
  settings: Settings;
  /** A short message for the player (bad URL values, refused commands). */
  notice: { text: string };
};
