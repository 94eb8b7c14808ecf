/**
 * Named rule sets, one per variant the seed documents describe. Ids are stable: they appear in URLs
 * (`?preset=`), saves and statistics.
 */
import { RULE_KEYS, type Rules } from './rules';

/** `move`: a tap sends the card to its best place (Windows); `select`: a tap selects it, a second tap places it (Klondike 2.3). */
export const TAP_MODES = ['move', 'select'] as const;
export type TapMode = (typeof TAP_MODES)[number];

/** `home-only`: Klondike 2.3's FINISH, the cards that can go home now; `play-out`: also turns and draws to end a won game. */
export const FINISH_MODES = ['home-only', 'play-out'] as const;
export type FinishMode = (typeof FINISH_MODES)[number];

/** Where the stock lies: top left in every seed program ("The deck is located in the upper left corner"). */
export const STOCK_SIDES = ['left', 'right'] as const;
export type StockSide = (typeof STOCK_SIDES)[number];

/**
 * How a program plays beyond its rules: what happens by itself and what a tap does. Not part of the
 * rules record (they decide nothing about which moves are legal, and the player may change the first
 * two in Settings), but part of what a preset means.
 */
export interface PlayStyle {
  /** Safe cards go home by themselves (JSolitaire). */
  readonly autoMoves: boolean;
  readonly tap: TapMode;
  readonly finish: FinishMode;
  /** The stock's corner of the top row (the foundations take the other); the player may choose in Settings. */
  readonly stockSide: StockSide;
  /**
   * Klondike 2.3's DOS input: the numeric keypad plays by its keys' places (NumLock on or off), and
   * the cursor is an hourglass while a selected card waits for its destination.
   */
  readonly dosInput: boolean;
  /**
   * JSolitaire's words taken to the letter for twos too: a two goes home by itself only once the aces
   * that could sit on it are home. Elsewhere a two goes at once: it could hold only an ace, and aces
   * go home by themselves, so it is never needed in the tableau.
   */
  readonly twosWaitForAces: boolean;
}

export interface Preset {
  readonly id: string;
  readonly name: string;
  /** Where the variant comes from, for the Rules dialog. */
  readonly source: string;
  readonly rules: Rules;
  readonly style: PlayStyle;
  /**
   * Presets of one program that differ by the draw (Windows: draw one has no redeal, draw three
   * unlimited redeals): choosing another draw under this preset takes that preset's rules.
   */
  readonly family?: string;
}

const MODERN: Rules = {
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
const KLONDIKE_23: Omit<Rules, 'draw' | 'passes' | 'moves'> = {
  build: 'alternate',
  empty: 'king',
  fromFoundation: false,
  turn: 'manual',
  undo: 'single',
  scoring: 'none',
  openingTurn: false,
};

/** Aisleriot: groups move freely, foundation cards stay in play, one point per card home. */
const AISLERIOT: Omit<Rules, 'draw' | 'passes'> = {
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
const WINDOWS: Omit<Rules, 'build' | 'empty'> = {
  draw: 1,
  passes: 1,
  moves: 'relaxed',
  fromFoundation: false,
  turn: 'auto',
  undo: 'unlimited',
  scoring: 'windows-help',
  openingTurn: false,
};

const VEGAS: Omit<Rules, 'draw' | 'passes' | 'scoring'> = {
  moves: 'relaxed',
  build: 'alternate',
  empty: 'king',
  fromFoundation: false,
  turn: 'auto',
  undo: 'unlimited',
  openingTurn: false,
};

/** The modern default: safe cards go home by themselves; a tap moves; the stock top right. */
const HELPED: PlayStyle = { autoMoves: true, tap: 'move', finish: 'play-out', stockSide: 'right', dosInput: false, twosWaitForAces: false };
/** JSolitaire: safe cards go home by themselves; "click on the card (which will highlight it) and then click on the destination". */
const JSOLITAIRE_STYLE: PlayStyle = { ...HELPED, tap: 'select', stockSide: 'left', twosWaitForAces: true };
/** Windows, Aisleriot, Vegas: nothing moves by itself; a click moves the card. */
const PLAIN: PlayStyle = { autoMoves: false, tap: 'move', finish: 'play-out', stockSide: 'left', dosInput: false, twosWaitForAces: false };
/** Klondike 2.3: click then click, and FINISH only sends home what can go home now. */
const KLONDIKE_23_STYLE: PlayStyle = { autoMoves: false, tap: 'select', finish: 'home-only', stockSide: 'left', dosInput: true, twosWaitForAces: false };

export const PRESETS: readonly Preset[] = [
  { id: 'modern', name: 'Klondike (draw 1, unlimited passes)', source: 'A modern default', rules: MODERN, style: HELPED },
  {
    id: 'klondike23-var0-strict',
    name: 'Klondike 2.3 — Variation 0, strict',
    source: 'Klondike 2.3: draw 1, one pass',
    rules: { ...KLONDIKE_23, draw: 1, passes: 1, moves: 'strict' },
    style: KLONDIKE_23_STYLE,
  },
  {
    id: 'klondike23-var0-relaxed',
    name: 'Klondike 2.3 — Variation 0, relaxed',
    source: 'Klondike 2.3: draw 1, one pass',
    rules: { ...KLONDIKE_23, draw: 1, passes: 1, moves: 'relaxed' },
    style: KLONDIKE_23_STYLE,
  },
  {
    id: 'klondike23-var1-strict',
    name: 'Klondike 2.3 — Variation 1, strict',
    source: 'Klondike 2.3: draw 3, unlimited passes',
    rules: { ...KLONDIKE_23, draw: 3, passes: null, moves: 'strict' },
    style: KLONDIKE_23_STYLE,
  },
  {
    id: 'klondike23-var1-relaxed',
    name: 'Klondike 2.3 — Variation 1, relaxed',
    source: 'Klondike 2.3: draw 3, unlimited passes',
    rules: { ...KLONDIKE_23, draw: 3, passes: null, moves: 'relaxed' },
    style: KLONDIKE_23_STYLE,
  },
  {
    id: 'klondike23-var2-strict',
    name: 'Klondike 2.3 — Variation 2, strict',
    source: 'Klondike 2.3: draw 1, unlimited passes',
    rules: { ...KLONDIKE_23, draw: 1, passes: null, moves: 'strict' },
    style: KLONDIKE_23_STYLE,
  },
  {
    id: 'klondike23-var2-relaxed',
    name: 'Klondike 2.3 — Variation 2, relaxed',
    source: 'Klondike 2.3: draw 1, unlimited passes',
    rules: { ...KLONDIKE_23, draw: 1, passes: null, moves: 'relaxed' },
    style: KLONDIKE_23_STYLE,
  },
  {
    id: 'jsolitaire',
    name: 'JSolitaire (draw 3, unlimited passes)',
    source: 'JSolitaire (5 points for a card to a column from the waste only; no floor at 0)',
    rules: { ...MODERN, draw: 3, openingTurn: true, scoring: 'jsolitaire' },
    style: JSOLITAIRE_STYLE,
  },
  { id: 'aisleriot-draw1', name: 'Aisleriot — draw 1, three passes', source: 'GNOME Aisleriot', rules: { ...AISLERIOT, draw: 1, passes: 3 }, style: PLAIN },
  {
    id: 'aisleriot-draw3',
    name: 'Aisleriot — draw 3, unlimited passes',
    source: 'GNOME Aisleriot',
    rules: { ...AISLERIOT, draw: 3, passes: null },
    style: PLAIN,
  },
  { id: 'aisleriot-no-redeal', name: 'Aisleriot — no redeal', source: 'GNOME Aisleriot', rules: { ...AISLERIOT, draw: 1, passes: 1 }, style: PLAIN },
  {
    id: 'windows',
    name: 'Windows Klondike (draw 1, no redeal)',
    source: 'Windows Klondike help',
    rules: { ...WINDOWS, build: 'alternate', empty: 'king' },
    style: PLAIN,
    family: 'windows',
  },
  {
    id: 'windows-draw3',
    name: 'Windows Klondike (draw 3, unlimited redeals)',
    source: 'Windows Klondike help',
    rules: { ...WINDOWS, draw: 3, passes: null, build: 'alternate', empty: 'king' },
    style: PLAIN,
    family: 'windows',
  },
  { id: 'thumb-and-pouch', name: 'Thumb and Pouch', source: 'Windows Klondike help', rules: { ...WINDOWS, build: 'any-suit', empty: 'any' }, style: PLAIN },
  {
    id: 'vegas-draw1',
    name: 'Vegas — draw 1, one pass',
    source: 'JSolitaire / Windows Vegas',
    rules: { ...VEGAS, draw: 1, passes: 1, scoring: 'vegas' },
    style: PLAIN,
  },
  {
    id: 'vegas-draw3',
    name: 'Vegas — draw 3, three passes',
    source: 'JSolitaire / Windows Vegas',
    rules: { ...VEGAS, draw: 3, passes: 3, scoring: 'vegas' },
    style: PLAIN,
  },
  {
    id: 'vegas-cumulative',
    name: 'Vegas cumulative — draw 3, three passes',
    source: 'Windows Vegas, bank carried over',
    rules: { ...VEGAS, draw: 3, passes: 3, scoring: 'vegas-cumulative' },
    style: PLAIN,
  },
];

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

export const DEFAULT_RULES: Rules = MODERN;

/** How many rule fields two records share. */
function likeness(a: Rules, b: Rules): number {
  return RULE_KEYS.filter((key) => a[key] === b[key]).length;
}

/**
 * The preset these rules are, or the one they are closest to (the most fields in common; the first
 * listed on a tie): a preset changed in one option still plays in its program's style.
 */
export function closestPreset(rules: Rules): Preset {
  let best = PRESETS[0]!;
  for (const preset of PRESETS) if (likeness(preset.rules, rules) > likeness(best.rules, rules)) best = preset;
  return best;
}

/** The play style of the program these rules follow (see `closestPreset`). */
export function playStyleOf(rules: Rules): PlayStyle {
  return closestPreset(rules).style;
}

/**
 * The preset to use when `preset` is chosen with another draw count: its family's member with that
 * draw (Windows with draw 3 is `windows-draw3`), else the preset itself.
 */
export function presetForDraw(preset: Preset, draw: number): Preset {
  if (preset.family === undefined || preset.rules.draw === draw) return preset;
  return PRESETS.find((p) => p.family === preset.family && p.rules.draw === draw) ?? preset;
}
