/** The pure side of the Rules dialog: which preset a rules record is, and checking a draft. */
import { describeRulesError, parseRules, presetForDraw, PRESETS, rulesEqual, type DrawCount, type Preset, type Rules } from '../engine';

export function matchingPreset(rules: Rules): Preset | undefined {
  return PRESETS.find((p) => rulesEqual(p.rules, rules));
}

/** Checks a draft with the engine's own parser; the error reads as a sentence for the player. */
export function checkRules(draft: unknown): { ok: true; rules: Rules } | { ok: false; message: string } {
  const parsed = parseRules(draft);
  if (parsed.ok) return { ok: true, rules: parsed.value };
  const error = parsed.error;
  if (error.code === 'bad-value' && error.key === 'passes') {
    return { ok: false, message: 'The number of passes must be a whole number from 1 to 999.' };
  }
  const text = describeRulesError(error);
  return { ok: false, message: `${text.charAt(0).toUpperCase()}${text.slice(1)}.` };
}

/**
 * The rules with another draw count: a preset's family member for that draw when the rules are that
 * preset (Windows with draw 3 is Windows' draw three, unlimited redeals), else only the draw changed.
 */
export function withDraw(rules: Rules, draw: DrawCount): Rules {
  const preset = matchingPreset(rules);
  const sibling = preset === undefined ? undefined : presetForDraw(preset, draw);
  return sibling !== undefined && sibling !== preset ? sibling.rules : { ...rules, draw };
}
