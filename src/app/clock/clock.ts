/** The game clock: starts on the first move, pauses while the app is hidden or the game is won. */
export class GameClock {
  private accumulated = 0;
  private runningSince: number | null = null;
  private started = false;
  private paused = false;

  constructor(private readonly now: () => number) {}

  /** Called on every move; only the first one starts the clock. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (!this.paused) this.runningSince = this.now();
  }

  pause(): void {
    this.paused = true;
    if (this.runningSince !== null) this.accumulated += this.now() - this.runningSince;
    this.runningSince = null;
  }

  resume(): void {
    this.paused = false;
    if (this.started && this.runningSince === null) this.runningSince = this.now();
  }

  /** `started`: the game has a move in it, so the clock runs even from 0 (a game saved at its first move). */
  reset(elapsed = 0, started = elapsed > 0): void {
    this.accumulated = elapsed;
    this.started = started;
    this.runningSince = this.started && !this.paused ? this.now() : null;
  }

  /** Is the clock counting now (started, not paused)? The app saves it now and then while it is. */
  running(): boolean {
    return this.runningSince !== null;
  }

  elapsed(): number {
    return this.accumulated + (this.runningSince === null ? 0 : this.now() - this.runningSince);
  }
}
