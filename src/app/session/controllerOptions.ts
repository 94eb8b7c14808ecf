/** What a session controller is made with: its first game, settings, and the app's clock, randomness, solver and timers. */
import type { Game, Rules } from '../../engine';
import type { Settings } from '../settings';
import type { SolverPort } from '../solverPort/solverProtocol';
import type { Schedule } from './showMe';

export interface ControllerOptions {
  readonly rules: Rules;
  readonly deal: number;
  readonly settings: Settings;
  /** Milliseconds, monotonic (performance.now in the app, a fake in tests). */
  readonly now: () => number;
  /** Picks the next deal number for New (Math.random in the app; the engine itself has no randomness). */
  readonly randomDeal: () => number;
  /** A saved game to carry on with instead of dealing `deal` (its clock too, and its id when it has one). */
  readonly resume?: { readonly game: Game; readonly elapsedMs: number; readonly assisted?: boolean; readonly gameId?: string | null };
  /** A new game's id (random in the app): the statistics count each game once, whichever tab finishes it. */
  readonly newGameId?: () => string;
  /** The Vegas bank carried into the first game (vegas-cumulative scoring). */
  readonly bank?: number;
  /** The solver (a Web Worker in the app). Without it Hint is the plain ranking and Show me is off. */
  readonly solver?: SolverPort;
  /** Proven-winnable deal numbers for New when the player asks for winnable deals only. */
  readonly winnableDeals?: { next(rules: Rules): Promise<number | null> };
  /** Runs `task` after `ms` and returns a way to cancel it (setTimeout in the app). Paces Show me. */
  readonly schedule?: Schedule;
}
