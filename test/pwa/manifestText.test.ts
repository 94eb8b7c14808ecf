/** The web app manifest's words per language, as the build writes them (W3C `*_localized` members). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { manifestText } from '../../src/pwa/manifestText';

const english = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../src/i18n/locales/en/pwa.json'), 'utf8')) as Record<string, string>;

test('English gives the manifest its own members; no other language, no localized members', () => {
  expect(manifestText(english, {})).toEqual({
    name: 'Klondike Solitaire',
    short_name: 'Klondike',
    description: 'Klondike solitaire: draw one or three, many rule variants, undo, hints. Installs and plays offline.',
  });
});

test("each other language's words go into the localized members, by its tag; a message it lacks is left to English", () => {
  const text = manifestText(english, {
    'pt-BR': { 'pwa.manifest.name': 'Paciência Klondike', 'pwa.manifest.description': 'Paciência Klondike.' },
    ja: { 'pwa.manifest.name': 'クロンダイク', 'pwa.manifest.shortName': 'クロンダイク' },
  });
  expect(text.name).toBe('Klondike Solitaire');
  expect(text.name_localized).toEqual({ 'pt-BR': 'Paciência Klondike', ja: 'クロンダイク' });
  expect(text.short_name_localized).toEqual({ ja: 'クロンダイク' });
  expect(text.description_localized).toEqual({ 'pt-BR': 'Paciência Klondike.' });
});
