/**
 * Starts Phaser on a canvas that fills the page and draws at the screen's resolution: the canvas has
 * CSS size × devicePixelRatio pixels and is shown at 1/ratio zoom, and the table's camera zooms by the
 * ratio, so the scenes work in CSS pixels while every texture is drawn pixel for pixel.
 */
import Phaser from 'phaser';
import type { TableSession } from '../../app/session/session';
import { BACKGROUND_COLOURS, SCENE_KEYS } from '../constants';
import { IdleSleep } from './idleSleep';
import { forwardLostMouseUps } from '../input/lostMouseUp';
import type { Viewport } from '../layout';
import { TableScene, type TableHost } from '../TableScene';

/** The performance mark set when the dealt table is first on screen and takes input. */
export const INTERACTIVE_MARK = 'table-interactive';

export interface TableView {
  /** The table scene once it runs (null while booting). */
  table(): TableScene | null;
  readonly canvas: HTMLCanvasElement;
  /** Resolves at the first frame drawn with the table running: later work can wait for it. */
  readonly firstFrame: Promise<void>;
  /** Deals the table onto the canvas (once): the game and the page's room for it are known. */
  start(data: TableStart): void;
  destroy(): void;
}

export interface TableStart {
  readonly controller: TableSession;
  readonly viewport: () => Viewport;
  readonly keyboardBlocked: () => boolean;
}

/** Device pixels per CSS pixel, capped: beyond 3 the textures cost memory nobody can see. */
function pixelRatio(): number {
  return Math.min(3, Math.max(1, window.devicePixelRatio || 1));
}

/**
 * Has every batch of quads sample one texture, as Phaser already does on phones (`autoMobileTextures`).
 * Elsewhere Phaser binds up to 16 textures per batch and picks one per pixel through a chain of `if`s
 * in the fragment shader: every card is a texture of its own, so the table drew in batches of many
 * textures, and a GPU without real branching (SwiftShader, the software WebGL of headless Chromium and
 * of machines without a usable GPU) ran the chain for every pixel: a drag's frames took twice the
 * GPU time. It also built a shader per batch size, which stalled the first drag (see shaderWarmUp.ts).
 * More draw calls (one per texture change, about 70 a frame) cost a GPU far less.
 */
function oneTextureUnitPerBatch(game: Phaser.Game): void {
  if (game.renderer.type !== Phaser.WEBGL) return;
  (game.renderer as Phaser.Renderer.WebGL.WebGLRenderer).renderNodes.setMaxParallelTextureUnits(1);
}

/**
 * Boots Phaser at once, before the app has read its storage: the renderer starts (shaders, default
 * textures) while IndexedDB answers, and the table scene is added by `start` when the game is known.
 */
export function createGame(parent: HTMLElement): TableView {
  const resolution = pixelRatio();
  const size = (): { width: number; height: number } => ({
    width: Math.round(window.innerWidth * resolution),
    height: Math.round(window.innerHeight * resolution),
  });
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    // The felt before the table's first frame; the table then sets the chosen one (felt.ts).
    backgroundColor: BACKGROUND_COLOURS['felt-green'],
    scale: { mode: Phaser.Scale.NONE, ...size(), zoom: 1 / resolution },
    // The table reads keys from the DOM itself (see TableScene.create).
    input: { activePointers: 2, keyboard: false },
    // Howler plays the sounds: Phaser's own sound manager would only open a second audio context.
    audio: { noAudio: true },
    disableContextMenu: true,
    // No multisampling: every card is an upright rectangle at whole pixels, whose edges need none, and
    // software WebGL (SwiftShader) spent 40 % of a drag frame's GPU time on four samples a pixel.
    // One texture unit a batch (see oneTextureUnitPerBatch), and batches of at most 1,024 quads (a table
    // draws about 70): Phaser's defaults (16 units, 16,384 quads) made its renderer allocate and upload
    // a vertex buffer of megabytes at boot, on the way to the first frame.
    render: { antialiasGL: false, maxTextures: 1, batchSize: 1024 },
    banner: false,
    scene: [],
  });

  game.events.once(Phaser.Core.Events.READY, () => oneTextureUnitPerBatch(game));

  const table = (): TableScene | null => {
    const scene = game.scene.getScene(SCENE_KEYS.table) as TableScene | null;
    return scene?.sys.isActive() ? scene : null;
  };
  // Start-up timing (`npm run bench:web` reads the mark): the first frame drawn with the table running.
  let shown: () => void = () => {};
  const firstFrame = new Promise<void>((resolve) => (shown = resolve));
  const markInteractive = (): void => {
    if (table() === null) return;
    game.events.off(Phaser.Core.Events.POST_RENDER, markInteractive);
    performance.mark(INTERACTIVE_MARK);
    shown();
  };
  game.events.on(Phaser.Core.Events.POST_RENDER, markInteractive);
  // Until the table runs there is always something to draw (the scene starting, its first frame).
  const idleSleep = new IdleSleep(game, () => table()?.frameNeed ?? 'draw');

  const onResize = (): void => {
    const { width, height } = size();
    if (width === game.scale.width && height === game.scale.height) return;
    idleSleep.wake();
    game.scale.resize(width, height);
    table()?.resize();
  };
  window.addEventListener('resize', onResize);
  window.visualViewport?.addEventListener('resize', onResize);
  const stopForwarding = forwardLostMouseUps();

  return {
    table,
    canvas: game.canvas,
    firstFrame,
    start: ({ controller, viewport, keyboardBlocked }) => {
      if (game.scene.getScene(SCENE_KEYS.table) !== null) return;
      const host: TableHost = {
        viewport,
        resolution,
        reducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        keyboardBlocked,
        wake: idleSleep.wake,
      };
      game.scene.add(SCENE_KEYS.table, TableScene, true, { controller, host });
    },
    destroy: () => {
      window.removeEventListener('resize', onResize);
      window.visualViewport?.removeEventListener('resize', onResize);
      stopForwarding();
      game.destroy(true);
      idleSleep.destroy();
    },
  };
}
