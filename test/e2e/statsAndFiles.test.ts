/**
 * Statistics after a won and an abandoned game, kept across a reload, exported and imported; a game
 * saved to a file and loaded back; a bad file refused with the table untouched. Real clicks and keys;
 * files go through the page's own file inputs and downloads.
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadGameFile, winByFinish } from './gameFiles';
import { ready, snapshot, PLAIN_TABLE, useTableSession } from './tableHelpers';

const dir = mkdtempSync(join(tmpdir(), 'klondike-files-'));
const session = useTableSession(PLAIN_TABLE);

async function menu(page: Page, item: string): Promise<void> {
  await page.getByTestId('hud-menu').click();
  await page.getByTestId(item).click();
}

async function statsFigures(page: Page): Promise<Record<string, string>> {
  await menu(page, 'menu-stats');
  const figures: Record<string, string> = {};
  for (const id of ['stats-played', 'stats-won', 'stats-rate']) figures[id] = (await page.getByTestId(id).innerText()).trim();
  await page.keyboard.press('Escape');
  return figures;
}

describe('a game file', () => {
  test('saves to a file and loads back to the same table', async () => {
    const page = await session().open('deal=5');
    for (const key of ['p', 'p', 'p']) {
      await page.keyboard.press(key);
      await ready(page);
    }
    const saved = await snapshot(page);
    const download = page.waitForEvent('download');
    await menu(page, 'menu-save-file');
    const path = join(dir, 'saved.json');
    await (await download).saveAs(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ format: 'klondike-save', deal: 5 });

    const other = await session().open('deal=9');
    await loadGameFile(other, path);
    await expect.poll(async () => (await snapshot(other)).deal).toBe(5);
    await ready(other);
    expect(await snapshot(other)).toEqual(saved);
  });

  test('a bad file is refused with a message and the table is untouched', async () => {
    const page = await session().open('deal=5');
    await page.keyboard.press('p');
    await ready(page);
    const before = await snapshot(page);
    const path = join(dir, 'bad.json');
    writeFileSync(path, '{"format":"klondike-save","version":1,"rules":{"draw":9}}');
    await loadGameFile(page, path);
    await expect.poll(async () => (await page.getByTestId('toast').allInnerTexts()).join(' ')).toMatch(/saved game.*The game on the table is unchanged/);
    expect(await snapshot(page)).toEqual(before);
  });
});

describe('statistics', () => {
  test('a won and an abandoned game count, survive a reload, and export/import round-trips', async () => {
    const page = await session().open('deal=2');
    await winByFinish(page, dir);
    await page.getByTestId('win-close').click();
    expect(await statsFigures(page)).toEqual({ 'stats-played': '1', 'stats-won': '1', 'stats-rate': '100%' });

    // A new deal, one move of the player's, then New: that game is a loss.
    await page.getByTestId('hud-new').click();
    await ready(page);
    await page.keyboard.press('p');
    await ready(page);
    await page.getByTestId('hud-new').click();
    await page.getByTestId('confirm-yes').click();
    await ready(page);
    expect(await statsFigures(page)).toEqual({ 'stats-played': '2', 'stats-won': '1', 'stats-rate': '50%' });

    await page.reload();
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    expect(await statsFigures(page)).toEqual({ 'stats-played': '2', 'stats-won': '1', 'stats-rate': '50%' });

    // Export, reset, import: the figures come back.
    await menu(page, 'menu-stats');
    const download = page.waitForEvent('download');
    await page.getByTestId('stats-export').click();
    const path = join(dir, 'stats.json');
    await (await download).saveAs(path);
    await page.getByTestId('stats-reset-all').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(async () => (await page.getByTestId('stats-played').innerText()).trim()).toBe('0');
    await page.getByTestId('stats-import').setInputFiles(path);
    await page.getByTestId('confirm-yes').click();
    await expect.poll(async () => (await page.getByTestId('stats-played').innerText()).trim()).toBe('2');
  });
});
