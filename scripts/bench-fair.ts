/**
 * `npm run bench:fair -- --deals A-B --draw 1|3 [--samples K] [--max-nodes M] [--decision-nodes D] [--seed S]`
 *
 * The fair player (src/solver/fair/fairPlayer.ts) plays every deal from A to B alone, every move by
 * what a player sees, under the default rules with the draw asked and unlimited passes. Prints the
 * share won with its 95 % interval (Wilson's), the CPU time per decision that searched (median, p95,
 * max, which decision was the slowest, and how many took over a second; forced and safe moves, and
 * the moves of a step chosen before, take none and are left out; so is the referee's check for a dead
 * end between moves, which the app's table makes and not the hint), and the peak memory
 * (process.memoryUsage's rss and heapUsed, read after each decision). CPU time (process.cpuUsage)
 * rather than wall time: the machine is shared, and a decision runs on one thread. Each deal is played
 * with `--seed` plus its number, so a game replays alike on its own (`cli fairplay N --seed S+N`).
 * Results: src/solver/fair/README.md.
 *
 * It runs bundled (see `runBundled`), as the app's solver worker does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RULES, currentState, newGame, type Rules } from '../src/engine';
import { FAIR_DECISION_NODES, FAIR_PLAY_DEFAULTS, playFairly, type FairDecision } from '../src/solver/fair/fairPlayer';
import { wilsonInterval } from '../src/solver/fair/odds';
import { percentile } from './stats';

function fail(message: string): never {
  process.stderr.write(`${message}\nusage: npm run bench:fair -- --deals A-B --draw 1|3 [--samples K] [--max-nodes M] [--decision-nodes D] [--seed S]\n`);
  process.exit(2);
}

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : (process.argv[at + 1] ?? fail(`--${name} needs a value`));
}

function wholeNumber(name: string, fallback: number): number {
  const text = flag(name);
  if (text === undefined) return fallback;
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : fail(`--${name} needs a positive whole number, got "${text}"`);
}

function dealRange(): [number, number] {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(flag('deals') ?? fail('--deals A-B is needed'));
  const [first, last] = match === null ? [NaN, NaN] : [Number(match[1]), Number(match[2])];
  return first <= last ? [first, last] : fail('--deals needs A-B with A ≤ B, e.g. --deals 1-50');
}

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function main(): void {
  const [first, last] = dealRange();
  const draw = flag('draw');
  if (draw !== '1' && draw !== '3') fail('--draw needs 1 or 3');
  const rules: Rules = { ...DEFAULT_RULES, draw: Number(draw) as 1 | 3, passes: null };
  const samples = wholeNumber('samples', FAIR_PLAY_DEFAULTS.samples);
  const maxNodes = wholeNumber('max-nodes', FAIR_PLAY_DEFAULTS.maxNodes);
  const seed = wholeNumber('seed', FAIR_PLAY_DEFAULTS.seed);
  const decisionNodes = wholeNumber('decision-nodes', FAIR_DECISION_NODES);
  const times: number[] = [];
  let won = 0;
  let peakRss = 0;
  let peakHeap = 0;
  let slowest = { ms: 0, deal: 0, move: 0 };
  for (let deal = first; deal <= last; deal++) {
    let since = 0;
    let moves = 0;
    const deciding = (): void => {
      since = cpuMs();
    };
    const decided = (decision: FairDecision): void => {
      const took = cpuMs() - since;
      moves += 1;
      if (!decision.searched) return;
      times.push(took);
      if (took > slowest.ms) slowest = { ms: took, deal, move: moves };
      const memory = process.memoryUsage();
      peakRss = Math.max(peakRss, memory.rss);
      peakHeap = Math.max(peakHeap, memory.heapUsed);
    };
    const game = playFairly(currentState(newGame(rules, deal)), rules, { samples, seed: seed + deal, maxNodes, decisionNodes }, { deciding, decided });
    if (game.won) won += 1;
    process.stdout.write(`deal ${deal}: ${game.won ? 'won' : 'lost'} in ${game.moves.length} moves\n`);
  }
  const games = last - first + 1;
  const { low, high } = wilsonInterval(won, games);
  const pct = (p: number): string => `${(100 * p).toFixed(0)} %`;
  const ms = (p: number): string => `${percentile(times, p).toFixed(0)} ms`;
  const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  process.stdout.write(
    `draw ${draw}, unlimited passes, deals ${first}-${last}, ${samples} samples, ${maxNodes} positions each, ${decisionNodes} expanded or remembered a decision, seed ${seed}+deal:\n` +
      `  won ${won} of ${games}: ${pct(won / games)} (95 %: ${pct(low)}–${pct(high)})\n` +
      `  CPU per decision (${times.length} that searched): median ${ms(50)}, p95 ${ms(95)}, max ${ms(100)} (deal ${slowest.deal}, move ${slowest.move}); ${times.filter((t) => t > 1000).length} over 1 s\n` +
      `  peak memory: rss ${mb(peakRss)}, heap ${mb(peakHeap)}\n`,
  );
}

/** Set in the bundle's environment: the benchmark runs itself there. */
const BUNDLED = 'KLONDIKE_BENCH_FAIR_BUNDLED';

/**
 * Bundles this script (esbuild, which vite and tsx bring) and runs the bundle with the same arguments.
 * Under tsx every read of another module's exported constant is a getter call, and the solver reads
 * its card tables in its inner loop: a sampled way's search took 16 ms under tsx and 8 ms bundled
 * (deals 1001–1010, 16 ways each). The app's worker runs bundled code, so its times are the bundle's.
 */
function runBundled(): never {
  // Required at run time, not imported: the bundle must not hold esbuild itself.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'bench-fair-'));
  const bundle = join(dir, 'bench-fair.mjs');
  buildSync({ entryPoints: [fileURLToPath(import.meta.url)], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'warning' });
  const run = spawnSync(process.execPath, [bundle, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, [BUNDLED]: '1' } });
  rmSync(dir, { recursive: true, force: true });
  process.exit(run.status ?? 1);
}

if (process.env[BUNDLED] === undefined) runBundled();
main();
