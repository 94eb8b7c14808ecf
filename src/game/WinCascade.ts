/**
 * The win celebration: Windows Solitaire's bouncing-card cascade, on the whole felt. Cards leave the
 * foundations one after another (kings first, the four piles in turn), fly off sideways, fall, bounce
 * on the bottom edge and leave a trail of images behind them until they are off the screen. It runs
 * once every card of the finish has landed; `stop` ends it at once (a tap or key skips it).
 *
 * The motion is a pure function of time (`cascadeStep`), so it is tested without Phaser.
 */
import Phaser from 'phaser';
import { DEPTH } from './constants';

/** One card on its way: where it is (its centre, CSS px) and how fast it goes (px per second). */
export interface Flight {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** The felt the cards bounce on (CSS px); `floor` is the bottom edge a card's lower side bounces on. */
export interface Felt {
  readonly width: number;
  readonly floor: number;
}

/** A new card leaves every this many ms: 52 cards take about 3.6 s, and the last one about 2 s more. */
export const LAUNCH_EVERY_MS = 70;
/** Share of its speed a card keeps at each bounce. */
const BOUNCE = 0.72;

/**
 * The launch of card `index` (0-based) from (x, y): a speed sideways of 0.3–0.85 felt widths a second,
 * to the left or the right, and a small upward kick. Derived from the index, so every win looks alike
 * (and a test can replay it).
 */
export function launch(index: number, x: number, y: number, felt: Felt): Flight {
  const spread = ((index * 0.618034) % 1);
  const side = index % 3 === 1 ? 1 : -1;
  return { x, y, vx: side * felt.width * (0.3 + 0.55 * spread), vy: -felt.floor * (0.2 + 0.6 * ((index * 0.381966) % 1)) };
}

/**
 * Moves a card on by `dt` seconds: gravity, and a bounce on the floor. Returns false once the card is
 * wholly off the felt at the left or right, where it ends.
 */
export function cascadeStep(flight: Flight, dt: number, felt: Felt, cardWidth: number, cardHeight: number): boolean {
  const gravity = felt.floor * 2.4;
  flight.vy += gravity * dt;
  flight.x += flight.vx * dt;
  flight.y += flight.vy * dt;
  const lowest = felt.floor - cardHeight / 2;
  if (flight.y > lowest) {
    flight.y = lowest;
    flight.vy = -Math.abs(flight.vy) * BOUNCE;
  }
  return flight.x + cardWidth / 2 > 0 && flight.x - cardWidth / 2 < felt.width;
}

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

  /** Advances the cascade by one frame of `deltaMs`. */
  update(deltaMs: number): void {
    if (this.done) return;
    // A long frame (a tab switched back) must not throw cards through the floor.
    const dt = Math.min(deltaMs, 50) / 1000;
    this.elapsedMs += deltaMs;
    const { images, felt, cardWidth, cardHeight, resolution } = this.cards;
    while (this.launched < images.length && this.launched * LAUNCH_EVERY_MS <= this.elapsedMs) {
      const image = images[this.launched]!;
      this.flights.set(image, launch(this.launched, image.x, image.y, felt));
      image.setDepth(DEPTH.dragging + 2 + this.launched).setAngle(0);
      this.launched += 1;
    }
    for (const [image, flight] of this.flights) {
      const onFelt = cascadeStep(flight, dt, felt, cardWidth, cardHeight);
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
