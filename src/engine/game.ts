/**
 * A game: rules, deal and history. `states[cursor]` is the table; `history[cursor…]` is what redo replays.
 * Auto-moves and a whole auto-finish are single entries; an undo takes back a move of the player's
 * together with the auto-moves that followed it (one step), and redo plays them again together.
 * Auto-moves made as the cards are dealt (an `auto` entry first in the history) are part of the deal:
 * no undo takes them back.
 * Saves store the entries as notation and rebuild the states by replay (see save.ts).
 */
import { finishPlan, safeAutoMoves } from './autoplay';
import { playStyleOf } from './presets';
import { dealLayout } from './deal';
import { applyMove, type GameEvent, type IllegalMove, type Move } from './moves';
import { err, ok, type Result } from './result';
import type { Rules } from './rules';
import { scoringOf } from './scoring';
import type { GameState } from './state';

/** `move`: the player's; `auto`: safe automatic moves; `finish`: the auto-finish. */
export type EntryKind = 'move' | 'auto' | 'finish';

export interface HistoryEntry {
  readonly kind: EntryKind;
  readonly moves: readonly Move[];
}

export interface Game {
  readonly rules: Rules;
  readonly deal: number;
  /** The Vegas bank carried into this game (vegas-cumulative only; 0 otherwise). */
  readonly bank: number;
  /** Entries `[0, cursor)` are on the table; the rest can be redone. */
  readonly history: readonly HistoryEntry[];
  readonly cursor: number;
  /** `states[i]` is the table after `i` entries; its length is `cursor + 1`. */
  readonly states: readonly GameState[];
  /** Windows scoring: entries from this index on score nothing (after an undo, restart or load). */
  readonly scoringStopsAt: number | null;
  /** Single-level undo: locked after an undo or a finish until the next move. */
  readonly undoLocked: boolean;
}

export type HistoryError = 'nothing-to-undo' | 'undo-locked' | 'nothing-to-redo' | 'nothing-to-do';

export interface Played {
  readonly game: Game;
  readonly events: readonly GameEvent[];
}

export function newGame(rules: Rules, deal: number, options: { bank?: number } = {}): Game {
  const bank = scoringOf(rules).carriesBank ? (options.bank ?? 0) : 0;
  const initial = openingTable(rules, { ...dealLayout(deal), score: scoringOf(rules).initialScore(bank) });
  return { rules, deal, bank, history: [], cursor: 0, states: [initial], scoringStopsAt: null, undoLocked: false };
}

/**
 * The table the player first sees: the deal, with JSolitaire's opening turn of the stock made when
 * the rules ask for it. That turn is part of the deal, not a move: it counts none and is in no history,
 * so a save replays from it (a save without the rule deals without it, as before the rule existed).
 */
function openingTable(rules: Rules, dealt: GameState): GameState {
  if (!rules.openingTurn) return dealt;
  const turned = applyMove(dealt, { type: 'draw' }, rules, false);
  if (!turned.ok) throw new Error('broken invariant: a fresh deal cannot turn its stock');
  return { ...turned.value.state, moves: dealt.moves, score: dealt.score };
}

/** The table as it stands. */
export function currentState(game: Game): GameState {
  const state = game.states[game.cursor];
  if (state === undefined) throw new Error('broken invariant: no state at the cursor');
  return state;
}

function scoresAt(game: Game, index: number): boolean {
  return game.scoringStopsAt === null || index < game.scoringStopsAt;
}

/** What one entry adds to the move counter: the player's own moves; a whole finish is one; auto-moves none. */
const MOVES_COUNTED: Readonly<Record<EntryKind, (applied: number) => number>> = {
  move: (applied) => applied,
  finish: () => 1,
  auto: () => 0,
};

/** Applies a list of moves from `state` as one entry; the first illegal one refuses the whole entry. */
function applyEntry(
  state: GameState,
  entry: HistoryEntry,
  rules: Rules,
  scoring: boolean,
): Result<{ state: GameState; events: GameEvent[] }, IllegalMove & { index: number }> {
  const { moves } = entry;
  let current = state;
  const events: GameEvent[] = [];
  for (let index = 0; index < moves.length; index++) {
    const applied = applyMove(current, moves[index]!, rules, scoring);
    if (!applied.ok) return err({ ...applied.error, index });
    current = applied.value.state;
    events.push(...applied.value.events);
  }
  return ok({ state: { ...current, moves: state.moves + MOVES_COUNTED[entry.kind](moves.length) }, events });
}

/** Adds an entry at the cursor, dropping whatever could have been redone. */
function pushEntry(game: Game, kind: EntryKind, moves: readonly Move[]): Result<Played, IllegalMove & { index: number }> {
  const applied = applyEntry(currentState(game), { kind, moves }, game.rules, scoresAt(game, game.cursor));
  if (!applied.ok) return applied;
  const next: Game = {
    ...game,
    history: [...game.history.slice(0, game.cursor), { kind, moves }],
    cursor: game.cursor + 1,
    states: [...game.states, applied.value.state],
    undoLocked: kind === 'finish' && game.rules.undo === 'single',
  };
  return ok({ game: next, events: applied.value.events });
}

/** Plays the player's move. */
export function play(game: Game, move: Move): Result<Played, IllegalMove> {
  return pushEntry(game, 'move', [move]);
}

/** Plays every safe move to the foundations as one entry; `nothing-to-do` when there is none. */
export function playSafeAutoMoves(game: Game): Result<Played, HistoryError> {
  const moves = safeAutoMoves(currentState(game), game.rules);
  if (moves.length === 0) return err('nothing-to-do');
  const played = pushEntry(game, 'auto', moves);
  if (!played.ok) throw new Error('broken invariant: a planned auto-move was illegal');
  // Auto-moves are not the player's own: they leave single-level undo as the last move left it.
  return ok({ ...played.value, game: { ...played.value.game, undoLocked: game.undoLocked } });
}

/**
 * The auto-finish as one entry (Klondike 2.3: FINISH cannot be undone in single-undo mode), in the
 * manner of the rules' program (see `PlayStyle.finish`).
 */
export function playFinish(game: Game): Result<Played, HistoryError> {
  const moves = finishPlan(currentState(game), game.rules, playStyleOf(game.rules).finish);
  if (moves.length === 0) return err('nothing-to-do');
  const played = pushEntry(game, 'finish', moves);
  if (!played.ok) throw new Error('broken invariant: a planned finish move was illegal');
  return ok(played.value);
}

/**
 * The cursor of the table as dealt: after the auto-moves made at the deal, which no undo takes back
 * (only they can be an `auto` entry with no move before it). A save from before this rule may stand
 * before them, undone: it loads so, and Redo plays them again.
 */
function dealtCursor(history: readonly HistoryEntry[]): number {
  return history[0]?.kind === 'auto' ? 1 : 0;
}

export function canUndo(game: Game): boolean {
  return game.cursor > dealtCursor(game.history) && !(game.rules.undo === 'single' && game.undoLocked);
}

export function canRedo(game: Game): boolean {
  return game.rules.undo === 'unlimited' && game.cursor < game.history.length;
}

/** Where an undo from `cursor` lands: before the trailing auto-moves and the entry that caused them. */
function undoTarget(history: readonly HistoryEntry[], cursor: number): number {
  let target = cursor - 1;
  while (target > dealtCursor(history) && history[target]!.kind === 'auto') target -= 1;
  return target;
}

export function undo(game: Game): Result<Game, HistoryError> {
  if (game.cursor <= dealtCursor(game.history)) return err('nothing-to-undo');
  if (!canUndo(game)) return err('undo-locked');
  return ok(undoTo(game, undoTarget(game.history, game.cursor)));
}

/**
 * The history's step boundaries up to the table, as Undo counts steps (a move and the auto-moves it
 * set off are one): the cursors that undo after undo would land on, from the table as dealt, then the
 * table's own.
 */
export function stepCursors(game: Game): number[] {
  const cursors = [game.cursor];
  for (let cursor = game.cursor; cursor > dealtCursor(game.history); ) {
    cursor = undoTarget(game.history, cursor);
    cursors.unshift(cursor);
  }
  return cursors;
}

/**
 * Takes the table back to `cursor` (a step boundary) as undoing the steps in between would: the same
 * redo (none with single-level undo), undo lock and end of Windows scoring. A review's "Go back"
 * (which may go further than single-level undo allows: the caller marks the game for that).
 */
export function undoTo(game: Game, cursor: number): Game {
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > game.cursor) throw new Error('broken invariant: undo past the table or the deal');
  const single = game.rules.undo === 'single';
  return {
    ...game,
    cursor,
    states: game.states.slice(0, cursor + 1),
    // Single-level undo has no redo: the undone move is gone.
    history: single ? game.history.slice(0, cursor) : game.history,
    undoLocked: single,
    scoringStopsAt: scoringOf(game.rules).stopsAfterUndo ? Math.min(game.scoringStopsAt ?? cursor, cursor) : game.scoringStopsAt,
  };
}

/**
 * Replays the next undone step: an entry and the auto-moves after it (re-applied, so Windows scoring
 * sees that it comes after an undo).
 */
export function redo(game: Game): Result<Played, HistoryError> {
  if (!canRedo(game)) return err('nothing-to-redo');
  let next = game;
  const events: GameEvent[] = [];
  do {
    const entry = next.history[next.cursor]!;
    const applied = applyEntry(currentState(next), entry, next.rules, scoresAt(next, next.cursor));
    if (!applied.ok) throw new Error('broken invariant: a redo entry no longer applies');
    next = { ...next, cursor: next.cursor + 1, states: [...next.states, applied.value.state] };
    events.push(...applied.value.events);
  } while (next.history[next.cursor]?.kind === 'auto');
  return ok({ game: next, events });
}

/** Windows scoring stops from the current position on (after a restart or a load from a file). */
export function stopScoring(game: Game): Game {
  if (!scoringOf(game.rules).stopsAfterUndo) return game;
  return { ...game, scoringStopsAt: Math.min(game.scoringStopsAt ?? game.cursor, game.cursor) };
}

/** The same deal from the start (Windows scoring stays off for it). */
export function restart(game: Game): Game {
  return stopScoring(newGame(game.rules, game.deal, { bank: game.bank }));
}

/** The bank to carry into the next game under vegas-cumulative scoring: this game's final score. */
export function nextBank(game: Game): number {
  return scoringOf(game.rules).carriesBank ? currentState(game).score : 0;
}

/**
 * Rebuilds a game from its entries (a save, a replay): `cursor` entries are applied, the rest kept for
 * redo after checking that they apply too. The first entry that does not apply is reported by index.
 */
export function replayGame(
  base: Game,
  history: readonly HistoryEntry[],
  cursor: number,
  extra: { scoringStopsAt: number | null; undoLocked: boolean },
): Result<Game, IllegalMove & { entry: number; index: number }> {
  let game: Game = { ...base, scoringStopsAt: extra.scoringStopsAt };
  const states = [currentState(game)];
  for (let i = 0; i < history.length; i++) {
    const applied = applyEntry(states[i]!, history[i]!, game.rules, scoresAt(game, i));
    if (!applied.ok) return err({ ...applied.error, entry: i });
    states.push(applied.value.state);
  }
  game = { ...game, history, cursor, states: states.slice(0, cursor + 1), undoLocked: extra.undoLocked };
  return ok(game);
}
