/**
 * The `?deal=N` URL parameter. URL input is untrusted: a bad value never breaks the app, it is
 * ignored and the player is told, in one short line, which value was ignored. Which
 * deal is played instead is for the caller to say: only it knows (a random deal, or the game resumed).
 */

import { echo, MAX_DEAL } from '../../engine';
import { t } from '../../i18n';

/** Deals are unsigned 32-bit seeds; the engine promises each one stays the same layout forever. */
export const LAST_DEAL = MAX_DEAL;

export interface DealChoice {
  /** The deal asked for, or null when none was, or the value was ignored. */
  readonly deal: number | null;
  /** One line for the player when the URL asked for something we could not honour, else null. */
  readonly notice: string | null;
}

/**
 * Reads `deal` from a query string such as `location.search`. Only plain ASCII decimal digits count:
 * `1e3`, `-0`, ` 7`, `0x10` or full-width digits would be accepted by `Number()` (or look like a
 * number) but are not what anyone means by a deal.
 */
export function parseDealQuery(search: string): DealChoice {
  const raw = new URLSearchParams(search).get('deal');
  if (raw === null) return { deal: null, notice: null };
  // Eleven or more digits can never fit; checking the length first also keeps Number() exact.
  if (/^[0-9]{1,10}$/.test(raw)) {
    const deal = Number(raw);
    if (deal <= LAST_DEAL) return { deal, notice: null };
  }
  return { deal: null, notice: t('startup.ignored.deal', { value: echo(raw), max: String(LAST_DEAL) }) };
}
