/**
 * The names of presets, play styles and scoring systems in the player's language. The engine keeps its
 * English (the command line's); the UI shows these, looked up by the engine's ids at render time.
 */
import type { Preset, ScoringId, StyleId } from '../engine';
import { t, type MessageKey } from './catalogue';

interface PresetKeys {
  readonly name: MessageKey;
  /** Where the variant comes from (the Rules dialog's "Follows"). */
  readonly source: MessageKey;
}

/** Each preset's messages by its id, written out so the catalogue test sees every key in use. */
const PRESET_KEYS: Readonly<Partial<Record<string, PresetKeys>>> = {
  modern: { name: 'presets.modern.name', source: 'presets.source.modern' },
  'klondike23-var0-strict': { name: 'presets.klondike23-var0-strict.name', source: 'presets.source.klondike23Var0' },
  'klondike23-var0-relaxed': { name: 'presets.klondike23-var0-relaxed.name', source: 'presets.source.klondike23Var0' },
  'klondike23-var1-strict': { name: 'presets.klondike23-var1-strict.name', source: 'presets.source.klondike23Var1' },
  'klondike23-var1-relaxed': { name: 'presets.klondike23-var1-relaxed.name', source: 'presets.source.klondike23Var1' },
  'klondike23-var2-strict': { name: 'presets.klondike23-var2-strict.name', source: 'presets.source.klondike23Var2' },
  'klondike23-var2-relaxed': { name: 'presets.klondike23-var2-relaxed.name', source: 'presets.source.klondike23Var2' },
  jsolitaire: { name: 'presets.jsolitaire.name', source: 'presets.source.jsolitaire' },
  'aisleriot-draw1': { name: 'presets.aisleriot-draw1.name', source: 'presets.source.aisleriot' },
  'aisleriot-draw3': { name: 'presets.aisleriot-draw3.name', source: 'presets.source.aisleriot' },
  'aisleriot-no-redeal': { name: 'presets.aisleriot-no-redeal.name', source: 'presets.source.aisleriot' },
  windows: { name: 'presets.windows.name', source: 'presets.source.windowsHelp' },
  'windows-draw3': { name: 'presets.windows-draw3.name', source: 'presets.source.windowsHelp' },
  'thumb-and-pouch': { name: 'presets.thumb-and-pouch.name', source: 'presets.source.windowsHelp' },
  'vegas-draw1': { name: 'presets.vegas-draw1.name', source: 'presets.source.vegas' },
  'vegas-draw3': { name: 'presets.vegas-draw3.name', source: 'presets.source.vegas' },
  'vegas-cumulative': { name: 'presets.vegas-cumulative.name', source: 'presets.source.vegasCumulative' },
};

/** A preset's name; a preset without messages (added to the engine but not here) keeps its English. */
export function presetName(preset: Preset): string {
  const keys = PRESET_KEYS[preset.id];
  return keys === undefined ? preset.name : t(keys.name);
}

/** Where a preset's rules come from. */
export function presetSource(preset: Preset): string {
  const keys = PRESET_KEYS[preset.id];
  return keys === undefined ? preset.source : t(keys.source);
}

const STYLE_KEYS: { readonly [K in StyleId]: MessageKey } = {
  modern: 'presets.style.modern',
  'klondike-2.3': 'presets.style.klondike23',
  jsolitaire: 'presets.style.jsolitaire',
  plain: 'presets.style.plain',
};

/** The programs a play style comes from, for Settings ("Preset: as in …"). */
export function styleName(style: StyleId): string {
  return t(STYLE_KEYS[style]);
}

const SCORING_KEYS: { readonly [K in ScoringId]: MessageKey } = {
  standard: 'presets.scoring.standard',
  jsolitaire: 'presets.scoring.jsolitaire',
  vegas: 'presets.scoring.vegas',
  'vegas-cumulative': 'presets.scoring.vegasCumulative',
  foundation: 'presets.scoring.foundation',
  'windows-help': 'presets.scoring.windowsHelp',
  none: 'presets.scoring.none',
};

/** The name of the scoring system, for the Rules dialog and the win screen. */
export function scoringName(scoring: ScoringId): string {
  return t(SCORING_KEYS[scoring]);
}
