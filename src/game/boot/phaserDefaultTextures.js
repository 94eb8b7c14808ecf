/**
 * Phaser's three built-in textures, made at once instead of decoded from PNG data URIs.
 *
 * Phaser's Texture Manager loads `__DEFAULT`, `__MISSING` and `__WHITE` as `<img>` elements and starts
 * the game only when all three have fired `onload`. Those events are tasks of their own, queued behind
 * whatever the page does meanwhile (the HUD's layout, a frame's commit): on a cold load the game sat
 * waiting for them after its bundle had run. Drawn on canvases they exist at once, and the game starts
 * straight after its boot (on a microtask, so that every other system has handled the boot event first,
 * as when the images load).
 *
 * The textures are the same sizes and colours as Phaser's: a clear 32 × 32 square, a 32 × 32 outline for
 * a missing texture, and a 4 × 4 white square that coloured and tinted game objects draw with.
 */
import TextureEvents from 'phaser/src/textures/events/index.js';
import TextureManager from 'phaser/src/textures/TextureManager.js';

/** A canvas of `size` square pixels, painted by `paint` (clear if none). */
function canvasOf(size, paint) {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  if (paint !== undefined) paint(canvas.getContext('2d'), size);
  return canvas;
}

const bootWithImages = TextureManager.prototype.boot;

TextureManager.prototype.boot = function bootWithCanvases() {
  // Phaser's boot counts three image loads before it is ready: none are asked for, so none are counted.
  const config = this.game.config;
  const images = { default: config.defaultImage, missing: config.missingImage, white: config.whiteImage };
  config.defaultImage = null;
  config.missingImage = null;
  config.whiteImage = null;
  bootWithImages.call(this);
  Object.assign(config, { defaultImage: images.default, missingImage: images.missing, whiteImage: images.white });
  this.off(TextureEvents.LOAD);
  this.off(TextureEvents.ERROR);

  this.addCanvas('__DEFAULT', canvasOf(32));
  this.addCanvas(
    '__MISSING',
    canvasOf(32, (context, size) => {
      context.strokeStyle = '#00ff00';
      context.strokeRect(0.5, 0.5, size - 1, size - 1);
    }),
  );
  this.addCanvas(
    '__WHITE',
    canvasOf(4, (context, size) => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size, size);
    }),
  );
  queueMicrotask(() => this.emit(TextureEvents.READY));
};
