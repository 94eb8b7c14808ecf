/**
 * The rules URL parameters (README, URL parameters: `preset`, `draw`, `passes`, `moves`, …). A URL value beats
 * the saved setting, which beats the default; a bad value is ignored and named in one short notice.
 */
import { echo, RULE_OPTION_NAMES, parseRuleOptions, type RejectedOption, type Rules } from '../../engine';
import { t } from '../../i18n';

/** The engine's reason codes as the message's choices. */
const REASONS: { readonly [K in RejectedOption['code']]: string } = { 'no-preset': 'noPreset', 'bad-value': 'badValue', conflict: 'conflict' };

export interface RulesChoice {
  readonly rules: Rules;
  readonly notice: string | null;
  /** Did the query name rules that were accepted (a preset or a single rule)? */
  readonly named: boolean;
}

export function parseRulesQuery(search: string, base: Rules): RulesChoice {
  const params = new URLSearchParams(search);
  const { rules, rejected } = parseRuleOptions(base, params);
  const rejectedKeys = new Set(rejected.map((r) => r.key));
  const named = RULE_OPTION_NAMES.some((name) => params.has(name) && !rejectedKeys.has(name));
  if (rejected.length === 0) return { rules, notice: null, named };
  const listed = rejected.map((r) => t('startup.ignored.ruleOption', { key: r.key, value: echo(r.value), reason: REASONS[r.code] })).join('; ');
  return { rules, notice: t('startup.ignored.options', { options: listed }), named };
}
