/**
 * Keeps the notice above the toolbar (a toast, the daily line, Show me's bar) off the cards. A notice
 * stays in its usual place while that covers no card; where cards reach down under it (a long column
 * on a phone), it stands in the widest lane of free felt beside them (freeLanes.ts), narrower, and in
 * smaller type if it only fits so. It keeps its bottom edge, so it only moves sideways. The table is
 * never laid out again for it: the cards do not jump on every hint.
 */
import { coversAny, freeLanes, widestFit, type Box, type Felt } from './freeLanes';

/** What takes the slot above the toolbar (toast.ts). */
const NOTICES = '.ui-toast, .ui-daily, .ui-show-me';
/** The narrowest lane worth the usual type, and the narrowest for the smaller type (about ten characters a line). */
const MIN_WIDTH = { usual: 160, compact: 80 } as const;

export interface NoticePlacer {
  /** Where the table's cards lie on the page; none until told (the table is not yet on screen). */
  setCards(cards: () => readonly Box[]): void;
  /** Looks again before the next frame: the cards may have moved (a move, a resize, a setting). */
  update(): void;
  destroy(): void;
}

/** Places the notices of `stack` (the bottom stack, above the toolbar); `feltTop` is the top bar's bottom edge. */
export function placeNotices(stack: HTMLElement, feltTop: () => number): NoticePlacer {
  let cards: () => readonly Box[] = () => [];
  /** The sideways shift of each notice placed, while it shows. */
  const shifts = new Map<HTMLElement, number>();
  let frame: number | null = null;

  /** The notice's box on the page, without its entrance animation (offsets ignore transforms). */
  const boxOf = (notice: HTMLElement): Box => {
    const parent = notice.offsetParent ?? stack;
    const origin = parent.getBoundingClientRect();
    return {
      x: origin.left + parent.clientLeft + notice.offsetLeft + (shifts.get(notice) ?? 0),
      y: origin.top + parent.clientTop + notice.offsetTop,
      width: notice.offsetWidth,
      height: notice.offsetHeight,
    };
  };

  const reset = (notice: HTMLElement): void => {
    notice.style.removeProperty('max-width');
    notice.style.removeProperty('translate');
    notice.classList.remove('notice-compact');
    shifts.delete(notice);
  };

  /** Into the widest free lane that it fits, in the usual type or else the smaller; true when placed. */
  const intoLane = (notice: HTMLElement, table: readonly Box[]): boolean => {
    const usual = boxOf(notice);
    const side = stack.getBoundingClientRect();
    const felt: Felt = { left: side.left, right: side.right, top: feltTop(), bottom: usual.y + usual.height };
    for (const type of ['usual', 'compact'] as const) {
      notice.classList.toggle('notice-compact', type === 'compact');
      const heightAt = (width: number): number => {
        notice.style.maxWidth = `${width}px`;
        return notice.offsetHeight;
      };
      const lane = widestFit(felt, freeLanes(felt, table, MIN_WIDTH[type]), heightAt);
      if (lane === null) continue;
      heightAt(lane.right - lane.left);
      const box = boxOf(notice);
      const shift = (lane.left + lane.right) / 2 - (box.x + box.width / 2);
      notice.style.translate = `${shift}px 0`;
      shifts.set(notice, shift);
      return true;
    }
    return false;
  };

  const place = (): void => {
    const shown = [...stack.querySelectorAll<HTMLElement>(NOTICES)].filter((notice) => notice.isConnected && notice.closest('[hidden]') === null);
    for (const gone of shifts.keys()) if (!shown.includes(gone)) reset(gone);
    if (shown.length === 0) return;
    const table = cards();
    for (const notice of shown) {
      // A notice that covers nothing stays where it is: it moves only when a card comes under it.
      if (!coversAny(boxOf(notice), table)) continue;
      reset(notice);
      if (!coversAny(boxOf(notice), table) || intoLane(notice, table)) continue;
      // No lane holds it: its usual place, over the cards, rather than nowhere.
      reset(notice);
    }
  };

  // A notice shown, hidden or grown (a line joined) is placed before it is drawn.
  const watcher = new MutationObserver(place);
  watcher.observe(stack, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  const update = (): void => {
    frame ??= requestAnimationFrame(() => {
      frame = null;
      place();
    });
  };
  window.addEventListener('resize', update);

  return {
    setCards(source) {
      cards = source;
      update();
    },
    update,
    destroy() {
      watcher.disconnect();
      window.removeEventListener('resize', update);
      if (frame !== null) cancelAnimationFrame(frame);
    },
  };
}
