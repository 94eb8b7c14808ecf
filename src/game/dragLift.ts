/**
 * A picked-up card or run lifts off the table while it is dragged: it grows a little and casts a soft
 * shadow on what lies below, so the hand feels that it holds something. Both renderers draw it (Phaser's
 * shadow filter is WebGL only, and the table falls back to Canvas): the shadow is one image of a
 * blurred rounded rectangle, drawn on a canvas at the run's size when the run is picked up, and kept
 * under the run as it moves. Dropping ends it; the cards' size comes back as the animator lays them
 * out (it fits every image to the card size).
 */
import type Phaser from 'phaser';
import { RADIUS } from './cardArtShared';
import { canvasTextureFor } from './cardTextures';
import { DEPTH } from './constants';

/** How much larger a lifted card is shown. */
export const LIFT_SCALE = 1.06;
/** The shadow's texture key: one texture, redrawn at the size of each run picked up. */
export const LIFT_SHADOW_KEY = 'drag-shadow';
/** Time to rise, in ms: quick enough to stay under the finger. */
const RISE_MS = 90;
/** Blur and drop of the shadow, as fractions of the card width. */
const BLUR = 0.12;
const DROP = 0.07;

interface Box { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

/** The run's outline in the scene's (CSS-pixel) space, from its images' centres and shown sizes. */
function runBox(images: readonly Phaser.GameObjects.Image[], scale: number): Box {
  const first = images[0]!;
  const width = Math.abs(first.displayHeight * scale * (first.width / first.height));
  const height = Math.abs(first.displayHeight * scale);
  const ys = images.map((image) => image.y);
  const top = Math.min(...ys) - height / 2;
  return { x: first.x - width / 2, y: top, width, height: Math.max(...ys) + height / 2 - top };
}

/** Lifts the run a drag picked up (PointerInput calls `lift`, `follow` and `drop`). */
export class DragLift {
  private shadow: Phaser.GameObjects.Image | null = null;
  private run: readonly Phaser.GameObjects.Image[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  /** Lifts `images` (the dragged run, top card first); `instant` skips the rise (reduced motion). */
  lift(images: readonly Phaser.GameObjects.Image[], instant: boolean): void {
    this.drop();
    if (images.length === 0) return;
    this.run = images;
    const box = runBox(images, LIFT_SCALE);
    this.shadow = this.scene.add.image(0, 0, this.drawShadow(box)).setDepth(DEPTH.dragging - 1).setDisplaySize(
      box.width * (1 + 2 * BLUR), box.height + 2 * BLUR * box.width,
    );
    this.follow();
    for (const image of images) {
      // From scaleY alone: a card caught mid-flip has its scaleX squashed, never its scaleY.
      const to = { scaleX: image.scaleY * LIFT_SCALE, scaleY: image.scaleY * LIFT_SCALE };
      if (instant) image.setScale(to.scaleX, to.scaleY);
      else this.scene.tweens.add({ targets: image, ...to, duration: RISE_MS, ease: 'Quad.easeOut' });
    }
  }

  /** Keeps the shadow under the run after it moved. */
  follow(): void {
    const first = this.run[0];
    if (this.shadow === null || first === undefined) return;
    const box = runBox(this.run, 1);
    this.shadow.setPosition(first.x, box.y + box.height / 2 + DROP * box.width);
  }

  /**
   * The run was let go (or the drag cancelled): the shadow goes, and a rise still under way stops, so
   * that the animator sees no tween on the cards and lays them out (at their normal size) at once.
   */
  drop(): void {
    if (this.run.length > 0) this.scene.tweens.killTweensOf([...this.run]);
    this.shadow?.destroy();
    this.shadow = null;
    this.run = [];
  }

  /** Draws the shadow of a `box`-sized run, at device resolution, under one key; returns the key. */
  private drawShadow(box: Box): string {
    const zoom = this.scene.cameras.main.zoom;
    const blur = BLUR * box.width * zoom;
    const w = Math.max(1, Math.round(box.width * zoom + 2 * blur));
    const h = Math.max(1, Math.round(box.height * zoom + 2 * blur));
    const { texture } = canvasTextureFor(this.scene.textures, LIFT_SHADOW_KEY, w, h);
    const ctx = texture.getContext();
    ctx.clearRect(0, 0, w, h);
    // Only the shadow is wanted, not the shape that casts it: the shape is drawn one canvas-width to
    // the left, off the canvas, and its shadow is thrown back by the same distance.
    ctx.save();
    ctx.shadowColor = 'rgba(0, 0, 0, 0.5)';
    ctx.shadowBlur = blur;
    ctx.shadowOffsetX = w;
    ctx.fillStyle = '#000';
    ctx.beginPath();
    ctx.roundRect(blur - w, blur, w - 2 * blur, h - 2 * blur, RADIUS * box.width * zoom);
    ctx.fill();
    ctx.restore();
    texture.refresh();
    return LIFT_SHADOW_KEY;
  }
}
