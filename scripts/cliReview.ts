/**
 * The command line's review of a played game, and a solve from the position after some moves:
 *   cli review N "MOVES" [rule options] [--budget-ms T] [--json]
 *   cli solve N --after "MOVES" [rule options] [--budget-ms T] [--json]
 * Move k of a review is the k-th token of MOVES (one history step, as `cli replay` plays them). With
 * `--json` the last line of a review is one object:
 *   {"verdict":"never-winnable"} | {"verdict":"slipped","move":k,"played":"<token k>","line":"<moves>"}
 *   | {"verdict":"still-winnable","line":"<moves>"} | {"verdict":"unknown","winnableUntil"?:j}
 * A `line` wins from the position after move k − 1 (slipped) or after the last move (still winnable).
 */
import { reviewGame, solve, type ReviewOutcome } from '../src/solver';
import { err, makeMovesNotation, newGame, ok, splitMoves, type Game, type GameState, type Result, type Rules } from '../src/engine';
import type { CliResult } from './cli';
import { readCommandArgs, type CommandArgs } from './cliArgs';
import { illegalExit, replayNotation } from './cliReplay';

/** The review's default time budget on the command line (the app's is shorter: see reviewBudget). */
const DEFAULT_REVIEW_MS = 30_000;
/** `solve`'s default time budget on the command line. */
export const DEFAULT_SOLVE_MS = 10_000;

export const REVIEW_USAGE = `  cli review N "MOVES" [options] [--budget-ms T] [--json]
  cli solve N --after "MOVES" [options] [--budget-ms T] [--json]`;

/** The table before the moves and after each (one a token), or the exit for the first illegal one. */
function positionsAfter(game: Game, moves: string): Result<readonly GameState[], CliResult> {
  const replayed = replayNotation(game, moves);
  if (!replayed.ok) return err(illegalExit(replayed.error));
  return ok(replayed.value.states);
}

/** `review N "MOVES" …` (the arguments after `review`). */
export function runReview(args: readonly string[], usage: (message: string) => CliResult): CliResult {
  const parsed = readCommandArgs(args, ['budget-ms']);
  if (typeof parsed === 'string') return usage(parsed);
  const [moves, unexpected] = parsed.rest;
  if (moves === undefined) return usage('review needs a move list');
  if (unexpected !== undefined) return usage(`unexpected argument "${unexpected}"`);
  const played = positionsAfter(newGame(parsed.rules, parsed.deal), moves);
  if (!played.ok) return played.error;
  const positions = played.value;
  const startedAt = performance.now();
  const outcome = reviewGame(positions, parsed.rules, { maxMs: parsed.budgetMs ?? DEFAULT_REVIEW_MS, now: () => performance.now() });
  const ms = Math.round(performance.now() - startedAt);
  const record = reviewRecord(outcome, positions, splitMoves(moves), parsed.rules);
  return { code: 0, stdout: parsed.json ? `${JSON.stringify(record)}\n` : `${formatReviewRecord(record)}\ntime: ${ms} ms\n`, stderr: '' };
}

/** `solve N --after "MOVES" …`: the solver from the table after the moves, with `solve`'s output. */
export function solveAfter(game: Game, moves: string, parsed: CommandArgs): CliResult {
  const played = positionsAfter(game, moves);
  if (!played.ok) return played.error;
  return solveFrom(played.value.at(-1)!, parsed.rules, parsed.budgetMs ?? DEFAULT_SOLVE_MS, parsed.json);
}

/** The review as the JSON contract writes it: lines and the played move as notation. */
export function reviewRecord(outcome: ReviewOutcome, positions: readonly GameState[], tokens: readonly string[], rules: Rules): Record<string, unknown> {
  switch (outcome.verdict) {
    case 'never-winnable':
      return { verdict: outcome.verdict };
    case 'slipped':
      return {
        verdict: outcome.verdict,
        move: outcome.move,
        played: tokens[outcome.move - 1],
        line: makeMovesNotation(outcome.line, positions[outcome.move - 1]!, rules),
      };
    case 'still-winnable':
      return { verdict: outcome.verdict, line: makeMovesNotation(outcome.line, positions.at(-1)!, rules) };
    case 'unknown':
      return outcome.winnableUntil === undefined ? { verdict: outcome.verdict } : { verdict: outcome.verdict, winnableUntil: outcome.winnableUntil };
  }
}

function formatReviewRecord(record: Record<string, unknown>): string {
  return Object.entries(record)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('\n');
}

/** `solve`'s output for any position (cli.ts solves a deal's opening with it). */
export function solveFrom(start: GameState, rules: Rules, budgetMs: number, json: boolean): CliResult {
  const startedAt = performance.now();
  const result = solve(start, rules, { maxMs: budgetMs, now: () => performance.now() });
  const ms = Math.round((performance.now() - startedAt) * 10) / 10;
  const moves = splitMoves(makeMovesNotation(result.moves, start, rules));
  if (json) {
    const record = {
      verdict: result.verdict,
      moves,
      ms,
      nodes: result.nodes,
      states: result.states,
      ...(result.stoppedBy !== undefined ? { stoppedBy: result.stoppedBy } : {}),
    };
    return { code: 0, stdout: `${JSON.stringify(record)}\n`, stderr: '' };
  }
  const lines = [
    `verdict: ${result.verdict}${result.stoppedBy !== undefined ? ` (stopped by ${result.stoppedBy})` : ''}`,
    ...(result.verdict === 'winnable' ? [`moves (${moves.length}): ${moves.join(' ')}`] : []),
    `time: ${ms} ms`,
    `nodes: ${result.nodes}`,
    `states: ${result.states}`,
  ];
  return { code: 0, stdout: `${lines.join('\n')}\n`, stderr: '' };
}
