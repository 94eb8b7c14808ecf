/**
 * Short, non-blocking messages (illegal-move reasons, notices, hints) in a polite live region.
 * At most two at a time; each leaves after ~2.5 s, or at once when tapped.
 */
import { el } from './dom';

export type ToastKind = 'info' | 'error' | 'hint';

export interface ToastOptions {
  readonly kind?: ToastKind;
  /** Milliseconds on screen; 2500 unless told. */
  readonly durationMs?: number;
  /** Kept out of the live region (aria-hidden): words another live region says already. */
  readonly quiet?: boolean;
}

const MAX_TOASTS = 2;
const DEFAULT_MS = 2500;

let region: HTMLElement | null = null;

/**
 * Creates the live region inside `host` (mountUi does this at start-up: a live region must exist
 * before its text changes, or screen readers miss the first message). Returns a remover.
 */
export function mountToastRegion(host: HTMLElement): () => void {
  const created = el('div', { class: 'ui-toasts', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'false' });
  host.appendChild(created);
  region = created;
  return () => {
    created.remove();
    if (region === created) region = null;
  };
}

function ensureRegion(): HTMLElement {
  if (region === null || !region.isConnected) mountToastRegion(document.body);
  return region as HTMLElement;
}

/** Shows `text`; the oldest message goes when a third arrives. Returns a function that dismisses it. */
export function showToast(text: string, opts: ToastOptions = {}): () => void {
  const host = ensureRegion();
  const toast = el('div', { class: `ui-toast toast-${opts.kind ?? 'info'}`, 'data-testid': 'toast', 'aria-hidden': opts.quiet === true ? 'true' : null }, text);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    toast.remove();
  };
  toast.addEventListener('click', dismiss);
  // The same words twice in a row (a player tapping the same wrong card) refresh one toast, not stack.
  const last = host.lastElementChild;
  if (last instanceof HTMLElement && last.textContent === text) last.remove();
  host.appendChild(toast);
  while (host.childElementCount > MAX_TOASTS) host.firstElementChild?.remove();
  timer = setTimeout(dismiss, opts.durationMs ?? DEFAULT_MS);
  return dismiss;
}
