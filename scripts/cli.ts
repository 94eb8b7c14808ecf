/**
 * The command line for tests, bug reports and solver work (`--help`: the usage):
 *   npm run cli -- deal N [rule options] [--json]   the opening layout as TableSnapshot JSON
 *   npm run cli -- replay N "MOVES" [rule options] [--json]
 *                                                   plays the moves, prints the final snapshot
 *   npm run cli -- solve N [rule options] [--budget-ms T] [--json]
 *                                                   the solver's verdict, its winning moves as notation,
 *                                                   the time and the positions searched (default budget 10 s)
 *   npm run cli -- daily YYYY-MM-DD [--json]        the day's daily deal and its rules (scripts/cliDaily.ts)
 * Rule options use the URL parameter names: --preset jsolitaire --draw 3 --passes unlimited --moves strict …
 * At the first illegal move `replay` prints {"illegal": {index, move, reason, message}} and exits 1.
 * `solve` exits 0 whatever the verdict; `--json` prints one line:
 *   {"verdict", "moves": ["P", "W>3", …], "ms", "nodes", "states", "stoppedBy"?}
 * `review` and `solve --after` (a played game's review): cliReview.ts. `odds` (the chance to win from
 * what the player has seen) and `fairplay` (a game played by it alone): cliOdds.ts. Arguments: cliArgs.ts.
 */
import { pathToFileURL } from 'node:url';
import { readCommandArgs } from './cliArgs';
import { DAILY_USAGE, runDailyCli } from './cliDaily';
import { ODDS_USAGE, runFairplay, runOdds } from './cliOdds';
import { illegalExit, replayNotation } from './cliReplay';
import { DEFAULT_SOLVE_MS, REVIEW_USAGE, runReview, solveAfter, solveFrom } from './cliReview';
import { RULE_OPTION_NAMES, currentState, newGame, snapshotOf } from '../src/engine';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const USAGE = `usage:
  cli deal N [options] [--json]
  cli replay N "MOVES" [options] [--json]
  cli solve N [options] [--budget-ms T] [--json]
  ${DAILY_USAGE}
${REVIEW_USAGE}
${ODDS_USAGE}
  cli --help
options: ${RULE_OPTION_NAMES.map((n) => `--${n} VALUE`).join(' ')}`;

function usage(message: string): CliResult {
  return { code: 2, stdout: '', stderr: `${message}\n${USAGE}\n` };
}

const printed = (value: unknown): CliResult => ({ code: 0, stdout: `${JSON.stringify(value)}\n`, stderr: '' });

export function runCli(args: readonly string[]): CliResult {
  const [command, ...rest] = args;
  if (command === 'help' || args.includes('--help') || args.includes('-h')) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
  if (command === 'daily') return runDailyCli(rest);
  if (command === 'review') return runReview(rest, usage);
  if (command === 'odds') return runOdds(rest, usage);
  if (command === 'fairplay') return runFairplay(rest, usage);
  if (command !== 'deal' && command !== 'replay' && command !== 'solve') return usage(`unknown command "${command ?? ''}"`);
  const parsed = readCommandArgs(rest, command === 'solve' ? ['budget-ms', 'after'] : []);
  if (typeof parsed === 'string') return usage(parsed);
  const [moves, ...extra] = parsed.rest;
  if (command === 'replay' && moves === undefined) return usage('replay needs a move list');
  const unexpected = command === 'replay' ? extra[0] : moves;
  if (unexpected !== undefined) return usage(`unexpected argument "${unexpected}"`);
  const game = newGame(parsed.rules, parsed.deal);
  if (command === 'solve') {
    if (parsed.after !== null) return solveAfter(game, parsed.after, parsed);
    return solveFrom(currentState(game), parsed.rules, parsed.budgetMs ?? DEFAULT_SOLVE_MS, parsed.json);
  }
  if (moves === undefined) return printed(snapshotOf(game));
  const replayed = replayNotation(game, moves);
  return replayed.ok ? printed(snapshotOf(replayed.value)) : illegalExit(replayed.error);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = runCli(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
