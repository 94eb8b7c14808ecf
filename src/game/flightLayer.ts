/**
 * Cards sent home one after another (Finish, and the auto-moves after a move) fly over the table on
 * layers of their own: each card is painted once on a small 2D canvas over the game's
 * (overlayCanvas.ts), and its flight is a CSS animation of that canvas, which the compositor runs
 * (smoothly even while the page's main thread is busy).
 *
 * Flown in the game instead, every frame of a finish was a whole new WebGL frame, and with a software
 * GPU (a phone profile in headless Chromium) the browser reads each one back: half of a finish's frames
 * took two or three vsyncs, where a bare WebGL page needs one. Here the game draws a frame only when
 * cards go onto their layers (their images hidden) and once they have all landed (shown again at
 * their places); in between its loop sleeps (idleSleep.ts).
 *
 * Cards go onto their layers a batch at a time, in the order they leave, a while before the first of
 * the batch leaves, and wait there, where they lie, for their turn: a new canvas costs the page a few
 * milliseconds to hand to the compositor, and a finish's 52 at once stalled its first frame for a
 * third of a second on the phone profile. A card always leaves after the cards above it in its pile,
 * so a card on a layer never waits under one still drawn by the game. A card rises above the others
 * when its turn comes; the landed stay on their foundations' layers until the last lands.
 */
import type Phaser from 'phaser';
import { MOVE_PROPERTY, overlayCanvas, paintImage, snapToDevicePixels, translation } from './overlayCanvas';

/** The class of a flying card's layer (tests look for it). */
export const FLIGHT_LAYER_CLASS = 'card-flight';

/** Phaser's `Cubic.easeOut` (1 − (1 − t)³), which the game's own flights use, as a CSS curve. */
const CUBIC_EASE_OUT = 'cubic-bezier(0.33, 1, 0.68, 1)';
/** Stacking of a card whose turn has come: above every card still waiting (their depth in the game). */
const FLYING_Z = 100_000;
/** Cards put onto their layers at a time: each batch is one frame of the game's. */
const BATCH = 8;
/** A batch goes onto its layers when the card this many places before its first leaves. */
const BATCH_AHEAD = Math.floor(BATCH / 2);

export interface LayerFlight {
  readonly image: Phaser.GameObjects.Image;
  /** Where the card's centre lands, in CSS pixels. */
  readonly to: { readonly x: number; readonly y: number };
  /** Milliseconds before it leaves. */
  readonly delay: number;
}

interface FlyingCard extends LayerFlight {
  /** Its stacking while it waits: its image's depth in the game when the flights began. */
  readonly waitingZ: number;
  /** Null until its batch goes onto layers (or when the browser gave none). */
  layer: HTMLCanvasElement | null;
  animation: Animation | null;
}

/** What the cards are painted at: the card's size in CSS pixels, and device pixels per CSS pixel. */
export interface FlightSize {
  readonly width: number;
  readonly height: number;
  readonly resolution: number;
}

export class FlightLayer {
  private cards: FlyingCard[] = [];
  private timers: ReturnType<typeof setTimeout>[] = [];
  /** Counts `fly` and its ends, so that the landing of flights stopped since is ignored. */
  private flights = 0;

  /**
   * `over` is the game's canvas; `redraw` is called whenever cards' images were hidden or shown in the
   * game (its loop may be asleep: it must draw them), the last time once all have landed.
   */
  constructor(private readonly over: HTMLCanvasElement, private readonly redraw: () => void) {}

  /** True from `fly` until the cards have landed or were stopped. */
  get active(): boolean {
    return this.cards.length > 0;
  }

  /** Is `image`'s card on a layer now (its image hidden in the game)? */
  holds(image: Phaser.GameObjects.Image): boolean {
    return this.cards.some((card) => card.image === image && card.layer !== null);
  }

  /**
   * Flies each image's card from where the image is now to `to`, `duration` ms each. Each image is
   * hidden from when its card goes onto a layer until the last card has landed. Returns false, having
   * done nothing, when the browser gives no 2D canvas.
   */
  fly(flights: readonly LayerFlight[], size: FlightSize, duration: number): boolean {
    this.stop();
    const cards: FlyingCard[] = [...flights].sort((a, b) => a.delay - b.delay)
      .map((flight) => ({ ...flight, waitingZ: Math.round(flight.image.depth), layer: null, animation: null }));
    const first = cards.slice(0, BATCH);
    if (!this.putOnLayers(first, size)) {
      for (const card of first) {
        card.layer?.remove();
        card.image.setVisible(true);
      }
      return false;
    }
    this.cards = cards;
    this.flights += 1;
    const flightsNow = this.flights;
    for (let start = BATCH; start < cards.length; start += BATCH) {
      const batch = cards.slice(start, start + BATCH);
      this.at(cards[start - BATCH_AHEAD]!.delay, () => this.putOnLayers(batch, size));
    }
    const landings = cards.map((card, order) => new Promise<void>((resolve) => {
      this.at(card.delay, () => {
        if (card.layer === null) this.putOnLayers([card], size);
        const layer = card.layer;
        // No canvas for it: it shows at its place when all have landed.
        if (layer === null) return resolve();
        layer.style.zIndex = String(FLYING_Z + order);
        const from = layer.style.getPropertyValue(MOVE_PROPERTY);
        const to = cornerAt(card.to, size);
        // Where it stays once landed; the animation shows the way there.
        layer.style.setProperty(MOVE_PROPERTY, to);
        card.animation = layer.animate({ [MOVE_PROPERTY]: [from, to] }, { duration, easing: CUBIC_EASE_OUT });
        // A stopped flight's promise rejects: `stop` has dealt with its card.
        card.animation.finished.then(() => resolve(), () => {});
      });
    }));
    void Promise.all(landings).then(() => {
      if (this.flights === flightsNow) this.end('landed');
    });
    return true;
  }

  /**
   * Ends every flight at once: each image is shown where its card shows now (still waiting, in the
   * air, or landed), and the layers go. The caller then lays the cards out as it will.
   */
  stop(): void {
    if (this.cards.length > 0) this.end('stopped');
  }

  /** Takes the layers off the page without a word: the table is going away (its scene shuts down). */
  dispose(): void {
    this.flights += 1;
    this.timers.forEach(clearTimeout);
    this.timers = [];
    for (const card of this.cards) {
      card.animation?.cancel();
      card.layer?.remove();
    }
    this.cards = [];
  }

  /** Runs `then` after `ms` (at once for 0), unless the flights end first. */
  private at(ms: number, then: () => void): void {
    if (ms <= 0) then();
    else this.timers.push(setTimeout(then, ms));
  }

  /**
   * Paints each card on a layer of its own where its image is, and hides the image; false when the
   * browser gave no 2D canvas (the rest are then left in the game).
   */
  private putOnLayers(cards: readonly FlyingCard[], size: FlightSize): boolean {
    const { width, height, resolution } = size;
    let allOnLayers = true;
    for (const card of cards) {
      const layer = overlayCanvas(this.over, FLIGHT_LAYER_CLASS, width, height, resolution);
      const pen = layer.getContext('2d');
      if (pen === null) {
        layer.remove();
        allOnLayers = false;
        break;
      }
      paintImage(pen, card.image, 0, 0, layer.width, layer.height);
      // Waiting, the cards stack as in the game; each is its own compositing layer from the start, so
      // that a card's flight repaints nothing else.
      Object.assign(layer.style, { zIndex: String(card.waitingZ), willChange: MOVE_PROPERTY });
      layer.style.setProperty(MOVE_PROPERTY, cornerAt(card.image, size));
      card.image.setVisible(false);
      card.layer = layer;
    }
    this.redraw();
    return allOnLayers;
  }

  private end(how: 'landed' | 'stopped'): void {
    const cards = this.cards;
    for (const { image, layer, animation, to } of cards) {
      if (how === 'landed' || animation?.playState === 'finished') image.setPosition(to.x, to.y);
      else if (animation !== null && layer !== null) {
        const at = layerCorner(layer);
        if (at !== null) image.setPosition(at.x + image.displayWidth / 2, at.y + image.displayHeight / 2);
      }
    }
    this.dispose();
    for (const card of cards) card.image.setVisible(true);
    this.redraw();
  }
}

/** The translation of a card's layer whose centre is at `centre`: its corner on whole device pixels. */
function cornerAt(centre: { readonly x: number; readonly y: number }, size: FlightSize): string {
  const { width, height, resolution } = size;
  return translation(snapToDevicePixels(centre.x - width / 2, resolution), snapToDevicePixels(centre.y - height / 2, resolution));
}

/** Where `layer`'s top-left corner shows now, mid-animation included (its computed translation). */
function layerCorner(layer: HTMLElement): { x: number; y: number } | null {
  const style = getComputedStyle(layer);
  if (MOVE_PROPERTY === 'translate') {
    // 'none', or one or two lengths ('12px 30px'; '12px' when y is 0).
    const [x, y = '0'] = style.translate.split(' ');
    const corner = { x: parseFloat(x ?? ''), y: parseFloat(y) };
    return Number.isFinite(corner.x) && Number.isFinite(corner.y) ? corner : null;
  }
  const matrix = new DOMMatrixReadOnly(style.transform);
  return { x: matrix.m41, y: matrix.m42 };
}
