/**
 * The right button's deal and the two-button chord's cancel, driven through the listeners that
 * listenRightButton puts on the window: a right click deals once, on release; both buttons down
 * together (whichever went first) cancel and deal nothing; touch, a table not taking input and
 * dialogs are left alone; the browser's menu is kept off the table but not off a dialog's fields.
 */
import { describe, expect, test, vi } from 'vitest';
import { listenRightButton, type RightButtonHost } from '../../../src/game/input/rightButton';

type Listener = (event: Event) => void;

/** The window as listenRightButton sees it: its listeners by event type, called by `fire`. */
class FakeWindow {
  readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  /** Fires `type` with the given fields; returns whether the default was prevented. */
  fire(type: string, fields: { button?: number; buttons?: number; pointerType?: string; target?: EventTarget | null }): boolean {
    let prevented = false;
    const event = { pointerType: 'mouse', target: null, ...fields, preventDefault: () => (prevented = true) };
    for (const listener of this.listeners.get(type) ?? []) listener(event as unknown as Event);
    return prevented;
  }
}

/** An element inside a <dialog> (only `closest` is read), and one outside every dialog. */
class FakeElement extends EventTarget {
  constructor(private readonly inDialog: boolean) {
    super();
  }
  /** A selector list (`'dialog, header, …'`) matches when one of its parts is `dialog`. */
  closest(selector: string): object | null {
    const parts = selector.split(',').map((part) => part.trim());
    return parts.includes('dialog') && this.inDialog ? {} : null;
  }
}

const LEFT = { button: 0 };
const RIGHT = { button: 2 };

function setUp(accepting = true) {
  const calls: string[] = [];
  const host: RightButtonHost = { accepting: () => accepting, deal: () => calls.push('deal'), cancel: () => calls.push('cancel') };
  const win = new FakeWindow();
  // The module tells dialogs apart with `instanceof Element`, which Node lacks.
  vi.stubGlobal('Element', FakeElement);
  const stop = listenRightButton(win as unknown as Window, host);
  return { calls, win, stop };
}

describe('the right mouse button', () => {
  test('a right click deals once, when the button comes up', () => {
    const { calls, win } = setUp();
    win.fire('pointerdown', { ...RIGHT, buttons: 2 });
    expect(calls).toEqual([]);
    win.fire('pointerup', { ...RIGHT, buttons: 0 });
    expect(calls).toEqual(['deal']);
  });

  test('left joining a held right button cancels, and the release deals nothing', () => {
    const { calls, win } = setUp();
    win.fire('pointerdown', { ...RIGHT, buttons: 2 });
    win.fire('pointermove', { ...LEFT, buttons: 3 });
    expect(calls, 'cancelled as the second button goes down').toEqual(['cancel']);
    win.fire('pointermove', { ...LEFT, buttons: 2 });
    win.fire('pointerup', { ...RIGHT, buttons: 0 });
    expect(calls).not.toContain('deal');
    expect(calls[0]).toBe('cancel');
  });

  test('right joining a held left button cancels too, and deals nothing', () => {
    const { calls, win } = setUp();
    win.fire('pointerdown', { ...LEFT, buttons: 1 });
    win.fire('pointermove', { ...RIGHT, buttons: 3 });
    expect(calls, 'cancelled as the second button goes down').toEqual(['cancel']);
    win.fire('pointermove', { ...RIGHT, buttons: 1 });
    win.fire('pointerup', { ...LEFT, buttons: 0 });
    expect(calls).not.toContain('deal');
    expect(calls[0]).toBe('cancel');
    // The chord is over: the next right click deals again.
    calls.length = 0;
    win.fire('pointerdown', { ...RIGHT, buttons: 2 });
    win.fire('pointerup', { ...RIGHT, buttons: 0 });
    expect(calls).toEqual(['deal']);
  });

  test('no deal while the table takes no input, from touch, or from a right click in a dialog', () => {
    const busy = setUp(false);
    busy.win.fire('pointerdown', { ...RIGHT, buttons: 2 });
    busy.win.fire('pointerup', { ...RIGHT, buttons: 0 });
    expect(busy.calls).toEqual([]);

    const { calls, win } = setUp();
    win.fire('pointerdown', { ...RIGHT, buttons: 2, pointerType: 'touch' });
    win.fire('pointerup', { ...RIGHT, buttons: 0, pointerType: 'touch' });
    const field = new FakeElement(true);
    win.fire('pointerdown', { ...RIGHT, buttons: 2, target: field });
    win.fire('pointerup', { ...RIGHT, buttons: 0, target: field });
    expect(calls).toEqual([]);
    // A left click on the table is the table's, not this module's.
    win.fire('pointerdown', { ...LEFT, buttons: 1 });
    win.fire('pointerup', { ...LEFT, buttons: 0 });
    expect(calls).toEqual([]);
  });

  test("the browser's menu is kept off the table, not off a dialog", () => {
    const { win } = setUp();
    expect(win.fire('contextmenu', { target: new FakeElement(false) })).toBe(true);
    expect(win.fire('contextmenu', { target: new FakeElement(true) })).toBe(false);
  });

  test('the returned function stops listening', () => {
    const { calls, win, stop } = setUp();
    stop();
    win.fire('pointerdown', { ...RIGHT, buttons: 2 });
    win.fire('pointerup', { ...RIGHT, buttons: 0 });
    expect(calls).toEqual([]);
    expect(win.fire('contextmenu', { target: new FakeElement(false) })).toBe(false);
  });
});
