/**
 * Two tabs of the app must not overwrite each other's game: the first one holds a Web Lock for as long
 * as it is open and owns the save; another tab plays without saving, says so, and waits for the lock:
 * when the first tab closes, it takes over the saving (and says so). Where Web Locks are missing, every
 * tab saves (the last move wins), which is what the browser allows.
 */
const LOCK_NAME = 'klondike-save-owner';

export class SaveOwnership {
  private owned = false;
  private takeOver: (() => void) | null = null;
  private tookOver = false;

  /** Without Web Locks (or with them failing) every tab saves: another may have, unseen. */
  private unlocked = false;

  /**
   * May another tab have saved the game? Yes once this tab took the save over from one, or where
   * every tab saves; no for a tab that has owned the save from its start (the others never write).
   */
  get anotherTabMaySave(): boolean {
    return this.tookOver || this.unlocked;
  }

  /** Does this tab own the save now? */
  get owns(): boolean {
    return this.owned;
  }

  /** Resolves true when this tab owns the save; false when another does (then it waits for its turn). */
  claim(): Promise<boolean> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks === undefined) {
      this.owned = true;
      this.unlocked = true;
      return Promise.resolve(true);
    }
    // Holding the lock means never settling the callback's promise while the tab lives.
    const hold = (): Promise<void> => new Promise<void>(() => {});
    return new Promise((resolve) => {
      locks
        .request(LOCK_NAME, { ifAvailable: true }, (lock) => {
          if (lock !== null) {
            this.owned = true;
            resolve(true);
            return hold();
          }
          resolve(false);
          // In line for the lock: granted when the owning tab closes.
          void locks
            .request(LOCK_NAME, () => {
              this.owned = true;
              this.tookOver = true;
              this.takeOver?.();
              return hold();
            })
            .catch(() => undefined);
          return undefined;
        })
        .catch(() => {
          this.owned = true;
          this.unlocked = true;
          resolve(true);
        });
    });
  }

  /** `listener` runs when this tab takes the save over (at once if it already has). */
  onTakeOver(listener: () => void): void {
    this.takeOver = listener;
    if (this.tookOver) listener();
  }
}
