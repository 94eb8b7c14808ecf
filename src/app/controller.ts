/**
 * The session controller: owns the game, turns the view's intents into engine moves, and tells
 * everyone what changed through typed events. The view never decides legality and never changes state.
 */
import mitt, { type Emitter } from 'mitt';
import {
  canRedo, canUndo, currentState, describeIllegalMove, finishPlan, parseMove, isStuck, isWon, newGame, nextBank, play, playFinish,
  playSafeAutoMoves, redo, restart, snapshotOf, stopScoring, targetsOf, undo, type CardId, type Game, type GameState,
  type Move, type PileId, type Played, type Rules, type TableauId, type TableSnapshot, MAX_DEAL,
} from '../engine';
import { bestTargetFor, heuristicHint } from './bestMove';
import type { ChangeCause, ControllerEvents } from './events';
import { GameClock } from './clock';
import { gameInProgress } from './gameProgress';
import type { Settings } from './settings';

export interface ControllerOptions {
  readonly rules: Rules;
  readonly deal: number;
  readonly settings: Settings;
  /** Milliseconds, monotonic (performance.now in the app, a fake in tests). */
  readonly now: () => number;
  /** Picks the next deal number for New (Math.random in the app; the engine itself has no randomness). */
  readonly randomDeal: () => number;
  /** A saved game to carry on with instead of dealing `deal` (its clock too). */
  readonly resume?: { readonly game: Game; readonly elapsedMs: number };
  /** The Vegas bank carried into the first game (vegas-cumulative scoring). */
  readonly bank?: number;
}

export class SessionController {
  readonly events: Emitter<ControllerEvents> = mitt<ControllerEvents>();
  private current: Game;
  private currentSettings: Settings;
  private readonly clock: GameClock;
  private readonly randomDeal: () => number;
  private wonAnnounced = false;
  private stuckAnnounced = false;

  private readonly resumed: boolean;

  constructor(options: ControllerOptions) {
    this.current = options.resume?.game ?? newGame(options.rules, options.deal, { bank: options.bank ?? 0 });
    this.currentSettings = options.settings;
    this.clock = new GameClock(options.now);
    this.randomDeal = options.randomDeal;
    this.resumed = options.resume !== undefined;
    if (options.resume) this.clock.reset(options.resume.elapsedMs);
    this.wonAnnounced = isWon(this.state);
  }

  get game(): Game { return this.current; }
  get state(): GameState { return currentState(this.current); }
  get rules(): Rules { return this.current.rules; }
  get settings(): Settings { return this.currentSettings; }
  get canUndo(): boolean { return canUndo(this.current); }
  get canRedo(): boolean { return canRedo(this.current); }
  get elapsedMs(): number { return this.clock.elapsed(); }
  get won(): boolean { return isWon(this.state); }
  /** Passes left after this one, or null when unlimited. */
  get passesLeft(): number | null { return this.rules.passes === null ? null : Math.max(0, this.rules.passes - this.state.pass); }
  snapshot(): TableSnapshot { return snapshotOf(this.current); }

  /** The player has made a move of their own that is still on the table, and has not won. */
  get inProgress(): boolean {
    return gameInProgress(this.current, this.won);
  }

  /** Would Finish move anything? */
  get canFinish(): boolean {
    return finishPlan(this.state, this.rules).length > 0;
  }

  /** Where a card picked up at `from` could legally go (highlighted during a drag or selection). */
  targets(from: PileId, card: CardId): PileId[] {
    return targetsOf(this.state, this.rules, from, card);
  }

  /** A drag's drop or a click-click's second click. */
  tryMove(from: PileId, card: CardId, to: PileId): boolean {
    return this.playMove({ type: 'move', from, to, card });
  }

  /** A single tap: the card goes to its best legal place; false (with a reason) when it has none. */
  tapCard(from: PileId, card: CardId): boolean {
    const to = bestTargetFor(this.state, this.rules, from, card);
    // Nowhere to go: trying it home gives the player the most useful reason (covered, wrong rank …).
    if (to === null) return this.sendHome(from, card);
    return this.tryMove(from, card, to);
  }

  /** Double-click: straight home, or a reason why not. */
  sendHome(from: PileId, card: CardId): boolean {
    const home = this.targets(from, card).find((t) => t.startsWith('foundation'));
    return this.tryMove(from, card, home ?? this.fallbackFoundation(card));
  }

  /** A move written in the notation of DESIGN.md (the keyboard speaks it: `3>5`, `W>F`, `P`, `^3`). */
  playNotation(token: string): boolean {
    const parsed = parseMove(token, this.state, this.rules);
    if (!parsed.ok) {
      this.events.emit('illegal', { reason: parsed.error.reason, message: describeIllegalMove(parsed.error) });
      return false;
    }
    return this.playMove(parsed.value);
  }

  draw(): boolean { return this.playMove({ type: 'draw' }); }
  turn(pile: TableauId): boolean { return this.playMove({ type: 'turn', pile }); }

  undo(): boolean {
    const before = this.state;
    const result = undo(this.current);
    if (!result.ok) return this.refuse(result.error === 'undo-locked' ? 'Undo is not available now (one undo, not after FINISH).' : 'Nothing to undo.');
    this.current = result.value;
    this.announce('undo', before, []);
    return true;
  }

  redo(): boolean {
    const before = this.state;
    const result = redo(this.current);
    if (!result.ok) return this.refuse('Nothing to redo.');
    this.apply(result.value, 'redo', before);
    return true;
  }

  /** FINISH / double-click a foundation: every card that can go home, as one history entry. */
  finish(): boolean {
    const before = this.state;
    const result = playFinish(this.current);
    if (!result.ok) return this.refuse('No card can go to the foundations now.');
    this.apply(result.value, 'finish', before);
    return true;
  }

  /** Shows a good move (a heuristic until the solver arrives). */
  hint(): Move | null {
    const move = heuristicHint(this.state, this.rules);
    this.events.emit('hint', { move });
    return move;
  }

  /** A new deal; a game in progress ends as a loss (announced as `finished` for the statistics). */
  newGame(deal: number = this.randomDeal(), rules: Rules = this.rules): void {
    if (this.inProgress) this.events.emit('finished', this.result(false));
    const bank = nextBank(this.current);
    this.current = newGame(rules, Math.min(Math.max(0, Math.floor(deal)), MAX_DEAL), { bank });
    this.clock.reset();
    this.wonAnnounced = false;
    this.announce('deal', null, []);
    this.autoMove();
  }

  restart(): void {
    this.current = restart(this.current);
    this.clock.reset();
    this.wonAnnounced = false;
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
    this.autoMove();
  }

  /** Replaces the game (a game loaded from a file); Windows scoring stops, as its help says. */
  load(game: Game, elapsedMs: number): void {
    if (this.inProgress) this.events.emit('finished', this.result(false));
    this.current = stopScoring(game);
    this.clock.reset(elapsedMs);
    this.wonAnnounced = isWon(this.state);
    this.announce('load', null, []);
  }

  /** What the statistics record of this game. */
  private result(won: boolean): ControllerEvents['finished'] {
    const state = this.state;
    return { rules: this.rules, won, score: state.score, moves: state.moves, elapsedMs: this.clock.elapsed(), bank: nextBank(this.current) };
  }

  private playMove(move: Move): boolean {
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
    if (!this.currentSettings.autoMoves) return;
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
    this.events.emit('changed', { cause, before, after, events });
    if (isWon(after)) {
      this.clock.pause();
      if (!this.wonAnnounced) {
        this.wonAnnounced = true;
        this.events.emit('won', { snapshot: this.snapshot(), elapsedMs: this.clock.elapsed() });
        this.events.emit('finished', this.result(true));
      }
      return;
    }
    // Announced when the game becomes stuck, not again on every later draw through a dead stock.
    const stuck = isStuck(after, this.rules);
    if (stuck && !this.stuckAnnounced && cause !== 'undo') this.events.emit('stuck', { canUndo: this.canUndo });
    this.stuckAnnounced = stuck;
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
