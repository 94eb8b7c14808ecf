/**
 * The game files the browser benchmark loads through the app's menu, made in Node by the engine and
 * the solver: a table with a long run to drag, and a table where all 52 cards wait for Finish.
 */
import {
  applyMove,
  currentState,
  isCertainlyWon,
  isFoundationId,
  legalMoves,
  makeSave,
  newGame,
  play,
  presetById,
  type Game,
  type GameState,
  type Move,
  type Rules,
  type SaveFile,
} from '../../src/engine';
import { solve } from '../../src/solver';

const MODERN: Rules = presetById('modern')!.rules;
const SOLVER_NODES = 500_000;

/** A game whose table the benchmark needs, and where on it to look. */
export interface BenchSave {
  readonly file: SaveFile;
  readonly deal: number;
  /** The card to grab (the drag save: the deepest card of the run). */
  readonly card?: string;
  readonly cards: number;
}

function playAll(game: Game, moves: readonly Move[]): Game {
  return moves.reduce((g, move) => {
    const played = play(g, move);
    if (!played.ok) throw new Error(`bench save: illegal move ${JSON.stringify(move)}: ${played.error.reason}`);
    return played.value.game;
  }, game);
}

/** The solver's winning line for `deal`, or an error: the benchmark's deals are known to be winnable. */
function winningLine(deal: number): readonly Move[] {
  const result = solve(currentState(newGame(MODERN, deal)), MODERN, { maxNodes: SOLVER_NODES });
  if (result.verdict !== 'winnable') throw new Error(`bench save: deal ${deal} was not solved (${result.verdict})`);
  return result.moves;
}

/** Deal `deal` played along its winning line to the first table with a face-up run of `length` cards. */
export function longRunSave(deal: number, length: number): BenchSave {
  let game = newGame(MODERN, deal);
  for (const move of winningLine(deal)) {
    game = playAll(game, [move]);
    const column = currentState(game).tableau.find((c) => c.up.length >= length);
    if (column !== undefined) {
      return { file: makeSave(game), deal, card: column.up[column.up.length - length]!, cards: length };
    }
  }
  throw new Error(`bench save: deal ${deal} never shows a run of ${length}`);
}

const cardsHome = (state: GameState): number => state.foundations.reduce((sum, f) => sum + f.length, 0);

/**
 * Deal `deal` played to a table where Finish sends all 52 cards home: along the winning line to the
 * first certainly-won table, then (foundation cards may be played back under the modern rules) a
 * small search that brings every foundation card and the talon down onto the columns.
 */
export function allCardsFinishSave(deal: number): BenchSave {
  let game = newGame(MODERN, deal);
  for (const move of winningLine(deal)) {
    if (isCertainlyWon(currentState(game), MODERN)) break;
    game = playAll(game, [move]);
  }
  const down = bringEverythingDown(currentState(game));
  if (down === null) throw new Error(`bench save: deal ${deal}'s foundations could not be brought down`);
  game = playAll(game, down);
  return { file: makeSave(game), deal, cards: 52 - cardsHome(currentState(game)) };
}

/** Depth-first search over moves that do not go home, to a table with everything in the columns. */
function bringEverythingDown(start: GameState, budget = 200_000): Move[] | null {
  const seen = new Set<string>();
  const line: Move[] = [];
  let nodes = 0;
  const rank = (move: Move): number => (move.type !== 'move' ? 0 : isFoundationId(move.from) ? 3 : move.from === 'waste' ? 2 : 1);
  const search = (state: GameState): boolean => {
    if (cardsHome(state) === 0 && state.stock.length === 0 && state.waste.length === 0) return true;
    const key = JSON.stringify([state.stock, state.waste, state.foundations, state.tableau]);
    if (++nodes > budget || seen.has(key)) return false;
    seen.add(key);
    const moves = legalMoves(state, MODERN).filter((m) => !(m.type === 'move' && isFoundationId(m.to)));
    for (const move of moves.sort((a, b) => rank(b) - rank(a))) {
      const next = applyMove(state, move, MODERN);
      if (!next.ok) continue;
      line.push(move);
      if (search(next.value.state)) return true;
      line.pop();
    }
    return false;
  };
  return search(start) ? line : null;
}
