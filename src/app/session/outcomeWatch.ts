/**
 * The game's outcomes as the table changes: a win is announced (`won`) once, counted for the
 * statistics (`finished`) once per game, then shown by the table (`winShown`), which closes the game
 * to Undo and Redo; a game that has become stuck is announced once.
 */
import { isStuck, isWon } from '../../engine';
import type { ChangeCause, WinFigures } from './events';
import type { SessionActions, SessionReads } from './sessionAccess';

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

  constructor(
    private readonly session: Session,
    private readonly act: Pick<SessionActions, 'pauseClock' | 'figures'>,
  ) {}

  get closed(): boolean {
    return this.winClosed;
  }

  /**
   * The win flags for a game just put on the table (a deal, a restart, a game loaded or resumed): a
   * won one comes already announced, counted and closed; any other, not yet.
   */
  settle(): void {
    const won = isWon(this.session.state);
    this.wonAnnounced = won;
    this.winCounted = won;
    this.winClosed = won;
    this.unshownWin = null;
  }

  /** The table's change has been announced (`changed`): a win or a stuck game it brought follows it. */
  changed(cause: ChangeCause): void {
    const { state: after, events } = this.session;
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
    // Announced when the game becomes stuck, not again on every later draw through a dead stock. Not
    // while Show me plays: its line is a proof that the game goes on, where the one-move heuristic
    // can see none (a line that takes foundation cards down and back up, say).
    const stuck = isStuck(after, this.session.rules);
    if (stuck && !this.stuckAnnounced && cause !== 'undo' && !this.session.showingMe) events.emit('stuck', { canUndo: this.session.canUndo });
    this.stuckAnnounced = stuck;
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
