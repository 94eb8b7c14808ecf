/**
 * The command line for tests, bug reports and solver work:
 *   npm run cli -- deal N [rule options]            the opening layout as TableSnapshot JSON
 *   npm run cli -- replay N "MOVES" [rule options]  plays the moves, prints the final snapshot
 *   npm run cli -- solve N [rule options] [--budget-ms T] [--json]
 *                                                   the solver's verdict, its winning moves as notation,
 *                                                   the time and the positions searched (default budget 10 s)
 *   npm run cli -- daily YYYY-MM-DD [--json]        the day's daily deal and its rules (scripts/cliDaily.ts)
 * Rule options use the URL parameter names: --preset jsolitaire --draw 3 --passes unlimited --moves strict …
 * At the first illegal move `replay` prints {"illegal": {index, move, reason, message}} and exits 1.
 * `solve` exits 0 whatever the verdict; `--json` prints one line:
 *   {"verdict", "moves": ["P", "W>3", …], "ms", "nodes", "states", "stoppedBy"?}
 * `review` and `solve --after` (a played game's review): cliReview.ts.
 */
import { pathToFileURL } from 'node:url';
import { DAILY_USAGE, runDailyCli } from './cliDaily';
import { REVIEW_USAGE, runReviewCommand, solveFrom } from './cliReview';
import {
  DEFAULT_RULES,
  RULE_OPTION_NAMES,
  currentState,
  describeIllegalMove,
  isDealNumber,
  newGame,
  parseMoves,
  replayGame,
  parseRuleOptions,
  snapshotOf,
  type Game,
  type Rules,
} from '../src/engine';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const USAGE = `usage:
  cli deal N [options]
  cli replay N "MOVES" [options]
  cli solve N [options] [--budget-ms T] [--json]
  ${DAILY_USAGE}
${REVIEW_USAGE}
options: ${RULE_OPTION_NAMES.map((n) => `--${n} VALUE`).join(' ')}`;

function usage(message: string): CliResult {
  return { code: 2, stdout: '', stderr: `${message}\n${USAGE}\n` };
}

/** `--key value` pairs after the positional arguments. */
function readOptions(args: readonly string[]): { options: [string, string][]; error?: string } {
  const options: [string, string][] = [];
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i]!;
    const value = args[i + 1];
    if (!flag.startsWith('--') || value === undefined) return { options, error: `expected "--option value", got "${flag}"` };
    const key = flag.slice(2);
    if (!RULE_OPTION_NAMES.includes(key)) return { options, error: `unknown option --${key}` };
    options.push([key, value]);
  }
  return { options };
}

/**
 * Replays moves exactly as written (no automatic moves are added, automatic turning excepted), each
 * token one history entry, as if played one by one. Linear in the number of moves: the tokens are read
 * position by position, then the game is rebuilt in one pass by `replayGame`, as a saved file is.
 */
function replay(game: Game, text: string): { game: Game; illegal?: object } {
  const moves = parseMoves(text, currentState(game), game.rules);
  if (!moves.ok) {
    const { index, token } = moves.error;
    return { game, illegal: { index, move: token, reason: moves.error.reason, message: describeIllegalMove(moves.error) } };
  }
  const history = moves.value.map((move) => ({ kind: 'move' as const, moves: [move] }));
  const replayed = replayGame(game, history, history.length, { scoringStopsAt: null, undoLocked: false });
  if (!replayed.ok) throw new Error('broken invariant: moves that parsed in order no longer replay');
  return { game: replayed.value };
}

/** The solver's default time budget on the command line. */
const DEFAULT_SOLVE_MS = 10_000;

/** `solve`'s own flags, taken out of the argument list before the rule options are read. */
function readSolveFlags(args: readonly string[]): { rest: string[]; budgetMs: number; json: boolean; error?: string } {
  const rest: string[] = [];
  let budgetMs = DEFAULT_SOLVE_MS;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') {
      json = true;
    } else if (arg === '--budget-ms') {
      const value = args[i + 1];
      const ms = value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      if (!(ms > 0 && Number.isFinite(ms))) return { rest, budgetMs, json, error: `--budget-ms needs a positive number of milliseconds, got "${value ?? ''}"` };
      budgetMs = ms;
      i++;
    } else {
      // A rule option and its value: the value is passed on untouched even if it looks like a flag.
      rest.push(arg);
      if (args[i + 1] !== undefined) rest.push(args[++i]!);
    }
  }
  return { rest, budgetMs, json };
}

function solveDeal(rules: Rules, deal: number, budgetMs: number, json: boolean): CliResult {
  return solveFrom(currentState(newGame(rules, deal)), rules, budgetMs, json);
}

export function runCli(args: readonly string[]): CliResult {
  const reviewed = runReviewCommand(args, usage);
  if (reviewed !== null) return reviewed;
  const [command, dealText] = args;
  if (command === 'daily') return runDailyCli(args.slice(1));
  if (command !== 'deal' && command !== 'replay' && command !== 'solve') return usage(`unknown command "${command ?? ''}"`);
  const deal = dealText !== undefined && /^\d+$/.test(dealText) ? Number(dealText) : NaN;
  if (!isDealNumber(deal)) return usage(`"${dealText ?? ''}" is not a deal number (0 to 4294967295)`);
  const moves = command === 'replay' ? args[2] : undefined;
  if (command === 'replay' && moves === undefined) return usage('replay needs a move list');
  const flags = command === 'solve' ? readSolveFlags(args.slice(2)) : undefined;
  if (flags?.error !== undefined) return usage(flags.error);
  const { options, error } = readOptions(flags?.rest ?? args.slice(command === 'replay' ? 3 : 2));
  if (error !== undefined) return usage(error);
  const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, options);
  if (rejected.length > 0) return usage(rejected.map((r) => `--${r.key} ${r.value}: ${r.message}`).join('\n'));
  if (flags !== undefined) return solveDeal(rules, deal, flags.budgetMs, flags.json);

  const game = newGame(rules, deal);
  if (moves === undefined) return { code: 0, stdout: `${JSON.stringify(snapshotOf(game))}\n`, stderr: '' };
  const result = replay(game, moves);
  if (result.illegal !== undefined) return { code: 1, stdout: `${JSON.stringify({ illegal: result.illegal })}\n`, stderr: '' };
  return { code: 0, stdout: `${JSON.stringify(snapshotOf(result.game))}\n`, stderr: '' };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = runCli(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
