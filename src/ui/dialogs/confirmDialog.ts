/**
 * "Are you sure?" before anything that throws a game away (New, Restart, new rules): the top complaint
 * about solitaire apps is losing a game to a stray tap. The safe answer has the focus.
 */
import { actionButton, createDialog } from './dialogShell';
import { el } from '../dom';
import { t } from '../../i18n';

export interface ConfirmOptions {
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
  /** "Keep playing" unless told. */
  readonly cancelLabel?: string;
  /** A third way: its button answers no, then runs `run` once the dialog has closed. */
  readonly alternative?: { readonly label: string; readonly testid: string; readonly run: () => void };
  readonly host?: HTMLElement;
}

/**
 * Whether the buttons show their keys: under Klondike 2.3's presets, whose NEW and QUIT asked "Press
 * either Y or N". The UI says when, once (the rules in force decide); Y and N answer under every preset.
 */
let keysShown: () => boolean = () => false;

export function showConfirmKeysWhen(rule: () => boolean): void {
  keysShown = rule;
}

/** The answer's key on its button, for the eye (`aria-keyshortcuts` tells a screen reader). */
function withKey(button: HTMLButtonElement, key: 'Y' | 'N'): HTMLButtonElement {
  button.setAttribute('aria-keyshortcuts', key);
  button.append(' ', el('kbd', { 'aria-hidden': 'true' }, key));
  return button;
}

/** Resolves true for the confirm button or Y, false for cancel, N, Esc or a tap outside. */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const shell = createDialog({
      testid: 'dialog-confirm',
      title: options.title,
      className: 'narrow',
      closeButton: false,
      ...(options.host === undefined ? {} : { host: options.host }),
    });
    shell.dialog.setAttribute('role', 'alertdialog');
    const text = el('p', { id: `${shell.dialog.getAttribute('aria-labelledby') ?? 'confirm'}-body` }, options.body);
    shell.dialog.setAttribute('aria-describedby', text.id);
    shell.body.appendChild(text);
    const no = actionButton(options.cancelLabel ?? t('dialog.keepPlaying'), 'confirm-no', () => shell.close('no'));
    const yes = actionButton(options.confirmLabel, 'confirm-yes', () => shell.close('yes'), true);
    const { alternative } = options;
    const other = alternative === undefined ? null : actionButton(alternative.label, alternative.testid, () => shell.close('alternative'));
    if (keysShown()) {
      withKey(no, 'N');
      withKey(yes, 'Y');
    }
    shell.footer.append(no, ...(other === null ? [] : [other]), yes);
    // Klondike 2.3: "Press either Y or N to enter your selection".
    shell.dialog.addEventListener('keydown', (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.toUpperCase();
      if (key !== 'Y' && key !== 'N') return;
      event.preventDefault();
      shell.close(key === 'Y' ? 'yes' : 'no');
    });
    shell.onClose((value) => {
      resolve(value === 'yes');
      if (value === 'alternative') alternative?.run();
    });
    shell.open(no);
  });
}
