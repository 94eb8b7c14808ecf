/** The controller's typed events: the view, the HUD, dialogs and (later) audio listen to these. */
import type { GameEvent, GameState, Move, Reason, Rules, TableSnapshot } from '../../engine';
import type { Verdict } from '../../solver';
import type { Settings } from '../settings';

/**
 * Where a hint came from: a winning line the solver found, or the plain ranking of moves; `fair`: the
 * odds from what the player has seen (Settings → Hints: "See what you see").
 */
export type HintSource = 'winning-line' | 'heuristic' | 'fair';

/**
 * A fair hint's odds: the share of the sampled ways the unseen cards could lie that still win after
 * the move (null when none could be decided in time: the move is then the plain ranking's), and how
 * many cards the player has never seen (none: the odds are exact).
 */
export interface FairHintOdds {
  readonly chance: number | null;
  readonly unseen: number;
}

/** Why the table changed; the view picks the animation from it. */
export type ChangeCause = 'deal' | 'move' | 'auto' | 'finish' | 'undo' | 'redo' | 'restart' | 'load';

/** Where Show me is: every phase is announced, so the UI never guesses it with a timer. */
export type ShowMePhase = 'searching' | 'playing' | 'over';

export interface WinFigures {
  readonly snapshot: TableSnapshot;
  readonly elapsedMs: number;
  readonly assisted: boolean;
  readonly byShowMe: boolean;
}

export type ControllerEvents = {
  /** Any change of the table. `before` is null for a fresh deal. */
  changed: { cause: ChangeCause; before: GameState | null; after: GameState; events: readonly GameEvent[] };
  /** An illegal move: the reason code, and the words for it (shown only when error messages are on). */
  illegal: { reason: Reason; message: string };
  /** A hint to show: the move, or null when there is nothing useful to do. `verdict` is the solver's
   *  answer for the position when it was asked (unknown when it ran out of time or is not there). */
  hint: { move: Move | null; source: HintSource; verdict: Verdict; fair?: FairHintOdds };
  /** The fair hint is being worked out (true), or no longer (answered, replaced, or dropped by a change of the table). */
  hintLooking: { looking: boolean };
  /** `assisted`: the game had help (Show me, or a review's step back past the one undo), so it is not
   *  the player's win; `byShowMe`: Show me made the winning move (it played the game out). */
  won: WinFigures;
  /** The table has shown the win: every card landed and the celebration is over (or skipped). The
   *  win's figures, as at the moment it was won. */
  winShown: WinFigures;
  /** Show me's phase: looking for a line, playing it (with the number of moves it will play), or over
   *  (finished, interrupted, refused, or its search dropped because the table changed). */
  showMe: { phase: ShowMePhase; moves: number };
  /**
   * The chance to win from what the player has seen (a share of the sampled ways the unseen cards could
   * lie), 'computing', null when no way could be decided in time, or 'off' (src/app/solverPort/winChanceWatch.ts).
   */
  winChance: { chance: number | null | 'computing' | 'off' };
  /** The "still winnable?" indicator: the solver's verdict for the table, 'checking', or 'off'. */
  winnability: { verdict: Verdict | 'checking' | 'off' };
  /** A game ended: won, or abandoned after a move of the player's (a loss). For the statistics. */
  finished: { rules: Rules; deal: number; won: boolean; score: number; moves: number; elapsedMs: number; bank: number; gameId: string };
  /** Nothing useful is left to do. */
  stuck: { canUndo: boolean };
  settings: Settings;
  /** A short message for the player (bad URL values, refused commands). */
  notice: { text: string };
};
