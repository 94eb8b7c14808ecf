/**
 * A 2D canvas over the game's (overlayCanvas.ts) showing cards where they lie, painted once and then
 * changed a card at a time: the cards waiting for their turn and those landed in a finish
 * (flightLayer.ts), and the foundations' cards waiting to leave in the win's cascade (WinCascade.ts).
 * While a sheet shows them, their images are hidden in the game, whose loop may sleep.
 */
import type Phaser from 'phaser';
import { moveLayer, overlayCanvas, paintImage, snapToDevicePixels } from './overlayCanvas';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** What cards are painted at: a card's size in CSS pixels, and device pixels per CSS pixel. */
export interface CardSize {
  readonly width: number;
  readonly height: number;
  readonly resolution: number;
}

/** A card's image and the centre it is painted at, CSS pixels. */
export interface PlacedCard {
  readonly image: Phaser.GameObjects.Image;
  readonly centre: Point;
}

interface DeviceRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export class CardSheet {
  /**
   * A sheet just large enough for cards centred at `centres`, stacked at `z` among the game's layers;
   * null when the browser gives no 2D canvas (out of memory for one).
   */
  static over(over: HTMLCanvasElement, className: string, centres: readonly Point[], size: CardSize, z: number): CardSheet | null {
    const corners = centres.map((centre) => cornerOf(centre, size));
    const left = Math.min(...corners.map((c) => c.x));
    const top = Math.min(...corners.map((c) => c.y));
    const right = Math.max(...corners.map((c) => c.x)) + size.width;
    const bottom = Math.max(...corners.map((c) => c.y)) + size.height;
    const canvas = overlayCanvas(over, className, right - left, bottom - top, size.resolution);
    const pen = canvas.getContext('2d');
    if (pen === null) {
      canvas.remove();
      return null;
    }
    moveLayer(canvas, left, top);
    canvas.style.zIndex = String(z);
    return new CardSheet(canvas, pen, { x: left, y: top }, size);
  }

  private constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly pen: CanvasRenderingContext2D,
    /** The canvas's top-left corner, CSS pixels on whole device pixels. */
    private readonly corner: Point,
    private readonly size: CardSize,
  ) {}

  /** Paints `card` over what the sheet shows. */
  paint(card: PlacedCard): void {
    const { x, y, width, height } = this.deviceRect(card.centre);
    paintImage(this.pen, card.image, x, y, width, height);
  }

  /**
   * Clears the card-sized spot at `centre` and paints again, clipped to it and in the order given (the
   * game's stacking order), the cards of `left` that overlap it: a card has left from there.
   */
  rubOut(centre: Point, left: readonly PlacedCard[]): void {
    const spot = this.deviceRect(centre);
    const { pen } = this;
    pen.save();
    pen.beginPath();
    pen.rect(spot.x, spot.y, spot.width, spot.height);
    pen.clip();
    pen.clearRect(spot.x, spot.y, spot.width, spot.height);
    for (const card of left) {
      const rect = this.deviceRect(card.centre);
      const overlaps = rect.x < spot.x + spot.width && spot.x < rect.x + rect.width && rect.y < spot.y + spot.height && spot.y < rect.y + rect.height;
      if (overlaps) paintImage(pen, card.image, rect.x, rect.y, rect.width, rect.height);
    }
    pen.restore();
  }

  remove(): void {
    this.canvas.remove();
  }

  /** The rectangle of a card centred at `centre`, in the sheet's device pixels. */
  private deviceRect(centre: Point): DeviceRect {
    const corner = cornerOf(centre, this.size);
    const { width, height, resolution } = this.size;
    return {
      x: Math.round((corner.x - this.corner.x) * resolution),
      y: Math.round((corner.y - this.corner.y) * resolution),
      width: Math.round(width * resolution),
      height: Math.round(height * resolution),
    };
  }
}

/** The top-left corner of a card centred at `centre`, on whole device pixels, CSS pixels. */
export function cornerOf(centre: Point, size: CardSize): Point {
  return {
    x: snapToDevicePixels(centre.x - size.width / 2, size.resolution),
    y: snapToDevicePixels(centre.y - size.height / 2, size.resolution),
  };
}
