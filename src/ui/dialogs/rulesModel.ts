/** The pure side of the Rules dialog: which preset a rules record is, and checking a draft. */
import {
  echo,
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
  type RulesError,
} from '../../engine';
import { t } from '../../i18n';

export function matchingPreset(rules: Rules): Preset | undefined {
  return PRESETS.find((p) => rulesEqual(p.rules, rules));
}

/** Checks a draft with the engine's own parser; the error reads as a sentence for the player. */
export function parseRulesDraft(draft: unknown): Result<Rules, string> {
  const parsed = parseRules(draft);
  if (parsed.ok) return ok(parsed.value);
  return err(rulesErrorText(parsed.error, draft));
}

/**
 * The engine's refusal in the player's language, from its code (the engine's English is the command
 * line's). The one combination the engine refuses is named from the draft: its reason is English only.
 */
function rulesErrorText(error: RulesError, draft: unknown): string {
  switch (error.code) {
    case 'not-an-object':
      return t('rules.error.notARecord');
    case 'missing':
      return t('rules.error.missing', { rule: error.key });
    case 'unknown-key':
      return t('rules.error.unknownRule', { rule: echo(error.key) });
    case 'bad-value':
      return error.key === 'passes' ? t('rules.error.passes') : t('rules.error.badValue', { value: echo(error.value), rule: error.key });
    case 'impossible': {
      const rules = draft as Rules;
      return rules.scoring === 'vegas-cumulative' && rules.passes === null
        ? t('rules.error.cumulativeVegasPasses')
        : t('rules.error.impossible', { reason: error.reason });
    }
  }
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
