/**
 * The win celebration: Windows Solitaire's bouncing-card cascade, on the whole felt. Cards leave the
 * foundations one after another (kings first, the four piles in turn), fly off sideways, fall, bounce
 * on the bottom edge and leave a trail of images behind them until they are off the screen. It runs
 * once every card of the finish has landed; `stop` ends it at once (a tap or key skips it).
 *
 * The motion is pure (`cascadePhysics.ts`), so it is tested without Phaser.
 */
import Phaser from 'phaser';
import { cascadeStep, launch, LAUNCH_EVERY_MS, type Felt, type Flight } from './cascadePhysics';
import { DEPTH } from './constants';

const MAX_FRAME_MS = 250;
const MAX_STEP_S = 1 / 60;

/** What the cascade needs from the table. */
export interface CascadeCards {
  /** The cards' images, in launch order. */
  readonly images: readonly Phaser.GameObjects.Image[];
  readonly felt: Felt;
  readonly cardWidth: number;
  readonly cardHeight: number;
  /** Device pixels per CSS pixel: the trail is drawn at the screen's resolution, as the cards are. */
  readonly resolution: number;
}

export class WinCascade {
  private readonly flights = new Map<Phaser.GameObjects.Image, Flight>();
  private readonly trail: Phaser.GameObjects.RenderTexture | null;
  private elapsedMs = 0;
  private lastFrameAt: number | null = null;
  private launched = 0;
  private done = false;

  /** `ended` runs once, when the last card has left the felt or `stop` was called. */
  constructor(scene: Phaser.Scene, private readonly cards: CascadeCards, private readonly ended: () => void) {
    const { felt, resolution } = cards;
    // The trail needs render-to-texture; Phaser's Canvas fallback shows the bouncing cards alone.
    this.trail = scene.sys.renderer.type === Phaser.WEBGL
      ? scene.add.renderTexture(0, 0, Math.ceil(felt.width * resolution), Math.ceil(felt.floor * resolution))
        .setOrigin(0, 0).setScale(1 / resolution).setDepth(DEPTH.dragging + 1)
      : null;
  }

  get active(): boolean {
    return !this.done;
  }

  /** Advances the cascade to the frame at `nowMs` (the loop's clock: real time, not smoothed deltas). */
  update(nowMs: number): void {
    if (this.done) return;
    const deltaMs = this.lastFrameAt === null ? 0 : Math.max(0, nowMs - this.lastFrameAt);
    this.lastFrameAt = nowMs;
    // Slow frames are stepped through in small steps, so the cascade keeps to the clock whatever the
    // frame rate and no card falls through the floor; a very long one (a tab switched back) is cut.
    const seconds = Math.min(deltaMs, MAX_FRAME_MS) / 1000;
    const steps = Math.ceil(seconds / MAX_STEP_S);
    this.elapsedMs += deltaMs;
    const { images, felt, cardWidth, cardHeight, resolution } = this.cards;
    while (this.launched < images.length && this.launched * LAUNCH_EVERY_MS <= this.elapsedMs) {
      const image = images[this.launched]!;
      this.flights.set(image, launch(this.launched, image.x, image.y, felt));
      image.setDepth(DEPTH.dragging + 2 + this.launched).setAngle(0);
      this.launched += 1;
    }
    for (const [image, flight] of this.flights) {
      let onFelt = true;
      for (let i = 0; i < steps && onFelt; i++) onFelt = cascadeStep(flight, seconds / steps, felt, cardWidth, cardHeight);
      image.setPosition(flight.x, flight.y);
      if (!onFelt) {
        image.setVisible(false);
        this.flights.delete(image);
        continue;
      }
      this.trail?.stamp(image.texture.key, undefined, flight.x * resolution, flight.y * resolution);
    }
    this.trail?.render();
    if (this.launched === images.length && this.flights.size === 0) this.stop();
  }

  /** Ends the cascade now: the trail goes, and the cards are shown again (the table puts them back). */
  stop(): void {
    if (this.done) return;
    this.done = true;
    this.trail?.destroy();
    for (const image of this.cards.images) image.setVisible(true);
    this.ended();
  }
}
