/**
 * The frame every dialog shares: a native modal <dialog> with a labelled title, a close button, a
 * scrolling body and a footer of actions. Esc and a tap on the backdrop close it; focus goes back to
 * whatever had it before (the button that opened it). The dialog leaves the DOM when it closes.
 */
import { el, icon, uniqueId } from '../dom';
import { t } from '../../i18n';

export interface DialogShell {
  readonly dialog: HTMLDialogElement;
  readonly body: HTMLElement;
  readonly footer: HTMLElement;
  /** Shows it modally; `focus` is the element to focus first (else the first control of the body). */
  open(focus?: HTMLElement): void;
  close(returnValue?: string): void;
  /** Runs once, after the dialog has closed and focus has gone back. */
  onClose(listener: (returnValue: string) => void): void;
}

export interface ShellOptions {
  readonly testid: string;
  readonly title: string;
  /** Extra class for sizing ('wide' for Help and Settings). */
  readonly className?: string;
  /** Where the dialog element lives while open (the UI root); document.body unless told. */
  readonly host?: HTMLElement;
  /** Confirm dialogs have no ✕: the two answers are the only ways out besides Esc. */
  readonly closeButton?: boolean;
}

const CLOSE_ICON = ['M6 6l12 12M18 6L6 18'];

/** Open dialogs, innermost last: the keyboard handler asks `anyDialogOpen()` before acting on a key. */
const openDialogs = new Set<HTMLDialogElement>();

export function anyDialogOpen(): boolean {
  return openDialogs.size > 0;
}

/**
 * Closes every open dialog, as a cancel would (callers see `returnValue` 'cancel').
 * The language changing rebuilds the UI, and a dialog left in the old words would stay behind it.
 */
export function closeEveryDialog(): void {
  for (const dialog of [...openDialogs]) {
    openDialogs.delete(dialog);
    dialog.close('cancel');
  }
}

export function createDialog(options: ShellOptions): DialogShell {
  const titleId = uniqueId('dialog-title');
  const dialog = el('dialog', {
    class: `ui-dialog${options.className === undefined ? '' : ` ${options.className}`}`,
    'data-testid': options.testid,
    'aria-labelledby': titleId,
  });
  const header = el('header', { class: 'dialog-header' }, el('h2', { id: titleId }, options.title));
  if (options.closeButton !== false) {
    const close = el(
      'button',
      { type: 'button', class: 'icon-button', 'aria-label': t('dialog.close'), 'data-testid': `${options.testid}-close` },
      icon(CLOSE_ICON),
    );
    close.addEventListener('click', () => shell.close('close'));
    header.appendChild(close);
  }
  const body = el('div', { class: 'dialog-body' });
  const footer = el('footer', { class: 'dialog-footer' });
  dialog.append(header, body, footer);

  const listeners: ((value: string) => void)[] = [];
  let opener: Element | null = null;

  // A press and release both on the <dialog> itself is a tap on the backdrop (the content fills the
  // box); a text selection dragged out of the content must not close it.
  let pressedOnBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => {
    pressedOnBackdrop = event.target === dialog;
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog && pressedOnBackdrop) shell.close('cancel');
  });
  guardSidewaysSwipes(dialog);
  // Esc: the native 'cancel' closes with an empty returnValue; name it so callers can tell.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    shell.close('cancel');
  });
  /** Focus goes back to the opener, or at least out of the dialog. */
  const giveFocusBack = (): void => {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.blur();
  };
  dialog.addEventListener('close', () => {
    openDialogs.delete(dialog);
    giveFocusBack();
    dialog.remove();
    for (const listener of listeners.splice(0)) listener(dialog.returnValue);
  });

  const shell: DialogShell = {
    dialog,
    body,
    footer,
    open(focus) {
      opener = document.activeElement;
      (options.host ?? document.body).appendChild(dialog);
      dialog.returnValue = '';
      dialog.showModal();
      openDialogs.add(dialog);
      (focus ?? firstControl(body))?.focus();
    },
    close(returnValue = '') {
      // Forgotten at once, and the focus given back: the 'close' event comes later (in Chromium, a frame
      // later), and a key pressed in between belongs to the table, not to a control of a closed dialog
      // (on a radio of Settings, the command keys ignored `T`).
      openDialogs.delete(dialog);
      if (!dialog.open) return;
      dialog.close(returnValue);
      giveFocusBack();
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
  return shell;
}

/**
 * The control a dialog opens on: the body's first. A radio group is one stop, at its chosen radio (as
 * Tab reaches it): on its first radio, a Space would choose that one (Settings' card back 1).
 */
function firstControl(body: HTMLElement): HTMLElement | null {
  const first = body.querySelector<HTMLElement>('input, select, button, textarea, [tabindex]:not([tabindex="-1"])');
  if (!(first instanceof HTMLInputElement) || first.type !== 'radio' || first.name === '') return first;
  const group = [...body.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => radio.name === first.name);
  return group.find((radio) => radio.checked) ?? first;
}

/**
 * Klondike 2.3's "press the right mouse button when done" (RULES, BACK, CONFIG): a right-click anywhere
 * in the dialog runs `done`, and the browser's own menu stays away there.
 */
export function doneOnRightButton(shell: DialogShell, done: () => void): void {
  shell.dialog.addEventListener('contextmenu', (event) => event.preventDefault());
  shell.dialog.addEventListener('mouseup', (event) => {
    if (event.button === 2) done();
  });
}

/** A footer or menu button; `primary` gets the accent colour. */
export function actionButton(label: string, testid: string, onClick: () => void, primary = false): HTMLButtonElement {
  const button = el('button', { type: 'button', class: primary ? 'action primary' : 'action', 'data-testid': testid }, label);
  button.addEventListener('click', onClick);
  return button;
}

/**
 * A sideways swipe over a dialog is cancelled (dialogs only scroll up and down). `touch-action: pan-y`
 * (ui.css) already stops Chromium from taking a flick from the screen's edge as "back" in the history,
 * which leaves the app; one CI run in many still saw it happen over Help. Controls that are dragged
 * sideways (sliders, text fields) keep their swipes.
 */
function guardSidewaysSwipes(dialog: HTMLDialogElement): void {
  let startX = 0;
  let startY = 0;
  dialog.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      if (touch === undefined) return;
      startX = touch.clientX;
      startY = touch.clientY;
    },
    { passive: true },
  );
  dialog.addEventListener(
    'touchmove',
    (event) => {
      const touch = event.touches[0];
      if (touch === undefined || !event.cancelable) return;
      if (event.target instanceof Element && event.target.closest('input, textarea, select') !== null) return;
      if (Math.abs(touch.clientX - startX) > Math.abs(touch.clientY - startY)) event.preventDefault();
    },
    { passive: false },
  );
}
