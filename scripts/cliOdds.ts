/**
 * The chance to win from what the player has seen (src/solver/fair), on the command line:
 *   cli odds N ["MOVES"] [rule options] [--samples K] [--seed S] [--max-nodes M] [--budget-ms T] [--json]
 * plays MOVES from deal N (as `cli replay`), then samples K ways the never-seen cards could lie and
 * solves each, after each legal move too. `--json` prints one line:
 *   {"winChance": p, "low": l, "high": h, "samples": k, "undecided": u, "best": "MOVE" or null,
 *    "moves": [{"move": "MOVE", "winChance": p}, …]}   (every legal move, best first; p null when
 *   no sample was decided)
 * With `--max-nodes` and no `--budget-ms` the answer is the same on any machine, under any load.
 */
import { makeMoveNotation, newGame, type GameState } from '../src/engine';
import { knowledgeOf } from '../src/solver/fair/knowledge';
import { movesByOdds, oddsOf, type OddsOptions } from '../src/solver/fair/odds';
import type { CliResult } from './cli';
import { readCommandArgs } from './cliArgs';
import { illegalExit, replayNotation } from './cliReplay';

export const ODDS_USAGE = '  cli odds N ["MOVES"] [options] [--samples K] [--seed S] [--max-nodes M] [--budget-ms T] [--json]';

const DEFAULTS = { samples: 20, seed: 1, maxNodes: 20_000 };

/** A whole number ≥ `min` from a flag's text, or a message. */
function wholeNumber(name: string, text: string | undefined, fallback: number, min: number): number | string {
  if (text === undefined) return fallback;
  const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  return value >= min ? value : `--${name} needs a whole number of at least ${min}, got "${text}"`;
}

/** `odds N ["MOVES"] …` (the arguments after `odds`). */
export function runOdds(args: readonly string[], usage: (message: string) => CliResult): CliResult {
  const parsed = readCommandArgs(args, ['budget-ms', 'samples', 'seed', 'max-nodes']);
  if (typeof parsed === 'string') return usage(parsed);
  const [moves = '', unexpected] = parsed.rest;
  if (unexpected !== undefined) return usage(`unexpected argument "${unexpected}"`);
  const samples = wholeNumber('samples', parsed.extras.samples, DEFAULTS.samples, 1);
  const seed = wholeNumber('seed', parsed.extras.seed, DEFAULTS.seed, 0);
  const maxNodes = wholeNumber('max-nodes', parsed.extras['max-nodes'], DEFAULTS.maxNodes, 1);
  for (const value of [samples, seed, maxNodes]) if (typeof value === 'string') return usage(value);
  const options: OddsOptions = {
    samples: samples as number,
    seed: seed as number,
    maxNodes: maxNodes as number,
    ...(parsed.budgetMs === null ? {} : { maxMs: parsed.budgetMs, now: () => performance.now() }),
  };
  const replayed = replayNotation(newGame(parsed.rules, parsed.deal), moves);
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
