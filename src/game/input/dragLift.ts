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
import { RADIUS } from '../cardArt/cardArtShared';
import { LIFT_LAYER_CLASS } from '../constants';
import { INDIVIDUAL_TRANSFORMS, moveLayer, overlayCanvas, paintImage, sizeCanvas, snapToDevicePixels } from '../animation/overlayCanvas';

/** How much larger a lifted card is shown. */
export const LIFT_SCALE = 1.06;
/** Time to rise, in ms: quick enough to stay under the finger. */
const RISE_MS = 90;
/** Blur and drop of the shadow, as fractions of the card width. */
const BLUR = 0.12;
const DROP = 0.07;

interface Lifted {
  readonly images: readonly Phaser.GameObjects.Image[];
  /** False when the browser gave no 2D canvas: the images are then lifted in place. */
  readonly onLayer: boolean;
  /** From the first image's centre to the layer's top-left corner, in CSS pixels. */
  readonly offsetX: number;
  readonly offsetY: number;
}

interface Layer {
  readonly canvas: HTMLCanvasElement;
  readonly pen: CanvasRenderingContext2D;
}

/** Lifts the run a drag picked up (PointerInput calls `lift`, `follow` and `drop`). */
export class DragLift {
  private lifted: Lifted | null = null;
  /**
   * The layer, made once (null: the browser gave no 2D canvas) and kept on the page between drags,
   * hidden: a new canvas, its context and its compositing layer at each pick-up lengthened its frame.
   */
  private layer: Layer | null | undefined;
  /** Counts lifts, so that a drop's hiding of the layer, which waits for a frame, spares a newer lift. */
  private lifts = 0;

  /** `wake` has the game draw its next frame (the loop may be asleep during a drag). */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly wake: () => void,
  ) {}

  private get resolution(): number {
    return this.scene.cameras.main.zoom;
  }

  /**
   * Makes the layer ahead of the first drag (the table calls this once it is quiet), large enough for
   * a run of cards `cardWidth` wide as tall as the table (`height`), all in CSS pixels.
   */
  prepare(cardWidth: number, height: number): void {
    const width = cardWidth * LIFT_SCALE;
    this.layerOfSize(width + 2 * BLUR * width + 1, height + 2 * BLUR * width + DROP * width + 1);
  }

  /** Lifts `images` (the dragged run, top card first); `instant` skips the rise (reduced motion). */
  lift(images: readonly Phaser.GameObjects.Image[], instant: boolean): void {
    this.drop();
    const first = images[0];
    if (first === undefined) return;
    this.lifts += 1;
    const painted = this.paint(images);
    if (painted === null) {
      for (const image of images) image.setScale(image.scaleY * LIFT_SCALE);
      this.lifted = { images, onLayer: false, offsetX: 0, offsetY: 0 };
      return;
    }
    for (const image of images) image.setVisible(false);
    this.lifted = { images, onLayer: true, ...painted.offset };
    this.follow();
    painted.canvas.style.visibility = 'visible';
    // Without CSS `scale` apart from the drag's `transform`, the run shows risen at once.
    if (!instant && INDIVIDUAL_TRANSFORMS) painted.canvas.animate({ scale: [String(1 / LIFT_SCALE), '1'] }, { duration: RISE_MS, easing: 'ease-out' });
  }

  /** Moves the layer to where the run's images are now (PointerInput moves them). */
  follow(): void {
    const lifted = this.lifted;
    const first = lifted?.images[0];
    const canvas = this.layer?.canvas;
    if (!lifted?.onLayer || first === undefined || canvas === undefined) return;
    // Whole device pixels: the layer is not resampled as it moves.
    const x = snapToDevicePixels(first.x + lifted.offsetX, this.resolution);
    const y = snapToDevicePixels(first.y + lifted.offsetY, this.resolution);
    moveLayer(canvas, x, y);
  }

  /**
   * The run was let go (or the drag cancelled): its images show again, at the lifted size, and the
   * layer hides once the game has drawn them (so that no frame shows neither). The animator then lays
   * them out, back at their normal size.
   */
  drop(): void {
    const lifted = this.lifted;
    this.lifted = null;
    if (!lifted?.onLayer) return;
    for (const image of lifted.images) image.setVisible(true).setScale(image.scaleY * LIFT_SCALE);
    const lift = this.lifts;
    this.scene.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
      if (this.lifts === lift && this.lifted === null && this.layer) this.layer.canvas.style.visibility = 'hidden';
    });
    this.wake();
  }

  /** Takes the layer off the page: the table is going away. */
  dispose(): void {
    this.lifted = null;
    this.layer?.canvas.remove();
    this.layer = undefined;
  }

  /** The layer, at least `width` × `height` CSS pixels (grown if need be); null with no 2D canvas. */
  private layerOfSize(width: number, height: number): Layer | null {
    const resolution = this.resolution;
    if (this.layer === undefined) {
      const canvas = overlayCanvas(this.scene.game.canvas, LIFT_LAYER_CLASS, width, height, resolution);
      Object.assign(canvas.style, { visibility: 'hidden', willChange: INDIVIDUAL_TRANSFORMS ? 'translate, scale' : 'transform' });
      const pen = canvas.getContext('2d');
      if (pen === null) canvas.remove();
      this.layer = pen === null ? null : { canvas, pen };
    }
    const layer = this.layer;
    if (layer !== null)
      sizeCanvas(layer.canvas, Math.max(width, layer.canvas.width / resolution), Math.max(height, layer.canvas.height / resolution), resolution);
    return layer;
  }

  /**
   * Paints the lifted run and its shadow on the layer, in device pixels, with the run's images where
   * they are now; returns the layer and where it lies from the first image, or null with no 2D canvas.
   */
  private paint(images: readonly Phaser.GameObjects.Image[]): { canvas: HTMLCanvasElement; offset: { offsetX: number; offsetY: number } } | null {
    const resolution = this.resolution;
    const first = images[0]!;
    // From scaleY alone: a card caught mid-flip has its scaleX squashed, never its scaleY.
    const height = Math.abs(first.displayHeight) * LIFT_SCALE;
    const width = height * (first.frame.cutWidth / first.frame.cutHeight);
    const blur = BLUR * width;
    const drop = DROP * width;
    const ys = images.map((image) => image.y);
    const run = { left: first.x - width / 2, top: Math.min(...ys) - height / 2, width, height: Math.max(...ys) - Math.min(...ys) + height };
    const layer = this.layerOfSize(run.width + 2 * blur + 1, run.height + 2 * blur + drop + 1);
    if (layer === null) return null;
    const { canvas, pen } = layer;
    pen.clearRect(0, 0, canvas.width, canvas.height);
    // The layer's corner on a whole device pixel, so that what is painted on it keeps to the grid.
    const left = Math.floor((run.left - blur) * resolution) / resolution;
    const top = Math.floor((run.top - blur) * resolution) / resolution;
    // The rise grows the run about the card under the finger's grip, roughly its first card's centre.
    canvas.style.transformOrigin = `${first.x - left}px ${first.y - top}px`;
    const px = (css: number): number => Math.round(css * resolution);
    this.paintShadow(
      pen,
      { x: px(run.left - left), y: px(run.top - top + drop), width: px(run.width), height: px(run.height) },
      blur * resolution,
      RADIUS * width * resolution,
    );
    for (const image of images) {
      paintImage(pen, image, px(image.x - width / 2 - left), px(image.y - height / 2 - top), px(width), px(height));
    }
    return { canvas, offset: { offsetX: left - first.x, offsetY: top - first.y } };
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
