/**
 * What the first game is: rules, deal and settings from their defaults, overridden by the URL
 * (README, "URL parameters": a URL value beats the saved setting, which beats the default). Bad values are named in
 * one notice and otherwise ignored.
 */
import { DEFAULT_RULES, RULE_OPTION_NAMES, type Rules } from '../engine';
import { DEFAULT_SETTINGS, settingsFromQuery, type Settings } from './settings';
import { dealFromQuery } from './urlDeal';
import { rulesFromQuery } from './urlRules';

export interface Startup {
  readonly rules: Rules;
  /** The deal the URL asked for, or null for a fresh random one. */
  readonly deal: number | null;
  /** Did the URL name rules (a preset or single rules)? Then it asks for a new game under them. */
  readonly rulesFromUrl: boolean;
  readonly settings: Settings;
  readonly notice: string | null;
}

export function startupFromQuery(search: string, base: { rules?: Rules; settings?: Settings } = {}): Startup {
  const params = new URLSearchParams(search);
  const hasDeal = params.has('deal');
  const { deal, notice: dealNotice } = dealFromQuery(search);
  const { rules, notice: rulesNotice } = rulesFromQuery(search, base.rules ?? DEFAULT_RULES);
  const { settings, rejected } = settingsFromQuery(search, base.settings ?? DEFAULT_SETTINGS);
  const settingsNotice = rejected.length > 0 ? `Ignored ${rejected.join(', ')}.` : null;
  const notices = [dealNotice, rulesNotice, settingsNotice].filter((n): n is string => n !== null);
  return {
    rules,
    deal: hasDeal && dealNotice === null ? deal : null,
    rulesFromUrl: RULE_OPTION_NAMES.some((name) => params.has(name)),
    settings,
    notice: notices.length > 0 ? notices.join(' ') : null,
  };
}
