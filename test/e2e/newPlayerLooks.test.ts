/**
 * What a new player sees on a phone, in real Chromium with real taps, keys and mouse:
 * no text cut at 360 px in the menu, the Settings dialog and the selects (the Rules dialog's preset,
 * the Statistics dialog's rule set); each setting's name and value on one line at 390 px; no focus ring
 * on a control a tap focused, a clear one after a key; no hover highlight left on a tapped button;
 * money written "−$52"; HUD type of 12 px at least; and a menu on a phone held sideways that shows
 * it scrolls. One page per screen size, several checks on each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { decodePng } from './pngPixels';
import { PLAIN_TABLE, useTableSession } from './tableHelpers';

const session = useTableSession(PLAIN_TABLE);

/** A tap of a finger on the middle of an element (the context has a touch screen). */
async function touch(page: Page, testid: string): Promise<void> {
  const target = page.getByTestId(testid).first();
  await target.waitFor({ state: 'visible' });
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function openByTouch(page: Page, item: string, dialog: string): Promise<Locator> {
  await touch(page, 'hud-menu');
  await page.getByTestId('dialog-menu').waitFor();
  if (item !== 'menu') await touch(page, item);
  const shown = page.getByTestId(dialog);
  await shown.waitFor();
  return shown;
}

/**
 * Text the player cannot read whole under `root`: a line of text that sticks out of the box that
 * clips it (the dialog's scrolling body, an ellipsis), or out of the window; and a <select> that
 * shows its choice (not covered by a face of its own) in less room than the choice's words take.
 */
function cutTexts(root: Locator): Promise<string[]> {
  return root.evaluate((top) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || parent === null || parent.closest('select, option') !== null) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      if (lines.length === 0) continue;
      const left = Math.min(...lines.map((r) => r.left));
      const right = Math.max(...lines.map((r) => r.right));
      let clip: { left: number; right: number } = { left: 0, right: window.innerWidth };
      for (let box: Element | null = parent; box !== null && box !== top.parentElement; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible' && box !== top) continue;
        const r = box.getBoundingClientRect();
        clip = { left: Math.max(clip.left, r.left), right: Math.min(clip.right, r.right) };
      }
      if (left < clip.left - 0.5 || right > clip.right + 0.5) cut.push(text);
    }
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const select of top.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      if (Number(style.opacity) < 0.05) continue;
      const shown = select.options[select.selectedIndex]?.textContent ?? '';
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The room for the words: the box less its padding and the arrow (about 20 px in Chromium).
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20;
      if (canvas.measureText(shown).width > room) cut.push(`<select> ${shown}`);
    }
    return cut;
  });
}

/** The words of each setting's name and of each of its values that take more than one line. */
function wrappedLabels(root: Locator): Promise<string[]> {
  return root.evaluate((top) => {
    const wrapped: string[] = [];
    for (const holder of top.querySelectorAll('legend, .segment > span, .toggle-text, .field > label')) {
      for (const node of holder.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) wrapped.push(node.textContent!.trim());
      }
    }
    return wrapped;
  });
}

/** The focus ring the player sees on the focused control: its box's outline, or 'none'. */
function focusRing(page: Page): Promise<{ focused: string; ring: string }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    // A radio's ring is drawn on its segment, a select's on the box it lies in.
    const box = active.closest('.segment, .select-box') ?? active;
    const style = getComputedStyle(box);
    const ring = style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`;
    return { focused: active.getAttribute('data-testid') ?? active.textContent?.trim() ?? active.tagName, ring };
  });
}

/** HUD text smaller than 12 px, or sticking out of its stat or button. */
function hudProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const text of document.querySelectorAll<HTMLElement>('.ui-hud-top .stat-label, .ui-hud-top .stat-value, .ui-toolbar .tool-text')) {
      if (text.closest('[hidden]') !== null) continue;
      const size = Number.parseFloat(getComputedStyle(text).fontSize);
      if (size < 12) problems.push(`${text.textContent} is ${size} px`);
      const range = document.createRange();
      range.selectNodeContents(text);
      const words = range.getBoundingClientRect();
      const box = text.closest('.stat, .tool')!.getBoundingClientRect();
      if (words.left < box.left - 0.5 || words.right > box.right + 0.5 || text.scrollWidth > text.clientWidth + 0.5)
        problems.push(`${text.textContent} is cut`);
    }
    return problems;
  });
}

/** The mean brightness (0–255) of the bottom 4 px of the menu's scrolling body, at its left edge, in a screenshot. */
async function bottomStripBrightness(page: Page): Promise<number> {
  const body = page.getByTestId('dialog-menu').locator('.dialog-body');
  const box = await body.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, width: el.clientWidth, height: el.clientHeight };
  });
  const shot = decodePng(await page.screenshot());
  let sum = 0;
  let n = 0;
  // The body's left padding, where no item, field or button is drawn: only the body's own background.
  for (let x = Math.round(box.x + 1); x < box.x + 8; x++) {
    for (let y = Math.round(box.y + box.height - 4); y < box.y + box.height; y++) {
      const [r, g, b] = shot.at(x, y);
      sum += (r + g + b) / 3;
      n += 1;
    }
  }
  return sum / n;
}

/** Every `:hover` rule of the UI's style sheets, and whether it sits in `@media (hover: hover)`. */
function hoverRules(): { selector: string; underHoverMedia: boolean }[] {
  const dir = resolve(import.meta.dirname, '../../src/ui');
  const files = [
    ...readdirSync(join(dir, 'styles')).map((f) => join(dir, 'styles', f)),
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.css'))
      .map((f) => join(dir, f)),
  ];
  const found: { selector: string; underHoverMedia: boolean }[] = [];
  for (const file of files.filter((f) => f.endsWith('.css'))) {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const open: string[] = [];
    let prelude = '';
    for (const char of css) {
      if (char === '{') {
        const head = prelude.trim();
        if (head.includes(':hover')) found.push({ selector: head, underHoverMedia: open.some((p) => /^@media[^{]*\(\s*hover\s*:\s*hover\s*\)/.test(p)) });
        open.push(head);
        prelude = '';
      } else if (char === '}') {
        open.pop();
        prelude = '';
      } else if (char === ';') {
        prelude = '';
      } else {
        prelude += char;
      }
    }
  }
  return found;
}

describe('a new player on a phone', () => {
  test('360×640 by touch: money and HUD type, no ring after a tap, no cut text in the menu, Settings and the Rules preset', async () => {
    const page = await session().open('deal=1&preset=vegas-draw1', { width: 360, height: 640, hasTouch: true });
    expect.soft(await page.evaluate(() => matchMedia('(hover: hover)').matches), 'a touch screen has no hover').toBe(false);

    // Vegas money with a real minus sign; every HUD label readable (12 px at least) and whole.
    expect.soft(await page.getByTestId('hud-score').textContent()).toBe('\u2212$52');
    expect.soft(await hudProblems(page)).toEqual([]);

    // A tapped toolbar button keeps no hover highlight.
    await touch(page, 'hud-hint');
    await page.getByTestId('toast').first().waitFor();
    expect.soft(await page.getByTestId('hud-hint').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

    // The menu, opened by a tap: its first item has the focus, without a ring; nothing is cut.
    const menu = await openByTouch(page, 'menu', 'dialog-menu');
    expect.soft(await focusRing(page)).toEqual({ focused: 'menu-new', ring: 'none' });
    expect.soft(await cutTexts(menu)).toEqual([]);

    // The Rules dialog: its preset select shows the longest preset name whole.
    await touch(page, 'menu-rules');
    const rules = page.getByTestId('dialog-rules');
    await rules.waitFor();
    expect.soft((await focusRing(page)).ring).toBe('none');
    await page.getByTestId('rules-preset').selectOption('windows-draw3');
    expect.soft(await cutTexts(rules.locator('.field:has([data-testid="rules-preset"])'))).toEqual([]);
    await touch(page, 'rules-cancel');
    await rules.waitFor({ state: 'detached' });

    // Settings: no ring on the control a tap focused, nothing cut.
    const settings = await openByTouch(page, 'menu-settings', 'dialog-settings');
    expect.soft((await focusRing(page)).ring).toBe('none');
    expect.soft(await cutTexts(settings)).toEqual([]);

    // With the "still winnable?" mark in the bar too, every label still reads whole.
    await touch(page, 'settings-winnable-indicator');
    await touch(page, 'settings-done');
    await page.getByTestId('hud-winnable').waitFor({ state: 'visible' });
    expect.soft(await hudProblems(page)).toEqual([]);
  });

  test('390×844 by touch: each setting reads on one line, Statistics shows its rule set whole, and a key brings the focus ring', async () => {
    const page = await session().open('deal=1', { width: 390, height: 844, hasTouch: true });
    const settings = await openByTouch(page, 'menu-settings', 'dialog-settings');
    expect.soft(await wrappedLabels(settings)).toEqual([]);
    expect.soft(await cutTexts(settings)).toEqual([]);
    expect.soft((await focusRing(page)).ring).toBe('none');
    // A keyboard user sees where the focus is: a clear ring.
    await page.keyboard.press('Tab');
    expect.soft((await focusRing(page)).ring).toBe('3px solid');
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });

    const stats = await openByTouch(page, 'menu-stats', 'dialog-stats');
    expect.soft(await cutTexts(stats.locator('.field:has(select)'))).toEqual([]);
  });

  test('844×390 with a mouse: the menu shows that more items scroll, and hover still shows', async () => {
    const page = await session().open('deal=1', { width: 844, height: 390 });
    expect.soft(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(true);
    const hint = page.getByTestId('hud-hint');
    const box = (await hint.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => hint.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

    await page.getByTestId('hud-menu').click();
    const body = page.getByTestId('dialog-menu').locator('.dialog-body');
    await body.waitFor();
    expect.soft(await body.evaluate((el) => el.scrollHeight > el.clientHeight + 40), 'the menu scrolls here').toBe(true);
    const withMoreBelow = await bottomStripBrightness(page);
    // Scrolled to the end, the sign goes: the strip is the dialog's own colour again.
    const top = (await body.boundingBox())!;
    await page.mouse.move(top.x + 20, top.y + 10);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => body.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true);
    const atTheEnd = await bottomStripBrightness(page);
    expect(atTheEnd - withMoreBelow, `bottom edge ${withMoreBelow.toFixed(0)} with more below, ${atTheEnd.toFixed(0)} at the end`).toBeGreaterThan(15);
  });

  test('every :hover style of the UI applies only where there is hover (not to a finger)', () => {
    const rules = hoverRules();
    expect.soft(rules.length).toBeGreaterThan(0);
    expect.soft(rules.filter((r) => !r.underHoverMedia).map((r) => r.selector)).toEqual([]);
  });
});
