/**
 * The session controller: owns the game, turns the view's intents into engine moves, and tells
 * everyone what changed through typed events. The view never decides legality and never changes state.
 */
import mitt, { type Emitter } from 'mitt';
import {
  applyMove,
  canRedo,
  canUndo,
  currentState,
  describeIllegalMove,
  finishPlan,
  parseMove,
  isStuck,
  isWon,
  newGame,
  nextBank,
  play,
  playFinish,
  playSafeAutoMoves,
  playStyleOf,
  redo,
  restart,
  snapshotOf,
  stepCursors,
  stopScoring,
  targetsOf,
  undo,
  undoTo,
  type CardId,
  type Game,
  type GameState,
  type Move,
  type PileId,
  type Played,
  type PlayStyle,
  type Rules,
  type TableauId,
  type TableSnapshot,
  MAX_DEAL,
} from '../../engine';
import type { ReviewProgress, ShortLineBudget, SolveResult } from '../../solver';
import { bestTargetFor, expectedInsteadOf, heuristicHint } from '../solverPort/bestMove';
import type { ChangeCause, ControllerEvents } from './events';
import type { ReviewJob, SolveJob, SolverPort } from '../solverPort/solverProtocol';
import { REVIEW_BUDGET_MS } from '../solverPort/reviewBudget';
import { styleInForce, TWEEN_MS } from '../settings';
import { WinningLine } from '../solverPort/winningLine';
import { GameClock } from '../clock/clock';
import { gameInProgress, playerHasMoved, wayBack, type WayBack } from './gameProgress';
import type { Settings } from '../settings';

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
  readonly schedule?: (task: () => void, ms: number) => () => void;
}

/** How long Hint searches for a winning line before it falls back to the plain ranking. */
export const HINT_BUDGET_MS = 600;
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
/** Undo or redo asked for once a win has been shown. */
export const WON_GAME_CLOSED = 'The game is won: deal again with New.';

export class SessionController {
  readonly events: Emitter<ControllerEvents> = mitt<ControllerEvents>();
  private current: Game;
  private currentSettings: Settings;
  private readonly clock: GameClock;
  private readonly randomDeal: () => number;
  /** The win on the table has been announced (`won`). */
  private wonAnnounced = false;
  /** This game's win went to the statistics (`finished`): once, even when won again after an undo. */
  private winCounted = false;
  /** The win announced and not yet shown by the table (see `winShown`). */
  private unshownWin: ControllerEvents['won'] | null = null;
  /**
   * The win has been shown (its dialog opened): the game is closed, as in Microsoft Solitaire and
   * Aisleriot. Undo and Redo are off; New, Restart and the rest still work.
   */
  private winClosed = false;
  private stuckAnnounced = false;

  private readonly resumed: boolean;
  private readonly solver: SolverPort | undefined;
  private readonly winnableDeals: ControllerOptions['winnableDeals'];
  private readonly schedule: ControllerOptions['schedule'];
  /** The last winning line found, reused by Hint while the table stays on it. */
  private line: WinningLine | null = null;
  private search: SolveJob | null = null;
  /** Show me's pending next step, to cancel when the player takes over. */
  private showMeStep: (() => void) | null = null;
  /**
   * Show me played moves in this game, or a review went back further than single-level undo allows:
   * a win is not the player's. Saved with the game.
   */
  private assisted = false;
  /** The clock's reading when each table was first reached, for a review's Go back (this session's tables only). */
  private readonly reachedAt = new WeakMap<GameState, number>();
  /** Bumped by every New, so that a winnable deal found too late is not dealt over a newer one. */
  private dealRequest = 0;
  private readonly newGameId: () => string;
  private id: string;

  constructor(options: ControllerOptions) {
    this.current = options.resume?.game ?? newGame(options.rules, options.deal, { bank: options.bank ?? 0 });
    this.currentSettings = options.settings;
    this.clock = new GameClock(options.now);
    this.randomDeal = options.randomDeal;
    this.resumed = options.resume !== undefined;
    this.solver = options.solver;
    this.winnableDeals = options.winnableDeals;
    this.schedule = options.schedule;
    this.newGameId = options.newGameId ?? randomGameId;
    this.id = options.resume?.gameId ?? this.newGameId();
    if (options.resume) this.clock.reset(options.resume.elapsedMs, options.resume.elapsedMs > 0 || playerHasMoved(options.resume.game));
    this.assisted = options.resume?.assisted ?? false;
    this.settleWin();
  }

  get game(): Game {
    return this.current;
  }
  /** Which game this is (kept with its save): a new deal or a loaded file is a new game; undo and restart are not. */
  get gameId(): string {
    return this.id;
  }
  get state(): GameState {
    return currentState(this.current);
  }
  get rules(): Rules {
    return this.current.rules;
  }
  get settings(): Settings {
    return this.currentSettings;
  }
  get canUndo(): boolean {
    return !this.winClosed && canUndo(this.current);
  }
  get canRedo(): boolean {
    return !this.winClosed && canRedo(this.current);
  }
  /** The way out of a lost position (see `WayBack`). */
  get wayBack(): WayBack {
    return wayBack(this.current, this.canUndo);
  }
  get elapsedMs(): number {
    return this.clock.elapsed();
  }
  /** The game clock is counting (a move made, the app visible, not won). */
  get clockRunning(): boolean {
    return this.clock.running();
  }
  /** Show me played part of this game (its win will not count as the player's). */
  get assistedByShowMe(): boolean {
    return this.assisted;
  }
  get won(): boolean {
    return isWon(this.state);
  }
  /** Passes left after this one, or null when unlimited. */
  get passesLeft(): number | null {
    return this.rules.passes === null ? null : Math.max(0, this.rules.passes - this.state.pass);
  }
  snapshot(): TableSnapshot {
    return snapshotOf(this.current);
  }
  /** How this game plays beyond its rules: its program's style, with the player's settings over it. */
  get style(): PlayStyle {
    return styleInForce(playStyleOf(this.rules), this.currentSettings);
  }

  /** The player has made a move of their own that is still on the table, and has not won. */
  get inProgress(): boolean {
    return gameInProgress(this.current, this.won);
  }

  /** Would Finish move anything? */
  get canFinish(): boolean {
    return finishPlan(this.state, this.rules, this.style.finish).length > 0;
  }

  /** Where a card picked up at `from` could legally go (highlighted during a drag or selection). */
  targets(from: PileId, card: CardId): PileId[] {
    return targetsOf(this.state, this.rules, from, card);
  }

  /** A drag's drop or a click-click's second click. */
  tryMove(from: PileId, card: CardId, to: PileId): boolean {
    return this.playMove({ type: 'move', from, to, card });
  }

  /** A single tap: the card goes to its best legal place; false, saying so plainly, when it has none. */
  tapCard(from: PileId, card: CardId): boolean {
    const to = bestTargetFor(this.state, this.rules, from, card);
    if (to === null) {
      // Not "a foundation starts with an ace": the player asked for any place, not for home.
      this.events.emit('illegal', { reason: 'nowhere-to-go', message: describeIllegalMove({ reason: 'nowhere-to-go', card }) });
      return false;
    }
    return this.tryMove(from, card, to);
  }

  /** Double-click: straight home, or a reason why not. */
  sendHome(from: PileId, card: CardId): boolean {
    const home = this.targets(from, card).find((t) => t.startsWith('foundation'));
    return this.tryMove(from, card, home ?? this.fallbackFoundation(card));
  }

  /** A move written in the move notation (the keyboard speaks it: `3>5`, `W>F`, `P`, `^3`). */
  playNotation(token: string): boolean {
    const parsed = parseMove(token, this.state, this.rules);
    if (!parsed.ok) {
      this.events.emit('illegal', { reason: parsed.error.reason, message: describeIllegalMove(parsed.error) });
      return false;
    }
    return this.playMove(parsed.value);
  }

  draw(): boolean {
    return this.playMove({ type: 'draw' });
  }
  turn(pile: TableauId): boolean {
    return this.playMove({ type: 'turn', pile });
  }

  undo(): boolean {
    if (this.winClosed) return this.refuse(WON_GAME_CLOSED);
    this.stopShowMe();
    const before = this.state;
    const result = undo(this.current);
    if (!result.ok) return this.refuse(result.error === 'undo-locked' ? 'Undo is not available now (one undo, not after FINISH).' : 'Nothing to undo.');
    this.current = result.value;
    this.announce('undo', before, []);
    return true;
  }

  redo(): boolean {
    if (this.winClosed) return this.refuse(WON_GAME_CLOSED);
    this.stopShowMe();
    const before = this.state;
    const result = redo(this.current);
    if (!result.ok) return this.refuse('Nothing to redo.');
    this.apply(result.value, 'redo', before);
    return true;
  }

  /** FINISH / double-click a foundation: every card that can go home, as one history entry. */
  finish(): boolean {
    this.stopShowMe();
    const before = this.state;
    const result = playFinish(this.current);
    if (!result.ok) return this.refuse('No card can go to the foundations now.');
    this.apply(result.value, 'finish', before);
    return true;
  }

  /** Can Show me play this game out (a solver is there and the game is not over)? */
  get canShowMe(): boolean {
    return this.solver !== undefined && !this.won;
  }
  get showingMe(): boolean {
    return this.showMeStep !== null;
  }

  /**
   * Hint: the next move of a winning line when the solver finds one within a short budget (the same
   * line again while the player follows it), else the plain ranking; the event says which.
   */
  hint(): void {
    const state = this.state;
    const onLine = this.line?.nextMove(state) ?? null;
    if (onLine !== null) {
      this.events.emit('hint', { move: onLine, source: 'winning-line', verdict: 'winnable' });
      return;
    }
    this.solveHere(HINT_BUDGET_MS, (result) => {
      const verdict = result?.verdict ?? 'unknown';
      const move = result?.verdict === 'winnable' ? (result.moves[0] ?? null) : null;
      if (move !== null) this.hintOnWinningLine(move);
      else this.events.emit('hint', { move: heuristicHint(this.state, this.rules), source: 'heuristic', verdict });
    });
  }

  /**
   * Several first moves often keep a game winnable, and the solver's choice may be one nobody would
   * expect (deal from the stock while a card can be turned over in plain view): the move a player
   * expects is shown instead when the game stays winnable after it.
   */
  private hintOnWinningLine(lineMove: Move): void {
    const state = this.state;
    const show = (move: Move): void => void this.events.emit('hint', { move, source: 'winning-line', verdict: 'winnable' });
    const expected = expectedInsteadOf(state, this.rules, lineMove);
    const after = expected === null ? null : applyMove(state, expected, this.rules);
    if (expected === null || after === null || !after.ok) {
      show(lineMove);
      return;
    }
    this.solveHere(
      HINT_BUDGET_MS,
      (result) => {
        if (result?.verdict !== 'winnable') {
          show(lineMove);
          return;
        }
        this.line = WinningLine.from(state, this.rules, [expected, ...result.moves]);
        show(expected);
      },
      { from: after.value.state },
    );
  }

  /**
   * Show me: plays a winning line from here with the normal animations, one move at a time. The game
   * then counts as not won by the player. Any move, undo or new game of the player's stops it.
   */
  showMe(): void {
    if (!this.canShowMe || this.showingMe) return;
    // A short line Show me already found from here (and was stopped on) needs no new search; Hint's
    // line is the plain search's, often twice as long.
    const known = this.line?.short === true ? this.line.rest(this.state) : [];
    if (known.length > 0) {
      this.startShowing(known);
      return;
    }
    this.events.emit('showMe', { phase: 'searching', moves: 0 });
    this.solveHere(
      SHOW_ME_BUDGET_MS,
      (result) => {
        if (result?.verdict !== 'winnable') {
          this.refuse(
            result?.verdict === 'unwinnable' ? 'This position cannot be won. Undo to go back to one that can.' : 'No winning line found from here in time.',
          );
          // Nothing will play: whoever waits for Show me hears that it is not playing.
          this.events.emit('showMe', { phase: 'over', moves: 0 });
          return;
        }
        this.startShowing(result.moves);
      },
      { dropped: () => this.events.emit('showMe', { phase: 'over', moves: 0 }), shortLine: { maxMs: SHOW_ME_SHORTENING_MS } },
    );
  }

  private startShowing(moves: readonly Move[]): void {
    this.assisted = true;
    // Show me's moves take real time, as a player's do: the clock runs (it read 0:00 at the win before).
    this.clock.start();
    this.events.emit('showMe', { phase: 'playing', moves: moves.length });
    this.playShownMoves(moves, 0);
  }

  /**
   * The table has shown the win (every card home, the celebration over): announces `winShown` once per
   * win, and only while the game is still won (a new deal during the celebration shows nothing). The
   * game is closed from then on: no undo, no redo.
   */
  winShown(): void {
    const win = this.unshownWin;
    this.unshownWin = null;
    if (win === null || !this.won) return;
    this.winClosed = true;
    this.events.emit('winShown', win);
  }

  /** Stops Show me (the player took over). */
  stopShowMe(): void {
    if (this.showMeStep === null) return;
    this.showMeStep();
    this.showMeStep = null;
    this.events.emit('showMe', { phase: 'over', moves: 0 });
  }

  private playShownMoves(moves: readonly Move[], index: number): void {
    const move = moves[index];
    const schedule = this.schedule;
    if (move === undefined || schedule === undefined || this.won) {
      this.showMeStep = null;
      this.events.emit('showMe', { phase: 'over', moves: 0 });
      return;
    }
    // Each move waits for the one before to land (one tween: a card it uncovers flips during the
    // flight), and a beat to see it there.
    const delay = TWEEN_MS[this.currentSettings.animation] + SHOW_ME_BEAT_MS;
    this.showMeStep = schedule(
      () => {
        const before = this.state;
        const result = play(this.current, move);
        if (!result.ok) {
          this.showMeStep = null;
          this.events.emit('showMe', { phase: 'over', moves: 0 });
          return;
        }
        this.apply(result.value, 'move', before);
        this.playShownMoves(moves, index + 1);
      },
      index === 0 ? 0 : delay,
    );
  }

  /**
   * Solves the table as it stands (or `from`, a table one move on); `use` gets the answer, unless the
   * table changed or another search took this one's place first: then `dropped` is called instead, so
   * a waiting caller always hears. With `shortLine`, the solver looks on for a short line after the
   * first (Show me's request).
   */
  private solveHere(
    maxMs: number,
    use: (result: SolveResult | null) => void,
    options: { from?: GameState; dropped?: () => void; shortLine?: ShortLineBudget } = {},
  ): void {
    const { from = this.state, dropped = () => {}, shortLine } = options;
    const state = this.state;
    this.search?.cancel();
    if (this.solver === undefined) {
      use(null);
      return;
    }
    const job = this.solver.solve({ state: from, rules: this.rules, maxMs, ...(shortLine === undefined ? {} : { shortLine }) });
    this.search = job;
    void job.done.then((result) => {
      if (this.search !== job) {
        dropped();
        return;
      }
      this.search = null;
      if (this.state !== state) {
        dropped();
        return;
      }
      if (result?.verdict === 'winnable') this.line = WinningLine.from(from, this.rules, result.moves, shortLine !== undefined);
      use(result);
    });
  }

  /** Can the game on the table be reviewed (a solver that reviews, and a move to review)? */
  get canReview(): boolean {
    return this.solver?.review !== undefined && this.current.cursor > 0 && !this.won;
  }

  /**
   * Reviews the game on the table in the solver's worker (src/solver/review.ts): the table after each
   * step of its history, steps counted as Undo counts them. The answer's move k is the k-th step; the
   * review keeps the game it looked at, which `goBackTo` needs. Null when there is nothing to review.
   */
  review(progress: (progress: ReviewProgress) => void): { readonly job: ReviewJob; readonly game: Game } | null {
    const review = this.solver?.review;
    if (review === undefined || !this.canReview) return null;
    const game = this.current;
    const positions = stepCursors(game).map((cursor) => game.states[cursor]!);
    return { job: review.call(this.solver, { positions, rules: game.rules, maxMs: REVIEW_BUDGET_MS }, progress), game };
  }

  /**
   * Would going back to a review's step cost the game its standing as the player's own win? (The
   * rules allow one undo, and the steps between are more than that, or the undo is already used.)
   */
  goingBackIsAided(step: number, reviewed: Game): boolean {
    return reviewed.rules.undo === 'single' && !this.assisted && stepCursors(reviewed).length - 1 - step > (canUndo(reviewed) ? 1 : 0);
  }

  /**
   * A review's Go back: the table, history, score and clock as they stood after `step` steps of the
   * reviewed game, taken back as undo takes steps back (Windows scoring stops; single-level undo keeps
   * no redo). Further back than single-level undo allows, the game no longer counts as the player's
   * win. Refused when the table has changed since the review.
   */
  goBackTo(step: number, reviewed: Game): boolean {
    if (reviewed !== this.current) return this.refuse('The game has changed since the review: review it again.');
    const cursors = stepCursors(reviewed);
    const cursor = cursors[step];
    if (cursor === undefined || step === cursors.length - 1) return false;
    this.stopShowMe();
    if (this.goingBackIsAided(step, reviewed)) this.assisted = true;
    const before = this.state;
    this.current = undoTo(reviewed, cursor);
    const elapsed = this.reachedAt.get(this.state);
    if (elapsed !== undefined) this.clock.reset(elapsed, cursor > 0 || elapsed > 0);
    this.announce('undo', before, []);
    return true;
  }

  /**
   * A new deal; a game in progress ends as a loss (announced as `finished` for the statistics). With
   * "winnable deals only" and no deal number given, the deal is one the solver has proven winnable.
   */
  newGame(deal?: number, rules: Rules = this.rules): void {
    this.stopShowMe();
    const request = ++this.dealRequest;
    if (deal === undefined && this.currentSettings.winnableOnly && this.winnableDeals !== undefined) {
      void this.winnableDeals.next(rules).then((found) => {
        if (request !== this.dealRequest) return;
        if (found === null) this.refuse('No winnable deal could be proven for these rules; dealt an ordinary one.');
        this.deal(found ?? this.randomDeal(), rules);
      });
      return;
    }
    this.deal(deal ?? this.randomDeal(), rules);
  }

  private deal(deal: number, rules: Rules): void {
    if (this.inProgress) this.events.emit('finished', this.result(false));
    const bank = nextBank(this.current);
    this.current = newGame(rules, Math.min(Math.max(0, Math.floor(deal)), MAX_DEAL), { bank });
    this.id = this.newGameId();
    this.clock.reset();
    this.settleWin();
    this.assisted = false;
    this.line = null;
    this.announce('deal', null, []);
    this.autoMove();
  }

  restart(): void {
    this.stopShowMe();
    this.current = restart(this.current);
    this.clock.reset();
    this.settleWin();
    this.announce('restart', null, []);
  }

  updateSettings(change: Partial<Settings>): void {
    this.currentSettings = { ...this.currentSettings, ...change };
    this.events.emit('settings', this.currentSettings);
  }

  /** The app was hidden or shown: the clock only runs while the player can see the game. */
  setVisible(visible: boolean): void {
    if (visible && !this.won) this.clock.resume();
    else this.clock.pause();
  }

  /** The first deal's announcement (the view subscribes before asking for it). */
  start(): void {
    this.announce(this.resumed ? 'load' : 'deal', null, []);
    // A resumed game comes back exactly as it was left, auto-moves the player undid included.
    if (!this.resumed) this.autoMove();
  }

  /** Replaces the game (a game loaded from a file); Windows scoring stops, as its help says. */
  load(game: Game, elapsedMs: number, assisted = false): void {
    this.stopShowMe();
    this.assisted = assisted;
    this.line = null;
    if (this.inProgress) this.events.emit('finished', this.result(false));
    this.current = stopScoring(game);
    this.id = this.newGameId();
    this.clock.reset(elapsedMs);
    this.settleWin();
    this.announce('load', null, []);
  }

  /**
   * Carries on with a stored game in place of this one (the saved game found after a slow start, the
   * game another tab saved, one from Earlier games): no statistics change, and its clock, Show me mark
   * and id come with it. Whoever calls this has kept the game on the table, if it mattered.
   */
  resumeGame(saved: { readonly game: Game; readonly elapsedMs: number; readonly assisted: boolean; readonly gameId: string | null }): void {
    this.stopShowMe();
    this.search?.cancel();
    this.search = null;
    this.current = saved.game;
    this.id = saved.gameId ?? this.newGameId();
    this.assisted = saved.assisted;
    this.line = null;
    this.clock.reset(saved.elapsedMs, saved.elapsedMs > 0 || playerHasMoved(saved.game));
    this.settleWin();
    this.announce('load', null, []);
  }

  /** What the statistics record of this game. */
  private result(won: boolean): ControllerEvents['finished'] {
    const state = this.state;
    // A game Show me played out is not the player's win.
    return {
      rules: this.rules,
      deal: this.current.deal,
      won: won && !this.assisted,
      score: state.score,
      moves: state.moves,
      elapsedMs: this.clock.elapsed(),
      bank: nextBank(this.current),
      gameId: this.id,
    };
  }

  private playMove(move: Move): boolean {
    this.stopShowMe();
    const before = this.state;
    const result = play(this.current, move);
    if (!result.ok) {
      this.events.emit('illegal', { reason: result.error.reason, message: describeIllegalMove(result.error) });
      return false;
    }
    this.clock.start();
    this.apply(result.value, 'move', before);
    this.autoMove();
    return true;
  }

  private autoMove(): void {
    if (!this.style.autoMoves) return;
    const before = this.state;
    const result = playSafeAutoMoves(this.current);
    if (result.ok) this.apply(result.value, 'auto', before);
  }

  private apply(played: Played, cause: ChangeCause, before: GameState): void {
    this.current = played.game;
    this.announce(cause, before, played.events);
  }

  private announce(cause: ChangeCause, before: GameState | null, events: Played['events']): void {
    const after = this.state;
    if (!this.reachedAt.has(after)) this.reachedAt.set(after, this.clock.elapsed());
    this.events.emit('changed', { cause, before, after, events });
    if (isWon(after)) {
      this.clock.pause();
      if (!this.wonAnnounced) {
        this.wonAnnounced = true;
        this.unshownWin = { snapshot: this.snapshot(), elapsedMs: this.clock.elapsed(), assisted: this.assisted, byShowMe: this.showingMe };
        this.events.emit('won', this.unshownWin);
        if (!this.winCounted) this.events.emit('finished', this.result(true));
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
    const stuck = isStuck(after, this.rules);
    if (stuck && !this.stuckAnnounced && cause !== 'undo' && !this.showingMe) this.events.emit('stuck', { canUndo: this.canUndo });
    this.stuckAnnounced = stuck;
  }

  /**
   * The win flags for a game just put on the table (a deal, a restart, a game loaded or resumed): a
   * won one comes already announced, counted and closed; any other, not yet.
   */
  private settleWin(): void {
    const won = isWon(this.state);
    this.wonAnnounced = won;
    this.winCounted = won;
    this.winClosed = won;
    this.unshownWin = null;
  }

  private refuse(text: string): false {
    this.events.emit('notice', { text });
    return false;
  }

  private fallbackFoundation(card: CardId): PileId {
    const index = this.state.foundations.findIndex((f) => f[0]?.[1] === card[1]);
    return `foundation-${index >= 0 ? index + 1 : 1}` as PileId;
  }
}

/** A game id: random, short, and not a secret (it only tells two tabs' copies of one game apart from other games). */
function randomGameId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
