/**
 * The right mouse button, over the whole page rather than the canvas alone:
 * - JSolitaire: "right-clicking anywhere on the screen will turn over the next three cards" (and
 *   Klondike 2.3's "to move a card from the Deck to the Waste Pile, press the right mouse button"):
 *   a right-click on the table, or on a message over it, deals. Not on the status bar, the toolbar or
 *   any control: JSolitaire's screen was its table, and a right-click on Undo is no deal;
 * - Klondike 2.3: "press both mouse buttons simultaneously to cancel the move command": both buttons
 *   down together cancel the selection and deal nothing, whichever went down first. So the deal waits
 *   for the right button's release, when it is known that the left one did not join it.
 * Inside a dialog the right button is the dialog's (dialogShell.ts, `doneOnRightButton`).
 */

const LEFT = 0;
const RIGHT = 2;
/** `PointerEvent.buttons` bit of each `PointerEvent.button`. */
const BIT: Readonly<Record<number, number>> = { 0: 1, 1: 4, 2: 2 };

export interface RightButtonHost {
  /** False while the table takes no input (the win's celebration). */
  accepting(): boolean;
  deal(): void;
  /** Drops the selection and any press in progress. */
  cancel(): void;
}

function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('dialog') !== null;
}

/** Around the table but not the table: dialogs, the status bar (a <header>), the toolbar (a <nav>), any control. */
const NOT_THE_TABLE = 'dialog, header, nav, button, a, input, select, textarea, label';

function onTable(target: EventTarget | null): boolean {
  return !(target instanceof Element && target.closest(NOT_THE_TABLE) !== null);
}

/**
 * Listens on `target` (the window); returns the function that stops listening. Pointer events, not
 * mouse events: a control that cancels its pointerdown (the toolbar's) suppresses the mouse events, and
 * a second button pressed or released while another is held comes as a pointermove with that `button`.
 */
export function listenRightButton(target: Window, host: RightButtonHost): () => void {
  let rightDown = false;
  let chord = false;
  const onButton = (event: PointerEvent): void => {
    if (event.pointerType !== 'mouse' || event.button < 0) return;
    const pressed = (event.buttons & (BIT[event.button] ?? 0)) !== 0;
    if (pressed) {
      if (!onTable(event.target)) return;
      if (event.button === RIGHT) {
        rightDown = true;
        chord = (event.buttons & BIT[LEFT]!) !== 0;
      } else if (event.button === LEFT && rightDown) chord = true;
      if (chord) host.cancel();
      return;
    }
    if (event.button !== RIGHT || !rightDown) return;
    rightDown = false;
    const cancelled = chord;
    chord = false;
    if (cancelled) host.cancel();
    else if (onTable(event.target) && host.accepting()) host.deal();
  };
  // The browser's own menu stays away, except in dialogs (whose fields may want it).
  const onMenu = (event: MouseEvent): void => {
    if (!inDialog(event.target)) event.preventDefault();
  };
  const types = ['pointerdown', 'pointermove', 'pointerup'] as const;
  for (const type of types) target.addEventListener(type, onButton, { capture: true });
  target.addEventListener('contextmenu', onMenu);
  return () => {
    for (const type of types) target.removeEventListener(type, onButton, { capture: true });
    target.removeEventListener('contextmenu', onMenu);
  };
}
