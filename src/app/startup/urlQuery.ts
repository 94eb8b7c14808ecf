/**
 * The app's URL query read once, by one rule for every parameter: the last value of a repeated
 * parameter counts (the player is told), and every value is cut to a few dozen characters before
 * anything reads it, so that no notice can echo a long URL back. No valid value is that long (the
 * longest, a preset id, has 23 characters), and the cut ends in "…", so a cut value is never valid.
 */
import { RULE_OPTION_NAMES, cutText } from '../../engine';
import { formatList, t } from '../../i18n';

/** The longest value kept whole; longer ones are cut (and so rejected, and echoed cut). */
export const MAX_ECHOED_VALUE = 40;

/** The parameters of a game link: the deal and the rules, or a daily deal's date. Removed from the address once acted on. */
export const GAME_LINK_PARAMS: readonly string[] = ['deal', ...RULE_OPTION_NAMES, 'daily'];
/** Display settings given by the URL (they override the saved settings while they stay in it). */
export const DISPLAY_PARAMS: readonly string[] = ['back', 'sound', 'errors', 'lang'];
const KNOWN_PARAMS = new Set([...GAME_LINK_PARAMS, ...DISPLAY_PARAMS]);

export interface AppQuery {
  /** The app's own parameters, each once with its last value, cut to MAX_ECHOED_VALUE. */
  readonly params: URLSearchParams;
  /** One line naming the parameters given more than once, or null. */
  readonly repeatNotice: string | null;
}

/** URL parameters named in a notice ("deal, draw"), as the language lists them. */
export function parameterList(names: readonly string[]): string {
  return formatList(names);
}

/** Reads `search` (such as `location.search`); other sites' parameters (utm_source …) are left out. */
export function parseAppQuery(search: string): AppQuery {
  const all = new URLSearchParams(search);
  const params = new URLSearchParams();
  const repeated: string[] = [];
  for (const key of new Set(all.keys())) {
    if (!KNOWN_PARAMS.has(key)) continue;
    const values = all.getAll(key);
    if (values.length > 1) repeated.push(key);
    params.set(key, cutText(values.at(-1) ?? '', MAX_ECHOED_VALUE));
  }
  const repeatNotice = repeated.length === 0 ? null : t('startup.repeated', { count: repeated.length, names: parameterList(repeated) });
  return { params, repeatNotice };
}

/** The address without its game link (deal and rules), so that a reload resumes the game. */
export function withoutGameLink(href: string): string {
  const url = new URL(href);
  for (const key of GAME_LINK_PARAMS) url.searchParams.delete(key);
  return url.toString();
}
