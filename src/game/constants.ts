/** Frozen keys and colours of the Phaser layer (tests and saves may name them; never rename). */
import type { Background } from '../app/settings';

export const SCENE_KEYS = { table: 'table' } as const;

/**
 * The performance mark set once every card face the first frame did without has been drawn (in idle
 * slices after the table is shown, see TableScene.drawLaterTextures): the start-up's deferred work is
 * over. A tap on the table shown before it must be answered before it (`npm run bench:web`, table.test).
 */
export const TEXTURES_DRAWN_MARK = 'table-textures-drawn';

export const BACKGROUND_COLOURS: Readonly<Record<Background, number>> = {
  'felt-green': 0x0b5d33,
  'felt-blue': 0x0d3f6e,
  'felt-red': 0x6b1420,
  slate: 0x2e3a44,
  wood: 0x5a3b22,
};

/** Depth bands: cards lie on slots; a dragged or flying card rises above every resting one. */
export const DEPTH = { slot: 0, card: 10, highlight: 500, flying: 1000, dragging: 2000 } as const;

/** How long a press must last, without moving, to select a card for click-click (ms). */
export const HOLD_TO_SELECT_MS = 420;
/** Two taps on the same place within this time are a double tap (ms). */
export const DOUBLE_TAP_MS = 340;
/** Pointer movement (CSS px) before a press becomes a drag. */
export const DRAG_THRESHOLD_PX = 6;

/** The class of the layer a dragged run is drawn on, over the game's canvas (dragLift.ts). */
export const LIFT_LAYER_CLASS = 'drag-lift';
