/**
 * Short, non-blocking messages (illegal-move reasons, notices, hints) in a polite live region, and the
 * one slot above the toolbar that every notice shares: on a phone, three notices stacked over the felt
 * hid the cards. One shows at a time; the more important comes first:
 *
 * - Show me's bar while it plays (an activity, with its Stop);
 * - a refusal or a hint: shown at once, over anything less; gone when it is over, never held back;
 * - a notice (storage, a link, another tab): shown when nothing more important is, else it waits;
 *   one that comes while another shows joins it, a line each;
 * - the daily deal's line (an offer);
 * - a note (the game plays offline): only when nothing else has anything to say.
 *
 * A notice that waits, or is pushed aside, comes back when the slot is free. Each leaves after its
 * time (~2.5 s unless told), or at once when tapped.
 */
import { el } from '../dom';

export type ToastKind = 'info' | 'error' | 'hint' | 'note';

export interface ToastOptions {
  readonly kind?: ToastKind;
  /** Milliseconds on screen; 2500 unless told. */
  readonly durationMs?: number;
  /** Kept out of the live region (aria-hidden): words another live region says already. */
  readonly quiet?: boolean;
}

/** How much a notice matters in the shared slot: the higher shows first, and pushes a lower one aside. */
export const IMPORTANCE = { note: 0, offer: 1, info: 2, hint: 3, error: 3, activity: 4 } as const;

/** Something that can take the slot above the toolbar. */
export interface SlotEntry {
  readonly importance: number;
  /** Whether it waits for the slot (and comes back after being pushed aside), or is dropped. */
  readonly waits: boolean;
  /** Milliseconds on screen once shown, or null: until withdrawn. */
  readonly durationMs: number | null;
  show(): void;
  hide(): void;
}

const DEFAULT_MS = 2500;

/** The one slot: at most one entry shown, the rest waiting by importance, then by arrival. */
class NoticeSlot {
  private current: { entry: SlotEntry; timer: ReturnType<typeof setTimeout> | undefined } | null = null;
  private readonly waiting: SlotEntry[] = [];

  /** Shows `entry` now, later, or never (a momentary one under a more important); returns its withdrawal. */
  post(entry: SlotEntry): () => void {
    const shown = this.current?.entry;
    if (shown === undefined) this.display(entry);
    // A more important entry shows at once; so does a refusal or a hint after another (the newest is
    // the answer). A bar of equal importance waits its turn (a notice joins the one shown: showToast).
    else if (entry.importance > shown.importance || (entry.importance === shown.importance && !entry.waits)) {
      this.takeDown();
      // Pushed aside, it comes back before others of its importance.
      if (shown.waits) this.waiting.unshift(shown);
      this.display(entry);
    } else if (entry.waits) this.waiting.push(entry);
    return () => this.withdraw(entry);
  }

  /** Whether `entry` is the one on screen. */
  showing(entry: SlotEntry): boolean {
    return this.current?.entry === entry;
  }

  /** Starts `entry`'s time again (the same words said twice). */
  refresh(entry: SlotEntry): void {
    if (this.current?.entry !== entry) return;
    if (this.current.timer !== undefined) clearTimeout(this.current.timer);
    this.current.timer = this.timerFor(entry);
  }

  withdraw(entry: SlotEntry): void {
    if (this.current?.entry === entry) {
      this.takeDown();
      this.showNext();
      return;
    }
    const at = this.waiting.indexOf(entry);
    if (at >= 0) this.waiting.splice(at, 1);
  }

  private display(entry: SlotEntry): void {
    this.current = { entry, timer: this.timerFor(entry) };
    entry.show();
  }

  private timerFor(entry: SlotEntry): ReturnType<typeof setTimeout> | undefined {
    return entry.durationMs === null ? undefined : setTimeout(() => this.withdraw(entry), entry.durationMs);
  }

  private takeDown(): void {
    const current = this.current;
    if (current === null) return;
    this.current = null;
    if (current.timer !== undefined) clearTimeout(current.timer);
    current.entry.hide();
  }

  private showNext(): void {
    if (this.waiting.length === 0) return;
    let best = 0;
    for (let i = 1; i < this.waiting.length; i++) if (this.waiting[i]!.importance > this.waiting[best]!.importance) best = i;
    const [next] = this.waiting.splice(best, 1);
    this.display(next!);
  }
}

let slot = new NoticeSlot();
let region: HTMLElement | null = null;

/**
 * Creates the live region inside `host` (mountUi does this at start-up: a live region must exist
 * before its text changes, or screen readers miss the first message), and a fresh slot. Returns a remover.
 */
export function mountToastRegion(host: HTMLElement): () => void {
  const created = el('div', { class: 'ui-toasts', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'false' });
  host.appendChild(created);
  region = created;
  slot = new NoticeSlot();
  return () => {
    created.remove();
    if (region === created) region = null;
  };
}

function ensureRegion(): HTMLElement {
  if (region === null || !region.isConnected) mountToastRegion(document.body);
  return region as HTMLElement;
}

/** Puts `entry` (a bar of its own: Show me's, the daily line) in the shared slot; returns its withdrawal. */
export function postToSlot(entry: SlotEntry): () => void {
  ensureRegion();
  return slot.post(entry);
}

/** Puts a bar that is shown by unhiding it in the slot, hidden until it has its turn; returns its withdrawal. */
export function postBar(bar: HTMLElement, entry: Omit<SlotEntry, 'show' | 'hide'>): () => void {
  bar.hidden = true;
  return postToSlot({
    ...entry,
    show: () => {
      bar.hidden = false;
    },
    hide: () => {
      bar.hidden = true;
    },
  });
}

/** A toast's entry, whose time grows when another notice joins it. */
type ToastEntry = { -readonly [K in keyof SlotEntry]: SlotEntry[K] };

/** The toast shown last: its words (its first line's), its kind, its entry and its element. */
let lastToast: { text: string; kind: ToastKind; entry: ToastEntry; element: HTMLElement } | null = null;

/** Shows `text` in the slot, at its kind's importance. Returns a function that dismisses it. */
export function showToast(text: string, opts: ToastOptions = {}): () => void {
  const host = ensureRegion();
  const kind = opts.kind ?? 'info';
  const durationMs = opts.durationMs ?? DEFAULT_MS;
  const last = lastToast !== null && slot.showing(lastToast.entry) ? lastToast : null;
  // The same words twice in a row (a player tapping the same wrong card) refresh one toast, not queue.
  if (last !== null && last.text === text) {
    slot.refresh(last.entry);
    return () => slot.withdraw(last.entry);
  }
  // Another notice while one shows joins it as a line of its own (as the startup's notices do), for
  // the longer of their times: one box, read in the order they came; the live region says the new line.
  if (last !== null && kind === 'info' && last.kind === 'info') {
    last.element.appendChild(el('div', { class: 'toast-line', 'data-testid': 'toast' }, text));
    last.entry.durationMs = Math.max(last.entry.durationMs ?? 0, durationMs);
    slot.refresh(last.entry);
    return () => slot.withdraw(last.entry);
  }
  const toast = el('div', { class: `ui-toast toast-${kind}`, 'data-testid': 'toast', 'aria-hidden': opts.quiet === true ? 'true' : null }, text);
  const entry: ToastEntry = {
    importance: IMPORTANCE[kind],
    // Refusals and hints answer what the player just did: later, they would answer nothing.
    waits: kind === 'info' || kind === 'note',
    durationMs,
    show: () => {
      host.appendChild(toast);
      lastToast = { text, kind, entry, element: toast };
    },
    hide: () => toast.remove(),
  };
  toast.addEventListener('click', () => slot.withdraw(entry));
  return slot.post(entry);
}
