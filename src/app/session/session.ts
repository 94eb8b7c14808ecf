/**
 * The session as the table (src/game) and the DOM UI (src/ui) see it: what they may read, and the
 * intents they may send. They depend on this, never on the SessionController class itself, so that
 * the controller's wiring (storage, solver, clock) stays out of their reach and a test can stand in
 * for the session with just these members. The layer test keeps every import of the class out of
 * game and ui.
 */
import type { SessionController } from './controller';

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
  | 'wayBack'
  | 'targets'
  | 'canUndo'
  | 'canRedo'
  | 'canFinish'
  | 'canShowMe'
  | 'showingMe'
  | 'hadHelp'
  | 'canReview'
  | 'goingBackIsAided'
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
  | 'hint'
  | 'finish'
  | 'showMe'
  | 'stopShowMe'
  | 'review'
  | 'goBackTo'
  | 'newGame'
  | 'restart'
  | 'load'
  | 'updateSettings'
  | 'winShown'
>;

/** The session as the table and the DOM UI know it. */
export type TableSession = SessionView & SessionIntents;
