/**
 * Sound at each setting of Klondike 2.3's CONFIG, in real Chromium: Full plays the win song, Partial
 * beeps at an illegal move but plays no song at all (not even the new deal's jingle), Off plays
 * nothing. Real pointer and key events drive the game; the page's audio probe
 * (`window.__klondikeAudio.played`, every sound handed to Howler) is only read.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { applyMove, TABLEAU_IDS } from '../../src/engine';
import { cuesFor } from '../../src/game/audio/soundPolicy';
import { winByFinish } from './gameFiles';
import { Mirror, type CardMove } from './plans';
import { drag, dropPoint, grabCard, landingRect, openDialogs, ready, snapshot, topCard, useTableSession } from './tableHelpers';

interface Played {
  readonly name: string;
  readonly kind: string;
}

const dir = mkdtempSync(join(tmpdir(), 'klondike-audio-'));
// WebGL: under the Canvas renderer the Partial test does not hear the first gesture's draw (not yet understood).
const session = useTableSession();

function played(page: Page): Promise<Played[]> {
  return page.evaluate(() => (window.__klondikeAudio?.played ?? []).map(({ name, kind }) => ({ name, kind })));
}

/** A column's top card and another column it may not go onto, on the deal's opening table. */
function illegalColumnDrop(deal: number): CardMove {
  const mirror = new Mirror(deal);
  const state = mirror.state;
  for (const from of TABLEAU_IDS) {
    const card = state.tableau[TABLEAU_IDS.indexOf(from)]!.up.at(-1);
    if (card === undefined) continue;
    for (const to of TABLEAU_IDS) {
      if (to === from) continue;
      const move: CardMove = { type: 'move', from, to, card };
      if (!applyMove(state, move, mirror.rules).ok) return move;
    }
  }
  throw new Error(`deal ${deal} has no illegal column drop`);
}

/** Drags a card where it may not go (a real pointer drag); the table refuses it. */
async function dragIllegally(page: Page, deal: number): Promise<void> {
  const move = illegalColumnDrop(deal);
  const table = await snapshot(page);
  const { grab, rect } = await grabCard(page, table, move.card, move.from);
  await drag(page, grab, dropPoint(grab, rect, await landingRect(page, table, move.to)));
  await ready(page);
}

/**
 * Resolves once every sound a new deal may delay (the jingle follows the shuffle by 450 ms) would have
 * played, had the setting let it: a timer set in the page after the deal, with the longest of those
 * delays, fires after them, since the page runs its timers in the order they fall due (ties in the order
 * they were set). An order of events in the page, not a guess of how long is enough: on a busy machine
 * the page's timers run late together. Call it once the deal is seen.
 */
async function pastTheDealsDelayedSounds(page: Page): Promise<void> {
  const longest = Math.max(...cuesFor({ type: 'changed', event: { cause: 'deal', events: [] } }).map((cue) => cue.delayMs));
  expect(longest, 'the jingle is delayed').toBeGreaterThan(0);
  await page.evaluate(
    (ms) =>
      new Promise<void>((done) => {
        setTimeout(done, ms);
      }),
    longest,
  );
}

/** New deal from the HUD, confirming when a game is in progress. */
async function newDeal(page: Page): Promise<number> {
  const before = (await snapshot(page)).deal;
  await page.getByTestId('hud-new').click();
  if ((await openDialogs(page)).length > 0) await page.getByTestId('confirm-yes').click();
  await expect.poll(async () => (await snapshot(page)).deal).not.toBe(before);
  await ready(page);
  return (await snapshot(page)).deal;
}

describe('sound', () => {
  test('Full: a win plays the win song, and the finish chimes', async () => {
    const page = await session().open('deal=2&sound=full');
    await winByFinish(page, dir);
    await expect.poll(() => played(page)).toContainEqual({ name: 'win', kind: 'song' });
    // Howler reports the song started: the sprite loaded and decoded in the browser.
    await expect.poll(() => page.evaluate(() => window.__klondikeAudio?.heard ?? [])).toContain('win');
    const sounds = await played(page);
    expect(sounds).toContainEqual({ name: 'foundation', kind: 'effect' });
    // The loaded game appeared silently; the win song comes after the chimes of the finish.
    expect(sounds.findIndex((s) => s.name === 'win')).toBeGreaterThan(sounds.findIndex((s) => s.name === 'foundation'));
  });

  test('Partial: an illegal move beeps, card noises play, and no song plays at all', async () => {
    const page = await session().open('deal=5&sound=partial');
    await page.keyboard.press('p'); // the first gesture lets audio start; a draw
    await ready(page);
    await expect.poll(() => played(page)).toContainEqual({ name: 'draw', kind: 'effect' });

    await dragIllegally(page, 5);
    await expect.poll(() => played(page)).toContainEqual({ name: 'illegal', kind: 'beep' });
    expect(await played(page)).toContainEqual({ name: 'pickUp', kind: 'effect' });

    await newDeal(page);
    await expect.poll(() => played(page)).toContainEqual({ name: 'shuffle', kind: 'effect' });
    // The jingle, were it to follow the shuffle, would have played by now.
    await pastTheDealsDelayedSounds(page);
    const sounds = await played(page);
    expect(sounds.filter((s) => s.kind === 'song')).toEqual([]);
    expect(sounds.map((s) => s.name)).not.toContain('newGame');
  });

  test('audio starts after the first gesture once the table is quiet, not while that gesture holds a card', async () => {
    const page = await session().open('deal=2&sound=full');
    const table = await snapshot(page);
    const { grab } = await grabCard(page, table, topCard(table, 'tableau-7')!, 'tableau-7');
    // The session's first gesture picks a card up and moves it: starting audio now (Howler, then the
    // audio context, which blocks the page while the browser finds the output device) froze the pick-up.
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    await page.mouse.move(grab.x + 30, grab.y + 80, { steps: 4 });
    expect(await page.evaluate(() => window.__klondikeAudio?.started), 'audio started during the first drag').toBe(false);
    await page.mouse.move(grab.x, grab.y, { steps: 4 });
    await page.mouse.up();
    await ready(page);
    await expect.poll(() => page.evaluate(() => window.__klondikeAudio?.started)).toBe(true);
    // And sound plays from then on.
    await page.keyboard.press('p');
    await expect.poll(() => page.evaluate(() => window.__klondikeAudio?.heard ?? [])).toContain('draw');
  });

  test('Off: nothing plays after moves, an illegal move and a new deal', async () => {
    const page = await session().open('deal=5&sound=off');
    for (const key of ['p', 'p', 'p']) {
      await page.keyboard.press(key);
      await ready(page);
    }
    await dragIllegally(page, 5);
    await page.keyboard.press('w'); // W then F: the waste's top card home, illegal unless it is an ace
    await page.keyboard.press('f');
    await ready(page);
    await newDeal(page);
    await pastTheDealsDelayedSounds(page);
    expect(await page.evaluate(() => window.__klondikeAudio !== undefined), 'the probe is there').toBe(true);
    expect(await played(page)).toEqual([]);
    expect((await snapshot(page)).moves).toBe(0);
  });
});
