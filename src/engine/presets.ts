/**
 * Named rule sets, one per variant the seed documents describe. Ids are stable: they appear in URLs
 * (`?preset=`), saves and statistics.
 */
import { PLAY_STYLES, type PlayStyle, type StyleId } from './playStyle';
import { RULE_KEYS, type Rules } from './rules';

export interface Preset {
  readonly id: string;
  readonly name: string;
  /** Where the variant comes from, for the Rules dialog. */
  readonly source: string;
  /** The rules, its program's play style among them (`rules.style`). */
  readonly rules: Rules;
  /**
   * Presets of one program that differ by the draw (Windows: draw one has no redeal, draw three
   * unlimited redeals): choosing another draw under this preset takes that preset's rules.
   */
  readonly family?: string;
}

/** A preset as written below: its rules without the style, and the style its program plays in. */
type PresetSpec = Omit<Preset, 'rules'> & { readonly rules: Omit<Rules, 'style'>; readonly style: StyleId };

const MODERN: Omit<Rules, 'style'> = {
  draw: 1,
  passes: null,
  moves: 'relaxed',
  build: 'alternate',
  empty: 'king',
  fromFoundation: true,
  turn: 'auto',
  undo: 'unlimited',
  scoring: 'standard',
  openingTurn: false,
};

/** Klondike 2.3 (DOS): cards turned by a click, foundation cards locked, single-level UNDO, no score. */
const KLONDIKE_23: Omit<Rules, 'draw' | 'passes' | 'moves' | 'style'> = {
  build: 'alternate',
  empty: 'king',
  fromFoundation: false,
  turn: 'manual',
  undo: 'single',
  scoring: 'none',
  openingTurn: false,
};

/** Aisleriot: groups move freely, foundation cards stay in play, one point per card home. */
const AISLERIOT: Omit<Rules, 'draw' | 'passes' | 'style'> = {
  moves: 'relaxed',
  build: 'alternate',
  empty: 'king',
  fromFoundation: true,
  turn: 'auto',
  undo: 'unlimited',
  scoring: 'foundation',
  openingTurn: false,
};

/**
 * The Windows help's Klondike: "Redeal is available with the Draw 3 option only" — draw one has one
 * pass, draw three unlimited passes (each redeal charged 5 points); its own scoring, unlimited undo and redo.
 */
const WINDOWS: Omit<Rules, 'build' | 'empty' | 'style'> = {
  draw: 1,
  passes: 1,
  moves: 'relaxed',
  fromFoundation: false,
  turn: 'auto',
  undo: 'unlimited',
  scoring: 'windows-help',
  openingTurn: false,
};

const VEGAS: Omit<Rules, 'draw' | 'passes' | 'scoring' | 'style'> = {
  moves: 'relaxed',
  build: 'alternate',
  empty: 'king',
  fromFoundation: false,
  turn: 'auto',
  undo: 'unlimited',
  openingTurn: false,
};

const PRESET_SPECS: readonly PresetSpec[] = [
  { id: 'modern', name: 'Klondike (draw 1, unlimited passes)', source: 'A modern default', rules: MODERN, style: 'modern' },
  {
    id: 'klondike23-var0-strict',
    name: 'Klondike 2.3 — Variation 0, strict',
    source: 'Klondike 2.3: draw 1, one pass',
    rules: { ...KLONDIKE_23, draw: 1, passes: 1, moves: 'strict' },
    style: 'klondike-2.3',
  },
  {
    id: 'klondike23-var0-relaxed',
    name: 'Klondike 2.3 — Variation 0, relaxed',
    source: 'Klondike 2.3: draw 1, one pass',
    rules: { ...KLONDIKE_23, draw: 1, passes: 1, moves: 'relaxed' },
    style: 'klondike-2.3',
  },
  {
    id: 'klondike23-var1-strict',
    name: 'Klondike 2.3 — Variation 1, strict',
    source: 'Klondike 2.3: draw 3, unlimited passes',
    rules: { ...KLONDIKE_23, draw: 3, passes: null, moves: 'strict' },
    style: 'klondike-2.3',
  },
  {
    id: 'klondike23-var1-relaxed',
    name: 'Klondike 2.3 — Variation 1, relaxed',
    source: 'Klondike 2.3: draw 3, unlimited passes',
    rules: { ...KLONDIKE_23, draw: 3, passes: null, moves: 'relaxed' },
    style: 'klondike-2.3',
  },
  {
    id: 'klondike23-var2-strict',
    name: 'Klondike 2.3 — Variation 2, strict',
    source: 'Klondike 2.3: draw 1, unlimited passes',
    rules: { ...KLONDIKE_23, draw: 1, passes: null, moves: 'strict' },
    style: 'klondike-2.3',
  },
  {
    id: 'klondike23-var2-relaxed',
    name: 'Klondike 2.3 — Variation 2, relaxed',
    source: 'Klondike 2.3: draw 1, unlimited passes',
    rules: { ...KLONDIKE_23, draw: 1, passes: null, moves: 'relaxed' },
    style: 'klondike-2.3',
  },
  {
    id: 'jsolitaire',
    name: 'JSolitaire (draw 3, unlimited passes)',
    source: 'JSolitaire (5 points for a card to a column from the waste only; no floor at 0)',
    rules: { ...MODERN, draw: 3, openingTurn: true, scoring: 'jsolitaire' },
    style: 'jsolitaire',
  },
  { id: 'aisleriot-draw1', name: 'Aisleriot — draw 1, three passes', source: 'GNOME Aisleriot', rules: { ...AISLERIOT, draw: 1, passes: 3 }, style: 'plain' },
  {
    id: 'aisleriot-draw3',
    name: 'Aisleriot — draw 3, unlimited passes',
    source: 'GNOME Aisleriot',
    rules: { ...AISLERIOT, draw: 3, passes: null },
    style: 'plain',
  },
  { id: 'aisleriot-no-redeal', name: 'Aisleriot — no redeal', source: 'GNOME Aisleriot', rules: { ...AISLERIOT, draw: 1, passes: 1 }, style: 'plain' },
  {
    id: 'windows',
    name: 'Windows Klondike (draw 1, no redeal)',
    source: 'Windows Klondike help',
    rules: { ...WINDOWS, build: 'alternate', empty: 'king' },
    style: 'plain',
    family: 'windows',
  },
  {
    id: 'windows-draw3',
    name: 'Windows Klondike (draw 3, unlimited redeals)',
    source: 'Windows Klondike help',
    rules: { ...WINDOWS, draw: 3, passes: null, build: 'alternate', empty: 'king' },
    style: 'plain',
    family: 'windows',
  },
  { id: 'thumb-and-pouch', name: 'Thumb and Pouch', source: 'Windows Klondike help', rules: { ...WINDOWS, build: 'any-suit', empty: 'any' }, style: 'plain' },
  {
    id: 'vegas-draw1',
    name: 'Vegas — draw 1, one pass',
    source: 'JSolitaire / Windows Vegas',
    rules: { ...VEGAS, draw: 1, passes: 1, scoring: 'vegas' },
    style: 'plain',
  },
  {
    id: 'vegas-draw3',
    name: 'Vegas — draw 3, three passes',
    source: 'JSolitaire / Windows Vegas',
    rules: { ...VEGAS, draw: 3, passes: 3, scoring: 'vegas' },
    style: 'plain',
  },
  {
    id: 'vegas-cumulative',
    name: 'Vegas cumulative — draw 3, three passes',
    source: 'Windows Vegas, bank carried over',
    rules: { ...VEGAS, draw: 3, passes: 3, scoring: 'vegas-cumulative' },
    style: 'plain',
  },
];

export const PRESETS: readonly Preset[] = PRESET_SPECS.map(({ style, rules, ...preset }) => ({ ...preset, rules: { ...rules, style } }));

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

export const DEFAULT_RULES: Rules = PRESETS[0]!.rules;

/** How many rule fields two records share. */
function likeness(a: Omit<Rules, 'style'>, b: Omit<Rules, 'style'>): number {
  return RULE_KEYS.filter((key) => a[key] === b[key]).length;
}

/**
 * The preset these rules are, or the one they are closest to (the most rule fields in common, the
 * style aside; the first listed on a tie). Only for records written before the rules named their
 * style (`styleOfOldRecord`), and for naming a changed preset's nearest relative.
 */
export function closestPreset(rules: Omit<Rules, 'style'>): Preset {
  let best = PRESETS[0]!;
  for (const preset of PRESETS) if (likeness(preset.rules, rules) > likeness(best.rules, rules)) best = preset;
  return best;
}

/** The play style the rules name: stated, never guessed from the other fields. */
export function playStyleOf(rules: Rules): PlayStyle {
  return PLAY_STYLES[rules.style];
}

/**
 * The style for a rules record written before rules named their style (an old save or stored game):
 * the nearest preset's, as the app then inferred it. Read once so, it is written back explicit.
 */
export function styleOfOldRecord(rules: Omit<Rules, 'style'>): StyleId {
  return closestPreset(rules).rules.style;
}

/**
 * The preset to use when `preset` is chosen with another draw count: its family's member with that
 * draw (Windows with draw 3 is `windows-draw3`), else the preset itself.
 */
export function presetForDraw(preset: Preset, draw: number): Preset {
  if (preset.family === undefined || preset.rules.draw === draw) return preset;
  return PRESETS.find((p) => p.family === preset.family && p.rules.draw === draw) ?? preset;
}
