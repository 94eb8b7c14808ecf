/**
 * 2D canvases laid over the game's canvas, for what moves over a table that does not change: the win's
 * trail (WinCascade.ts) and a dragged run (dragLift.ts). The game's canvas is then left as it is, so
 * the game's loop may sleep and the browser does not take a new WebGL frame from it (with a software
 * GPU, reading that frame back is most of a frame's time). Each layer sits in the game's parent, right
 * after its canvas and so under the page's controls, and never takes a pointer event.
 */
import type Phaser from 'phaser';

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
