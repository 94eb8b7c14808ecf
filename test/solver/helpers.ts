/**
 * Helpers for the solver tests: hand-built end-game positions holding all 52 cards, a replay check
 * for the solver's moves, and a brute-force search over the engine's own legal moves that decides
 * small positions independently of the solver.
 */
import { ALL_CARDS, RANKS, SUITS, applyMove, cardOf, isWon, legalMoves, type GameState, type Move, type Rules, type Suit } from '../../src/engine';
import { cards } from '../engine/fixtures';

export interface EndgameSpec {
  /** How many cards of each suit are home (ace up); a suit left out is complete (13). */
  readonly home: Partial<Record<Suit, number>>;
  /** Up to seven columns written "down cards | up cards" (bottom → top), or just the face-up cards. */
  readonly tableau?: readonly string[];
  /** The stock in the order the cards will be drawn: the first card listed is drawn first. */
  readonly drawOrder?: string;
  /** Waste, bottom → top. */
  readonly waste?: string;
  readonly pass?: number;
}

/**
 * An end-game position: the foundations hold each suit from its ace up to `home[suit]`, and every
 * other card must be written exactly once in the tableau, the stock or the waste (checked).
 */
export function endgame(spec: EndgameSpec): GameState {
  const foundations = SUITS.map((suit) => RANKS.slice(0, spec.home[suit] ?? 13).map((_, i) => cardOf(i + 1, suit)));
  const tableau = [0, 1, 2, 3, 4, 5, 6].map((i) => {
    const text = spec.tableau?.[i] ?? '';
    const [down, up] = text.includes('|') ? text.split('|') : ['', text];
    return { down: cards(down), up: cards(up) };
  });
  const state: GameState = {
    stock: cards(spec.drawOrder).reverse(),
    waste: cards(spec.waste),
    foundations,
    tableau,
    pass: spec.pass ?? 1,
    score: 0,
    moves: 0,
  };
  const all = [...state.stock, ...state.waste, ...foundations.flat(), ...tableau.flatMap((c) => [...c.down, ...c.up])];
  const missing = ALL_CARDS.filter((c) => !all.includes(c));
  if (all.length !== 52 || new Set(all).size !== 52) {
    throw new Error(
      `position: ${all.length} cards, missing ${missing.join(' ') || 'none'}, duplicated ${all.filter((c, i) => all.indexOf(c) !== i).join(' ') || 'none'}`,
    );
  }
  return state;
}

/** Plays `moves` from `state` through the engine; the final state, or the index and reason of the first illegal move. */
export function replay(state: GameState, moves: readonly Move[], rules: Rules): { state: GameState; illegal?: string } {
  let current = state;
  for (let i = 0; i < moves.length; i++) {
    const applied = applyMove(current, moves[i]!, rules);
    if (!applied.ok) return { state: current, illegal: `move ${i} ${JSON.stringify(moves[i])}: ${applied.error.reason}` };
    current = applied.value.state;
  }
  return { state: current };
}

/** True when `moves` are all legal from `state` and end in a won game. */
export function replaysToWin(state: GameState, moves: readonly Move[], rules: Rules): boolean {
  const result = replay(state, moves, rules);
  return result.illegal === undefined && isWon(result.state);
}

/**
 * Decides a small position by trying every legal move the engine lists (depth-first, moves home
 * first, each table once). Tables that differ only in the order of their columns count as one (no
 * rule depends on a column's place), and the pass number is part of a table only when the passes are
 * limited. Throws past `limit` tables, so it is only for positions with a handful of cards left.
 */
export function bruteForce(state: GameState, rules: Rules, limit = 200_000): { winnable: boolean; tables: number } {
  const keyOf = (s: GameState): string =>
    JSON.stringify([s.stock, s.waste, s.foundations, s.tableau.map((c) => JSON.stringify(c)).sort(), rules.passes === null ? 0 : s.pass]);
  const homeFirst = (a: Move, b: Move): number => Number(isHome(b)) - Number(isHome(a));
  const seen = new Set<string>([keyOf(state)]);
  const stack = [state];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (isWon(s)) return { winnable: true, tables: seen.size };
    // Pushed in reverse, so the moves home are taken first.
    for (const move of legalMoves(s, rules).sort(homeFirst).reverse()) {
      const applied = applyMove(s, move, rules);
      if (!applied.ok) throw new Error(`legalMoves listed an illegal move: ${applied.error.reason}`);
      const key = keyOf(applied.value.state);
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > limit) throw new Error(`bruteForce: more than ${limit} tables`);
      stack.push(applied.value.state);
    }
  }
  return { winnable: false, tables: seen.size };
}

function isHome(move: Move): boolean {
  return move.type === 'move' && move.to.startsWith('foundation');
}

/** xorshift32 in [0, 1): the same positions on every run. */
export function random(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

export function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

/** Plays up to `maxSteps - 1` random legal moves from `state` (how many drawn from `rnd` too); the table reached. */
export function walkRandomly(state: GameState, rules: Rules, rnd: () => number, maxSteps: number): GameState {
  let current = state;
  for (let step = Math.floor(rnd() * maxSteps); step > 0; step--) {
    const moves = legalMoves(current, rules);
    if (moves.length === 0) break;
    const applied = applyMove(current, pick(rnd, moves), rules);
    if (applied.ok) current = applied.value.state;
  }
  return current;
}
