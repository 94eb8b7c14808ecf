/**
 * What the controller's helpers (Hint, Show me, the review, the outcome watch) may see and do of the
 * session, each taking only the members it needs. They read the controller through its public getters and change
 * the game only through these actions: the game, its clock and its events stay the controller's.
 */
import type { Emitter } from 'mitt';
import type { Game, GameState, Move, Rules, TableSnapshot } from '../../engine';
import type { Settings } from '../settings';
import type { ControllerEvents } from './events';

/** What the helpers read: the controller's own public getters (and its events, to announce with). */
export interface SessionReads {
  readonly game: Game;
  readonly state: GameState;
  readonly rules: Rules;
  readonly settings: Settings;
  readonly won: boolean;
  readonly events: Emitter<ControllerEvents>;
  /** The game has had help (Show me played, or a review went back past the one undo): not the player's win. */
  readonly hadHelp: boolean;
  readonly showingMe: boolean;
  readonly canUndo: boolean;
  readonly elapsedMs: number;
  snapshot(): TableSnapshot;
}

/** What the helpers may do to the session. */
export interface SessionActions {
  markAssisted(): void;
  /** Starts the game clock (Show me's moves take real time, as a player's do). */
  startClock(): void;
  /** Stops the game clock (the game is won). */
  pauseClock(): void;
  /** What the statistics record of this game, `won` or lost. */
  figures(won: boolean): ControllerEvents['finished'];
  /** Plays one of Show me's moves as a move of the game (no automatic moves after it); false when illegal. */
  playShown(move: Move): boolean;
  /** Puts an earlier point of this game on the table as Undo does, the clock back to its reading then. */
  putBack(game: Game): void;
  stopShowMe(): void;
  /** Tells the player why a command did nothing. */
  refuse(text: string): false;
}
