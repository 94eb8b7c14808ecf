/**
 * `npm run bench:short-line -- --deals 1-50 [--draw 3] [--budget-ms 4000] [--short-ms 1500] [--list] [rule options]`
 *
 * Show me's line against the plain solver's, deal by deal: for each deal the plain search wins within
 * `--budget-ms`, the recycles and moves of the plain line and of the short line (`solveShortLine`, the
 * shortening within `--short-ms` more), and the time the shortening took. Every short line is replayed
 * through the engine to a win (a failure makes the exit status 1). Deals start as dealt (no automatic
 * moves). `--list` prints one line per deal. Wall-clock time: the figures move with the machine's load.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_RULES, RULE_OPTION_NAMES, currentState, isDealNumber, newGame, parseRuleOptions } from '../src/engine';
import { solveShortLine } from '../src/solver';
import { replayToWin } from '../src/solver/lineShortening';
import { median, percentile } from './stats';

const USAGE = `usage: npm run bench:short-line -- --deals A-B [--budget-ms T] [--short-ms T] [--list] [rule options]
rule options: ${RULE_OPTION_NAMES.map((n) => `--${n} VALUE`).join(' ')}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(args: readonly string[]) {
  let deals: number[] = [];
  let budgetMs = 4000;
  let shortMs = 1500;
  let list = false;
  const ruleOptions: [string, string][] = [];
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    if (flag === '--list') {
      list = true;
      continue;
    }
    const value = args[++i];
    if (value === undefined) fail(`${flag} needs a value`);
    const key = flag.replace(/^--/, '');
    if (key === 'deals') {
      const match = /^(\d+)(?:-(\d+))?$/.exec(value);
      const from = Number(match?.[1]);
      const to = match?.[2] === undefined ? from : Number(match[2]);
      if (!match || !isDealNumber(from) || !isDealNumber(to) || to < from || to - from > 100_000) fail(`--deals: "${value}" is not N or A-B`);
      deals = Array.from({ length: to - from + 1 }, (_, k) => from + k);
    } else if (key === 'budget-ms' || key === 'short-ms') {
      const ms = Number(value);
      if (!(ms > 0)) fail(`${flag} needs a positive number`);
      if (key === 'budget-ms') budgetMs = ms;
      else shortMs = ms;
    } else if (RULE_OPTION_NAMES.includes(key)) ruleOptions.push([key, value]);
    else fail(`unknown option ${flag}`);
  }
  if (deals.length === 0) fail('--deals is required');
  const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, ruleOptions);
  if (rejected.length > 0) fail(rejected.map((r) => `--${r.key} ${r.value}: ${r.message}`).join('\n'));
  return { deals, budgetMs, shortMs, list, rules };
}

function main(): void {
  const { deals, budgetMs, shortMs, list, rules } = parseArgs(process.argv.slice(2));
  const now = (): number => performance.now();
  const rows: { plainMoves: number; plainRecycles: number; moves: number; recycles: number; ms: number }[] = [];
  let failures = 0;
  for (const deal of deals) {
    const start = currentState(newGame(rules, deal));
    const t0 = now();
    const result = solveShortLine(start, rules, { maxMs: budgetMs, now }, { maxMs: shortMs });
    const ms = now() - t0;
    if (result.verdict !== 'winnable' || result.plain === undefined) continue;
    if (replayToWin(start, result.moves, rules) === null) {
      failures++;
      process.stderr.write(`deal ${deal}: the short line does not replay to a win\n`);
      continue;
    }
    const row = { plainMoves: result.plain.moves, plainRecycles: result.plain.recycles, moves: result.moves.length, recycles: result.recycles ?? 0, ms };
    rows.push(row);
    if (list)
      process.stdout.write(
        `deal ${deal}: plain ${row.plainMoves} moves ${row.plainRecycles} recycles → ${row.moves} moves ${row.recycles} recycles, ${ms.toFixed(0)} ms\n`,
      );
  }
  const sum = (f: (r: (typeof rows)[number]) => number): number => rows.reduce((n, r) => n + f(r), 0);
  const mean = (f: (r: (typeof rows)[number]) => number): string => (rows.length === 0 ? '-' : (sum(f) / rows.length).toFixed(1));
  const times = rows.map((r) => r.ms);
  process.stdout.write(
    `${[
      `rules ${JSON.stringify(rules)}; plain budget ${budgetMs} ms, shortening ${shortMs} ms`,
      `${rows.length} of ${deals.length} deals won by the plain search`,
      `mean moves    plain ${mean((r) => r.plainMoves)} → short ${mean((r) => r.moves)}`,
      `mean recycles plain ${mean((r) => r.plainRecycles)} → short ${mean((r) => r.recycles)}`,
      `fewer recycles on ${rows.filter((r) => r.recycles < r.plainRecycles).length}, fewer moves on ${rows.filter((r) => r.moves < r.plainMoves).length}, worse on ${rows.filter((r) => r.recycles > r.plainRecycles || (r.recycles === r.plainRecycles && r.moves > r.plainMoves)).length}`,
      `time per deal (plain + short) median ${median(times).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(0, ...times).toFixed(0)} ms`,
      failures > 0 ? `${failures} short lines FAILED to replay to a win` : 'every short line replays to a win',
    ].join('\n')}\n`,
  );
  if (failures > 0) process.exitCode = 1;
}

main();
