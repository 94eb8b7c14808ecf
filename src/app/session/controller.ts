/**
 * The session controller: owns the game, turns the view's intents into engine moves, and tells
 * everyone what changed through typed events. The view never decides legality and never changes state.
 */
import mitt, { type Emitter } from 'mitt';
import {
  canRedo,
  canUndo,
  currentState,
  finishPlan,
  parseMove,
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
  stopScoring,
  targetsOf,
  undo,
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
import { describeIllegalMove, t, type MessageKey } from '../../i18n';
import { bestTargetFor } from './bestMove';
import type { ControllerOptions } from './controllerOptions';
import type { ChangeCause, ControllerEvents } from './events';
import { styleInForce, type Settings } from '../settings';
import { GameClock } from '../clock/clock';
import { gameInProgress, playerHasMoved, wayBack, type WayBack } from './gameProgress';
import { FairHints } from './fairHint';
import { Hints } from './hint';
import { OutcomeWatch } from './outcomeWatch';
import { Reviewing } from './reviewing';
import type { SessionHelp, SessionReview } from './session';
import type { SessionActions } from './sessionAccess';
import { ShowMePlayer } from './showMe';
import { SolverSearch } from './solverSearch';

export { HINT_BUDGET_MS } from './hint';
export { SHOW_ME_BEAT_MS, SHOW_ME_BUDGET_MS, SHOW_ME_SHORTENING_MS } from './showMe';
export type { ControllerOptions } from './controllerOptions';

/** Undo or redo asked for once a win has been shown: the message's key. */
export const WON_GAME_CLOSED: MessageKey = 'notices.session.wonGameClosed';

export class SessionController {
  readonly events: Emitter<ControllerEvents> = mitt<ControllerEvents>();
  private current: Game;
  private currentSettings: Settings;
  private readonly clock: GameClock;
  private readonly randomDeal: () => number;
  /** The win and stuck announcements, and the win's closing of the game. */
  private readonly outcomes: OutcomeWatch;
  private readonly resumed: boolean;
  private readonly winnableDeals: ControllerOptions['winnableDeals'];
  /** The solver searches Hint and Show me share, and the winning line they keep. */
  private readonly search: SolverSearch;
  private readonly hints: Hints;
  private readonly showMePlayer: ShowMePlayer;
  private readonly reviewing: Reviewing;
  /** Hint, Show me and what they leave behind (session.ts); the work is hint.ts's and showMe.ts's. */
  readonly help: SessionHelp;
  /** The review of the game on the table and its Go back (session.ts); the work is reviewing.ts's. */
  readonly review: SessionReview;
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
    this.winnableDeals = options.winnableDeals;
    const act = this.sessionActions();
    this.search = new SolverSearch(options.solver, this);
    this.hints = new Hints(this.search, this, new FairHints(options.solver, this));
    this.showMePlayer = new ShowMePlayer(this.search, this, act, options.schedule);
    this.reviewing = new Reviewing(options.solver, this, act);
    this.outcomes = new OutcomeWatch(this, act);
    this.help = this.helpGroup();
    this.review = this.reviewGroup();
    this.newGameId = options.newGameId ?? randomGameId;
    this.id = options.resume?.gameId ?? this.newGameId();
    if (options.resume) this.clock.reset(options.resume.elapsedMs, options.resume.elapsedMs > 0 || playerHasMoved(options.resume.game));
    this.assisted = options.resume?.assisted ?? false;
    this.outcomes.settle();
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
    return !this.outcomes.closed && canUndo(this.current);
  }
  get canRedo(): boolean {
    return !this.outcomes.closed && canRedo(this.current);
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
  /** The game had help (Show me played in it, or a review went back past the one undo): its win is not the player's. */
  get hadHelp(): boolean {
    return this.assisted;
  }
  get won(): boolean {
    return isWon(this.state);
  }
  /** Is "no more moves" still being worked out for the table as it stands (outcomeWatch.ts)? */
  get judgingOutcome(): boolean {
    return this.outcomes.judging;
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
    if (this.outcomes.closed) return this.refuse(t(WON_GAME_CLOSED));
    this.showMePlayer.stop();
    const before = this.state;
    const result = undo(this.current);
    if (!result.ok) return this.refuse(t(result.error === 'undo-locked' ? 'notices.session.undoLocked' : 'notices.session.nothingToUndo'));
    this.current = result.value;
    this.announce('undo', before, []);
    return true;
  }

  redo(): boolean {
    if (this.outcomes.closed) return this.refuse(t(WON_GAME_CLOSED));
    this.showMePlayer.stop();
    const before = this.state;
    const result = redo(this.current);
    if (!result.ok) return this.refuse(t('notices.session.nothingToRedo'));
    this.apply(result.value, 'redo', before);
    return true;
  }

  /** FINISH / double-click a foundation: every card that can go home, as one history entry. */
  finish(): boolean {
    this.showMePlayer.stop();
    const before = this.state;
    const result = playFinish(this.current);
    if (!result.ok) return this.refuse(t('notices.session.nothingToFinish'));
    this.apply(result.value, 'finish', before);
    return true;
  }

  /** Is Show me playing the game out now? */
  get showingMe(): boolean {
    return this.showMePlayer.showing;
  }

  /** The table has shown the win (every card home, the celebration over): `winShown`, and the game closes (outcomeWatch.ts). */
  winShown(): void {
    this.outcomes.shown();
  }

  /**
   * A new deal; a game in progress ends as a loss (announced as `finished` for the statistics). With
   * "winnable deals only" and no deal number given, the deal is one the solver has proven winnable.
   */
  newGame(deal?: number, rules: Rules = this.rules): void {
    this.showMePlayer.stop();
    const request = ++this.dealRequest;
    if (deal === undefined && this.currentSettings.winnableOnly && this.winnableDeals !== undefined) {
      void this.winnableDeals.next(rules).then((found) => {
        if (request !== this.dealRequest) return;
        if (found === null) this.refuse(t('notices.session.noWinnableDeal'));
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
    this.outcomes.settle();
    this.assisted = false;
    this.search.forget();
    this.announce('deal', null, []);
    this.autoMove();
  }

  restart(): void {
    this.showMePlayer.stop();
    this.current = restart(this.current);
    this.clock.reset();
    this.outcomes.settle();
    this.announce('restart', null, []);
    // The deal again, as it was dealt: its auto-moves included.
    this.autoMove();
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
    this.showMePlayer.stop();
    this.assisted = assisted;
    this.search.forget();
    if (this.inProgress) this.events.emit('finished', this.result(false));
    this.current = stopScoring(game);
    this.id = this.newGameId();
    this.clock.reset(elapsedMs);
    this.outcomes.settle();
    this.announce('load', null, []);
  }

  /**
   * Carries on with a stored game in place of this one (the saved game found after a slow start, the
   * game another tab saved, one from Earlier games): no statistics change, and its clock, Show me mark
   * and id come with it. Whoever calls this has kept the game on the table, if it mattered.
   */
  resumeGame(saved: { readonly game: Game; readonly elapsedMs: number; readonly assisted: boolean; readonly gameId: string | null }): void {
    this.showMePlayer.stop();
    this.search.cancel();
    this.current = saved.game;
    this.id = saved.gameId ?? this.newGameId();
    this.assisted = saved.assisted;
    this.search.forget();
    this.clock.reset(saved.elapsedMs, saved.elapsedMs > 0 || playerHasMoved(saved.game));
    this.outcomes.settle();
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
    this.showMePlayer.stop();
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

  /** One of Show me's moves: a move of the game, with no automatic moves after it (its line has every move it needs). */
  private playShown(move: Move): boolean {
    const before = this.state;
    const result = play(this.current, move);
    if (!result.ok) return false;
    this.apply(result.value, 'move', before);
    return true;
  }

  /** A review's Go back: an earlier point of this game, announced as an undo, the clock back to its reading then. */
  private putBack(game: Game): void {
    const before = this.state;
    this.current = game;
    const elapsed = this.reachedAt.get(this.state);
    if (elapsed !== undefined) this.clock.reset(elapsed, game.cursor > 0 || elapsed > 0);
    this.announce('undo', before, []);
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
    this.outcomes.changed(cause);
  }

  private helpGroup(): SessionHelp {
    const { hints, showMePlayer } = this;
    const controller = this;
    return {
      hint: () => hints.hint(),
      get canShowMe() {
        return showMePlayer.available;
      },
      get showingMe() {
        return showMePlayer.showing;
      },
      showMe: () => showMePlayer.start(),
      stopShowMe: () => showMePlayer.stop(),
      get hadHelp() {
        return controller.hadHelp;
      },
      get wayBack() {
        return controller.wayBack;
      },
    };
  }

  private reviewGroup(): SessionReview {
    const { reviewing } = this;
    return {
      get available() {
        return reviewing.canReview;
      },
      start: (progress) => reviewing.review(progress),
      goingBackIsAided: (step, reviewed) => reviewing.goingBackIsAided(step, reviewed),
      goBackTo: (step, reviewed) => reviewing.goBackTo(step, reviewed),
      fairAt: (step, reviewed) => reviewing.fairAt(step, reviewed),
    };
  }

  /** What the helpers may do to the session (they read it through its public getters). */
  private sessionActions(): SessionActions {
    return {
      markAssisted: () => {
        this.assisted = true;
      },
      startClock: () => this.clock.start(),
      pauseClock: () => this.clock.pause(),
      figures: (won) => this.result(won),
      playShown: (move) => this.playShown(move),
      putBack: (game) => this.putBack(game),
      stopShowMe: () => this.showMePlayer.stop(),
      refuse: (text) => this.refuse(text),
    };
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
