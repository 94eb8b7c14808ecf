/**
 * A new player on a phone, at 390×844 with a finger: the Rules dialog shows the number of
 * passes only when "Other" is chosen, and its presets as cards (no sideways scroll down to 360 px; the
 * table comes back on a wide screen); Help opens on "How to play" with its other sections folded,
 * fits about a screen, and every section opens from the keyboard. axe checks both, opened out.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PRESETS } from '../../src/engine';
import { COMMANDS } from '../../src/ui/input/commandKeys';
import { moveKeyHelp } from '../../src/ui/text/helpText';
import { seriousViolations } from './axe';
import { PHONE, PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
const FINGER = { ...PHONE, hasTouch: true } as const;

/** Menu → an item, by taps; resolves once its dialog is open. */
async function openFromMenu(page: Page, item: string, dialog: string): Promise<Locator> {
  await page.getByTestId('hud-menu').tap();
  await page.getByTestId(item).tap();
  const shown = page.getByTestId(dialog);
  await shown.waitFor();
  return shown;
}

/** The dialog's laid-out elements that reach past the screen's left or right edge (a sideways scroll). */
function pastTheEdges(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [...root.querySelectorAll('*')]
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((node) => `${node.tagName.toLowerCase()} “${(node.textContent ?? '').slice(0, 30)}”`)
      .slice(0, 8);
  });
}

describe('the Rules dialog on a phone', () => {
  test('the number of passes shows only while "Other" is chosen', async () => {
    const page = await session().open('deal=1', FINGER);
    const dialog = await openFromMenu(page, 'menu-rules', 'dialog-rules');
    const passes = (value: string): Locator => dialog.getByTestId('rules-passes').locator(`input[data-value="${value}"]`);
    const number = dialog.getByTestId('rules-passes-number');
    // The default rules: unlimited passes (∞), so no number box.
    expect(await passes('unlimited').isChecked()).toBe(true);
    expect(await number.isVisible()).toBe(false);
    await passes('1').tap();
    expect(await passes('1').isChecked()).toBe(true);
    expect(await number.isVisible()).toBe(false);
    await passes('other').tap();
    expect(await number.isVisible()).toBe(true);
    expect(await number.inputValue()).toBe('4');
    await passes('unlimited').tap();
    expect(await number.isVisible()).toBe(false);
  });

  test('the presets are a card each, with no sideways scroll down to 360 px; a wide screen keeps the table', async () => {
    const page = await session().open('deal=1', FINGER);
    const dialog = await openFromMenu(page, 'menu-rules', 'dialog-rules');
    await dialog.getByTestId('rules-presets').locator('summary').tap();
    expect(await pastTheEdges(dialog)).toEqual([]);
    const cards = dialog.getByTestId('rules-preset-cards');
    expect(await cards.isVisible()).toBe(true);
    expect(await cards.locator('li').count()).toBe(PRESETS.length);
    expect(await cards.locator('li').first().getByRole('heading').textContent()).toBe(PRESETS[0]!.name);
    expect(await dialog.locator('table').isVisible()).toBe(false);
    expect(await seriousViolations(page, '[data-testid="dialog-rules"]')).toEqual([]);
    await page.setViewportSize({ width: 360, height: PHONE.height });
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(360);
    expect(await pastTheEdges(dialog)).toEqual([]);

    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(() => dialog.locator('table').isVisible()).toBe(true);
    expect(await cards.isVisible()).toBe(false);
  });
});

describe('Help on a phone', () => {
  test('opens on "How to play" with the other sections folded, fits a screen, and every section opens from the keyboard', async () => {
    const page = await session().open('deal=1', FINGER);
    const help = await openFromMenu(page, 'menu-help', 'dialog-help');
    // Folded, the whole dialog (its title, text and Close) is about one screen of the phone (it was 3,400 px).
    const height = await help.evaluate((dialog) => {
      const body = dialog.querySelector('.dialog-body')!;
      return dialog.scrollHeight - body.clientHeight + body.scrollHeight;
    });
    console.log(`Help, folded, at 390×844: ${height} px`);
    expect(height).toBeLessThanOrEqual(PHONE.height);

    const titles = ['How to play', `The rules of this game — ${PRESETS[0]!.name}`, 'Touch and mouse', 'Keys', 'Hints, Show me and winnable deals'];
    expect(await help.getByRole('heading', { level: 3 }).allTextContents()).toEqual(titles);
    expect(await help.getByRole('button', { name: titles[0], exact: true, expanded: true }).count()).toBe(1);
    for (const title of titles.slice(1)) expect(await help.getByRole('button', { name: title, exact: true, expanded: false }).count(), title).toBe(1);
    expect(await help.getByTestId('help-how-to-play').getByText('You win when all 52 cards are home').isVisible()).toBe(true);

    // The keyboard starts on the first section and reaches every other one, then Close.
    const focused = (): Promise<string> => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe(titles[0]);
    for (const title of [...titles.slice(1), 'Close']) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(title);
    }
    for (const title of titles.slice(1)) {
      await help.getByRole('button', { name: title, exact: true }).focus();
      await page.keyboard.press('Enter');
      expect(await help.getByRole('button', { name: title, exact: true, expanded: true }).count(), title).toBe(1);
    }

    // The keys are a table: key | what it does, a row a key, within the phone's width.
    const moves = help.getByRole('table', { name: 'Moving cards' });
    const commands = help.getByRole('table', { name: 'Commands' });
    expect(await moves.isVisible()).toBe(true);
    expect(await moves.getByRole('columnheader').allTextContents()).toEqual(['Key', 'What it does']);
    expect(await moves.locator('tbody tr').count()).toBe(moveKeyHelp().length);
    expect(await commands.locator('tbody tr').count()).toBe(COMMANDS.length);
    expect(await pastTheEdges(help)).toEqual([]);
    expect(await seriousViolations(page, '[data-testid="dialog-help"]')).toEqual([]);
  });
});
