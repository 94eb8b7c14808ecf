/**
 * The game's outcomes as the table changes: a win is announced (`won`) once, counted for the
 * statistics (`finished`) once per game, then shown by the table (`winShown`), which closes the game
 * to Undo and Redo; a game that has become stuck is announced once.
 *
 * "Stuck" is a proof (engine `StuckSearch`): no sequence of moves gets a card home or turns one over.
 * Most positions answer within the first slice of the walk, at once; a long walk goes on in slices, a
 * task each, so the player's next tap is never held up, and a change of the table drops it.
 */
import { isWon, StuckSearch } from '../../engine';
import type { ChangeCause, WinFigures } from './events';
import type { SessionActions, SessionReads } from './sessionAccess';

/** Positions the walk takes in one task: a few milliseconds on a phone. */
const STUCK_SLICE = 200;

/** Runs a slice of work later, in a task of its own (a timer in the app; the tests may step it). */
export type Defer = (run: () => void) => void;

const nextTask: Defer = (run) => {
  setTimeout(run, 0);
};

type Session = Pick<SessionReads, 'state' | 'rules' | 'won' | 'events' | 'hadHelp' | 'showingMe' | 'canUndo' | 'elapsedMs' | 'snapshot'>;

export class OutcomeWatch {
  /** The win on the table has been announced (`won`). */
  private wonAnnounced = false;
  /** This game's win went to the statistics (`finished`): once, even when won again after an undo. */
  private winCounted = false;
  /** The win announced and not yet shown by the table (see `winShown`). */
  private unshownWin: WinFigures | null = null;
  /**
   * The win has been shown (its dialog opened): the game is closed, as in Microsoft Solitaire and
   * Aisleriot. Undo and Redo are off; New, Restart and the rest still work.
   */
  private winClosed = false;
  private stuckAnnounced = false;
  /** The walk under way for the table as it stands, if it has not answered yet. */
  private stuckWalk: StuckSearch | null = null;
  /** The last walk that proved its table stuck: it answers for every table it reached. */
  private stuckProof: StuckSearch | null = null;

  constructor(
    private readonly session: Session,
    private readonly act: Pick<SessionActions, 'pauseClock' | 'figures'>,
    private readonly defer: Defer = nextTask,
  ) {}

  /** Is the table's "stuck or not" still being worked out? (The automation hook's `ready()` waits for it.) */
  get judging(): boolean {
    return this.stuckWalk !== null;
  }

  get closed(): boolean {
    return this.winClosed;
  }

  /**
   * The win flags for a game just put on the table (a deal, a restart, a game loaded or resumed): a
   * won one comes already announced, counted and closed; any other, not yet.
   */
  settle(): void {
    const won = isWon(this.session.state);
    this.stuckWalk = null;
    this.stuckProof = null;
    this.wonAnnounced = won;
    this.winCounted = won;
    this.winClosed = won;
    this.unshownWin = null;
  }

  /** The table's change has been announced (`changed`): a win or a stuck game it brought follows it. */
  changed(cause: ChangeCause): void {
    const { state: after, events } = this.session;
    this.stuckWalk = null;
    if (isWon(after)) {
      this.act.pauseClock();
      if (!this.wonAnnounced) {
        this.wonAnnounced = true;
        const session = this.session;
        this.unshownWin = { snapshot: session.snapshot(), elapsedMs: session.elapsedMs, assisted: session.hadHelp, byShowMe: session.showingMe };
        events.emit('won', this.unshownWin);
        if (!this.winCounted) events.emit('finished', this.act.figures(true));
        this.winCounted = true;
      }
      return;
    }
    // A win taken back before it was shown (an undo while its cards fly home): won again, it is
    // celebrated and shown again (it counts once).
    this.wonAnnounced = false;
    this.unshownWin = null;
    this.judgeStuck(cause);
  }

  /**
   * Announced when the game becomes stuck, not again on every later draw through a dead stock. Not
   * after an undo (the player is going back already), nor while Show me plays (its line goes on).
   */
  private judgeStuck(cause: ChangeCause): void {
    const { state, rules } = this.session;
    const conclude = (stuck: boolean): void => {
      if (stuck && !this.stuckAnnounced && cause !== 'undo' && !this.session.showingMe) this.session.events.emit('stuck', { canUndo: this.session.canUndo });
      this.stuckAnnounced = stuck;
    };
    if (this.stuckProof !== null && this.stuckProof.rules === rules && this.stuckProof.covers(state)) return conclude(true);
    const walk = new StuckSearch(state, rules);
    const walkOn = (): void => {
      if (this.stuckWalk !== walk) return; // the table changed: a newer walk, or none, has its place
      const verdict = walk.step(STUCK_SLICE);
      if (verdict === null) return this.defer(walkOn);
      this.stuckWalk = null;
      if (verdict === 'stuck') this.stuckProof = walk;
      // Unsure says nothing, and leaves an earlier announcement standing.
      if (verdict !== 'unsure') conclude(verdict === 'stuck');
    };
    this.stuckWalk = walk;
    walkOn();
  }

  /**
   * The table has shown the win (every card home, the celebration over): announces `winShown` once per
   * win, and only while the game is still won (a new deal during the celebration shows nothing). The
   * game is closed from then on: no undo, no redo.
   */
  shown(): void {
    const win = this.unshownWin;
    this.unshownWin = null;
    if (win === null || !this.session.won) return;
    this.winClosed = true;
    this.session.events.emit('winShown', win);
  }
}
