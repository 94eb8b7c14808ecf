/**
 * Two tabs of the app must not overwrite each other's game: the first one holds a Web Lock for as long
 * as it is open and owns the save; another tab plays without saving and says so. Where Web Locks are
 * missing, every tab saves (the last move wins), which is what the browser allows.
 */
const LOCK_NAME = 'klondike-save-owner';

/** Resolves true when this tab owns the save. */
export function claimSaveOwnership(): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks === undefined) return Promise.resolve(true);
  return new Promise((resolve) => {
    locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // Holding the lock means never settling this promise while the tab lives.
      return lock === null ? undefined : new Promise<void>(() => {});
    }).catch(() => resolve(true));
  });
}
