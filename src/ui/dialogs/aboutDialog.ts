/** About (Klondike 2.3's INFO, "Copyright and Version information"): name, version, copyright and where the rules come from. */
import { actionButton, createDialog, type DialogShell } from './dialogShell';
import { el } from '../dom';
import { APP_MODE, APP_VERSION } from '../version';
import { t } from '../../i18n';

/** The deck the court figures come from, as its licence asks it be named (not a word to translate). */
const CARD_DECK = 'SVG-cards 4.0.2';

export function openAboutDialog(host?: HTMLElement): void {
  const shell = createDialog({ testid: 'dialog-about', title: t('about.title'), className: 'narrow', ...(host === undefined ? {} : { host }) });
  shell.body.append(
    el(
      'p',
      { class: 'about-version' },
      APP_MODE === 'production' ? t('about.version', { version: APP_VERSION }) : t('about.versionMode', { version: APP_VERSION, mode: APP_MODE }),
    ),
    // The year the app was first published; the figures' own copyright is the deck's, below.
    el('p', { 'data-testid': 'about-copyright' }, t('about.copyright')),
    el('p', {}, t('about.summary')),
    el('p', {}, t('about.sources')),
    // The deck's licence (LGPL-2.1) asks that its users be told of it: its text ships beside the figures.
    el('p', { 'data-testid': 'about-card-art' }, t('about.cardArt', { deck: CARD_DECK, licenceFile: 'assets/cards/LICENSE' })),
  );
  shell.footer.append(actionButton(t('about.close'), 'about-done', () => shell.close('done'), true));
  closeOnAnyKeyOrButton(shell);
  shell.open();
}

/** Keys that move the focus or only change another key: they leave INFO open. */
const KEPT_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

/** INFO: "Press any key [any mouse button] to return to the game". */
function closeOnAnyKeyOrButton(shell: DialogShell): void {
  shell.dialog.addEventListener('keydown', (event) => {
    if (KEPT_KEYS.has(event.key)) return;
    event.preventDefault();
    shell.close('done');
  });
  shell.dialog.addEventListener('contextmenu', (event) => event.preventDefault());
  shell.dialog.addEventListener('mouseup', () => shell.close('done'));
}
