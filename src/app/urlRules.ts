/**
 * The rules URL parameters (README, "URL parameters") (`preset`, `draw`, `passes`, `moves`, …). A URL value beats
 * the saved setting, which beats the default; a bad value is ignored and named in one short notice.
 */
import { rulesFromOptions, type Rules } from '../engine';

export interface RulesChoice {
  readonly rules: Rules;
  readonly notice: string | null;
}

export function rulesFromQuery(search: string, base: Rules): RulesChoice {
  const { rules, rejected } = rulesFromOptions(base, new URLSearchParams(search));
  if (rejected.length === 0) return { rules, notice: null };
  const named = rejected.map((r) => `${r.key}=${JSON.stringify(r.value)} (${r.message})`).join('; ');
  return { rules, notice: `Ignored ${named}.` };
}
