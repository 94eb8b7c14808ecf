/**
 * Restarts keep the positions earlier attempts closed (see `Search.restart`). When those fill the
 * memory allowed, the search forgets them and goes on, and stops by memory only when one attempt
 * alone needs more. The draw-1 relaxation of a bigger draw, unguided and proving, restarts less often;
 * any other search that looks like a proof stops restarting after a while.
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

  test('deal 1965 at draw 1: after 5,000 positions that look like a proof, no more restarts; lost in under 45,000', () => {
    // One last attempt, with the buried-card test on every new position: 38,396 positions. Restarting
    // to the end, the proof took 118,052 (the positions open on the stack expanded again each time).
    const rules: Rules = { ...DEFAULT_RULES, draw: 1 };
    const result = solve(currentState(newGame(rules, 1965)), rules, { maxNodes: 45_000 });
    expect(result.verdict).toBe('unwinnable');
  }, 60_000);

  test('deal 1656 at draw 1 within 150,000 remembered positions: the last attempt adds half-made ones only while the set is half full', () => {
    // Nothing forgets them in a last attempt; adding them to the end, the proof (39,300 positions)
    // ran out of memory at 47,351.
    const rules: Rules = { ...DEFAULT_RULES, draw: 1 };
    const result = solve(currentState(newGame(rules, 1656)), rules, { maxStates: 150_000, maxNodes: 80_000 });
    expect(result.verdict).toBe('unwinnable');
    expect(result.states).toBeLessThanOrEqual(150_000);
  }, 60_000);
});
