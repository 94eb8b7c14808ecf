// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { openMenuDialog, type MenuActions } from '../../src/ui/menuDialog';
import { mountShowMeBanner } from '../../src/ui/showMeBanner';
import { fakeController } from './support/fakeController';
import { byTestId, clearDocument, nextTask } from './support/happyDom';

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
    expect(bar.textContent).toMatch(/42 moves/);
    byTestId(bar, 'show-me-stop').click();
    expect(controller.stopShowMe).toHaveBeenCalledTimes(1);

    controller.events.emit('showMe', { phase: 'over', moves: 0 });
    expect(bar.hidden).toBe(true);

    banner.destroy();
    expect(host.querySelector('[data-testid="show-me-banner"]')).toBeNull();
    controller.events.emit('showMe', { phase: 'playing', moves: 3 });
    expect(bar.hidden).toBe(true);
  });

  const menu = (showMe: MenuActions['showMe']): MenuActions => ({
    currentDeal: 1, newGame: vi.fn(), restart: vi.fn(), rules: vi.fn(), settings: vi.fn(), help: vi.fn(), about: vi.fn(),
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
