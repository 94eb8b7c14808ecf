/**
 * 2D canvases laid over the game's canvas, for what moves over a table that does not change: the win's
 * cascade (WinCascade.ts), a dragged run (dragLift.ts) and cards flying home (flightLayer.ts), with the
 * cards waiting their turn on sheets (cardSheet.ts). The game's canvas is then left as it is, so
 * the game's loop may sleep and the browser does not take a new WebGL frame from it (with a software
 * GPU, reading that frame back is most of a frame's time). Each layer sits in the game's parent, right
 * after its canvas and so under the page's controls, and never takes a pointer event.
 */
import type Phaser from 'phaser';

/**
 * CSS `translate` and `scale` (Chrome 104, Safari 14.1), which the compositor animates apart from each
 * other; without them a layer is moved by its `transform`.
 */
export const INDIVIDUAL_TRANSFORMS = typeof CSS !== 'undefined' && CSS.supports('translate', '1px 1px');

/** The CSS property a layer is moved by (`translate`, else `transform`). */
export const MOVE_PROPERTY = INDIVIDUAL_TRANSFORMS ? 'translate' : 'transform';

/** The value of `MOVE_PROPERTY` that puts a layer's top-left corner at `x`, `y` CSS pixels. */
export function translation(x: number, y: number): string {
  return INDIVIDUAL_TRANSFORMS ? `${x}px ${y}px` : `translate(${x}px, ${y}px)`;
}

/** Moves `layer`'s top-left corner to `x`, `y` CSS pixels (see `translation`). */
export function moveLayer(layer: HTMLElement, x: number, y: number): void {
  layer.style.setProperty(MOVE_PROPERTY, translation(x, y));
}

/** `css` pixels rounded to whole device pixels: a layer placed there is not resampled. */
export function snapToDevicePixels(css: number, resolution: number): number {
  return Math.round(css * resolution) / resolution;
}

/**
 * A canvas of `width` × `height` CSS pixels at `resolution` device pixels each (whole device pixels,
 * so that images drawn at whole device pixels are not resampled), at the game's top-left corner.
 */
export function overlayCanvas(over: HTMLCanvasElement, className: string, width: number, height: number, resolution: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.className = className;
  Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', pointerEvents: 'none' });
  sizeCanvas(canvas, width, height, resolution);
  over.insertAdjacentElement('afterend', canvas);
  return canvas;
}

/** Sizes `canvas` to `width` × `height` CSS pixels, whole device pixels each way; a change clears it. */
export function sizeCanvas(canvas: HTMLCanvasElement, width: number, height: number, resolution: number): void {
  const deviceWidth = Math.max(1, Math.ceil(width * resolution));
  const deviceHeight = Math.max(1, Math.ceil(height * resolution));
  if (canvas.width === deviceWidth && canvas.height === deviceHeight) return;
  canvas.width = deviceWidth;
  canvas.height = deviceHeight;
  Object.assign(canvas.style, { width: `${deviceWidth / resolution}px`, height: `${deviceHeight / resolution}px` });
}

/**
 * Draws the texture `image` shows now (its frame: a card face is a canvas of its own) at `x`, `y`,
 * `width` × `height` device pixels of `pen`'s canvas.
 */
export function paintImage(pen: CanvasRenderingContext2D, image: Phaser.GameObjects.Image, x: number, y: number, width: number, height: number): void {
  const { source, cutX, cutY, cutWidth, cutHeight } = image.frame;
  pen.drawImage(source.image as CanvasImageSource, cutX, cutY, cutWidth, cutHeight, x, y, width, height);
}
