/**
 * The solver never contradicts an independent one. test/fixtures/oracle-verdicts-draw{1,3}.txt hold
 * the verdicts of ShootMe's Klondike-Solver (C++) for deals 1–1000 under the modern rules, its
 * layouts checked equal to ours deal by deal. A sample is solved here under a budget of positions (not
 * time, so that a busy machine gets the same verdicts): an "unknown" is allowed, a contradiction is
 * not, and the solver must decide most of the sample, or a solver that always said "unknown" would
 * pass (npm run bench:solver -- --deals dev --list FILE lists all 1000 to compare).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, currentState, newGame, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';

function oracle(draw: 1 | 3): Map<number, string> {
  const text = readFileSync(resolve(import.meta.dirname, `../fixtures/oracle-verdicts-draw${draw}.txt`), 'utf8');
  // Lines marked "# hand" were not produced by the independent solver (see the fixture's header): they
  // prove nothing about ours, so they are left out.
  return new Map(
    text
      .split('\n')
      .filter((line) => /^\d+ /.test(line) && !line.endsWith('# hand'))
      .map((line) => {
        const [deal, verdict] = line.split(' ');
        return [Number(deal), verdict!];
      }),
  );
}

describe('the solver and an independent solver agree', () => {
  test.each([1, 3] as const)(
    "draw %i: the oracle's unwinnable deals up to 300 and every 10th deal",
    (draw) => {
      const verdicts = oracle(draw);
      expect(verdicts.size).toBe(draw === 1 ? 998 : 995);
      const rules: Rules = { ...DEFAULT_RULES, draw };
      const sample = [...verdicts].filter(([deal, verdict]) => verdict !== 'unknown' && ((verdict === 'unwinnable' && deal <= 300) || deal % 10 === 0));
      const contradictions: string[] = [];
      let decided = 0;
      for (const [deal, expected] of sample) {
        const result = solve(currentState(newGame(rules, deal)), rules, { maxNodes: 20_000 });
        if (result.verdict === 'unknown') continue;
        decided++;
        if (result.verdict !== expected) contradictions.push(`deal ${deal}: oracle ${expected}, solver ${result.verdict}`);
      }
      expect(sample.length).toBeGreaterThan(100);
      expect(contradictions).toEqual([]);
      // At commit 800adc8: 110 of 110 decided at draw 1, 137 of 140 at draw 3.
      expect(decided / sample.length).toBeGreaterThanOrEqual(0.95);
    },
    120_000,
  );
});
