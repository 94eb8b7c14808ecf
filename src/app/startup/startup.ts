/**
 * What the URL asks of the first game: rules, deal and settings from their defaults, overridden by
 * the URL (a URL value beats the saved setting, which beats the default; README, URL parameters). Bad values are
 * named in one notice and otherwise ignored; a repeated parameter counts with its last value.
 */
import { DEFAULT_RULES, type Rules } from '../../engine';
import type { DailyDate } from '../daily/dailyDate';
import { DAILY_RULES } from '../daily/dailyDeal';
import { DEFAULT_SETTINGS, parseSettingsQuery, type Settings } from '../settings';
import { parseDailyQuery } from './urlDaily';
import { parseDealQuery } from './urlDeal';
import { GAME_LINK_PARAMS, parameterList, parseAppQuery } from './urlQuery';
import { parseRulesQuery } from './urlRules';
import { t } from '../../i18n';

/** A link to a game: a deal (null: a fresh one), under these rules. */
export interface GameLink {
  readonly rules: Rules;
  readonly deal: number | null;
  /** The day, when the link is a daily deal (`?daily=`, the menu's Daily deal). */
  readonly daily?: DailyDate;
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

/** `today`: the player's local date, which decides which daily deals have come (`?daily=`). */
export function parseStartupQuery(search: string, base: { rules?: Rules; settings?: Settings } = {}, today?: DailyDate): Startup {
  const { params, repeatNotice } = parseAppQuery(search);
  // A daily deal has its own deal and rules: the URL's others are then named and ignored.
  const { daily, notice: dailyNotice } = today === undefined ? { daily: null, notice: null } : parseDailyQuery(params.toString(), today);
  const overruled = daily === null ? [] : GAME_LINK_PARAMS.filter((name) => name !== 'daily' && params.has(name));
  for (const name of overruled) params.delete(name);
  const overruledNotice = overruled.length === 0 ? null : t('startup.ignored.overruled', { names: parameterList(overruled) });
  const query = params.toString();
  const { deal, notice: dealNotice } = parseDealQuery(query);
  const { rules, notice: rulesNotice, named } = parseRulesQuery(query, base.rules ?? DEFAULT_RULES);
  const { settings, rejected } = parseSettingsQuery(query, base.settings ?? DEFAULT_SETTINGS);
  const settingsNotice = rejected.length > 0 ? t('startup.ignored.options', { options: parameterList(rejected) }) : null;
  const notices = [repeatNotice, dailyNotice, overruledNotice, dealNotice, rulesNotice, settingsNotice].filter((n): n is string => n !== null);
  const link: GameLink | null = daily !== null ? { rules: DAILY_RULES, deal: daily.deal, daily: daily.date } : deal !== null || named ? { rules, deal } : null;
  return {
    rules,
    link,
    settings,
    notice: notices.length > 0 ? notices.join(' ') : null,
    // A refused daily deal is a refused deal: the notice goes on to name the deal played.
    dealIgnored: dealNotice !== null || (dailyNotice !== null && deal === null),
  };
}
