/**
 * A picked-up card or run lifts off the table while it is dragged: it grows a little and casts a soft
 * shadow on what lies below, so the hand feels that it holds something.
 *
 * The lifted run is not drawn by the game: it is painted once, shadow and cards, on a small 2D canvas
 * laid over the game's (overlayCanvas.ts), and the drag only moves that canvas (a CSS translation,
 * which the compositor does). The run's images are hidden meanwhile, so the game's picture does not
 * change during a drag and its loop sleeps (idleSleep.ts). Drawn in the game instead, every pointer
 * move was a whole new WebGL frame: on a phone profile with a software GPU, half of the drag's frames
 * took two vsyncs, where a bare WebGL page needs one.
 *
 * The rise is the layer's CSS scale, animated by the compositor; letting go shows the images again at
 * the lifted size, where the layer was, and their flight home brings them back to their normal size.
 * Without a 2D canvas (a browser short of memory for one) the images are lifted in place, unshadowed.
 */
import Phaser from 'phaser';
import { RADIUS } from './cardArtShared';
import { LIFT_LAYER_CLASS } from './constants';
import { overlayCanvas, paintImage } from './overlayCanvas';

/** How much larger a lifted card is shown. */
export const LIFT_SCALE = 1.06;
/** Time to rise, in ms: quick enough to stay under the finger. */
const RISE_MS = 90;
/** Blur and drop of the shadow, as fractions of the card width. */
const BLUR = 0.12;
const DROP = 0.07;
/**
 * CSS `translate` and `scale` (Chrome 104, Safari 14.1): the rise scales the run about its grip while
 * the drag moves it. Without them, the layer is moved by its `transform` and shows the run risen at once.
 */
const INDIVIDUAL_TRANSFORMS = typeof CSS !== 'undefined' && CSS.supports('translate', '1px 1px');

interface Lifted {
  readonly images: readonly Phaser.GameObjects.Image[];
  /** Null when the browser gave no 2D canvas: the images are then lifted in place. */
  readonly layer: HTMLCanvasElement | null;
  /** From the first image's centre to the layer's top-left corner, in CSS pixels. */
  readonly offsetX: number;
  readonly offsetY: number;
}

/** Lifts the run a drag picked up (PointerInput calls `lift`, `follow` and `drop`). */
export class DragLift {
  private lifted: Lifted | null = null;
  /** Layers let go of, kept until the game has drawn the run's images in their place. */
  private leaving: HTMLCanvasElement[] = [];

  /** `wake` has the game draw its next frame (the loop may be asleep during a drag). */
  constructor(private readonly scene: Phaser.Scene, private readonly wake: () => void) {}

  private get resolution(): number {
    return this.scene.cameras.main.zoom;
  }

  /** Lifts `images` (the dragged run, top card first); `instant` skips the rise (reduced motion). */
  lift(images: readonly Phaser.GameObjects.Image[], instant: boolean): void {
    this.drop();
    const first = images[0];
    if (first === undefined) return;
    const painted = this.paint(images);
    if (painted === null) {
      for (const image of images) image.setScale(image.scaleY * LIFT_SCALE);
      this.lifted = { images, layer: null, offsetX: 0, offsetY: 0 };
      return;
    }
    for (const image of images) image.setVisible(false);
    this.lifted = { images, ...painted };
    this.follow();
    if (!instant && INDIVIDUAL_TRANSFORMS) painted.layer.animate({ scale: [String(1 / LIFT_SCALE), '1'] }, { duration: RISE_MS, easing: 'ease-out' });
  }

  /** Moves the layer to where the run's images are now (PointerInput moves them). */
  follow(): void {
    const lifted = this.lifted;
    const first = lifted?.images[0];
    if (lifted?.layer == null || first === undefined) return;
    // Whole device pixels: the layer is not resampled as it moves.
    const snap = (css: number): number => Math.round(css * this.resolution) / this.resolution;
    const x = snap(first.x + lifted.offsetX);
    const y = snap(first.y + lifted.offsetY);
    if (INDIVIDUAL_TRANSFORMS) lifted.layer.style.translate = `${x}px ${y}px`;
    else lifted.layer.style.transform = `translate(${x}px, ${y}px)`;
  }

  /**
   * The run was let go (or the drag cancelled): its images show again, at the lifted size, and the
   * layer goes once the game has drawn them (so that no frame shows neither). The animator then lays
   * them out, back at their normal size.
   */
  drop(): void {
    const lifted = this.lifted;
    this.lifted = null;
    if (lifted?.layer == null) return;
    for (const image of lifted.images) image.setVisible(true).setScale(image.scaleY * LIFT_SCALE);
    this.leaving.push(lifted.layer);
    this.scene.game.events.once(Phaser.Core.Events.POST_RENDER, () => this.leaving.shift()?.remove());
    this.wake();
  }

  /** Takes any layer off the page at once: the table is going away. */
  dispose(): void {
    this.lifted?.layer?.remove();
    this.lifted = null;
    this.leaving.splice(0).forEach((layer) => layer.remove());
  }

  /**
   * Paints the lifted run and its shadow on a new layer, in device pixels, with the run's images where
   * they are now; returns the layer and where it lies from the first image, or null with no 2D canvas.
   */
  private paint(images: readonly Phaser.GameObjects.Image[]): { layer: HTMLCanvasElement; offsetX: number; offsetY: number } | null {
    const resolution = this.resolution;
    const first = images[0]!;
    // From scaleY alone: a card caught mid-flip has its scaleX squashed, never its scaleY.
    const height = Math.abs(first.displayHeight) * LIFT_SCALE;
    const width = height * (first.frame.cutWidth / first.frame.cutHeight);
    const blur = BLUR * width;
    const drop = DROP * width;
    const ys = images.map((image) => image.y);
    const run = { left: first.x - width / 2, top: Math.min(...ys) - height / 2, width, height: Math.max(...ys) - Math.min(...ys) + height };
    // The layer's corner on a whole device pixel, so that what is painted on it keeps to the grid.
    const left = Math.floor((run.left - blur) * resolution) / resolution;
    const top = Math.floor((run.top - blur) * resolution) / resolution;
    const layer = overlayCanvas(this.scene.game.canvas, LIFT_LAYER_CLASS, run.width + 2 * blur + 1, run.height + 2 * blur + drop + 1, resolution);
    const pen = layer.getContext('2d');
    if (pen === null) {
      layer.remove();
      return null;
    }
    layer.style.willChange = INDIVIDUAL_TRANSFORMS ? 'translate, scale' : 'transform';
    // The rise grows the run about the card under the finger's grip, roughly its first card's centre.
    layer.style.transformOrigin = `${first.x - left}px ${first.y - top}px`;
    const px = (css: number): number => Math.round(css * resolution);
    this.paintShadow(pen, { x: px(run.left - left), y: px(run.top - top + drop), width: px(run.width), height: px(run.height) }, blur * resolution, RADIUS * width * resolution);
    for (const image of images) {
      paintImage(pen, image, px(image.x - width / 2 - left), px(image.y - height / 2 - top), px(width), px(height));
    }
    return { layer, offsetX: left - first.x, offsetY: top - first.y };
  }

  /** A soft shadow of the rounded box (device pixels), without the box: only the shadow is wanted. */
  private paintShadow(pen: CanvasRenderingContext2D, box: { x: number; y: number; width: number; height: number }, blur: number, radius: number): void {
    // The box is drawn one canvas-width to the left, off the canvas, and its shadow thrown back.
    const shift = pen.canvas.width;
    pen.save();
    pen.shadowColor = 'rgba(0, 0, 0, 0.5)';
    pen.shadowBlur = blur;
    pen.shadowOffsetX = shift;
    pen.fillStyle = '#000';
    pen.beginPath();
    pen.roundRect(box.x - shift, box.y, box.width, box.height, radius);
    pen.fill();
    pen.restore();
  }
}
