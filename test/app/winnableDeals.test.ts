/** Winnable deals only: the shipped lists hold proven deals, and the finder proves what it deals. */
import { describe, expect, test } from 'vitest';
import { WinnableDeals } from '../../src/app/solverPort/winnableDeals';
import { PROVEN_WINNABLE } from '../../src/app/solverPort/winnableDealList';
import { winnabilityKey } from '../../src/app/solverPort/winnabilityKey';
import { PRESETS, currentState, newGame, presetById, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';
import { InlineSolver } from '../support/inlineSolver';
import { positionClock } from '../support/positionBudget';

// Read by a clock that counts positions, not time (about 2 million), so a busy machine cannot turn a
// proven deal's "winnable" into "unknown".
const WIN_BUDGET = { maxMs: 8000, now: positionClock() };

describe('the shipped lists', () => {
  test('cover the rules of every preset', () => {
    for (const preset of PRESETS) expect(PROVEN_WINNABLE[winnabilityKey(preset.rules)]?.length, preset.id).toBeGreaterThan(0);
  });

  test.each(PRESETS.filter((p, i) => PRESETS.findIndex((q) => winnabilityKey(q.rules) === winnabilityKey(p.rules)) === i).map((p) => [p.id, p.rules] as const))(
    'the first deals listed for %s are winnable',
    (_id, rules: Rules) => {
      for (const deal of PROVEN_WINNABLE[winnabilityKey(rules)]!.slice(0, 2)) {
        const result = solve(currentState(newGame(rules, deal)), rules, WIN_BUDGET);
        expect(result.verdict, `deal ${deal}`).toBe('winnable');
      }
    },
    120_000,
  );
});

describe('WinnableDeals', () => {
  test('answers from the list for listed rules, without searching', async () => {
    const solver = new InlineSolver();
    const rules = presetById('modern')!.rules;
    const deals = new WinnableDeals(solver, () => 7);
    const deal = await deals.next(rules);
    expect(PROVEN_WINNABLE[winnabilityKey(rules)]).toContain(deal);
    expect(solver.calls).toBe(0);
  });

  test('never deals the same listed deal twice in a row, even when the random pick repeats', async () => {
    const rules = presetById('modern')!.rules;
    const deals = new WinnableDeals(new InlineSolver(), () => 7);
    const first = await deals.next(rules);
    const second = await deals.next(rules);
    expect(PROVEN_WINNABLE[winnabilityKey(rules)]).toContain(second);
    expect(second).not.toBe(first);
  });

  test('does not deal any of the last 20 again, whatever the random picks (three New in a row gave one deal twice)', async () => {
    const rules = presetById('modern')!.rules;
    const picks = [7, 8, 7, 8, 7, 7, 8, 9, 7];
    let i = 0;
    const deals = new WinnableDeals(new InlineSolver(), () => picks[i++ % picks.length]!);
    const dealt: (number | null)[] = [];
    for (let n = 0; n < 20; n++) dealt.push(await deals.next(rules));
    expect(new Set(dealt).size).toBe(20);
  });

  test('for other rules, deals only a deal the solver proved winnable', async () => {
    const solver = new InlineSolver();
    const rules: Rules = { ...presetById('modern')!.rules, draw: 2 };
    expect(PROVEN_WINNABLE[winnabilityKey(rules)]).toBeUndefined();
    // Deal 1 is lost at draw 2 as at draws 1 and 3? Whatever it is, the finder must only return proven ones.
    const candidates = [1, 2, 3, 4, 5, 6];
    const deals = new WinnableDeals(solver, () => candidates.shift() ?? 9);
    const deal = await deals.next(rules);
    expect(deal).not.toBeNull();
    expect(solve(currentState(newGame(rules, deal!)), rules, WIN_BUDGET).verdict).toBe('winnable');
  });

  test('without a working solver it proves nothing and says so (null)', async () => {
    const dead = { solve: () => ({ done: Promise.resolve(null), cancel: () => undefined }) };
    const deals = new WinnableDeals(dead, () => 3);
    await expect(deals.next({ ...presetById('modern')!.rules, draw: 2 })).resolves.toBeNull();
  });
});
