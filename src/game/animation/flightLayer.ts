/**
 * Cards sent home one after another (Finish, and the auto-moves after a move) fly over the table on
 * 2D canvases laid over the game's (overlayCanvas.ts), and each flight is a CSS animation, which the
 * compositor runs (smoothly even while the page's main thread is busy).
 *
 * Flown in the game instead, every frame of a finish was a whole new WebGL frame, and with a software
 * GPU (a phone profile in headless Chromium) the browser reads each one back: half of a finish's frames
 * took two or three vsyncs, where a bare WebGL page needs one. Here the game draws one frame as the
 * cards leave it (their images hidden) and one once they have all landed (shown again at their
 * places); in between its loop sleeps (idleSleep.ts).
 *
 * Three kinds of canvas, made when the flights begin: one shows the cards still waiting for their
 * turn, where they lie, stacked as in the game (when some card waits); one the cards that have landed
 * (when there are several: a lone card lands as the flights end); and a card in the air
 * has a small one of its own, taken from a few reused as cards land. A card leaving is rubbed off the
 * waiting cards' canvas (the few cards it overlaps are painted again), and a card landing is painted
 * onto the landed cards'. A new canvas is what costs: each is handed to the compositor as a layer of
 * its own, and one per card of a finish stalled its first frame for up to a second on the phone profile.
 */
import type Phaser from 'phaser';
import { CardSheet, cornerOf, type CardSize, type Point } from './cardSheet';
import { MOVE_PROPERTY, moveLayer, overlayCanvas, paintImage, translation } from './overlayCanvas';

/** The class of the flights' canvases (tests look for them). */
export const FLIGHT_LAYER_CLASS = 'card-flight';

/** Phaser's `Cubic.easeOut` (1 − (1 − t)³), which the game's own flights use, as a CSS curve. */
const CUBIC_EASE_OUT = 'cubic-bezier(0.33, 1, 0.68, 1)';
/** Stacking: the waiting cards, the landed ones, then the cards in the air, the later above. */
const Z = { waiting: 1, landed: 2, flying: 3 } as const;

export interface LayerFlight {
  readonly image: Phaser.GameObjects.Image;
  /** Where the card's centre lands, in CSS pixels. */
  readonly to: Point;
  /** Milliseconds before it leaves. */
  readonly delay: number;
}

interface FlyingCard extends LayerFlight {
  /** Where its centre was when the flights began (its image's place), CSS pixels. */
  readonly from: Point;
  state: 'waiting' | 'flying' | 'landed';
  /** Its canvas while in the air. */
  carrier: HTMLCanvasElement | null;
  animation: Animation | null;
}

/** One `fly`'s cards and canvases. */
interface Flights {
  readonly cards: readonly FlyingCard[];
  readonly size: CardSize;
  /** Null when every card leaves at once (an auto-move's, say): none waits. */
  readonly waiting: CardSheet | null;
  /** Null for a lone card, which the game shows again as it lands. */
  readonly landed: CardSheet | null;
  /** Card-sized canvases, free (hidden) or carrying a card. */
  readonly carriers: HTMLCanvasElement[];
  readonly timers: ReturnType<typeof setTimeout>[];
}

export class FlightLayer {
  private flights: Flights | null = null;

  /**
   * `over` is the game's canvas; `redraw` is called when the cards' images were hidden or shown in the
   * game (its loop may be asleep: it must draw them): as the flights begin, and once all have landed.
   */
  constructor(
    private readonly over: HTMLCanvasElement,
    private readonly redraw: () => void,
  ) {}

  /** True from `fly` until the cards have landed or were stopped. */
  get active(): boolean {
    return this.flights !== null;
  }

  /** Is `image`'s card flying (its image hidden in the game)? */
  holds(image: Phaser.GameObjects.Image): boolean {
    return this.flights?.cards.some((card) => card.image === image) ?? false;
  }

  /**
   * Flies each image's card from where the image is now to `to`, `duration` ms each; the images are
   * hidden until the last has landed. Returns false, having done nothing, when the browser gives no 2D
   * canvas.
   */
  fly(flights: readonly LayerFlight[], size: CardSize, duration: number): boolean {
    this.stop();
    if (flights.length === 0) return true;
    // In the game's stacking order, which the waiting cards keep.
    const byDepth = [...flights].sort((a, b) => a.image.depth - b.image.depth);
    const cards: FlyingCard[] = byDepth.map((flight) => ({
      ...flight,
      from: { x: flight.image.x, y: flight.image.y },
      state: 'waiting',
      carrier: null,
      animation: null,
    }));
    // Sheets only where they show something: each new canvas costs the page a few milliseconds on a
    // slow phone as it becomes a layer of the compositor's.
    const someWait = cards.some((card) => card.delay > 0);
    const several = cards.length > 1;
    const waiting = someWait
      ? CardSheet.over(
          this.over,
          FLIGHT_LAYER_CLASS,
          cards.map((card) => card.from),
          size,
          Z.waiting,
        )
      : null;
    const landed = several
      ? CardSheet.over(
          this.over,
          FLIGHT_LAYER_CLASS,
          cards.map((card) => card.to),
          size,
          Z.landed,
        )
      : null;
    if ((someWait && waiting === null) || (several && landed === null)) {
      waiting?.remove();
      landed?.remove();
      return false;
    }
    const run: Flights = { cards, size, waiting, landed, carriers: [], timers: [] };
    this.flights = run;
    for (const card of cards) {
      waiting?.paint({ image: card.image, centre: card.from });
      card.image.setVisible(false);
    }
    const leaving = [...cards].sort((a, b) => a.delay - b.delay);
    leaving.forEach((card, order) => {
      const leave = (): void => this.leave(run, card, Z.flying + order, duration);
      if (card.delay > 0) run.timers.push(setTimeout(leave, card.delay));
      else leave();
    });
    this.redraw();
    return true;
  }

  /**
   * Ends every flight at once: each image is shown where its card shows now (still waiting, in the
   * air, or landed), and the canvases go. The caller then lays the cards out as it will.
   */
  stop(): void {
    const run = this.flights;
    if (run === null) return;
    for (const card of run.cards) {
      const at = card.state === 'waiting' ? card.from : card.state === 'landed' ? card.to : carriedAt(card, run.size);
      card.image.setPosition(at.x, at.y);
    }
    this.end(run);
  }

  /** Takes the canvases off the page without a word: the table is going away (its scene shuts down). */
  dispose(): void {
    const run = this.flights;
    if (run === null) return;
    this.flights = null;
    run.timers.forEach(clearTimeout);
    for (const card of run.cards) card.animation?.cancel();
    run.waiting?.remove();
    run.landed?.remove();
    for (const carrier of run.carriers) carrier.remove();
  }

  /** `card`'s turn: rubbed off the waiting cards, it flies on a carrier of its own, stacked at `z`. */
  private leave(run: Flights, card: FlyingCard, z: number, duration: number): void {
    // Flights that ended meanwhile (every card landed at once for want of canvases) leave no more.
    if (this.flights !== run) return;
    card.state = 'flying';
    if (run.waiting !== null) {
      const stillWaiting = run.cards.filter((other) => other.state === 'waiting');
      run.waiting.rubOut(
        card.from,
        stillWaiting.map((other) => ({ image: other.image, centre: other.from })),
      );
    }
    const carrier = this.carrier(run);
    if (carrier === null) {
      // No canvas to fly on (the browser is out of memory for one): it lands at once.
      this.land(run, card);
      return;
    }
    card.carrier = carrier;
    const pen = carrier.getContext('2d')!;
    pen.clearRect(0, 0, carrier.width, carrier.height);
    paintImage(pen, card.image, 0, 0, carrier.width, carrier.height);
    const from = cornerOf(card.from, run.size);
    const to = cornerOf(card.to, run.size);
    // Where it stays at the end; the animation shows the way there.
    moveLayer(carrier, to.x, to.y);
    Object.assign(carrier.style, { zIndex: String(z), visibility: 'visible' });
    card.animation = carrier.animate({ [MOVE_PROPERTY]: [translation(from.x, from.y), translation(to.x, to.y)] }, { duration, easing: CUBIC_EASE_OUT });
    // A stopped flight's promise rejects: `stop` has dealt with its card.
    card.animation.finished.then(
      () => this.land(run, card),
      () => {},
    );
  }

  /** `card` has landed: painted onto the landed cards, its carrier freed; after the last, the end. */
  private land(run: Flights, card: FlyingCard): void {
    if (this.flights !== run) return;
    card.state = 'landed';
    run.landed?.paint({ image: card.image, centre: card.to });
    if (card.carrier !== null) card.carrier.style.visibility = 'hidden';
    card.carrier = null;
    card.animation = null;
    if (run.cards.every((other) => other.state === 'landed')) {
      for (const other of run.cards) other.image.setPosition(other.to.x, other.to.y);
      this.end(run);
    }
  }

  /** The flights are over: the images show again, the canvases go, and the game draws. */
  private end(run: Flights): void {
    this.dispose();
    for (const card of run.cards) card.image.setVisible(true);
    this.redraw();
  }

  /** A free carrier, or a new one; null with no 2D canvas. */
  private carrier(run: Flights): HTMLCanvasElement | null {
    const free = run.carriers.find((canvas) => !run.cards.some((card) => card.carrier === canvas));
    if (free !== undefined) return free;
    const { width, height, resolution } = run.size;
    const canvas = overlayCanvas(this.over, FLIGHT_LAYER_CLASS, width, height, resolution);
    if (canvas.getContext('2d') === null) {
      canvas.remove();
      return null;
    }
    canvas.style.willChange = MOVE_PROPERTY;
    run.carriers.push(canvas);
    return canvas;
  }
}

/** Where a card in the air shows its centre now, from its carrier's computed translation. */
function carriedAt(card: FlyingCard, size: CardSize): Point {
  const corner = card.carrier === null ? null : layerCorner(card.carrier);
  return corner === null ? card.to : { x: corner.x + size.width / 2, y: corner.y + size.height / 2 };
}

/** Where `layer`'s top-left corner shows now, mid-animation included (its computed translation). */
function layerCorner(layer: HTMLElement): Point | null {
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
