/** The writes of an atomic update, shared by the IndexedDB and in-memory stores (both run it as a one-key transaction). */
import type { AsideEntry } from './storage';

/** An `update` as a one-key `transact`: the old value's copy (when `aside` gives one), then the new value. */
export function updateWrites(
  key: string,
  change: (old: unknown) => unknown,
  aside?: (old: unknown) => AsideEntry | undefined,
): (values: unknown[]) => readonly AsideEntry[] {
  return ([old]) => {
    const extra = aside?.(old);
    const next: AsideEntry = [key, change(old)];
    return extra === undefined ? [next] : [extra, next];
  };
}
