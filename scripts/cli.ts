/**
 * The command line for tests, bug reports and solver work:
 *   npm run cli -- deal N [rule options]            the opening layout as TableSnapshot JSON
 *   npm run cli -- replay N "MOVES" [rule options]  plays the moves, prints the final snapshot
 * Rule options use the URL parameter names: --preset jsolitaire --draw 3 --passes unlimited --moves strict …
 * At the first illegal move `replay` prints {"illegal": {index, move, reason, message}} and exits 1.
 */
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_RULES, RULE_OPTION_NAMES, currentState, describeIllegalMove, isDealNumber, newGame,
  parseMove, play, rulesFromOptions, snapshotOf, splitMoves, type Game,
} from '../src/engine';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const USAGE = `usage:
  cli deal N [options]
  cli replay N "MOVES" [options]
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

/** Replays moves exactly as written (no automatic moves are added, automatic turning excepted). */
function replay(game: Game, text: string): { game: Game; illegal?: object } {
  let current = game;
  const tokens = splitMoves(text);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const parsed = parseMove(token, currentState(current), current.rules);
    const played = parsed.ok ? play(current, parsed.value) : parsed;
    if (!played.ok) {
      return { game: current, illegal: { index, move: token, reason: played.error.reason, message: describeIllegalMove(played.error) } };
    }
    current = played.value.game;
  }
  return { game: current };
}

export function runCli(args: readonly string[]): CliResult {
  const [command, dealText] = args;
  if (command !== 'deal' && command !== 'replay') return usage(`unknown command "${command ?? ''}"`);
  const deal = dealText !== undefined && /^\d+$/.test(dealText) ? Number(dealText) : NaN;
  if (!isDealNumber(deal)) return usage(`"${dealText ?? ''}" is not a deal number (0 to 4294967295)`);
  const moves = command === 'replay' ? args[2] : undefined;
  if (command === 'replay' && moves === undefined) return usage('replay needs a move list');
  const { options, error } = readOptions(args.slice(command === 'replay' ? 3 : 2));
  if (error !== undefined) return usage(error);
  const { rules, rejected } = rulesFromOptions(DEFAULT_RULES, options);
  if (rejected.length > 0) return usage(rejected.map((r) => `--${r.key} ${r.value}: ${r.message}`).join('\n'));

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
