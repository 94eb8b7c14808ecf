/**
 * `npm run bench:solver -- [--deals 1001-3000] --draw 1 [--budget-ms 1000] [--max-nodes N] [--max-states N] [--clock wall|cpu] [--warmup-ms T] [rule options] [--list FILE]`
 *
 * Without `--deals` it measures the headline set, deals 1001–3000: the solver's rules and constants
 * were tuned on deals 1–1000 (the development set, `--deals 1-1000` or `--deals dev`), so only
 * deals it was not tuned on say how it does on deals it has never seen.
 * Solves every deal of a range under one rule set, each within a budget, and prints how many
 * are winnable, proven unwinnable or undecided, the time per deal (median, 95th and 99th percentile,
 * max), the total time and the peak memory (the process's RSS after each deal, and the largest
 * `Solver.bytes` seen between slices). Every winning line is replayed through the engine to a won
 * game; a failure is printed and makes the exit status 1.
 * Rule options are the CLI's (the URL parameter names): --preset, --draw, --passes, --moves, …
 * `--list FILE` writes one line per deal: `N verdict ms nodes`.
 * `--max-nodes N` budgets positions instead of time (no time limit unless --budget-ms is given too):
 * the machine's speed and load then change only the times, never the verdicts, so two versions of
 * the solver can be compared on a shared machine. `--max-states N` lets each deal's solver remember up
 * to N positions (the solver's default is a million, which long proofs outgrow: with more time a deal
 * can then stay undecided for want of memory rather than of time). `--clock cpu` measures budgets and times in the
 * process's CPU time instead of wall-clock time, which other programs on the machine disturb less.
 * Before timing, the solver runs untimed on deals after the range for `--warmup-ms` (default 2000 ms):
 * V8 compiles the solver's hot functions only after they have run a while, on other threads whose
 * time the CPU clock counts, so without it the first deals of a run pay for that (deal 31 at draw 1
 * took 976 ms of CPU time first in a process and 733 ms after other deals). `--warmup-ms 0` turns it off.
 * Progress goes to stderr every 100 deals; the summary to stdout.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_RULES,
  MAX_DEAL,
  RULE_OPTION_NAMES,
  applyMove,
  currentState,
  isDealNumber,
  isWon,
  newGame,
  makeRuleOptions,
  parseRuleOptions,
  type GameState,
  type Move,
  type Rules,
} from '../src/engine';
import { Solver, solve, type SearchBudget, type SolveResult } from '../src/solver';
import { percentile } from './stats';

const USAGE = `usage: npm run bench:solver -- [--deals A-B] [--budget-ms T] [--max-nodes N] [--max-states N] [--clock wall|cpu] [--warmup-ms T] [--slice NODES] [--list FILE] [rule options]
  --deals      deal numbers: N, A-B, or a comma-separated list of those; "headline" (the default) is
               1001-3000, "dev" is 1-1000 (the development set the solver was tuned on)
  --budget-ms  time allowed per deal in milliseconds (default 1000, or none with --max-nodes)
  --max-nodes  positions allowed per deal (default no limit)
  --max-states positions each deal's solver may remember (default the solver's, a million)
  --clock      wall (default) or cpu: what --budget-ms and the times measure
  --warmup-ms  untimed solving of the deals after the range first, so that V8 has compiled the solver (default 2000; 0: none)
  --slice      positions searched per Solver.step() between memory samples (default 10000)
  --list FILE  write "N verdict ms nodes" per deal
rule options: ${RULE_OPTION_NAMES.map((n) => `--${n} VALUE`).join(' ')}`;

const PROGRESS_EVERY = 100;
/** Named deal sets: the headline set (deals the solver was not tuned on) and the development set. */
const DEAL_SETS: Readonly<Record<string, { readonly deals: string; readonly label: string }>> = {
  headline: { deals: '1001-3000', label: 'headline set, not tuned on' },
  dev: { deals: '1-1000', label: 'development set, tuned on' },
};
const DEFAULT_DEAL_SET = 'headline';
/** A range bigger than this is almost certainly a typo (and would run for days). */
const MAX_DEALS = 1_000_000;

interface Options {
  readonly deals: number[];
  readonly dealsText: string;
  /** Null: no time limit. */
  readonly budgetMs: number | null;
  readonly maxNodes: number | null;
  /** Null: the solver's default. */
  readonly maxStates: number | null;
  readonly clock: () => number;
  readonly warmupMs: number;
  readonly slice: number;
  readonly list: string | null;
  readonly rules: Rules;
}

const wallClock = (): number => performance.now();

/** Milliseconds of CPU time used by this process (all its threads, user and system). */
function cpuClock(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseDeals(text: string): number[] {
  const deals: number[] = [];
  for (const part of text.split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!match) fail(`--deals: "${part}" is not N or A-B`);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (!isDealNumber(from) || !isDealNumber(to)) fail(`--deals: "${part}" is outside 0 to 4294967295`);
    if (to < from) fail(`--deals: "${part}" runs backwards`);
    if (deals.length + (to - from + 1) > MAX_DEALS) fail(`--deals: more than ${MAX_DEALS} deals`);
    for (let d = from; d <= to; d++) deals.push(d);
  }
  return deals;
}

function positiveNumber(flag: string, value: string, integer: boolean): number {
  const n = (integer ? /^\d+$/ : /^\d+(\.\d+)?$/).test(value) ? Number(value) : NaN;
  if (!(n > 0 && Number.isFinite(n))) fail(`${flag} needs a positive ${integer ? 'whole number' : 'number'}, got "${value}"`);
  return n;
}

function parseArgs(args: readonly string[]): Options {
  let dealsText = DEAL_SETS[DEFAULT_DEAL_SET]!.deals;
  let budgetMs: number | null = null;
  let maxNodes: number | null = null;
  let maxStates: number | null = null;
  let clock = wallClock;
  let warmupMs = 2000;
  let slice = 10_000;
  let list: string | null = null;
  const ruleOptions: [string, string][] = [];
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i]!;
    const value = args[i + 1];
    if (flag === '--help' || flag === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    if (!flag.startsWith('--') || value === undefined) fail(`expected "--option value", got "${flag}"`);
    const key = flag.slice(2);
    if (key === 'deals') dealsText = DEAL_SETS[value]?.deals ?? value;
    else if (key === 'budget-ms') budgetMs = positiveNumber(flag, value, false);
    else if (key === 'max-nodes') maxNodes = positiveNumber(flag, value, true);
    else if (key === 'max-states') maxStates = positiveNumber(flag, value, true);
    else if (key === 'clock') clock = value === 'cpu' ? cpuClock : value === 'wall' ? wallClock : fail(`--clock: "${value}" is not wall or cpu`);
    else if (key === 'slice') slice = positiveNumber(flag, value, true);
    else if (key === 'warmup-ms') warmupMs = value === '0' ? 0 : positiveNumber(flag, value, false);
    else if (key === 'list') list = value;
    else if (RULE_OPTION_NAMES.includes(key)) ruleOptions.push([key, value]);
    else fail(`unknown option ${flag}`);
  }
  const deals = parseDeals(dealsText);
  const { rules, rejected } = parseRuleOptions(DEFAULT_RULES, ruleOptions);
  if (rejected.length > 0) fail(rejected.map((r) => `--${r.key} ${r.value}: ${r.message}`).join('\n'));
  if (budgetMs === null && maxNodes === null) budgetMs = 1000;
  return { deals, dealsText, budgetMs, maxNodes, maxStates, clock, warmupMs, slice, list, rules };
}

/** Replays a winning line from `start`; null when it wins, else what went wrong. */
function checkSolution(start: GameState, moves: readonly Move[], rules: Rules): string | null {
  let state = start;
  for (let i = 0; i < moves.length; i++) {
    const applied = applyMove(state, moves[i]!, rules);
    if (!applied.ok) return `move ${i} ${JSON.stringify(moves[i])} is illegal (${applied.error.reason})`;
    state = applied.value.state;
  }
  return isWon(state) ? null : `the ${moves.length} moves end in a game that is not won`;
}

/** Each deal's budget, as the solver takes it, measured with `now`. */
function solverBudget(options: Options, now: () => number): SearchBudget {
  return { maxMs: options.budgetMs ?? undefined, maxNodes: options.maxNodes ?? undefined, maxStates: options.maxStates ?? undefined, now };
}

/**
 * Solves deals after the range (wrapping round at the last deal number), untimed and each within the
 * benchmark's budget, until `warmupMs` of the clock have passed; how many it solved.
 */
function warmUp(options: Options): number {
  const { rules, clock } = options;
  const last = Math.max(...options.deals);
  const startedAt = clock();
  let solved = 0;
  while (clock() - startedAt < options.warmupMs) {
    const deal = (last + 1 + solved) % (MAX_DEAL + 1);
    solve(currentState(newGame(rules, deal)), rules, solverBudget(options, clock));
    solved++;
  }
  return solved;
}

function ms(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value < 10 ? value.toFixed(2) : value < 1000 ? value.toFixed(1) : value.toFixed(0);
}

function budgetText(budgetMs: number | null, maxNodes: number | null): string {
  const parts: string[] = [];
  if (budgetMs !== null) parts.push(`${budgetMs} ms`);
  if (maxNodes !== null) parts.push(`${maxNodes.toLocaleString('en-US')} positions`);
  return parts.join(' and ');
}

/** ", headline set …" when the deals are one of the named sets, else nothing. */
function setLabel(dealsText: string): string {
  const set = Object.values(DEAL_SETS).find((s) => s.deals === dealsText);
  return set === undefined ? '' : `, ${set.label}`;
}

const mb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const share = (count: number, total: number): string =>
  `${String(count).padStart(String(total).length)} (${total === 0 ? '-' : ((100 * count) / total).toFixed(1)} %)`;

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const { deals, budgetMs, maxNodes, slice, rules } = options;
  const now = options.clock;
  const warmupStarted = now();
  const warmupDeals = options.warmupMs > 0 ? warmUp(options) : 0;
  const warmupText = warmupDeals > 0 ? `${warmupDeals} deals after the range, ${((now() - warmupStarted) / 1000).toFixed(1)} s, untimed` : 'none';

  const times: number[] = [];
  const counts = { winnable: 0, unwinnable: 0, unknown: 0 };
  const stopped: Record<string, number> = {};
  const failures: string[] = [];
  const listLines: string[] = [];
  let peakRss = process.memoryUsage().rss;
  let peakSolverBytes = 0;
  let peakSolverDeal = -1;
  let totalNodes = 0;
  let slowest = { deal: -1, ms: -1 };
  const startedAt = now();

  for (let i = 0; i < deals.length; i++) {
    const deal = deals[i]!;
    const start = currentState(newGame(rules, deal));
    const t0 = now();
    const solver = new Solver(start, rules, solverBudget(options, now));
    let result: SolveResult | null = null;
    while (result === null) {
      result = solver.step(slice);
      if (solver.bytes > peakSolverBytes) {
        peakSolverBytes = solver.bytes;
        peakSolverDeal = deal;
      }
    }
    const elapsed = now() - t0;

    times.push(elapsed);
    if (elapsed > slowest.ms) slowest = { deal, ms: elapsed };
    counts[result.verdict]++;
    totalNodes += result.nodes;
    if (result.stoppedBy !== undefined) stopped[result.stoppedBy] = (stopped[result.stoppedBy] ?? 0) + 1;
    if (result.verdict === 'winnable') {
      const problem = checkSolution(start, result.moves, rules);
      if (problem !== null) failures.push(`deal ${deal}: ${problem}`);
    }
    listLines.push(`${deal} ${result.verdict} ${elapsed.toFixed(2)} ${result.nodes}`);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);

    const done = i + 1;
    if (done % PROGRESS_EVERY === 0 || done === deals.length) {
      process.stderr.write(
        `${done}/${deals.length} deals (last ${deal}): ${counts.winnable} winnable, ${counts.unwinnable} unwinnable, ${counts.unknown} unknown, ${((now() - startedAt) / 1000).toFixed(1)} s\n`,
      );
    }
  }
  const total = now() - startedAt;

  if (options.list !== null) writeFileSync(options.list, `${listLines.join('\n')}\n`);

  const n = deals.length;
  const sorted = [...times].sort((a, b) => a - b);
  const decided = counts.winnable + counts.unwinnable;
  const stoppedText = Object.entries(stopped)
    .map(([why, count]) => `${count} by ${why}`)
    .join(', ');
  const ruleText = makeRuleOptions(rules)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const lines = [
    `solver benchmark: deals ${options.dealsText} (${n}${setLabel(options.dealsText)}), budget ${budgetText(budgetMs, maxNodes)} per deal${options.clock === cpuClock ? ' (CPU time)' : ''}`,
    `rules: ${ruleText}`,
    `warm-up: ${warmupText}`,
    `  winnable:           ${share(counts.winnable, n)}`,
    `  proven unwinnable:  ${share(counts.unwinnable, n)}`,
    `  undecided:          ${share(counts.unknown, n)}${stoppedText ? ` (stopped ${stoppedText})` : ''}`,
    `  decided:            ${share(decided, n)}`,
    `time per deal (ms): median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[n - 1] ?? NaN)} (deal ${slowest.deal})`,
    `total time: ${(total / 1000).toFixed(2)} s; positions searched: ${totalNodes.toLocaleString('en-US')}`,
    `peak memory: process RSS ${mb(peakRss)}; largest Solver.bytes ${mb(peakSolverBytes)}${peakSolverDeal >= 0 ? ` (deal ${peakSolverDeal})` : ''}`,
    `solutions replayed to a win: ${counts.winnable - failures.length}/${counts.winnable}; failures: ${failures.length}`,
    ...failures.map((f) => `  FAILED ${f}`),
  ];
  if (options.list !== null) lines.push(`per-deal list written to ${options.list}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (failures.length > 0) process.exitCode = 1;
}

main();
