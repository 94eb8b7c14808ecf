/**
 * The table's felt colour. With WebGL it is the colour the renderer clears the canvas to before every
 * frame, and the camera paints no background of its own: a camera background is one more quad the
 * size of the screen, blended over the cleared canvas every frame, a quarter of a drag frame's GPU
 * time in software WebGL (SwiftShader) for a colour the clear already gives. The Canvas renderer
 * keeps the camera's background.
 */
import Phaser from 'phaser';

/** Shows `colour` (0xRRGGBB) under everything the scene draws. */
export function paintFelt(scene: Phaser.Scene, colour: number): void {
  if (scene.sys.renderer.type !== Phaser.WEBGL) {
    scene.cameras.main.setBackgroundColor(colour);
    return;
  }
  // The renderer reads this colour (the game's `backgroundColor`) afresh at every frame's clear.
  scene.sys.game.config.backgroundColor.setTo((colour >> 16) & 0xff, (colour >> 8) & 0xff, colour & 0xff, 0xff);
}
