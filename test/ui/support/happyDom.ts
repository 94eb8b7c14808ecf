/**
 * Helpers for the DOM unit tests, which run on happy-dom: each such test file starts with
 * `// @vitest-environment happy-dom` (the other unit tests keep the faster node environment) and
 * imports this module. The end-to-end tests check the real thing in Chromium.
 *
 * Importing it also closes the one gap in happy-dom (21.x) that these tests meet: its <dialog>.
 */

// happy-dom's HTMLDialogElement.close() fires 'close' at once, and showModal() opens a dialog that is
// not in the document. A browser fires 'close' a task later (HTML: "queue an element task ... to fire
// an event named close") and throws InvalidStateError from showModal() on a disconnected dialog. The
// UI relies on the first (dialogShell forgets a dialog at once, and the menu runs the chosen action
// only once it has closed), and the tests rely on the second to catch a dialog opened outside the
// page. Only these two methods are replaced, following the spec.
if (typeof HTMLDialogElement === 'undefined') {
  throw new Error('test/ui/support/happyDom.ts: start the test file with // @vitest-environment happy-dom');
}
const dialogProto = HTMLDialogElement.prototype;
dialogProto.showModal = function showModal(this: HTMLDialogElement): void {
  if (!this.isConnected) throw new DOMException('showModal: the dialog is not in the document', 'InvalidStateError');
  this.setAttribute('open', '');
};
dialogProto.close = function close(this: HTMLDialogElement, returnValue?: string): void {
  if (!this.open) return;
  if (returnValue !== undefined) this.returnValue = returnValue;
  this.removeAttribute('open');
  setTimeout(() => this.dispatchEvent(new Event('close')), 0);
};

/** An empty page for the next test: what one test left in the body (dialogs, hosts) goes away. */
export function clearDocument(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  document.body.replaceChildren();
}

/** The element with this data-testid, or a failure naming it. */
export function byTestId<T = HTMLElement>(root: ParentNode, testid: string): T {
  const found = root.querySelector(`[data-testid="${testid}"]`);
  if (found === null) throw new Error(`no element with data-testid="${testid}"`);
  return found as T;
}

/** Lets a dialog's 'close' event (a task later) run. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
