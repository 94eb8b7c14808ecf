/**
 * The Node side of the table tests: the engine plays the same game the page plays, so every test knows
 * the exact table to expect after each real pointer or key event. The app plays safe auto-moves after
 * each move of the player's (settings.autoMoves: by default as the preset's program does, on for `modern`) and after the deal; `Mirror` does too.
 * A small solver finds a deal and a move list that reach a certainly-won table (every card face up,
 * draw one with unlimited passes), for the test that wins a game by pointer alone.
 */
import {
  applyMove,
  foundationFor,
  isCertainlyWon,
  isFoundationId,
  isTableauId,
  isWon,
  legalMoves,
  newGame,
  play,
  playFinish,
  playSafeAutoMoves,
  playStyleOf,
  presetById,
  redo,
  safeAutoMoves,
  TABLEAU_IDS,
  snapshotOf,
  tableauIndex,
  undo,
  type Game,
  type GameState,
  type IllegalMove,
  type Move,
  type Rules,
  type TableauId,
  type TableSnapshot,
} from '../../src/engine';

export type CardMove = Extract<Move, { type: 'move' }>;

/** The rules the app starts with when the URL names none (the modern preset: draw 1, unlimited passes). */
export const MODERN: Rules = presetById('modern')!.rules;

/** A game kept in step with the page: the same entries, so undo and redo can be mirrored too. */
export class Mirror {
  game: Game;

  constructor(deal: number, rules: Rules = MODERN) {
    this.game = newGame(rules, deal);
    this.auto();
  }

  get state(): GameState {
    return this.game.states[this.game.cursor]!;
  }

  get rules(): Rules {
    return this.game.rules;
  }

  snapshot(): TableSnapshot {
    return snapshotOf(this.game);
  }

  /** The player's move, then the safe auto-moves the controller adds (one more history entry). */
  play(move: Move): void {
    const played = play(this.game, move);
    if (!played.ok) throw new Error(`mirror: illegal ${JSON.stringify(move)}: ${played.error.reason}`);
    this.game = played.value.game;
    this.auto();
  }

  finish(): void {
    const played = playFinish(this.game);
    if (!played.ok) throw new Error('mirror: nothing to finish');
    this.game = played.value.game;
  }

  undo(): void {
    const result = undo(this.game);
    if (!result.ok) throw new Error(`mirror: ${result.error}`);
    this.game = result.value;
  }

  redo(): void {
    const result = redo(this.game);
    if (!result.ok) throw new Error(`mirror: ${result.error}`);
    this.game = result.value.game;
  }

  private auto(): void {
    // The app's default: auto-moves as the preset's program plays them.
    if (!playStyleOf(this.rules).autoMoves) return;
    const played = playSafeAutoMoves(this.game);
    if (played.ok) this.game = played.value.game;
  }
}

/** A state after one move and the safe auto-moves that follow it (the solver's step). */
function step(state: GameState, move: Move, rules: Rules): GameState {
  const applied = applyMove(state, move, rules);
  if (!applied.ok) throw new Error(`step: illegal ${JSON.stringify(move)}`);
  let next = applied.value.state;
  for (const auto of safeAutoMoves(next, rules)) {
    const done = applyMove(next, auto, rules);
    if (done.ok) next = done.value.state;
  }
  return next;
}

function keyOf(state: GameState): string {
  const columns = state.tableau.map((c) => `${c.down.length}:${c.up.join('')}`).join('/');
  return `${state.stock.join('')}|${state.waste.join('')}|${state.foundations.map((f) => f.length).join(',')}|${columns}`;
}

/**
 * The moves worth trying, best first: a card home, a run that uncovers a face-down card (deepest
 * first), a waste card into play, a column emptied for a king, a split that frees a card for home,
 * then a draw. Shuffles that change nothing are left out, which keeps the search small.
 */
function candidates(state: GameState, rules: Rules): Move[] {
  const scored: { move: Move; score: number }[] = [];
  for (const move of legalMoves(state, rules)) {
    if (move.type !== 'move') {
      scored.push({ move, score: move.type === 'draw' ? 1 : 50 });
      continue;
    }
    if (isFoundationId(move.from)) continue;
    if (isFoundationId(move.to)) {
      scored.push({ move, score: 100 });
      continue;
    }
    if (move.from === 'waste') {
      scored.push({ move, score: 40 });
      continue;
    }
    if (!isTableauId(move.from)) continue;
    const column = state.tableau[tableauIndex(move.from)]!;
    const index = column.up.indexOf(move.card);
    if (index === 0 && column.down.length > 0) scored.push({ move, score: 60 + column.down.length });
    else if (index === 0 && move.card[0] !== 'K') scored.push({ move, score: 10 });
    else if (index > 0 && foundationFor(state, column.up[index - 1]!) !== null) scored.push({ move, score: 30 });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.move);
}

const solved = new Map<string, Move[] | null>();

/** Depth-first search, with a visited set and a node budget, for moves that reach a certainly-won table. */
export function solveToCertainWin(deal: number, rules: Rules = MODERN, budget = 20_000): Move[] | null {
  const key = `${deal}/${budget}/${JSON.stringify(rules)}`;
  if (!solved.has(key)) solved.set(key, search(deal, rules, budget));
  return solved.get(key)!;
}

function search(deal: number, rules: Rules, budget: number): Move[] | null {
  const start = new Mirror(deal, rules).state;
  const seen = new Set<string>();
  const path: Move[] = [];
  let nodes = 0;
  const visit = (state: GameState): boolean => {
    if (isCertainlyWon(state, rules) && !isWon(state)) return true;
    if (++nodes > budget || path.length > 400) return false;
    const key = keyOf(state);
    if (seen.has(key)) return false;
    seen.add(key);
    for (const move of candidates(state, rules)) {
      path.push(move);
      if (visit(step(state, move, rules))) return true;
      path.pop();
    }
    return false;
  };
  return visit(start) ? [...path] : null;
}

/** The first deal from `from` on that the solver wins within its budget, with its moves. */
export function firstWinnableDeal(from = 1, to = 200, rules: Rules = MODERN): { deal: number; moves: Move[] } {
  for (let deal = from; deal <= to; deal++) {
    const moves = solveToCertainWin(deal, rules);
    if (moves !== null) return { deal, moves };
  }
  throw new Error(`no deal in ${from}..${to} was solved within the budget`);
}

/**
 * A position for a test: the first deal (from `from`) whose solver line reaches, within `maxPrefix`
 * moves, a table where `pick` finds what the test needs. Returns the deal, the moves that lead there
 * and what `pick` chose.
 */
export function findScenario<T>(
  pick: (state: GameState, rules: Rules) => T | null,
  options: { from?: number; to?: number; maxPrefix?: number } = {},
): { deal: number; prefix: Move[]; found: T } {
  const { from = 1, to = 60, maxPrefix = 12 } = options;
  for (let deal = from; deal <= to; deal++) {
    const mirror = new Mirror(deal);
    const line = solveToCertainWin(deal, MODERN, 4_000) ?? [];
    let state = mirror.state;
    for (let i = 0; i <= Math.min(maxPrefix, line.length); i++) {
      const found = pick(state, MODERN);
      if (found !== null) return { deal, prefix: line.slice(0, i), found };
      const next = line[i];
      if (next === undefined) break;
      state = step(state, next, MODERN);
    }
  }
  throw new Error('no scenario found');
}

/** The legal card moves of a position, as plain data. */
export function cardMoves(state: GameState, rules: Rules): CardMove[] {
  return legalMoves(state, rules).filter((m): m is CardMove => m.type === 'move');
}

/** The keys that play `move` on Klondike 2.3's keyboard, or null when the keys cannot say it. */
export function keysFor(move: Move, state: GameState, rules: Rules): string[] | null {
  // P then W: the deal alone (P then a column would play the card P turned there).
  if (move.type === 'draw') return ['p', 'w'];
  if (move.type === 'turn') return [move.pile.slice(-1)];
  const from = move.from === 'waste' ? 'w' : isTableauId(move.from) ? move.from.slice(-1) : null;
  if (from === null) return null;
  if (isFoundationId(move.to)) return foundationFor(state, move.card) === move.to ? [from, 'f'] : null;
  if (!isTableauId(move.to)) return null;
  // `3>5` names a run only when exactly one run of the column fits.
  const fitting =
    from === 'w'
      ? [move.card]
      : cardMoves(state, rules)
          .filter((m) => m.from === move.from && m.to === move.to)
          .map((m) => m.card);
  return fitting.length === 1 && fitting[0] === move.card ? [from, move.to.slice(-1)] : null;
}

/** What kind of keyboard move this is, for covering every kind once. */
export function keyKind(keys: readonly string[]): 'draw' | 'waste' | 'home' | 'column' {
  if (keys[0] === 'p') return 'draw';
  if (keys[1] === 'f') return 'home';
  return keys[0] === 'w' ? 'waste' : 'column';
}

/**
 * A deal whose solver line, played on the keyboard, uses every kind of keyboard move (`P`, `W` then a
 * column, a column then `F`, a column then a column) within `maxMoves`, each move sayable by keys.
 */
export function keyboardPlan(maxMoves = 16, from = 1, to = 60): { deal: number; moves: Move[] } {
  for (let deal = from; deal <= to; deal++) {
    const line = solveToCertainWin(deal, MODERN, 4_000);
    if (line === null) continue;
    const mirror = new Mirror(deal);
    const kinds = new Set<string>();
    for (let i = 0; i < Math.min(maxMoves, line.length); i++) {
      const keys = keysFor(line[i]!, mirror.state, MODERN);
      if (keys === null) break;
      kinds.add(keyKind(keys));
      mirror.play(line[i]!);
      if (kinds.size === 4) return { deal, moves: line.slice(0, i + 1) };
    }
  }
  throw new Error('no keyboard plan found');
}

/**
 * A column's top card dropped on another column's top card where it may not go (wrong rank or colour):
 * a refusal that names both cards.
 */
export function illegalColumnDrop(state: GameState, rules: Rules): { move: CardMove; illegal: IllegalMove } | null {
  const top = (pile: TableauId) => state.tableau[tableauIndex(pile)]?.up.at(-1);
  for (const from of TABLEAU_IDS) {
    const card = top(from);
    if (card === undefined) continue;
    for (const to of TABLEAU_IDS) {
      if (to === from || top(to) === undefined) continue;
      const move: CardMove = { type: 'move', from, to, card };
      const applied = applyMove(state, move, rules);
      if (!applied.ok && (applied.error.reason === 'not-descending' || applied.error.reason === 'not-alternating')) return { move, illegal: applied.error };
    }
  }
  return null;
}
