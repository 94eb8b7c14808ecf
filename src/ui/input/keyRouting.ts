/**
 * Who a key press belongs to: during the win's celebration it only skips it (a command key must not
 * also deal, say); while a dialog is open, the dialog; otherwise the command keys (undo, hint, new …)
 * to the UI, and the move keys go on to the table, which listens after this.
 */
export function routeCommandKeys(
  target: Window,
  ui: { isDialogOpen(): boolean; handleKey(event: KeyboardEvent): boolean },
  skipCelebration: () => boolean,
): void {
  target.addEventListener(
    'keydown',
    (event) => {
      if (skipCelebration()) {
        event.preventDefault();
        return;
      }
      if (ui.isDialogOpen()) return;
      if (ui.handleKey(event)) event.preventDefault();
    },
    { capture: true },
  );
}
