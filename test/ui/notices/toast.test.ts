// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { IMPORTANCE, mountToastRegion, postBar, showToast } from '../../../src/ui/notices/toast';
import { clearDocument } from '../support/happyDom';

/** The words of what the slot shows: the toasts, and any bar not hidden. */
const shown = (): string[] =>
  [...document.querySelectorAll<HTMLElement>('.ui-toast, .bar')].filter((element) => !element.hidden).map((element) => element.textContent ?? '');

describe('the notices share one slot above the toolbar', () => {
  let unmount: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    unmount = mountToastRegion(document.body);
  });
  afterEach(() => {
    unmount();
    vi.useRealTimers();
    clearDocument();
  });

  test('a refusal pushes a notice aside, and the notice comes back with its time again when the refusal is over', () => {
    showToast('Storage is away.', { durationMs: 8000 });
    vi.advanceTimersByTime(5000);
    showToast('No.', { kind: 'error' });
    expect(shown()).toEqual(['No.']);
    vi.advanceTimersByTime(2500);
    expect(shown()).toEqual(['Storage is away.']);
    vi.advanceTimersByTime(7900);
    expect(shown()).toEqual(['Storage is away.']);
    vi.advanceTimersByTime(100);
    expect(shown()).toEqual([]);
  });

  test('a second notice joins the first, a line each; the offline note and a bar of lower importance wait their turn, the more important first', () => {
    const bar = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'bar', textContent: 'Daily' }));
    showToast('Storage is away.', { durationMs: 3000 });
    showToast('Ready offline.', { kind: 'note', durationMs: 4000 });
    postBar(bar, { importance: IMPORTANCE.offer, waits: true, durationMs: 8000 });
    vi.advanceTimersByTime(2000);
    showToast('Storage is back.', { durationMs: 3000 });
    expect(shown()).toEqual(['Storage is away.Storage is back.']);
    expect(document.querySelectorAll('.ui-toast')).toHaveLength(1);
    vi.advanceTimersByTime(2900);
    expect(shown()).toEqual(['Storage is away.Storage is back.']);
    vi.advanceTimersByTime(100);
    expect(shown()).toEqual(['Daily']);
    vi.advanceTimersByTime(8000);
    expect(shown()).toEqual(['Ready offline.']);
  });

  test("a hint or a refusal never waits: under Show me's bar it is dropped, and a tap or its withdrawal takes a toast away", () => {
    const bar = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'bar', textContent: 'Show me' }));
    const stop = postBar(bar, { importance: IMPORTANCE.activity, waits: false, durationMs: null });
    showToast('Move the nine.', { kind: 'hint' });
    expect(shown()).toEqual(['Show me']);
    stop();
    expect(shown()).toEqual([]);
    const dismiss = showToast('Looking…', { durationMs: 60_000 });
    dismiss();
    expect(shown()).toEqual([]);
    showToast('No.', { kind: 'error' });
    document.querySelector<HTMLElement>('.ui-toast')!.click();
    expect(shown()).toEqual([]);
  });
});
