/**
 * The right mouse button, over the whole page rather than the canvas alone:
 * - JSolitaire: "right-clicking anywhere on the screen will turn over the next three cards" (and
 *   Klondike 2.3's "to move a card from the Deck to the Waste Pile, press the right mouse button"):
 *   a right-click on the table, the status bar, the toolbar or a message over the table deals;
 * - Klondike 2.3: "press both mouse buttons simultaneously to cancel the move command": both buttons
 *   down together cancel the selection and deal nothing, whichever went down first. So the deal waits
 *   for the right button's release, when it is known that the left one did not join it.
 * Inside a dialog the right button is the dialog's (dialogShell.ts, `doneOnRightButton`).
 */

const LEFT = 0;
const RIGHT = 2;
/** `MouseEvent.buttons` bits. */
const LEFT_BIT = 1;
const RIGHT_BIT = 2;

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

/** Listens on `target` (the window); returns the function that stops listening. */
export function listenRightButton(target: Window, host: RightButtonHost): () => void {
  let rightDown = false;
  let chord = false;
  const onDown = (event: MouseEvent): void => {
    if (inDialog(event.target)) return;
    if (event.button === RIGHT) {
      rightDown = true;
      chord = (event.buttons & LEFT_BIT) !== 0;
    } else if (event.button === LEFT && (rightDown || (event.buttons & RIGHT_BIT) !== 0)) {
      chord = true;
    } else return;
    if (chord) host.cancel();
  };
  const onUp = (event: MouseEvent): void => {
    if (event.button !== RIGHT || !rightDown) return;
    rightDown = false;
    const cancelled = chord;
    chord = false;
    if (cancelled) host.cancel();
    else if (!inDialog(event.target) && host.accepting()) host.deal();
  };
  // The browser's own menu stays away, except in dialogs (whose fields may want it).
  const onMenu = (event: MouseEvent): void => {
    if (!inDialog(event.target)) event.preventDefault();
  };
  target.addEventListener('mousedown', onDown, { capture: true });
  target.addEventListener('mouseup', onUp, { capture: true });
  target.addEventListener('contextmenu', onMenu);
  return () => {
    target.removeEventListener('mousedown', onDown, { capture: true });
    target.removeEventListener('mouseup', onUp, { capture: true });
    target.removeEventListener('contextmenu', onMenu);
  };
}
