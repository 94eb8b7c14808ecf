/**
 * The `?deal=N` URL parameter. URL input is untrusted: a bad value never breaks the app, it is
 * ignored and the player is told, in one short line, which value was ignored.
 */

import { MAX_DEAL } from '../engine';

/** Deals are unsigned 32-bit seeds; the engine promises each one stays the same layout forever. */
export const LAST_DEAL = MAX_DEAL;
export const DEFAULT_DEAL = 1;

export interface DealChoice {
  readonly deal: number;
  /** One line for the player when the URL asked for something we could not honour, else null. */
  readonly notice: string | null;
}

/**
 * Reads `deal` from a query string such as `location.search`. Only plain decimal digits count:
 * `1e3`, `-0`, ` 7` or `0x10` would be accepted by `Number()` but are not what anyone means by a deal.
 */
export function dealFromQuery(search: string): DealChoice {
  const raw = new URLSearchParams(search).get('deal');
  if (raw === null) return { deal: DEFAULT_DEAL, notice: null };
  // Eleven or more digits can never fit; checking the length first also keeps Number() exact.
  if (/^\d{1,10}$/.test(raw)) {
    const deal = Number(raw);
    if (deal <= LAST_DEAL) return { deal, notice: null };
  }
  return {
    deal: DEFAULT_DEAL,
    notice: `Ignored deal=${JSON.stringify(raw)}: not a deal number (0 to ${LAST_DEAL}). Playing deal ${DEFAULT_DEAL}.`,
  };
}
