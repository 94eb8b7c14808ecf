import { describe, expect, test } from 'vitest';
import {
  BUILD_RULES,
  DEFAULT_RULES,
  DRAW_COUNTS,
  EMPTY_COLUMN_RULES,
  presetById,
  PRESETS,
  SCORING_IDS,
  SCORING_SYSTEMS,
  STACK_MOVES,
  TURN_MODES,
  UNDO_MODES,
  type RuleKey,
  type Rules,
} from '../../../src/engine';
import { COMMANDS, commandLabel, keysText } from '../../../src/ui/input/commandKeys';
import { commandKeyHelp, describeRules, gestures, howToPlay, moveKeyHelp, solverHelp } from '../../../src/ui/text/helpText';

/** Every value of every option, so that a new value without words fails here. */
const OPTION_VALUES: { readonly [K in RuleKey]: readonly Rules[K][] } = {
  draw: DRAW_COUNTS,
  passes: [null, 1, 2, 3, 7],
  moves: STACK_MOVES,
  build: BUILD_RULES,
  empty: EMPTY_COLUMN_RULES,
  fromFoundation: [true, false],
  turn: TURN_MODES,
  undo: UNDO_MODES,
  scoring: SCORING_IDS,
  openingTurn: [true, false],
};

const base: Rules = { ...DEFAULT_RULES, scoring: 'standard', passes: 3 };
const cases = (Object.keys(OPTION_VALUES) as RuleKey[]).map((key) => [key, OPTION_VALUES[key]] as const);

describe('describeRules', () => {
  test.each(cases)('every value of %s gets its own words', (key, values) => {
    const texts = values.map((value) => describeRules({ ...base, [key]: value }).join('\n'));
    expect(new Set(texts).size).toBe(values.length);
    for (const text of texts) expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  });

  test.each(PRESETS.map((p) => [p.id, p.rules] as const))('preset %s: one non-empty sentence per option, plus the aim', (_id, rules) => {
    const lines = describeRules(rules);
    expect(lines).toHaveLength(11);
    for (const line of lines) expect(line.trim().length).toBeGreaterThan(10);
  });

  test('numbers are written as the rules say', () => {
    expect(describeRules({ ...base, draw: 3 }).join(' ')).toContain('3 cards at a time');
    expect(describeRules({ ...base, passes: 3 }).join(' ')).toContain('3 times in all');
    expect(describeRules({ ...base, passes: 2 }).join(' ')).toContain('1 redeal)');
    expect(describeRules({ ...base, passes: 1 }).join(' ')).toContain('only once');
  });
});

describe('the score words', () => {
  test('each score that can fall says whether it goes below 0, as the engine keeps it', () => {
    for (const scoring of ['standard', 'jsolitaire', 'windows-help'] as const) {
      const text = describeRules({ ...base, scoring }).at(-1)!;
      expect(text, scoring).toContain(SCORING_SYSTEMS[scoring].floor === 0 ? 'never goes below 0' : 'may go below 0');
    }
  });

  test("Windows scoring says the help's own arithmetic, and which reading of what it leaves open", () => {
    const text = describeRules(presetById('windows-draw3')!.rules).at(-1)!;
    expect(text).toContain('may go below 0 (3 points, then a redeal: −2)');
    expect(text).toContain('taking a card back off a foundation: here it gives its point back (−1)');
  });
});

describe('howToPlay', () => {
  test.each(PRESETS.map((p) => [p.id, p.rules] as const))('preset %s: the aim, the build and the draw, in short paragraphs', (_id, rules) => {
    const paragraphs = howToPlay(rules);
    const all = describeRules(rules);
    expect(paragraphs[0]).toBe(all[0]);
    expect(paragraphs).toContain(all[1]);
    expect(paragraphs).toContain(all[5]);
    for (const text of paragraphs) expect(text.length).toBeLessThanOrEqual(160);
  });
});

describe('help lists', () => {
  test('every command key is in Help, with its chords', () => {
    const help = commandKeyHelp();
    expect(help.map((h) => h.what)).toEqual(COMMANDS.map(keysText));
    expect(help.map((h) => h.how)).toEqual(COMMANDS.map((c) => commandLabel(c)));
  });

  test('every gesture of the brief is explained', () => {
    const text = gestures()
      .map((g) => `${g.what}: ${g.how}`)
      .join('\n');
    for (const word of ['Drag', 'Tap', 'Press and hold', 'Double-tap', 'Double-tap a foundation', 'Tap the stock']) {
      expect(text).toContain(word);
    }
  });

  test("Hint's two sources, Show me on S and the two solver settings are explained", () => {
    const text = solverHelp()
      .map((h) => `${h.what}: ${h.how}`)
      .join('\n');
    for (const words of ['winning line', 'Best guess', 'Show me (S)', 'not count as your win', 'Winnable deals only', 'Still winnable?', 'face-down']) {
      expect(text).toContain(words);
    }
  });

  test('the move keys 1–7, W, F, P and Esc are explained', () => {
    const keys = moveKeyHelp()
      .map((k) => k.what)
      .join(' ');
    for (const key of ['1 – 7', 'W', 'F', 'P', 'Esc']) expect(keys).toContain(key);
  });
});
