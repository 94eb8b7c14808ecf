/** `F` as an origin: `F`, a foundation's number (1–4), then a column takes a card back off a foundation. */
import { describe, expect, test } from 'vitest';
import { dealLayout, type GameState } from '../../../src/engine';
import { keyStep, originPile, type KeyOrigin } from '../../../src/game/input/keyboard';
import { rulesWith } from '../../engine/fixtures';

const rules = rulesWith({});
const deal1 = dealLayout(1);
/** Deal 1 with the hearts' ace and two home on foundation 2, and a waste card. */
const withHome: GameState = { ...deal1, foundations: [[], ['AH', '2H'], [], []], waste: ['TS'] };

/** The keys pressed in turn from no origin: the notation they played and the origin left. */
function press(keys: readonly string[], state: GameState): { plays: string[]; origin: KeyOrigin } {
  return keys.reduce<{ plays: string[]; origin: KeyOrigin }>(
    (sofar, key) => {
      const step = keyStep(sofar.origin, key, state, rules);
      return { plays: step.play === undefined ? sofar.plays : [...sofar.plays, step.play], origin: step.origin };
    },
    { plays: [], origin: null },
  );
}

describe('foundation as origin', () => {
  test.each<[string, string[], string[]]>([
    ['F, a foundation, a column', ['F', '2', '5'], ['F2>5']],
    ['lower case', ['f', '2', '7'], ['F2>7']],
    ['an empty foundation is no origin', ['F', '1', '5'], []],
    ['F twice cancels', ['F', 'F', '5'], []],
    ['F after a foundation cancels', ['F', '2', 'F', '5'], []],
    ['Esc cancels', ['F', '2', 'Escape', '5'], []],
    ['another origin starts afresh', ['F', 'W', '5'], ['W>5']],
    ['a new origin after the foundation', ['F', '2', 'W', '5'], ['W>5']],
    ['a column first keeps F as destination', ['6', 'F'], ['6>F']],
  ])('%s', (_name, keys, plays) => {
    expect(press(keys, withHome).plays).toEqual(plays);
  });

  test("the keys are the move keyboard's, and the chosen foundation shows as focus", () => {
    expect(keyStep(null, 'F', withHome, rules).handled).toBe(true);
    expect(keyStep({ kind: 'foundations' }, '3', withHome, rules).handled).toBe(true);
    expect(originPile(press(['F', '2'], withHome).origin)).toBe('foundation-2');
    expect(originPile(press(['F'], withHome).origin)).toBeNull();
  });
});
