/**
 * The floor of `npm run bench:web`: the least a Phaser game can do — boot, draw one sprite — built and
 * served like the app (Vite, a service worker that precaches it). The app's load times are printed as
 * ratios to this page's, measured in the same run, so the machine's speed cancels out.
 * It marks `table-interactive` at its first frame drawn with the sprite, as the app does for its table,
 * and counts taps on the sprite in `window.__floorTaps`: its answer to a tap (bench-web/firstTap.ts).
 */
import Phaser from 'phaser';

class OneSprite extends Phaser.Scene {
  create(): void {
    const graphics = this.add.graphics().fillStyle(0xffffff).fillRoundedRect(0, 0, 64, 90, 6);
    graphics.generateTexture('card', 64, 90);
    graphics.destroy();
    // A tap on the sprite is the floor's answer to a tap (bench-web/firstTap.ts counts it).
    const counter = window as { __floorTaps?: number };
    this.add
      .sprite(this.scale.width / 2, this.scale.height / 2, 'card')
      .setInteractive()
      .on('pointerup', () => (counter.__floorTaps = (counter.__floorTaps ?? 0) + 1));
    this.game.events.once(Phaser.Core.Events.POST_RENDER, () => performance.mark('table-interactive'));
  }
}

new Phaser.Game({
  type: Phaser.AUTO,
  parent: 'game',
  backgroundColor: '#0b5d33',
  scale: { mode: Phaser.Scale.RESIZE, width: window.innerWidth, height: window.innerHeight },
  banner: false,
  scene: [OneSprite],
});

if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js');
