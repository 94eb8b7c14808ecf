/**
 * Toolbar words that fit their button in every language: a label wider than its button (German,
 * Spanish and Polish words on a 360 px phone's seven buttons) is set in smaller type, down to a floor
 * that stays readable, rather than cut or spilling into its neighbour. Measured again whenever the
 * toolbar changes size (a turn of the phone, the side toolbar).
 */
const USUAL_PX = 12;
const SMALLEST_PX = 9;

/** Fits every `.tool-text` inside `toolbar`; returns a function that stops watching. */
export function fitToolbarLabels(toolbar: HTMLElement): () => void {
  const fitAll = (): void => {
    for (const label of toolbar.querySelectorAll<HTMLElement>('.tool-text')) {
      const button = label.parentElement;
      if (button === null) continue;
      label.style.removeProperty('font-size');
      const room = button.clientWidth - 4;
      const wanted = label.scrollWidth;
      if (room <= 0 || wanted <= room) continue;
      label.style.fontSize = `${Math.max(SMALLEST_PX, Math.floor((USUAL_PX * room * 10) / wanted) / 10)}px`;
    }
  };
  fitAll();
  // A DOM without layout (the unit tests' happy-dom) has no ResizeObserver: the one fit is all it gets.
  if (typeof ResizeObserver === 'undefined') return () => {};
  const watcher = new ResizeObserver(fitAll);
  watcher.observe(toolbar);
  return () => watcher.disconnect();
}
