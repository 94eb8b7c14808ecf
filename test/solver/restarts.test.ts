/**
 * Restarts keep the positions earlier attempts closed (see `Search.restart`). When those fill the
 * memory allowed, the search forgets them and goes on, and stops by memory only when one attempt
 * alone needs more. The draw-1 relaxation of a bigger draw, unguided and proving, restarts less often.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, currentState, newGame, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';

describe('restarts and the memory bound', () => {
  test('deal 31 at draw 1 in 2000 positions: the kept positions make way, then memory stops it', () => {
    const result = solve(currentState(newGame(DEFAULT_RULES, 31)), DEFAULT_RULES, { maxStates: 2000, maxNodes: 1_000_000 });
    expect(result.verdict).toBe('unknown');
    expect(result.stoppedBy).toBe('memory');
    expect(result.states).toBeLessThanOrEqual(2000);
    // More positions were searched than fit at once: the search went on after the set first filled.
    expect(result.nodes).toBeGreaterThan(2000);
  });

  test('deal 1430 at draw 3, lost at draw 1: the relaxation proves it in under 80,000 positions', () => {
    // Its relaxation, with no winning line to follow, looks like a proof (most new positions are
    // lost), so its attempts grow from 1,000 positions, not 50: 67,662 positions in all, 106,147
    // when it restarted as often as a search for a win.
    const rules: Rules = { ...DEFAULT_RULES, draw: 3 };
    const result = solve(currentState(newGame(rules, 1430)), rules, { maxNodes: 80_000 });
    expect(result.verdict).toBe('unwinnable');
  });
});
