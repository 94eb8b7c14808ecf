/**
 * The win celebration: Windows Solitaire's bouncing-card cascade, on the whole felt. Cards leave the
 * foundations one after another (kings first, the four piles in turn), fly off sideways, fall, bounce
 * on the bottom edge and leave a trail of images behind them until they are off the screen. It runs
 * once every card of the finish has landed; `stop` ends it at once (a tap or key skips it).
 *
 * As in Windows, a card in flight is nothing but its latest stamp on the trail. The trail is a 2D
 * canvas laid over the game's: it keeps what was drawn on it, so a frame draws only the new stamps,
 * a few card-sized images, and the browser repaints only where they fell. Drawn in the game's canvas
 * instead, the trail was a texture the size of the screen to draw again every frame, about 3 ms of a
 * software GPU's (SwiftShader's) time a frame. Under it the game's canvas draws only the cards still
 * waiting on the foundations: a card leaving its pile is hidden there, which shows the one beneath.
 *
 * The motion is pure (`cascadePhysics.ts`), so it is tested without Phaser.
 */
import type Phaser from 'phaser';
import { cascadeStep, launch, LAUNCH_EVERY_MS, type Felt, type Flight } from './cascadePhysics';
import { overlayCanvas, paintImage } from './overlayCanvas';

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
  /** The card under each one on its foundation (the next to leave from there), shown as it leaves. */
  private readonly under = new Map<Phaser.GameObjects.Image, Phaser.GameObjects.Image>();
  private readonly trail: HTMLCanvasElement;
  private readonly pen: CanvasRenderingContext2D | null;
  private elapsedMs = 0;
  private lastFrameAt: number | null = null;
  private launched = 0;
  private done = false;

  /**
   * `over` is the game's canvas, which the trail is laid over (in its parent, under the page's
   * controls). `ended` runs once, when the last card has left the felt or `stop` was called.
   */
  constructor(over: HTMLCanvasElement, private readonly cards: CascadeCards, private readonly ended: () => void) {
    const { felt, resolution } = cards;
    this.trail = overlayCanvas(over, 'win-trail', felt.width, felt.floor, resolution);
    // Without a 2D context (a browser out of memory for one) the cards leave, with no trail.
    this.pen = this.trail.getContext('2d');
    // Only each foundation's top card is drawn: the 48 under them are hidden until they are on top.
    const topAt = new Map<string, Phaser.GameObjects.Image>();
    for (const image of cards.images) {
      const spot = `${image.x},${image.y}`;
      const above = topAt.get(spot);
      if (above !== undefined) this.under.set(above, image);
      image.setVisible(above === undefined);
      topAt.set(spot, image);
    }
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
    const { images, felt, cardWidth, cardHeight } = this.cards;
    while (this.launched < images.length && this.launched * LAUNCH_EVERY_MS <= this.elapsedMs) {
      const image = images[this.launched]!;
      this.flights.set(image, launch(this.launched, image.x, image.y, felt));
      image.setVisible(false);
      this.under.get(image)?.setVisible(true);
      this.launched += 1;
    }
    for (const [image, flight] of this.flights) {
      let onFelt = true;
      for (let i = 0; i < steps && onFelt; i++) onFelt = cascadeStep(flight, seconds / steps, felt, cardWidth, cardHeight);
      if (!onFelt) {
        this.flights.delete(image);
        continue;
      }
      this.stamp(image, flight);
    }
    if (this.launched === images.length && this.flights.size === 0) this.stop();
  }

  /** Ends the cascade now: the trail goes, and the cards are shown again (the table puts them back). */
  stop(): void {
    if (this.done) return;
    this.dispose();
    for (const image of this.cards.images) image.setVisible(true);
    this.ended();
  }

  /** Takes the trail off the page without a word: the table is going away (its scene shuts down). */
  dispose(): void {
    this.done = true;
    this.trail.remove();
  }

  /** Draws `image`'s card on the trail, centred on where its flight is now. */
  private stamp(image: Phaser.GameObjects.Image, flight: Flight): void {
    if (this.pen === null) return;
    const { cardWidth, cardHeight, resolution } = this.cards;
    // Whole device pixels, as the cards' textures are drawn: no resampling blurs the stamp.
    const width = Math.round(cardWidth * resolution);
    const height = Math.round(cardHeight * resolution);
    paintImage(this.pen, image, Math.round(flight.x * resolution - width / 2), Math.round(flight.y * resolution - height / 2), width, height);
  }
}
