/**
 * The fair help (src/solver/fair) on the command line. The chance to win from what the player has seen:
 *   cli odds N ["MOVES"] [rule options] [--samples K] [--seed S] [--max-nodes M] [--budget-ms T] [--json]
 * plays MOVES from deal N (as `cli replay`), then samples K ways the never-seen cards could lie and
 * solves each, after each legal move too. `--json` prints one line:
 *   {"winChance": p, "low": l, "high": h, "samples": k, "undecided": u, "best": "MOVE" or null,
 *    "moves": [{"move": "MOVE", "winChance": p}, …]}   (every legal move, best first; p null when
 *   no sample was decided)
 * A whole game played by the fair player alone (fairPlayer.ts):
 *   cli fairplay N [rule options] [--samples K] [--seed S] [--max-nodes M] [--json]
 *   → {"won": true|false, "moves": ["MOVE", …]}   (each move in the notation of the table it was played on)
 * `--layout FILE` in place of N starts from the layout in FILE, in the shape `cli deal N --json` prints
 * (its `deal` may be absent; the rules are the command line's); a bad file exits 2 with the fault.
 * With `--max-nodes` and no `--budget-ms` the answer is the same on any machine, under any load.
 */
import { readFileSync } from 'node:fs';
import { currentState, makeMoveNotation, newGame, type Game, type GameState } from '../src/engine';
import { FAIR_PLAY_DEFAULTS, playFairly } from '../src/solver/fair/fairPlayer';
import { knowledgeOf } from '../src/solver/fair/knowledge';
import { parseLayout } from '../src/solver/fair/layout';
import { movesByOdds, oddsOf, type OddsOptions } from '../src/solver/fair/odds';
import type { CliResult } from './cli';
import { readCommandArgs, type CommandArgs } from './cliArgs';
import { illegalExit, replayNotation } from './cliReplay';

export const ODDS_USAGE = `  cli odds N ["MOVES"] [options] [--samples K] [--seed S] [--max-nodes M] [--budget-ms T] [--json]
  cli fairplay N [options] [--samples K] [--seed S] [--max-nodes M] [--json]
  (odds and fairplay: --layout FILE in place of N, FILE as cli deal N --json prints it)`;

const DEFAULTS = { samples: 20, seed: 1, maxNodes: 20_000 };

/** A whole number ≥ `min` from a flag's text, or a message. */
function wholeNumber(name: string, text: string | undefined, fallback: number, min: number): number | string {
  if (text === undefined) return fallback;
  const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  return value >= min ? value : `--${name} needs a whole number of at least ${min}, got "${text}"`;
}

/** `--samples`, `--seed`, `--max-nodes` (and `--budget-ms`) as the sampling's options, or a message. */
function oddsOptions(parsed: CommandArgs, defaults: typeof DEFAULTS): OddsOptions | string {
  const samples = wholeNumber('samples', parsed.extras.samples, defaults.samples, 1);
  const seed = wholeNumber('seed', parsed.extras.seed, defaults.seed, 0);
  const maxNodes = wholeNumber('max-nodes', parsed.extras['max-nodes'], defaults.maxNodes, 1);
  for (const value of [samples, seed, maxNodes]) if (typeof value === 'string') return value;
  return {
    samples: samples as number,
    seed: seed as number,
    maxNodes: maxNodes as number,
    ...(parsed.budgetMs === null ? {} : { maxMs: parsed.budgetMs, now: () => performance.now() }),
  };
}

/** The game to start from: deal N's, or the layout in `--layout`'s file; a message when the file will not do. */
function startingGame(parsed: CommandArgs): Game | string {
  const game = newGame(parsed.rules, parsed.deal);
  if (parsed.layout === null) return game;
  let text: string;
  try {
    text = readFileSync(parsed.layout, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
    return `cannot read the layout file "${parsed.layout}"${code}`;
  }
  const layout = parseLayout(text, parsed.rules, currentState(game).score);
  if (!layout.ok) return `bad layout file "${parsed.layout}": ${layout.error}`;
  return { ...game, deal: layout.value.deal ?? 0, states: [layout.value.table] };
}

/** A refusal of the arguments or the layout file: the message alone, status 2. */
const refused = (message: string): CliResult => ({ code: 2, stdout: '', stderr: `${message}\n` });

/** `odds N ["MOVES"] …` (the arguments after `odds`). */
export function runOdds(args: readonly string[], usage: (message: string) => CliResult): CliResult {
  const parsed = readCommandArgs(args, ['budget-ms', 'samples', 'seed', 'max-nodes', 'layout']);
  if (typeof parsed === 'string') return usage(parsed);
  const [moves = '', unexpected] = parsed.rest;
  if (unexpected !== undefined) return usage(`unexpected argument "${unexpected}"`);
  const options = oddsOptions(parsed, DEFAULTS);
  if (typeof options === 'string') return usage(options);
  const start = startingGame(parsed);
  if (typeof start === 'string') return refused(start);
  const replayed = replayNotation(start, moves);
  if (!replayed.ok) return illegalExit(replayed.error);
  const tables: readonly GameState[] = replayed.value.states;
  const knowledge = knowledgeOf(tables);
  const now = tables.at(-1)!;
  const odds = oddsOf(knowledge, parsed.rules, options);
  const ranked = movesByOdds(knowledge, parsed.rules, options).map(({ move, odds: after }) => ({
    move: makeMoveNotation(move, now),
    winChance: after.winChance,
  }));
  const record = { ...odds, best: ranked[0]?.winChance === null ? null : (ranked[0]?.move ?? null), moves: ranked };
  if (parsed.json) return { code: 0, stdout: `${JSON.stringify(record)}\n`, stderr: '' };
  const percent = (p: number | null): string => (p === null ? 'undecided' : `${Math.round(p * 100)} %`);
  const lines = [
    `chance to win: ${percent(odds.winChance)} (95 %: ${percent(odds.low)}–${percent(odds.high)}; ${odds.samples} samples, ${odds.undecided} undecided)`,
    ...ranked.map((m) => `  ${m.move.padEnd(10)} ${percent(m.winChance)}`),
  ];
  return { code: 0, stdout: `${lines.join('\n')}\n`, stderr: '' };
}

/** `fairplay N …` (the arguments after `fairplay`): a whole game by the fair player alone. */
export function runFairplay(args: readonly string[], usage: (message: string) => CliResult): CliResult {
  const parsed = readCommandArgs(args, ['samples', 'seed', 'max-nodes', 'layout']);
  if (typeof parsed === 'string') return usage(parsed);
  if (parsed.rest[0] !== undefined) return usage(`unexpected argument "${parsed.rest[0]}"`);
  const options = oddsOptions(parsed, FAIR_PLAY_DEFAULTS);
  if (typeof options === 'string') return usage(options);
  const start = startingGame(parsed);
  if (typeof start === 'string') return refused(start);
  const game = playFairly(currentState(start), parsed.rules, options);
  const moves = game.moves.map((move, i) => makeMoveNotation(move, game.tables[i]!));
  if (parsed.json) return { code: 0, stdout: `${JSON.stringify({ won: game.won, moves })}\n`, stderr: '' };
  return { code: 0, stdout: `${game.won ? 'won' : 'lost'} in ${moves.length} moves: ${moves.join(' ')}\n`, stderr: '' };
}
