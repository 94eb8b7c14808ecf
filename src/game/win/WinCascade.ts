/**
 * The win celebration: Windows Solitaire's bouncing-card cascade, on the table's area (the felt below
 * the status bar, above the toolbar). Cards leave the foundations one after another (kings first, the
 * four piles in turn), fly off sideways, fall, bounce on the bottom edge and leave a trail of images
 * behind them until they are off the screen. It runs once every card of the finish has landed; `stop`
 * ends it at once (a tap or key skips it).
 *
 * As in Windows, a card in flight is nothing but its latest stamp on the trail. The trail is a 2D
 * canvas laid over the game's: it keeps what was drawn on it, so a frame draws only the new stamps,
 * a few card-sized images, and the browser repaints only where they fell. Under it, the cards still
 * waiting on the foundations are on a sheet of their own (cardSheet.ts): a card leaving is rubbed off
 * it, and the card beneath painted in its place. Their images are hidden in the game, whose canvas
 * then stays as it is for the whole cascade, and whose loop sleeps: the cascade runs on frames of its
 * own (`requestAnimationFrame`). Drawn in the game, every frame of the cascade was a whole WebGL frame,
 * which a software GPU (SwiftShader) reads back; on a phone profile that was most of a frame's time.
 *
 * The motion is pure (`cascadePhysics.ts`), so it is tested without Phaser.
 */
import type Phaser from 'phaser';
import { cascadeStep, launch, LAUNCH_EVERY_MS, type Felt, type Flight } from './cascadePhysics';
import { CardSheet } from '../animation/cardSheet';
import { moveLayer, overlayCanvas, paintImage } from '../animation/overlayCanvas';

const MAX_FRAME_MS = 250;
const MAX_STEP_S = 1 / 60;
/** The classes of the cascade's canvases (tests look for them). */
export const TRAIL_CLASS = 'win-trail';
export const WAITING_CLASS = 'win-waiting';
/** Stacking among the game's layers: the trail goes over the cards still waiting. */
const Z = { waiting: 1, trail: 2 } as const;

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

/**
 * What the cascade tells the table, whose loop may be asleep: `redraw` when it hid or showed images
 * that the game must draw; `ended` once, at the end, with every image shown again (to be drawn too).
 */
export interface CascadeHost {
  readonly redraw: () => void;
  readonly ended: () => void;
}

export class WinCascade {
  private readonly flights = new Map<Phaser.GameObjects.Image, Flight>();
  /** The card under each one on its foundation (the next to leave from there), shown as it leaves. */
  private readonly under = new Map<Phaser.GameObjects.Image, Phaser.GameObjects.Image>();
  private readonly trail: HTMLCanvasElement;
  /** The trail's top edge in device pixels: the table's area starts there, under the status bar. */
  private readonly trailTop: number;
  private readonly pen: CanvasRenderingContext2D | null;
  /** The cards still waiting on the foundations; null without a 2D canvas, when the game shows them. */
  private readonly waiting: CardSheet | null;
  private elapsedMs = 0;
  private lastFrameAt: number | null = null;
  private launched = 0;
  private done = false;
  private nextFrame: number;

  /** `over` is the game's canvas, which the cascade's canvases are laid over (under the page's controls). */
  constructor(
    over: HTMLCanvasElement,
    private readonly cards: CascadeCards,
    private readonly host: CascadeHost,
  ) {
    const { images, felt, resolution, cardWidth, cardHeight } = cards;
    // The trail covers the table's area only: from under the status bar (on a whole device pixel) to the floor.
    this.trailTop = Math.round(Math.max(0, felt.top ?? 0) * resolution);
    this.trail = overlayCanvas(over, TRAIL_CLASS, felt.width, Math.max(1, felt.floor - this.trailTop / resolution), resolution);
    moveLayer(this.trail, 0, this.trailTop / resolution);
    this.trail.style.zIndex = String(Z.trail);
    // Without a 2D context (a browser out of memory for one) the cards leave, with no trail.
    this.pen = this.trail.getContext('2d');
    // Each foundation's top card is the first of its spot in launch order.
    const tops = new Set<Phaser.GameObjects.Image>();
    const topAt = new Map<string, Phaser.GameObjects.Image>();
    for (const image of images) {
      const spot = `${image.x},${image.y}`;
      const above = topAt.get(spot);
      if (above === undefined) tops.add(image);
      else this.under.set(above, image);
      topAt.set(spot, image);
    }
    const size = { width: cardWidth, height: cardHeight, resolution };
    this.waiting = images.length === 0 ? null : CardSheet.over(over, WAITING_CLASS, images.map(centreOf), size, Z.waiting);
    // Only the tops are shown, on the sheet or else in the game: the cards under them wait their turn.
    for (const image of images) image.setVisible(this.waiting === null && tops.has(image));
    for (const image of tops) this.waiting?.paint({ image, centre: centreOf(image) });
    this.host.redraw();
    this.nextFrame = requestAnimationFrame(this.frame);
  }

  /** Ends the cascade now: its canvases go, and the cards are shown again (the table puts them back). */
  stop(): void {
    if (this.done) return;
    this.dispose();
    for (const image of this.cards.images) image.setVisible(true);
    this.host.ended();
  }

  /** Takes the canvases off the page without a word: the table is going away (its scene shuts down). */
  dispose(): void {
    this.done = true;
    cancelAnimationFrame(this.nextFrame);
    this.trail.remove();
    this.waiting?.remove();
  }

  private readonly frame = (nowMs: number): void => {
    this.update(nowMs);
    if (!this.done) this.nextFrame = requestAnimationFrame(this.frame);
  };

  /** Advances the cascade to the frame at `nowMs` (the frame's clock: real time, not smoothed deltas). */
  private update(nowMs: number): void {
    const deltaMs = this.lastFrameAt === null ? 0 : Math.max(0, nowMs - this.lastFrameAt);
    this.lastFrameAt = nowMs;
    // Slow frames are stepped through in small steps, so the cascade keeps to the clock whatever the
    // frame rate and no card falls through the floor; a very long one (a tab switched back) is cut.
    const seconds = Math.min(deltaMs, MAX_FRAME_MS) / 1000;
    const steps = Math.ceil(seconds / MAX_STEP_S);
    this.elapsedMs += deltaMs;
    const { images, felt, cardWidth, cardHeight } = this.cards;
    while (this.launched < images.length && this.launched * LAUNCH_EVERY_MS <= this.elapsedMs) {
      this.leave(images[this.launched]!);
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

  /** `image`'s card leaves its foundation, and the card under it (if any) shows there. */
  private leave(image: Phaser.GameObjects.Image): void {
    this.flights.set(image, launch(this.launched, image.x, image.y, this.cards.felt));
    const under = this.under.get(image);
    if (this.waiting !== null) {
      this.waiting.rubOut(centreOf(image), under === undefined ? [] : [{ image: under, centre: centreOf(under) }]);
      return;
    }
    image.setVisible(false);
    under?.setVisible(true);
    this.host.redraw();
  }

  /** Draws `image`'s card on the trail, centred on where its flight is now. */
  private stamp(image: Phaser.GameObjects.Image, flight: Flight): void {
    if (this.pen === null) return;
    const { cardWidth, cardHeight, resolution } = this.cards;
    // Whole device pixels, as the cards' textures are drawn: no resampling blurs the stamp.
    const width = Math.round(cardWidth * resolution);
    const height = Math.round(cardHeight * resolution);
    const x = Math.round(flight.x * resolution - width / 2);
    const y = Math.round(flight.y * resolution - height / 2) - this.trailTop;
    paintImage(this.pen, image, x, y, width, height);
  }
}

function centreOf(image: Phaser.GameObjects.Image): { x: number; y: number } {
  return { x: image.x, y: image.y };
}
