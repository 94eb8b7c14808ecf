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

  reset(elapsed = 0): void {
    this.accumulated = elapsed;
    this.started = elapsed > 0;
    this.runningSince = this.started && !this.paused ? this.now() : null;
  }

  elapsed(): number {
    return this.accumulated + (this.runningSince === null ? 0 : this.now() - this.runningSince);
  }
}
