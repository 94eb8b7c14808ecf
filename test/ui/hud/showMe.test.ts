// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { openMenuDialog, type MenuActions } from '../../../src/ui/dialogs/menuDialog';
import { mountShowMeBanner } from '../../../src/ui/hud/showMeBanner';
import { fakeController } from '../support/fakeController';
import { byTestId, clearDocument, nextTask } from '../support/happyDom';

describe('Show me', () => {
  afterEach(clearDocument);

  test('the banner shows while Show me plays; Stop stops it; it goes when Show me is over', () => {
    const controller = fakeController();
    const host = document.createElement('div');
    document.body.appendChild(host);
    const banner = mountShowMeBanner(host, controller.asController);
    const bar = byTestId(host, 'show-me-banner');
    expect(bar.hidden).toBe(true);

    controller.events.emit('showMe', { phase: 'playing', moves: 42 });
    expect(bar.hidden).toBe(false);
    expect(bar.textContent).toMatch(/^Show me: 42 moves to go/);
    byTestId(bar, 'show-me-stop').click();
    expect(controller.help.stopShowMe).toHaveBeenCalledTimes(1);

    controller.events.emit('showMe', { phase: 'over', moves: 0 });
    expect(bar.hidden).toBe(true);

    banner.destroy();
    expect(host.querySelector('[data-testid="show-me-banner"]')).toBeNull();
    controller.events.emit('showMe', { phase: 'playing', moves: 3 });
    expect(bar.hidden).toBe(true);
  });

  test('the banner counts the moves left down as Show me plays them, and is no live region', () => {
    const controller = fakeController();
    const host = document.createElement('div');
    document.body.appendChild(host);
    mountShowMeBanner(host, controller.asController);
    const bar = byTestId(host, 'show-me-banner');
    const text = (): string => bar.querySelector('.show-me-text')?.textContent ?? '';
    const played = (): void => void controller.events.emit('changed', { cause: 'move', before: null, after: controller.asController.state, events: [] });
    controller.events.emit('showMe', { phase: 'playing', moves: 3 });
    expect(text()).toBe('Show me: 3 moves to go');
    played();
    expect(text()).toBe('Show me: 2 moves to go');
    played();
    expect(text()).toBe('Show me: 1 move to go');
    // The table's other changes (an automatic move, a layout) are not Show me's moves.
    controller.events.emit('changed', { cause: 'auto', before: null, after: controller.asController.state, events: [] });
    expect(text()).toBe('Show me: 1 move to go');
    expect(bar.getAttribute('role')).not.toBe('status');
    expect(bar.getAttribute('aria-live')).toBeNull();
    // A line of unknown length (never sent today) still says that Show me plays.
    controller.events.emit('showMe', { phase: 'playing', moves: 0 });
    expect(text()).toBe('Show me is playing…');
  });

  const menu = (showMe: MenuActions['showMe']): MenuActions => ({
    currentDeal: 1,
    newGame: vi.fn(),
    restart: vi.fn(),
    rules: vi.fn(),
    settings: vi.fn(),
    help: vi.fn(),
    about: vi.fn(),
    ...(showMe === undefined ? {} : { showMe }),
  });

  test('the menu entry runs Show me (once the menu has closed)', async () => {
    const run = vi.fn();
    openMenuDialog(menu({ run, available: true }));
    const entry = byTestId<HTMLButtonElement>(document, 'menu-show-me');
    expect(entry.disabled).toBe(false);
    expect(entry.textContent).toBe('Show me');
    entry.click();
    expect(run).not.toHaveBeenCalled();
    await nextTask();
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('the menu entry is disabled when Show me is not available', async () => {
    const run = vi.fn();
    openMenuDialog(menu({ run, available: false }));
    const entry = byTestId<HTMLButtonElement>(document, 'menu-show-me');
    expect(entry.disabled).toBe(true);
    entry.click();
    await nextTask();
    expect(run).not.toHaveBeenCalled();
  });
});
