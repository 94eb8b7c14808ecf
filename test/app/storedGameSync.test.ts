/**
 * A stored game this tab has not seen: an untouched tab takes it; when both moved on, the newer game
 * stays and the other is kept aside (never lost); a launch that played on a stand-in asks.
 */
import { describe, expect, test } from 'vitest';
import { SessionController } from '../../src/app/session/controller';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import { GAME_KEY, GameStore, type StoredGame } from '../../src/app/storage/gameStore';
import { startStoredGameSync } from '../../src/app/storage/storedGameSync';
import { AppStorage, memoryStore, type KeyValueStore } from '../../src/app/storage/storage';
import { currentState, DEFAULT_RULES, makeSave } from '../../src/engine';
import { gameAfterDraws } from '../support/games';

/** A tab: its controller at `deal`, its game store over `values`, autosaving as the app does. */
async function tab(values: Map<string, unknown>, deal: number, clock: { now: number }, otherTab = true) {
  const games = new GameStore(
    new AppStorage(memoryStore(values)),
    () => {},
    () => clock.now,
  );
  const notices: string[] = [];
  const controller = new SessionController({
    rules: DEFAULT_RULES,
    deal,
    settings: DEFAULT_SETTINGS,
    now: () => 0,
    randomDeal: () => 1,
    newGameId: () => `game-${deal}`,
  });
  const save = (): Promise<boolean> => games.save(controller.game, controller.elapsedMs, false, controller.gameId);
  controller.events.on('changed', () => void save());
  const sync = startStoredGameSync(
    controller,
    games,
    (m) => notices.push(m),
    async () => 'this',
    () => otherTab,
  );
  return { games, controller, notices, sync, save };
}

const storedDeal = (values: Map<string, unknown>): number => (values.get(GAME_KEY) as { deal: number }).deal;
const asides = (values: Map<string, unknown>): { value: { deal: number } }[] =>
  [...values.entries()].filter(([key]) => key.startsWith('aside:game:')).map(([, value]) => value as { value: { deal: number } });

describe('a stored game this tab has not seen', () => {
  test('a tab that has not played since it read storage takes the stored game, and nothing is set aside', async () => {
    const values = new Map<string, unknown>();
    const clock = { now: 1000 };
    const other = { ...makeSave(gameAfterDraws(9, 4), 0), savedAt: 5000, gameId: 'other' };
    values.set(GAME_KEY, other);
    const { games, controller, notices } = await tab(values, 7, clock);
    await games.startSaving();
    await games.save(controller.game, 0, false, controller.gameId);
    expect(controller.game.deal).toBe(4);
    expect(currentState(controller.game).moves).toBe(9);
    expect(notices).toEqual([expect.stringMatching(/other tab is on the table/)]);
    expect(asides(values)).toEqual([]);
  });

  test('both moved on: the newer game stays on the table, the older is kept aside, whichever it is', async () => {
    for (const storedIsNewer of [true, false]) {
      const values = new Map<string, unknown>();
      const clock = { now: 1000 };
      const { games, controller } = await tab(values, 7, clock);
      await games.startSaving();
      controller.draw();
      await games.save(controller.game, 0, false, controller.gameId);
      expect(storedDeal(values)).toBe(7);
      // Another tab writes its game; this one plays on, at a time before or after that write.
      values.set(GAME_KEY, { ...makeSave(gameAfterDraws(3, 4), 0), savedAt: storedIsNewer ? 9000 : 2000, gameId: 'other' });
      clock.now = 5000;
      controller.draw();
      await games.save(controller.game, 0, false, controller.gameId);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await games.save(controller.game, 0, false, controller.gameId);
      expect(controller.game.deal, `stored newer: ${storedIsNewer}`).toBe(storedIsNewer ? 4 : 7);
      expect(storedDeal(values)).toBe(storedIsNewer ? 4 : 7);
      expect(asides(values).map((a) => a.value.deal)).toEqual([storedIsNewer ? 7 : 4]);
    }
  });

  test('a launch that played on a stand-in asks; kept, the stand-in is saved and the stored game set aside', async () => {
    const values = new Map<string, unknown>();
    values.set(GAME_KEY, { ...makeSave(gameAfterDraws(5, 4), 0), savedAt: 500, gameId: 'stored' });
    const { games, controller, sync } = await tab(values, 7, { now: 1000 });
    controller.draw();
    const stored = (await games.load()) as StoredGame;
    await sync.arrive(stored, { link: false, askLink: () => {} });
    await games.save(controller.game, 0, false, controller.gameId);
    expect(storedDeal(values)).toBe(7);
    expect(asides(values).map((a) => a.value.deal)).toEqual([4]);
  });
});

describe('one tab alone', () => {
  test('a stored game it has not seen, with no other tab saving (storage came back holding another game): the notice names no tab', async () => {
    const values = new Map<string, unknown>();
    values.set(GAME_KEY, { ...makeSave(gameAfterDraws(9, 4), 0), savedAt: 5000, gameId: 'other' });
    const { games, controller, notices } = await tab(values, 7, { now: 1000 }, false);
    await games.startSaving();
    await games.save(controller.game, 0, false, controller.gameId);
    expect(controller.game.deal).toBe(4);
    expect(notices).toHaveLength(1);
    expect(notices[0]).not.toMatch(/other tab|another tab/);
  });

  test('a save the browser reports failed that landed all the same is its own game at the next save: no word of another tab, nothing kept aside', async () => {
    const values = new Map<string, unknown>();
    const inner = memoryStore(values);
    let landsThenFails = false;
    const disk: KeyValueStore = {
      ...inner,
      update: async (key, change, aside) => {
        await inner.update(key, change, aside);
        if (landsThenFails) throw new DOMException('full', 'UnknownError');
      },
    };
    const notices: string[] = [];
    const games = new GameStore(new AppStorage(disk), (m) => notices.push(m));
    const controller = new SessionController({ rules: DEFAULT_RULES, deal: 5, settings: DEFAULT_SETTINGS, now: () => 0, randomDeal: () => 1 });
    controller.events.on('changed', () => void games.save(controller.game, controller.elapsedMs, false, controller.gameId));
    startStoredGameSync(
      controller,
      games,
      (m) => notices.push(m),
      async () => 'this',
    );
    await games.startSaving();
    controller.draw();
    landsThenFails = true;
    controller.draw();
    await games.save(controller.game, controller.elapsedMs, false, controller.gameId);
    landsThenFails = false;
    controller.draw();
    await games.save(controller.game, controller.elapsedMs, false, controller.gameId);
    expect(currentState(controller.game).moves).toBe(3);
    expect(currentState((await games.load())!.loaded.game).moves).toBe(3);
    expect(notices.filter((n) => /tab/.test(n))).toEqual([]);
    expect(asides(values)).toEqual([]);
  });
});
