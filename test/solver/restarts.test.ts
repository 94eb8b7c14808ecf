/**
 * Restarts keep the positions earlier attempts closed (see `Search.restart`). When those fill the
 * memory allowed, the search forgets them and goes on, and stops by memory only when one attempt
 * alone needs more.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, currentState, newGame } from '../../src/engine';
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
});
