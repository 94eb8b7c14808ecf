import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CLOCK_SAVE_INTERVAL_MS, saveClockWhileRunning } from '../../src/app/clock/clockSave';

describe('saveClockWhileRunning', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test('saves every interval while the clock runs, not while it stands, and stops when told', () => {
    let running = false;
    let saves = 0;
    const stop = saveClockWhileRunning(
      () => running,
      () => {
        saves += 1;
      },
    );
    vi.advanceTimersByTime(3 * CLOCK_SAVE_INTERVAL_MS);
    expect(saves).toBe(0);
    running = true;
    vi.advanceTimersByTime(3 * CLOCK_SAVE_INTERVAL_MS);
    expect(saves).toBe(3);
    stop();
    vi.advanceTimersByTime(3 * CLOCK_SAVE_INTERVAL_MS);
    expect(saves).toBe(3);
  });
});
