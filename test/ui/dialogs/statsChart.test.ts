// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { rulesWith } from '../../engine/fixtures';
import { chartOf } from '../../../src/ui/dialogs/statsDialog';
import type { RecentGame } from '../../../src/app/stats';
import '../support/happyDom';

const game = (won: boolean, score: number): RecentGame => ({ won, score, moves: 100, ms: 60_000, at: 1 });

/** Each bar's top and bottom in chart units (y grows downwards), with the zero line's height. */
function bars(recent: RecentGame[], scoring: 'standard' | 'vegas'): { won: boolean; top: number; bottom: number }[] {
  const figure = chartOf(recent, rulesWith({ scoring }));
  return [...figure.querySelectorAll('rect')].map((rect) => {
    const top = Number(rect.getAttribute('y'));
    return { won: rect.classList.contains('win'), top, bottom: top + Number(rect.getAttribute('height')) };
  });
}

describe('the chart of recent games', () => {
  test('a won game scoring below zero (a record from before the floor) stands on the line, a loss hangs below it', () => {
    const [win, loss, highWin] = bars([game(true, -215), game(false, -52), game(true, 208)], 'vegas');
    // The loss hangs from the zero line: its top is the line.
    const zero = loss!.top;
    expect(win!.bottom).toBeCloseTo(zero);
    expect(win!.top).toBeLessThan(zero);
    expect(loss!.bottom).toBeGreaterThan(zero);
    expect(highWin!.bottom).toBeCloseTo(zero);
    expect(highWin!.top).toBeGreaterThanOrEqual(0);
  });

  test('a win scoring 0 still shows, above the line', () => {
    const [win] = bars([game(true, 0)], 'standard');
    expect(win!.top).toBeGreaterThanOrEqual(0);
    expect(win!.bottom - win!.top).toBeGreaterThan(0);
  });
});
