/**
 * The game in a player's language, for a Latin, a Cyrillic, a CJK and the right-to-left language: the
 * language picked by the browser's locale; every dialog opened with its key, no English left in it and
 * nothing cut at 360 px; a refusal and a deal said in it; then the language switched in Settings
 * mid-game (the game unchanged), and given by `?lang=` (not written back). Arabic also wins a game.
 * The other six languages: the table and every dialog, each picked by a browser set to a region we do
 * not list (Mexico's Spanish, Portugal's Portuguese, Taiwan's Chinese…).
 * Expected words come from the catalogues, formatted in Node by the same code the page runs.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { describeIllegalMove, directionOf, type LanguageCode, useCatalogue } from '../../src/i18n';
import { winByFinish } from './gameFiles';
import { catalogueOf, englishIn, overflowingIn, pageScrollsSideways, wordsIn } from './languageScan';
import { findScenario, illegalColumnDrop } from './plans';
import { centre, drag, dropPoint, grabCard, PLAIN_TABLE, ready, rectOf, snapshot, tap, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);
const PHONE_360 = { width: 360, height: 640 } as const;
/** A cap for waiting on a state, not a pace: a busy machine may take seconds to draw a change. */
const WAIT = { timeout: 30_000 } as const;

afterEach(() => useCatalogue('en', {}));

/** A refusal that names both cards, on a deal's first table. */
const refusal = findScenario(illegalColumnDrop, { maxPrefix: 0 });

/** The refusal's sentence in `language`, as the page must show it. */
function refusalIn(language: LanguageCode): string {
  useCatalogue(language, catalogueOf(language));
  return describeIllegalMove(refusal.found.illegal);
}

async function languageShown(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

function announcement(page: Page): Promise<string> {
  return page.getByTestId('announcer').evaluate((region) => region.textContent ?? '');
}

/** The dialogs a key opens: Menu, Help, Rules, Settings, About. */
const DIALOG_KEYS = [
  ['m', 'dialog-menu'],
  ['?', 'dialog-help'],
  ['l', 'dialog-rules'],
  ['t', 'dialog-settings'],
  ['o', 'dialog-about'],
] as const;

/** The dialogs the menu opens: Statistics (the daily calendar in it) and Earlier games. */
const MENU_DIALOGS = [
  ['menu-stats', 'dialog-stats'],
  ['menu-earlier-games', 'dialog-earlier-games'],
] as const;

/** Opens each dialog by its key, unfolds what it folds, and returns the English and the overflow found, per dialog. */
async function readEveryDialog(page: Page, language: LanguageCode): Promise<Record<string, { english: string[]; overflowing: string[] }>> {
  const found: Record<string, { english: string[]; overflowing: string[] }> = {};
  for (const [key, testid] of DIALOG_KEYS) {
    await page.keyboard.press(key);
    const dialog = page.getByTestId(testid);
    await dialog.waitFor(WAIT);
    // Help's sections fold: each is opened as a player would, by its summary.
    for (const summary of await dialog.locator('details:not([open]) > summary').all()) await summary.click();
    const english = englishIn(await wordsIn(dialog), language);
    const overflowing = await overflowingIn(dialog);
    if (english.length > 0 || overflowing.length > 0) found[testid] = { english, overflowing };
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
  }
  // Statistics (with the daily calendar) and Earlier games open from the menu.
  for (const [item, testid] of MENU_DIALOGS) {
    await page.keyboard.press('m');
    await page.getByTestId(item).click();
    const dialog = page.getByTestId(testid);
    await dialog.waitFor(WAIT);
    const english = englishIn(await wordsIn(dialog), language);
    const overflowing = await overflowingIn(dialog);
    if (english.length > 0 || overflowing.length > 0) found[testid] = { english, overflowing };
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
  }
  return found;
}

describe.each([
  ['de', 'de-DE', 'Latin'],
  ['ru', 'ru-RU', 'Cyrillic'],
  ['ja', 'ja-JP', 'CJK'],
  ['ar', 'ar-EG', 'right to left'],
] as const)('%s (%s, %s)', (language, locale, _script) => {
  test("the browser's locale picks it: every dialog, a refusal and a new deal in its words, nothing cut at 360 px", async () => {
    const page = await session().page({ ...PHONE_360, locale });
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/(locale-[\w-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (chunk !== undefined) catalogues.push(chunk);
    });
    await page.goto(session().url(`deal=${refusal.deal}`));
    await page.waitForFunction(() => window.klondike !== undefined);
    await ready(page);
    expect(await languageShown(page)).toEqual({ lang: language, dir: directionOf(language) });
    // Only its own language is fetched (English is in the app's code).
    expect(catalogues).toEqual([`locale-${language}`]);
    expect(englishIn(await wordsIn(page.locator('body')), language), 'the table').toEqual([]);
    expect(await overflowingIn(page.locator('body')), 'the table').toEqual([]);
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await readEveryDialog(page, language)).toEqual({});

    const { move } = refusal.found;
    const { grab, rect } = await grabCard(page, await snapshot(page), move.card, move.from);
    await drag(page, grab, dropPoint(grab, rect, await rectOf(page, move.to)));
    await expect.poll(() => page.getByTestId('toast').allTextContents(), WAIT).toContain(refusalIn(language));

    await page.keyboard.press('n');
    await ready(page);
    await expect.poll(async () => englishIn([await announcement(page)], language), WAIT).toEqual([]);
    expect(await announcement(page)).not.toBe('');
  });
});

describe.each([
  ['es', 'es-MX'],
  ['fr', 'fr-CA'],
  ['pt-BR', 'pt-PT'],
  ['it', 'it-IT'],
  ['pl', 'pl-PL'],
  ['zh-CN', 'zh-TW'],
] as const)('%s (the browser set to %s)', (language, locale) => {
  test('the table and every dialog in its words, nothing cut at 360 px', async () => {
    const page = await session().open(`deal=${refusal.deal}`, { ...PHONE_360, locale });
    expect(await languageShown(page)).toEqual({ lang: language, dir: 'ltr' });
    expect(englishIn(await wordsIn(page.locator('body')), language), 'the table').toEqual([]);
    expect(await overflowingIn(page.locator('body')), 'the table').toEqual([]);
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await readEveryDialog(page, language)).toEqual({});
  });
});

test('switched in Settings mid-game, the game unchanged; `?lang=` beats the choice and is not written back', async () => {
  const page = await session().open(`deal=${refusal.deal}`, { ...PHONE_360, locale: 'en-US' });
  expect(await languageShown(page)).toEqual({ lang: 'en', dir: 'ltr' });
  await tap(page, centre(await rectOf(page, 'stock'))); // a card dealt: the game is under way
  await ready(page);
  const before = await snapshot(page);
  await page.keyboard.press('t');
  await page.getByTestId('settings-language').selectOption('ru');
  await expect.poll(() => languageShown(page), WAIT).toEqual({ lang: 'ru', dir: 'ltr' });
  // Settings stays open, now in Russian, and the table is the same game at the same move.
  const settings = page.getByTestId('dialog-settings');
  await settings.waitFor(WAIT);
  expect(englishIn(await wordsIn(settings), 'ru')).toEqual([]);
  const after = await snapshot(page);
  expect({ ...after, elapsedMs: 0 }).toEqual({ ...before, elapsedMs: 0 });

  await settings.getByTestId('settings-language').selectOption('ar');
  await expect.poll(() => languageShown(page), WAIT).toEqual({ lang: 'ar', dir: 'rtl' });
  await page.keyboard.press('Escape');

  // The link's language wins over the saved choice (Arabic) while it is in the address…
  await page.goto(session().url('lang=ja'));
  await page.waitForFunction(() => window.klondike !== undefined);
  await ready(page);
  expect(await languageShown(page)).toEqual({ lang: 'ja', dir: 'ltr' });
  // …and is not saved: without it, the player's own choice is back.
  await page.goto(session().url(''));
  await page.waitForFunction(() => window.klondike !== undefined);
  await ready(page);
  expect(await languageShown(page)).toEqual({ lang: 'ar', dir: 'rtl' });
});

test('a win is said in Arabic, its dialog right to left with no English', async () => {
  const page = await session().open('deal=2', { ...PHONE_360, locale: 'ar' });
  await winByFinish(page, mkdtempSync(join(tmpdir(), 'klondike-ar-')));
  const dialog = page.getByTestId('dialog-win');
  await dialog.waitFor(WAIT);
  expect(englishIn(await wordsIn(dialog), 'ar')).toEqual([]);
  expect(await overflowingIn(dialog)).toEqual([]);
  await expect.poll(async () => englishIn([await announcement(page)], 'ar'), WAIT).toEqual([]);
  expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
});
