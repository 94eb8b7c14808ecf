/**
 * The session as the table (src/game) and the DOM UI (src/ui) see it: what they may read, and the
 * intents they may send. They depend on this, never on the SessionController class itself, so that
 * the controller's wiring (storage, solver, clock) stays out of their reach and a test can stand in
 * for the session with just these members. The layer test keeps every import of the class out of
 * game and ui.
 */
import type { Game } from '../../engine';
import type { ReviewProgress } from '../../solver';
import type { ReviewJob } from '../solverPort/solverProtocol';
import type { SessionController } from './controller';
import type { WayBack } from './gameProgress';

/** What the view reads: the game, the rules and settings in force, the state of the helpers, and the events. */
export type SessionView = Pick<
  SessionController,
  | 'events'
  | 'game'
  | 'state'
  | 'rules'
  | 'settings'
  | 'style'
  | 'snapshot'
  | 'elapsedMs'
  | 'won'
  | 'inProgress'
  | 'passesLeft'
  | 'targets'
  | 'canUndo'
  | 'canRedo'
  | 'canFinish'
>;

/** What the view may ask for: every change to the game goes through one of these. */
export type SessionIntents = Pick<
  SessionController,
  | 'start'
  | 'tryMove'
  | 'tapCard'
  | 'sendHome'
  | 'draw'
  | 'turn'
  | 'playNotation'
  | 'undo'
  | 'redo'
  | 'finish'
  | 'newGame'
  | 'restart'
  | 'load'
  | 'updateSettings'
  | 'winShown'
>;

/** Help from the solver, and what it leaves behind: `session.help`. */
export interface SessionHelp {
  /** Hint: the next move of a winning line, else the plain ranking; the `hint` event says which. */
  hint(): void;
  /** Can Show me play this game out (a solver is there and the game is not over)? */
  readonly canShowMe: boolean;
  readonly showingMe: boolean;
  /** Show me: plays a winning line from here, a move at a time; the game then counts as helped. */
  showMe(): void;
  /** Stops Show me (the player took over). */
  stopShowMe(): void;
  /** The game has had help (Show me played, or a review went back past the one undo): not the player's win. */
  readonly hadHelp: boolean;
  /** In a lost game, the way back a hint or the "still winnable?" mark offers (Undo, Restart, New). */
  readonly wayBack: WayBack;
}

/** The review of the game on the table, and its Go back: `session.review`. */
export interface SessionReview {
  /** Can the game on the table be reviewed (a solver that reviews, and a move to review)? */
  readonly available: boolean;
  /** Reviews the game on the table in the solver's worker; null when there is nothing to review. */
  start(progress: (progress: ReviewProgress) => void): { readonly job: ReviewJob; readonly game: Game } | null;
  /** Would going back to a review's step cost the game its standing as the player's own win? */
  goingBackIsAided(step: number, reviewed: Game): boolean;
  /** A review's Go back to the table after `step` steps of the reviewed game; refused when the table has changed since. */
  goBackTo(step: number, reviewed: Game): boolean;
}

/** The session as the table and the DOM UI know it: help and review in groups of their own. */
export type TableSession = SessionView & SessionIntents & Pick<SessionController, 'help' | 'review'>;
