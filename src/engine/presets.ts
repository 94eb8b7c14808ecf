/**
 * Named rule sets, one per variant the seed documents describe. Ids are stable: they appear in URLs
 * (`?preset=`), saves and statistics.
 */
import type { Rules } from './rules';

export interface Preset {
  readonly id: string;
  readonly name: string;
  /** Where the variant comes from, for the Rules dialog. */
  readonly source: string;
  readonly rules: Rules;
}

const MODERN: Rules = {
  draw: 1, passes: null, moves: 'relaxed', build: 'alternate', empty: 'king',
  fromFoundation: true, turn: 'auto', undo: 'unlimited', scoring: 'standard',
};

/** Klondike 2.3 (DOS): cards turned by a click, foundation cards locked, single-level UNDO, no score. */
const KLONDIKE_23: Omit<Rules, 'draw' | 'passes' | 'moves'> = {
  build: 'alternate', empty: 'king', fromFoundation: false, turn: 'manual', undo: 'single', scoring: 'none',
};

/** Aisleriot: groups move freely, foundation cards stay in play, one point per card home. */
const AISLERIOT: Omit<Rules, 'draw' | 'passes'> = {
  moves: 'relaxed', build: 'alternate', empty: 'king', fromFoundation: true, turn: 'auto', undo: 'unlimited', scoring: 'foundation',
};

/** The Windows help's Klondike: draw one with no redeal, its own scoring, unlimited undo and redo. */
const WINDOWS: Omit<Rules, 'build' | 'empty'> = {
  draw: 1, passes: 1, moves: 'relaxed', fromFoundation: false, turn: 'auto', undo: 'unlimited', scoring: 'windows-help',
};

const VEGAS: Omit<Rules, 'draw' | 'passes' | 'scoring'> = {
  moves: 'relaxed', build: 'alternate', empty: 'king', fromFoundation: false, turn: 'auto', undo: 'unlimited',
};

export const PRESETS: readonly Preset[] = [
  { id: 'modern', name: 'Klondike (draw 1, unlimited passes)', source: 'A modern default', rules: MODERN },
  { id: 'klondike23-var0-strict', name: 'Klondike 2.3 — Variation 0, strict', source: 'Klondike 2.3: draw 1, one pass', rules: { ...KLONDIKE_23, draw: 1, passes: 1, moves: 'strict' } },
  { id: 'klondike23-var0-relaxed', name: 'Klondike 2.3 — Variation 0, relaxed', source: 'Klondike 2.3: draw 1, one pass', rules: { ...KLONDIKE_23, draw: 1, passes: 1, moves: 'relaxed' } },
  { id: 'klondike23-var1-strict', name: 'Klondike 2.3 — Variation 1, strict', source: 'Klondike 2.3: draw 3, unlimited passes', rules: { ...KLONDIKE_23, draw: 3, passes: null, moves: 'strict' } },
  { id: 'klondike23-var1-relaxed', name: 'Klondike 2.3 — Variation 1, relaxed', source: 'Klondike 2.3: draw 3, unlimited passes', rules: { ...KLONDIKE_23, draw: 3, passes: null, moves: 'relaxed' } },
  { id: 'klondike23-var2-strict', name: 'Klondike 2.3 — Variation 2, strict', source: 'Klondike 2.3: draw 1, unlimited passes', rules: { ...KLONDIKE_23, draw: 1, passes: null, moves: 'strict' } },
  { id: 'klondike23-var2-relaxed', name: 'Klondike 2.3 — Variation 2, relaxed', source: 'Klondike 2.3: draw 1, unlimited passes', rules: { ...KLONDIKE_23, draw: 1, passes: null, moves: 'relaxed' } },
  { id: 'jsolitaire', name: 'JSolitaire (draw 3, unlimited passes)', source: 'JSolitaire', rules: { ...MODERN, draw: 3 } },
  { id: 'aisleriot-draw1', name: 'Aisleriot — draw 1, three passes', source: 'GNOME Aisleriot', rules: { ...AISLERIOT, draw: 1, passes: 3 } },
  { id: 'aisleriot-draw3', name: 'Aisleriot — draw 3, unlimited passes', source: 'GNOME Aisleriot', rules: { ...AISLERIOT, draw: 3, passes: null } },
  { id: 'aisleriot-no-redeal', name: 'Aisleriot — no redeal', source: 'GNOME Aisleriot', rules: { ...AISLERIOT, draw: 1, passes: 1 } },
  { id: 'windows', name: 'Windows Klondike (draw 1, no redeal)', source: 'Windows Klondike help', rules: { ...WINDOWS, build: 'alternate', empty: 'king' } },
  { id: 'thumb-and-pouch', name: 'Thumb and Pouch', source: 'Windows Klondike help', rules: { ...WINDOWS, build: 'any-suit', empty: 'any' } },
  { id: 'vegas-draw1', name: 'Vegas — draw 1, one pass', source: 'JSolitaire / Windows Vegas', rules: { ...VEGAS, draw: 1, passes: 1, scoring: 'vegas' } },
  { id: 'vegas-draw3', name: 'Vegas — draw 3, three passes', source: 'JSolitaire / Windows Vegas', rules: { ...VEGAS, draw: 3, passes: 3, scoring: 'vegas' } },
  { id: 'vegas-cumulative', name: 'Vegas cumulative — draw 3, three passes', source: 'Windows Vegas, bank carried over', rules: { ...VEGAS, draw: 3, passes: 3, scoring: 'vegas-cumulative' } },
];

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

export const DEFAULT_RULES: Rules = MODERN;
