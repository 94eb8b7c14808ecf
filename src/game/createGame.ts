/**
 * Starts Phaser on a canvas that fills the page and draws at the screen's resolution: the canvas has
 * CSS size × devicePixelRatio pixels and is shown at 1/ratio zoom, and the table's camera zooms by the
 * ratio, so the scenes work in CSS pixels while every texture is drawn pixel for pixel.
 */
import Phaser from 'phaser';
import type { SessionController } from '../app/controller';
import { BootScene } from './BootScene';
import { BACKGROUND_COLOURS, SCENE_KEYS } from './constants';
import type { Viewport } from './layout';
import { TableScene, type TableHost } from './TableScene';

export interface TableView {
  /** The table scene once it runs (null while booting). */
  table(): TableScene | null;
  readonly canvas: HTMLCanvasElement;
  destroy(): void;
}

/** Device pixels per CSS pixel, capped: beyond 3 the textures cost memory nobody can see. */
function pixelRatio(): number {
  return Math.min(3, Math.max(1, window.devicePixelRatio || 1));
}

export function createGame(parent: HTMLElement, controller: SessionController, viewport: () => Viewport, keyboardBlocked: () => boolean): TableView {
  const resolution = pixelRatio();
  const host: TableHost = {
    viewport,
    resolution,
    reducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    keyboardBlocked,
  };
  const size = (): { width: number; height: number } => ({ width: Math.round(window.innerWidth * resolution), height: Math.round(window.innerHeight * resolution) });
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    backgroundColor: BACKGROUND_COLOURS[controller.settings.background],
    scale: { mode: Phaser.Scale.NONE, ...size(), zoom: 1 / resolution },
    input: { activePointers: 2 },
    disableContextMenu: true,
    banner: false,
    scene: [],
  });
  game.scene.add(SCENE_KEYS.boot, BootScene, true, { controller, host });
  game.scene.add(SCENE_KEYS.table, TableScene, false);

  const table = (): TableScene | null => {
    const scene = game.scene.getScene(SCENE_KEYS.table) as TableScene | null;
    return scene !== null && scene.sys.isActive() ? scene : null;
  };
  const onResize = (): void => {
    const { width, height } = size();
    if (width === game.scale.width && height === game.scale.height) return;
    game.scale.resize(width, height);
    table()?.resize();
  };
  window.addEventListener('resize', onResize);
  window.visualViewport?.addEventListener('resize', onResize);

  return {
    table,
    canvas: game.canvas,
    destroy: () => {
      window.removeEventListener('resize', onResize);
      window.visualViewport?.removeEventListener('resize', onResize);
      game.destroy(true);
    },
  };
}
