/**
 * Runs work when the page's main thread has nothing better to do: in an idle period after a frame
 * (`requestIdleCallback`), so that a tap or a frame waiting to be handled goes first. Start-up work
 * that the table's first frame does not need (card faces, court figures, the service worker) waits
 * here, in slices each well under the 50 ms of a long task, so that the table answers input as soon as
 * it is shown. `timeoutMs` bounds the wait on a page that is never idle.
 */

/** How long a slice may run: a tap that comes meanwhile waits at most this (plus a frame). */
export const SLICE_MS = 8;

export interface IdleTime {
  /** Milliseconds left in this slice: the idle period's, capped at SLICE_MS from its start. */
  timeRemaining(): number;
}

/** Calls `work` in the next idle period (or after `timeoutMs` at the latest); returns a cancel. */
export function whenIdle(work: (time: IdleTime) => void, timeoutMs = 1000): () => void {
  const run = (remaining: () => number): void => {
    const start = performance.now();
    work({ timeRemaining: () => Math.min(remaining(), SLICE_MS - (performance.now() - start)) });
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback((deadline) => run(() => deadline.timeRemaining()), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: a task of its own, after whatever is queued now.
  const timer = window.setTimeout(() => run(() => SLICE_MS), 16);
  return () => window.clearTimeout(timer);
}
