/**
 * Lets the table stop drawing while nothing on it changes. Phaser draws every frame by default, so a
 * table the player is only looking at kept the GPU busy 60 times a second: battery on a phone, and in
 * headless Chromium (software WebGL) 9 of every 10 seconds of the main thread. The loop sleeps once a
 * few frames in a row had nothing to do, and wakes for anything that may change the picture: input
 * (seen before Phaser sees it), a resize, a lost context restored, and whatever the table is told of
 * (`wake` is the table's to call).
 *
 * While asleep, Phaser's clock stands still: work that needs frames (tweens, timers, textures drawn a
 * few a frame) must count as busy, or it would wait for the next input.
 */
import Phaser from 'phaser';

/**
 * What the table needs from the loop now: frames (`draw`), or none once a few quiet frames have passed
 * (`rest`: enough for a tween that ends to be drawn at its end position), or none from the next quiet
 * frame on (`restNow`: a drag, whose run moves on a layer of its own once its pick-up is drawn).
 */
export type FrameNeed = 'draw' | 'rest' | 'restNow';
const QUIET_FRAMES: Readonly<Record<Exclude<FrameNeed, 'draw'>, number>> = { rest: 10, restNow: 1 };

/**
 * DOM events that may change the table or start something on it (listened to on the window, capturing,
 * so before Phaser's own listeners). Moves need none: a drag starts with a press, and the table stays
 * awake while it is pressed or dragged; a hover only changes the cursor, which the page draws.
 */
const WAKE_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'touchstart',
  'touchend',
  'touchcancel',
  'mousedown',
  'mouseup',
  'keydown',
  'focus',
  'visibilitychange',
] as const;

export class IdleSleep {
  private quietFrames = 0;
  private readonly onFrame = (): void => {
    const need = this.need();
    if (need === 'draw') {
      this.quietFrames = 0;
      return;
    }
    this.quietFrames += 1;
    if (this.quietFrames >= QUIET_FRAMES[need]) this.game.loop.sleep();
  };

  /** `need()` says whether the table still needs frames (anything moving, pending or not yet drawn). */
  constructor(
    private readonly game: Phaser.Game,
    private readonly need: () => FrameNeed,
  ) {
    game.events.on(Phaser.Core.Events.POST_RENDER, this.onFrame);
    for (const type of WAKE_EVENTS) window.addEventListener(type, this.wake, { capture: true, passive: true });
    game.canvas.addEventListener('webglcontextrestored', this.wake);
  }

  /** Draws again from the next frame (at once if asleep: the first frame runs inside this call). */
  readonly wake = (): void => {
    this.quietFrames = 0;
    if (!this.game.loop.running) this.game.loop.wake();
  };

  destroy(): void {
    this.game.events.off(Phaser.Core.Events.POST_RENDER, this.onFrame);
    for (const type of WAKE_EVENTS) window.removeEventListener(type, this.wake, { capture: true });
    this.game.canvas.removeEventListener('webglcontextrestored', this.wake);
    // Phaser finishes destroying a game in its next frame.
    this.wake();
  }
}
