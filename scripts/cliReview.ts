/**
 * The command line's review of a played game (issue 39), and a solve from the position after some moves:
 *   cli review N "MOVES" [rule options] [--budget-ms T] [--json]
 *   cli solve N --after "MOVES" [rule options] [--budget-ms T] [--json]
 * Move k of a review is the k-th token of MOVES (one history step, as `cli replay` plays them). With
 * `--json` the last line of a review is one object:
 *   {"verdict":"never-winnable"} | {"verdict":"slipped","move":k,"played":"<token k>","line":"<moves>"}
 *   | {"verdict":"still-winnable","line":"<moves>"} | {"verdict":"unknown","winnableUntil"?:j}
 * A `line` wins from the position after move k − 1 (slipped) or after the last move (still winnable).
 */
import { reviewGame, solve, type ReviewOutcome } from '../src/solver';
import {
  DEFAULT_RULES,
  RULE_OPTION_NAMES,
  currentState,
  describeIllegalMove,
  isDealNumber,
  makeMovesNotation,
  newGame,
  parseMoves,
  parseRuleOptions,
  replayGame,
  splitMoves,
  type GameState,
  type Rules,
} from '../src/engine';
import type { CliResult } from './cli';

/** The review's default time budget on the command line (the app's is shorter: see reviewBudget). */
const DEFAULT_REVIEW_MS = 30_000;
/** `solve`'s default, as in cli.ts. */
const DEFAULT_SOLVE_MS = 10_000;

export const REVIEW_USAGE = `  cli review N "MOVES" [options] [--budget-ms T] [--json]
  cli solve N --after "MOVES" [options] [--budget-ms T] [--json]`;

interface ReviewArgs {
  readonly deal: number;
  readonly moves: string;
  readonly rules: Rules;
  readonly budgetMs: number | null;
  readonly json: boolean;
}

/** `review …` and `solve … --after …`; null for any other command (cli.ts runs those). */
export function runReviewCommand(args: readonly string[], usage: (message: string) => CliResult): CliResult | null {
  const [command] = args;
  const isReview = command === 'review';
  if (!isReview && !(command === 'solve' && args.includes('--after'))) return null;
  const parsed = readArgs(args.slice(1), isReview);
  if (typeof parsed === 'string') return usage(parsed);
  const game = newGame(parsed.rules, parsed.deal);
  const tokens = splitMoves(parsed.moves);
  const moves = parseMoves(parsed.moves, currentState(game), parsed.rules);
  if (!moves.ok) {
    const { index, token } = moves.error;
    const illegal = { index, move: token, reason: moves.error.reason, message: describeIllegalMove(moves.error) };
    return { code: 1, stdout: `${JSON.stringify({ illegal })}\n`, stderr: '' };
  }
  const history = moves.value.map((move) => ({ kind: 'move' as const, moves: [move] }));
  const replayed = replayGame(game, history, history.length, { scoringStopsAt: null, undoLocked: false });
  if (!replayed.ok) throw new Error('broken invariant: moves that parsed in order no longer replay');
  const positions = replayed.value.states;
  if (!isReview) return solveFrom(positions.at(-1)!, parsed.rules, parsed.budgetMs ?? DEFAULT_SOLVE_MS, parsed.json);
  const startedAt = performance.now();
  const outcome = reviewGame(positions, parsed.rules, { maxMs: parsed.budgetMs ?? DEFAULT_REVIEW_MS, now: () => performance.now() });
  const ms = Math.round(performance.now() - startedAt);
  const record = reviewRecord(outcome, positions, tokens, parsed.rules);
  return { code: 0, stdout: parsed.json ? `${JSON.stringify(record)}\n` : `${formatReviewRecord(record)}\ntime: ${ms} ms\n`, stderr: '' };
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

/**
 * N, then MOVES (review: the second positional argument; solve: the value of --after), --json,
 * --budget-ms T and rule options in any order. A message when something is wrong.
 */
function readArgs(args: readonly string[], review: boolean): ReviewArgs | string {
  const [dealText] = args;
  const deal = dealText !== undefined && /^\d+$/.test(dealText) ? Number(dealText) : NaN;
  if (!isDealNumber(deal)) return `"${dealText ?? ''}" is not a deal number (0 to 4294967295)`;
  let rest = args.slice(1);
  let moves: string | undefined;
  if (review) {
    moves = rest[0];
    if (moves === undefined || moves.startsWith('--')) return 'review needs a move list';
    rest = rest.slice(1);
  }
  let budgetMs: number | null = null;
  let json = false;
  const options: [string, string][] = [];
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    const value = rest[i + 1];
    if (flag === '--json') {
      json = true;
      continue;
    }
    if (!flag.startsWith('--') || value === undefined) return `expected "--option value", got "${flag}"`;
    i++;
    if (flag === '--budget-ms') {
      const ms = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      if (!(ms > 0 && Number.isFinite(ms))) return `--budget-ms needs a positive number of milliseconds, got "${value}"`;
      budgetMs = ms;
    } else if (flag === '--after' && !review) {
      moves = value;
    } else if (RULE_OPTION_NAMES.includes(flag.slice(2))) {
      options.push([flag.slice(2), value]);
    } else {
      return `unknown option ${flag}`;
    }
  }
  if (moves === undefined) return 'solve --after needs a move list';
  const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, options);
  if (rejected.length > 0) return rejected.map((r) => `--${r.key} ${r.value}: ${r.message}`).join('\n');
  return { deal, moves, rules, budgetMs, json };
}
