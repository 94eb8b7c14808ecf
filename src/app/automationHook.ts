/**
 * `window.klondike`, the read-only automation hook (README, Automation hook). End-to-end tests and bug reports
 * read the table through it; they drive the game only with real pointer and key events.
 */
import type { CardId, PileId, TableSnapshot } from '../engine';

export interface HookRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The hook's table: the engine's snapshot, and the game clock in milliseconds as the player sees it. */
export interface HookSnapshot extends TableSnapshot {
  readonly elapsedMs: number;
}

export interface KlondikeHook {
  /** Resolves when the table is idle: no tween running, input enabled, state saved. */
  ready(): Promise<void>;
  /** The current table, exactly as the player sees it. */
  state(): HookSnapshot;
  /** CSS-pixel rectangle of a card (whole, even if covered) or of a pile's base slot; null if not shown. */
  rect(id: CardId | PileId): HookRect | null;
}

declare global {
  interface Window {
    klondike?: KlondikeHook;
  }
}

/** The hook's `state()`: the table and its clock (whole milliseconds). */
export function hookSnapshot(source: { snapshot(): TableSnapshot; readonly elapsedMs: number }): HookSnapshot {
  return { ...source.snapshot(), elapsedMs: Math.round(source.elapsedMs) };
}

/** Publishes the hook; frozen so page scripts (or a test) cannot swap its methods by accident. */
export function installAutomationHook(target: { klondike?: KlondikeHook }, hook: KlondikeHook): void {
  target.klondike = Object.freeze({ ...hook });
}

/** What the hook reads of the table scene (the app does not know Phaser: main.ts hands this over). */
export interface HookTable {
  /** No card moving, nothing dragged, the scene running. */
  readonly idle: boolean;
  /** A card's or pile's rectangle in canvas pixels, or null. */
  rectOf(id: CardId | PileId): HookRect | null;
}

/**
 * The hook over a table that may not be on screen yet. Idle means: the table scene runs, no card is
 * moving, nothing is being dragged, and the game is saved. The first look waits for the next frame, so
 * that whatever the last input started is under way. It also waits for the verdict on "no more moves",
 * so that a test that finds no such dialog after `ready()` has seen the verdict.
 */
export function tableHook(source: {
  readonly session: { snapshot(): TableSnapshot; readonly elapsedMs: number; readonly judgingOutcome: boolean };
  table(): HookTable | null;
  canvasRect(): HookRect;
  saved(): Promise<void>;
  nextFrame(callback: () => void): void;
}): KlondikeHook {
  return {
    ready: () =>
      new Promise<void>((resolve) => {
        const check = (): void => {
          if (source.table()?.idle === true && !source.session.judgingOutcome) void source.saved().then(resolve);
          else source.nextFrame(check);
        };
        source.nextFrame(check);
      }),
    state: () => hookSnapshot(source.session),
    rect: (id) => {
      const rect = source.table()?.rectOf(id) ?? null;
      if (rect === null) return null;
      const canvas = source.canvasRect();
      return { x: canvas.x + rect.x, y: canvas.y + rect.y, width: rect.width, height: rect.height };
    },
  };
}
