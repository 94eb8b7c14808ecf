/**
 * Show me: plays a winning line from here with the normal animations, one move at a time. The game
 * then counts as not won by the player. Any move, undo or new game of the player's stops it.
 */
import type { Move } from '../../engine';
import { TWEEN_MS } from '../settings';
import type { SessionActions, SessionReads } from './sessionAccess';
import type { SolverSearch } from './solverSearch';
import { t } from '../../i18n';

/** How long Show me searches for a line to play. */
export const SHOW_ME_BUDGET_MS = 4000;
/**
 * How much longer Show me looks for a short line once it has one (fewest recycles, then fewest moves):
 * on deals 1–50 at draw 1 it takes 0.1 s at the median and uses it all on one deal in ten, and it
 * halves what there is to watch (deal 2: 245 moves, 9 recycles → 118 moves, none).
 */
export const SHOW_ME_SHORTENING_MS = 1500;
/** The pause after each Show me move has landed (its flight takes one tween), so each one is seen. */
export const SHOW_ME_BEAT_MS = 100;

/** Runs `task` after `ms` and returns a way to cancel it (setTimeout in the app). */
export type Schedule = (task: () => void, ms: number) => () => void;

export class ShowMePlayer {
  /** The pending next step, to cancel when the player takes over. */
  private step: (() => void) | null = null;

  constructor(
    private readonly search: SolverSearch,
    private readonly session: Pick<SessionReads, 'state' | 'won' | 'settings' | 'events'>,
    private readonly act: Pick<SessionActions, 'markAssisted' | 'startClock' | 'playShown' | 'refuse'>,
    private readonly schedule: Schedule | undefined,
  ) {}

  /** Can Show me play this game out (a solver is there and the game is not over)? */
  get available(): boolean {
    return this.search.available && !this.session.won;
  }

  get showing(): boolean {
    return this.step !== null;
  }

  start(): void {
    if (!this.available || this.showing) return;
    // A short line Show me already found from here (and was stopped on) needs no new search; Hint's
    // line is the plain search's, often twice as long.
    const line = this.search.line;
    const known = line?.short === true ? line.rest(this.session.state) : [];
    if (known.length > 0) {
      this.play(known);
      return;
    }
    this.announce('searching');
    this.search.solveHere(
      SHOW_ME_BUDGET_MS,
      (result) => {
        if (result?.verdict !== 'winnable') {
          this.act.refuse(t(result?.verdict === 'unwinnable' ? 'notices.session.showMeLost' : 'notices.session.showMeNotFound'));
          // Nothing will play: whoever waits for Show me hears that it is not playing.
          this.announce('over');
          return;
        }
        this.play(result.moves);
      },
      { dropped: () => this.announce('over'), shortLine: { maxMs: SHOW_ME_SHORTENING_MS } },
    );
  }

  /** Stops Show me (the player took over). */
  stop(): void {
    if (this.step === null) return;
    this.step();
    this.step = null;
    this.announce('over');
  }

  private play(moves: readonly Move[]): void {
    this.act.markAssisted();
    // Show me's moves take real time, as a player's do: the clock runs (it read 0:00 at the win before).
    this.act.startClock();
    this.session.events.emit('showMe', { phase: 'playing', moves: moves.length });
    this.playFrom(moves, 0);
  }

  private playFrom(moves: readonly Move[], index: number): void {
    const move = moves[index];
    const schedule = this.schedule;
    if (move === undefined || schedule === undefined || this.session.won) {
      this.end();
      return;
    }
    // Each move waits for the one before to land (one tween: a card it uncovers flips during the
    // flight), and a beat to see it there.
    const delay = TWEEN_MS[this.session.settings.animation] + SHOW_ME_BEAT_MS;
    this.step = schedule(
      () => {
        // `step` stays set while the move is played: the session reads `showing` as it announces it.
        if (!this.act.playShown(move)) {
          this.end();
          return;
        }
        this.playFrom(moves, index + 1);
      },
      index === 0 ? 0 : delay,
    );
  }

  /** The line is played out, or cannot go on. */
  private end(): void {
    this.step = null;
    this.announce('over');
  }

  private announce(phase: 'searching' | 'over'): void {
    this.session.events.emit('showMe', { phase, moves: 0 });
  }
}
