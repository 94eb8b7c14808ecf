// @vitest-environment happy-dom
/** The notices and the game-file messages speak the language shown when they appear. */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { useCatalogue } from '../../../src/i18n';
import { showUpdatePrompt } from '../../../src/ui/notices/updatePrompt';
import { mountToastRegion } from '../../../src/ui/notices/toast';
import { readGameFile } from '../../../src/ui/share/gameFile';
import { byTestId, clearDocument } from '../support/happyDom';

let unmount: () => void = () => {};
beforeEach(() => {
  unmount = mountToastRegion(document.body);
});
afterEach(() => {
  unmount();
  useCatalogue('en', {});
  clearDocument();
});

test('the update prompt: its words and buttons from the current catalogue', () => {
  useCatalogue('it', { 'notices.update.message': 'È pronta una nuova versione.', 'notices.update.apply': 'Aggiorna', 'notices.update.later': 'Più tardi' });
  showUpdatePrompt(async () => {}, document.body);
  expect(byTestId(document.body, 'update-prompt').textContent).toBe('È pronta una nuova versione.AggiornaPiù tardi');
});

test('a file that is no saved game: refused in the current language, with the reason by its code', async () => {
  useCatalogue('it', {
    'share.load.refused': 'Impossibile aprire il file ({reason}). La partita sul tavolo non cambia.',
    'storage.saveError.notJson': 'non è JSON',
  });
  expect(await readGameFile(new Blob(['not json']))).toBeNull();
  expect(document.querySelector('.ui-toast')?.textContent).toBe('Impossibile aprire il file (non è JSON). La partita sul tavolo non cambia.');
});
