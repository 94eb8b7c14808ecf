/** About (Klondike 2.3's INFO, "Copyright and Version information"): name, version, copyright and where the rules come from. */
import { actionButton, createDialog, type DialogShell } from './dialogShell';
import { el } from '../dom';
import { APP_MODE, APP_VERSION } from '../version';

export function openAboutDialog(host?: HTMLElement): void {
  const shell = createDialog({ testid: 'dialog-about', title: 'About Klondike', className: 'narrow', ...(host === undefined ? {} : { host }) });
  shell.body.append(
    el('p', { class: 'about-version' }, `Version ${APP_VERSION}${APP_MODE === 'production' ? '' : ` (${APP_MODE})`}`),
    // The year the app was first published; the figures' own copyright is the deck's, below.
    el('p', { 'data-testid': 'about-copyright' }, 'Copyright © 2026 the Klondike authors.'),
    el('p', {}, 'Klondike patience, installable and playable offline. Your games and settings stay on this device.'),
    el('p', {}, 'Rules and options follow Klondike 2.3 (DOS), JSolitaire, GNOME Aisleriot and the Windows Klondike help.'),
    // The deck's licence (LGPL-2.1) asks that its users be told of it: its text ships beside the figures.
    el(
      'p',
      { 'data-testid': 'about-card-art' },
      'Court figures: SVG-cards 4.0.2 by David Bellot and Huub de Beer, under the GNU LGPL 2.1 (assets/cards/LICENSE in the source). Pips, indices and backs are drawn by the app.',
    ),
  );
  shell.footer.append(actionButton('Close', 'about-done', () => shell.close('done'), true));
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
