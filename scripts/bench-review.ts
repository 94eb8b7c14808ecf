/**
 * `npm run bench:review -- [--games 100] [--seed 39] [--budget-ms 10000]`
 *
 * The review of a lost game, under draw 1 and draw 3: for `--games` seeded games a careless
 * player lost ("No more moves", scripts/lostGames.ts), the share the review decided (never winnable,
 * slipped at move k, still winnable) within the app's budget, and the median and p95 time of a review.
 * Every line a review gives is replayed through the engine to a win (a failure makes the exit status 1).
 * Wall-clock time: the figures move with the machine's load.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_RULES, type Rules } from '../src/engine';
import { reviewGame, type ReviewOutcome } from '../src/solver';
import { replayToWin } from '../src/solver/lineShortening';
import { REVIEW_BUDGET_MS } from '../src/app/solverPort/reviewBudget';
import { lostGames, type LostGame } from './lostGames';
import { median, percentile } from './stats';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!(value > 0 && Number.isInteger(value))) {
    process.stderr.write(`--${name} needs a positive whole number\n`);
    process.exit(2);
  }
  return value;
}

/** Does the outcome's line win from its position? (True when there is no line.) */
function lineWins(game: LostGame, outcome: ReviewOutcome, rules: Rules): boolean {
  if (outcome.verdict === 'slipped') return replayToWin(game.positions[outcome.move - 1]!, outcome.line, rules) !== null;
  if (outcome.verdict === 'still-winnable') return replayToWin(game.positions.at(-1)!, outcome.line, rules) !== null;
  return true;
}

function main(): void {
  const count = option('games', 100);
  const seed = option('seed', 39);
  const budgetMs = option('budget-ms', REVIEW_BUDGET_MS);
  let failed = false;
  for (const draw of [1, 3] as const) {
    const rules = { ...DEFAULT_RULES, draw };
    const games = lostGames(seed, rules, count);
    const times: number[] = [];
    const verdicts: Record<ReviewOutcome['verdict'], number> = { 'never-winnable': 0, slipped: 0, 'still-winnable': 0, unknown: 0 };
    for (const game of games) {
      const startedAt = performance.now();
      const outcome = reviewGame(game.positions, rules, { maxMs: budgetMs, now: () => performance.now() });
      times.push(performance.now() - startedAt);
      verdicts[outcome.verdict] += 1;
      if (!lineWins(game, outcome, rules)) {
        failed = true;
        process.stderr.write(`deal ${game.deal} at draw ${draw}: the ${outcome.verdict} line does not win\n`);
      }
    }
    const decided = count - verdicts.unknown;
    const steps = games.map((g) => g.moves.length);
    process.stdout.write(
      `draw ${draw}: ${count} lost games (seed ${seed}, ${median(steps)} moves at the median), budget ${budgetMs} ms: ` +
        `decided ${((100 * decided) / count).toFixed(0)} % (never winnable ${verdicts['never-winnable']}, slipped ${verdicts.slipped}, ` +
        `still winnable ${verdicts['still-winnable']}, unknown ${verdicts.unknown}); ` +
        `review time median ${median(times).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms\n`,
    );
  }
  if (failed) process.exitCode = 1;
}

main();
