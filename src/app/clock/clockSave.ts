/**
 * The game clock moves without the game changing, so the save after every change would leave it
 * behind: a reload after 20 s of thought would bring back the clock of the last move. It is saved
 * with the game on every change, when the page is hidden and on pagehide (main.ts), and now and then
 * while it runs, so that a kill between saves (a crash, a killed tab, which get no pagehide) loses at
 * most CLOCK_SAVE_INTERVAL_MS of it.
 */

/** How often a running clock is saved: the most of it a kill can lose. */
export const CLOCK_SAVE_INTERVAL_MS = 5_000;

/** Calls `save` every `everyMs` while `running()` says the clock counts; returns the way to stop. */
export function saveClockWhileRunning(running: () => boolean, save: () => void, everyMs = CLOCK_SAVE_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    if (running()) save();
  }, everyMs);
  return () => clearInterval(timer);
}
