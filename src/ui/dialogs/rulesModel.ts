/** The pure side of the Rules dialog: which preset a rules record is, and checking a draft. */
import {
  capitalise,
  describeRulesError,
  err,
  ok,
  parseRules,
  presetForDraw,
  PRESETS,
  rulesEqual,
  type DrawCount,
  type Preset,
  type Result,
  type Rules,
} from '../../engine';

export function matchingPreset(rules: Rules): Preset | undefined {
  return PRESETS.find((p) => rulesEqual(p.rules, rules));
}

/** Checks a draft with the engine's own parser; the error reads as a sentence for the player. */
export function parseRulesDraft(draft: unknown): Result<Rules, string> {
  const parsed = parseRules(draft);
  if (parsed.ok) return ok(parsed.value);
  const error = parsed.error;
  if (error.code === 'bad-value' && error.key === 'passes') return err('The number of passes must be a whole number from 1 to 999.');
  return err(`${capitalise(describeRulesError(error))}.`);
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
