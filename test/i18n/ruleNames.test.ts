/** Preset, play-style and scoring names in the language shown, each engine id with messages of its own. */
import { afterEach, describe, expect, test } from 'vitest';
import { PRESETS, SCORING_IDS, SCORING_SYSTEMS, STYLE_IDS, STYLE_NAMES } from '../../src/engine';
import { useCatalogue } from '../../src/i18n';
import { ENGLISH } from '../../src/i18n/english';
import { presetName, presetSource, scoringName, styleName } from '../../src/i18n/ruleNames';

/** Every presets.* message marked, so a name that still comes from the engine's English shows unmarked. */
const marked = Object.fromEntries(Object.entries(ENGLISH).flatMap(([key, message]) => (key.startsWith('presets.') ? [[key, `«${message}»`]] : [])));

describe('ruleNames', () => {
  afterEach(() => useCatalogue('en', {}));

  test("in English, the engine's own names (the command line's words are the game's)", () => {
    for (const preset of PRESETS) expect([presetName(preset), presetSource(preset)]).toEqual([preset.name, preset.source]);
    for (const id of STYLE_IDS) expect(styleName(id)).toBe(STYLE_NAMES[id]);
    for (const id of SCORING_IDS) expect(scoringName(id)).toBe(SCORING_SYSTEMS[id].name);
  });

  test('every preset, play style and scoring system has messages of its own, read in the language shown', () => {
    useCatalogue('de', marked);
    for (const preset of PRESETS) {
      expect(presetName(preset), preset.id).toBe(`«${preset.name}»`);
      expect(presetSource(preset), preset.id).toBe(`«${preset.source}»`);
    }
    for (const id of STYLE_IDS) expect(styleName(id)).toBe(`«${STYLE_NAMES[id]}»`);
    for (const id of SCORING_IDS) expect(scoringName(id)).toBe(`«${SCORING_SYSTEMS[id].name}»`);
  });
});
