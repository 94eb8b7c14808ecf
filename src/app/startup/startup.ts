/**
 * What the URL asks of the first game: rules, deal and settings from their defaults, overridden by
 * the URL (a URL value beats the saved setting, which beats the default; README, URL parameters). Bad values are
 * named in one notice and otherwise ignored; a repeated parameter counts with its last value.
 */
import { DEFAULT_RULES, type Rules } from '../../engine';
import { DEFAULT_SETTINGS, parseSettingsQuery, type Settings } from '../settings';
import { parseDealQuery } from './urlDeal';
import { parseAppQuery } from './urlQuery';
import { parseRulesQuery } from './urlRules';

/** A link to a game: a deal (null: a fresh one), under these rules. */
export interface GameLink {
  readonly rules: Rules;
  readonly deal: number | null;
}

export interface Startup {
  /** The rules of a new game: the base rules with the URL's on top. */
  readonly rules: Rules;
  /** The new game the URL asks for (a deal, rules, or both), or null: then the game in progress carries on. */
  readonly link: GameLink | null;
  readonly settings: Settings;
  /** What was ignored or repeated, in one line, or null. */
  readonly notice: string | null;
  /** The URL's deal was ignored: the notice should go on to name the deal actually played. */
  readonly dealIgnored: boolean;
}

export function parseStartupQuery(search: string, base: { rules?: Rules; settings?: Settings } = {}): Startup {
  const { params, repeatNotice } = parseAppQuery(search);
  const query = params.toString();
  const { deal, notice: dealNotice } = parseDealQuery(query);
  const { rules, notice: rulesNotice, named } = parseRulesQuery(query, base.rules ?? DEFAULT_RULES);
  const { settings, rejected } = parseSettingsQuery(query, base.settings ?? DEFAULT_SETTINGS);
  const settingsNotice = rejected.length > 0 ? `Ignored ${rejected.join(', ')}.` : null;
  const notices = [repeatNotice, dealNotice, rulesNotice, settingsNotice].filter((n): n is string => n !== null);
  return {
    rules,
    link: deal !== null || named ? { rules, deal } : null,
    settings,
    notice: notices.length > 0 ? notices.join(' ') : null,
    dealIgnored: dealNotice !== null,
  };
}
