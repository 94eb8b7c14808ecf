// @vitest-environment happy-dom
/** The figures of Statistics: the two streaks read alike, and say nothing false before there is one. */
import { describe, expect, test } from 'vitest';
import { emptyStats, recordGame, statsFor, type StatsRecord } from '../../../src/app/stats';
import { factsOf } from '../../../src/ui/dialogs/statsDialog';
import { rulesWith } from '../../engine/fixtures';
import '../support/happyDom';

const RULES = rulesWith({});

function streaks(results: readonly boolean[]): { current: string; best: string } {
  let stats: StatsRecord = emptyStats();
  for (const [i, won] of results.entries()) stats = recordGame(stats, RULES, { won, score: 0, moves: 100, elapsedMs: 60_000, at: i + 1 });
  const facts = factsOf(results.length === 0 ? undefined : statsFor(stats, RULES), RULES, 0);
  const text = (testid: string): string | null | undefined => facts.querySelector(`[data-testid="${testid}"]`)?.textContent;
  return { current: text('stats-streak') ?? '', best: text('stats-best-streak') ?? '' };
}

describe('Statistics: the streaks', () => {
  test('no games: neither streak has a figure', () => {
    expect(streaks([])).toEqual({ current: '—', best: '—' });
  });

  test('losses only: the current streak counts them, and there is no best winning streak to show', () => {
    expect(streaks([false, false])).toEqual({ current: '2 losses', best: '—' });
  });

  test('wins count in the singular and the plural', () => {
    expect(streaks([true])).toEqual({ current: '1 win', best: '1 win' });
    expect(streaks([true, true, false])).toEqual({ current: '1 loss', best: '2 wins' });
  });
});
