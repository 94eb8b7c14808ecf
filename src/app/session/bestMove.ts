/**
 * Heuristics for a tap on a card (the Windows seed's "figure out a legal move for you") and for Hint
 * until the solver exists. Both are plain rankings over the engine's legal moves: clear, not clever.
 */
import {
  countFaceDown,
  foundationFor,
  isFoundationId,
  isSafeToSendHome,
  isTableauId,
  legalMoves,
  tableauIndex,
  targetsOf,
  type CardId,
  type GameState,
  type Move,
  type PileId,
  type Rules,
} from '../../engine';

/** Where a tapped card goes: home first, then a column with cards, then an empty column. */
export function bestTargetFor(state: GameState, rules: Rules, from: PileId, card: CardId): PileId | null {
  const targets = targetsOf(state, rules, from, card);
  if (targets.length === 0) return null;
  const home = foundationFor(state, card);
  if (home !== null && targets.includes(home)) return home;
  const columns = targets.filter(isTableauId);
  const occupied = columns.filter((t) => state.tableau[tableauIndex(t)]!.up.length > 0);
  return occupied[0] ?? columns[0] ?? targets[0] ?? null;
}

/**
 * A good legal move, ranked: a safe card home; a move that turns a face-down card (from the column
 * hiding the most); a waste card into play; any other card home; a draw. Moves that change nothing
 * (a king's whole column to a space, a card bounced off a foundation) are never offered.
 */
export function heuristicHint(state: GameState, rules: Rules): Move | null {
  let best: { move: Move; score: number } | null = null;
  for (const move of legalMoves(state, rules)) {
    const score = hintScore(state, rules, move);
    if (score > 0 && (best === null || score > best.score)) best = { move, score };
  }
  return best?.move ?? null;
}

/**
 * The move a player would expect to be shown instead of `lineMove`, the first move of a winning line:
 * the plain ranking's choice when it ranks higher (a card turned over in plain view rather than a
 * draw). Null when the line's move is already the one a player would expect. The caller still has to
 * check that the game stays winnable after it.
 */
export function expectedInsteadOf(state: GameState, rules: Rules, lineMove: Move): Move | null {
  const expected = heuristicHint(state, rules);
  if (expected === null || JSON.stringify(expected) === JSON.stringify(lineMove)) return null;
  return hintScore(state, rules, expected) > hintScore(state, rules, lineMove) ? expected : null;
}

function hintScore(state: GameState, rules: Rules, move: Move): number {
  if (move.type === 'turn') return 90;
  if (move.type === 'draw') return 10;
  if (isFoundationId(move.to)) return isSafeToSendHome(state, move.card, rules) ? 100 : 40;
  if (isFoundationId(move.from)) return 0;
  if (move.from === 'waste') return 50;
  if (isTableauId(move.from)) {
    const column = state.tableau[tableauIndex(move.from)]!;
    const wholeRun = column.up[0] === move.card;
    if (wholeRun && column.down.length > 0) return 60 + column.down.length;
    // Emptying a column helps only when a king waits somewhere to fill it.
    if (wholeRun) return countFaceDown(state) > 0 && hasBuriedKing(state) ? 20 : 0;
  }
  return 0;
}

function hasBuriedKing(state: GameState): boolean {
  return state.tableau.some((c) => c.down.length > 0 && c.up[0]?.[0] === 'K') || state.waste.at(-1)?.[0] === 'K';
}
