/** What storage trouble says, in the language shown: the restored copy's list and a save's refusal. */
import { afterEach, expect, test } from 'vitest';
import { restoredNotice } from '../../src/app/storage/persistence';
import { saveErrorReason } from '../../src/app/storage/saveErrorReason';
import { GAME_KEY } from '../../src/app/storage/gameStore';
import { SETTINGS_KEY } from '../../src/app/storage/settingsStore';
import { parseSaveText } from '../../src/engine';
import { useCatalogue } from '../../src/i18n';

afterEach(() => useCatalogue('en', {}));

test('English: what was put back, listed, and a refused save said by its code', () => {
  expect(restoredNotice([GAME_KEY, SETTINGS_KEY])).toMatch(/Your game and settings were put back from the copy kept on this device\.$/);
  const refused = parseSaveText('not json');
  expect(refused.ok).toBe(false);
  if (!refused.ok) expect(saveErrorReason(refused.error)).toBe('it is not JSON');
});

test('another language: its own words, its own way of listing, its own plural', () => {
  useCatalogue('de', {
    'storage.lost.restored': '{count, plural, one {Wiederhergestellt: {items}.} other {Wiederhergestellt ({count}): {items}.}}',
    'storage.lost.item.game': 'Spiel',
    'storage.lost.item.settings': 'Einstellungen',
    'storage.saveError.notJson': 'kein JSON',
  });
  expect(restoredNotice([GAME_KEY, SETTINGS_KEY])).toBe('Wiederhergestellt (2): Spiel und Einstellungen.');
  const refused = parseSaveText('not json');
  if (!refused.ok) expect(saveErrorReason(refused.error)).toBe('kein JSON');
});
