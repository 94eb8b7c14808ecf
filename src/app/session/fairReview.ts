/**
 * The fair review: at the step that lost the win, what the player could have known there. The fair
 * odds (src/solver/fair) of every legal move from the tables the player had seen up to that step, worked
 * out in the solver's worker, beside the move the player made.
 */
import { isFoundationId, stepCursors, type Game, type GameState, type HistoryEntry, type Move } from '../../engine';
import type { FairJob, SolverPort } from '../solverPort/solverProtocol';

/** The same move, whatever order its fields were written in (a move from a save file, one from the solver). */
export function sameMove(a: Move, b: Move | null): boolean {
  if (b === null || a.type !== b.type) return false;
  if (a.type === 'turn' && b.type === 'turn') return a.pile === b.pile;
  if (a.type === 'move' && b.type === 'move') return a.card === b.card && a.from === b.from && a.to === b.to;
  return true;
}

/** The hint's ways and more time: a review is read at leisure, not between moves. */
export const FAIR_REVIEW_BUDGET = { samples: 32, seed: 1, maxNodes: 5000, maxMs: 5000 } as const;

export interface FairReviewJob {
  readonly job: FairJob;
  /** The move the player made at that step, and the table it was made on. */
  readonly played: Move;
  readonly before: GameState;
}

/** Cards sent home by themselves: they never cost a win, so the odds of the move before them are the step's. */
const onlyHome = (entry: HistoryEntry): boolean => entry.kind === 'auto' && entry.moves.every((move) => move.type === 'move' && isFoundationId(move.to));

/**
 * The fair odds before `step` (1 = the first step, as the review counts them) of `reviewed`; null
 * without a solver that works them out, or where the step was not the player's move alone (with
 * cards sent home after it at most): the odds are of the move, and a step that did more (Finish, an
 * automatic turn of the stock) could have lost the win after it.
 */
export function fairOddsBefore(solver: SolverPort | undefined, reviewed: Game, step: number): FairReviewJob | null {
  const fair = solver?.fair;
  const cursors = stepCursors(reviewed);
  const cursor = cursors[step - 1];
  if (fair === undefined || cursor === undefined) return null;
  const [entry, ...after] = reviewed.history.slice(cursor, cursors[step] ?? reviewed.cursor);
  const played = entry?.kind === 'move' && entry.moves.length === 1 ? entry.moves[0] : undefined;
  if (played === undefined || !after.every(onlyHome)) return null;
  const tables = reviewed.states.slice(0, cursor + 1);
  return { job: fair.call(solver, { tables, rules: reviewed.rules, question: 'moves', ...FAIR_REVIEW_BUDGET }), played, before: tables.at(-1)! };
}
