/**
 * Hands Phaser the mouse releases the browser does not send. Chromium fires no mouse events at a
 * disabled form control, only pointer events: a card dragged with the mouse and let go over a disabled
 * toolbar button (Undo with nothing to undo, Redo) gets `pointerup` but never `mouseup`. Phaser reads
 * the mouse through mouse events, so it would hold the card in the air until the next click, and the
 * table could never come to rest (the monkey test found it).
 *
 * A mouse's (or pen's) `pointerup` is followed by its `mouseup` in the same task when the browser
 * sends one; when none has come by the next task, a synthetic `mouseup` goes to the window, where
 * Phaser listens for releases outside its canvas.
 */

/** Starts forwarding; returns the function that stops it. */
export function forwardLostMouseUps(target: Window = window): () => void {
  let awaiting: PointerEvent | null = null;
  const onPointerUp = (event: PointerEvent): void => {
    // A finger's release reaches Phaser as touchend, which goes to the element the touch began on.
    // A pen's, like a mouse's, comes as mouse events.
    if (event.pointerType === 'touch') return;
    awaiting = event;
    setTimeout(() => {
      if (awaiting !== event) return;
      awaiting = null;
      const { clientX, clientY, screenX, screenY, button, buttons, ctrlKey, shiftKey, altKey, metaKey } = event;
      target.dispatchEvent(new MouseEvent('mouseup', { clientX, clientY, screenX, screenY, button, buttons, ctrlKey, shiftKey, altKey, metaKey }));
    }, 0);
  };
  const onMouseUp = (): void => {
    awaiting = null;
  };
  const options = { capture: true, passive: true } as const;
  target.addEventListener('pointerup', onPointerUp, options);
  target.addEventListener('mouseup', onMouseUp, options);
  return () => {
    target.removeEventListener('pointerup', onPointerUp, options);
    target.removeEventListener('mouseup', onMouseUp, options);
  };
}
