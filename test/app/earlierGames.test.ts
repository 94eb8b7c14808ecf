/** Earlier games: listed newest first, pruned past the limit, a record that does not load listed to delete. */
import { describe, expect, test } from 'vitest';
import { EarlierGames, EARLIER_GAMES_LIMIT, earlierGamesService } from '../../src/app/storage/earlierGames';
import { GAME_KEY, GameStore } from '../../src/app/storage/gameStore';
import { SessionController } from '../../src/app/session/controller';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import { AppStorage, memoryStore } from '../../src/app/storage/storage';
import { DEFAULT_RULES, makeSave } from '../../src/engine';
import { useCatalogue } from '../../src/i18n';
import { gameAfterDraws } from '../support/games';

describe('EarlierGames', () => {
  test('newest first; past the limit the oldest are deleted; one that does not load is listed to delete', async () => {
    const values = new Map<string, unknown>();
    for (let i = 1; i <= EARLIER_GAMES_LIMIT + 2; i++)
      values.set(`aside:game:${1000 + i}`, { key: 'game', reason: 'test', value: makeSave(gameAfterDraws(i % 3, i), 0), keptAt: 1000 + i });
    values.set('aside:game:5000', { key: 'game', reason: 'unreadable', value: { format: 'klondike-save', version: 1 }, keptAt: 5000 });
    values.set('aside:stats:6000', { key: 'stats', reason: 'x', value: 1, keptAt: 6000 });
    const earlier = new EarlierGames(new AppStorage(memoryStore(values)));
    const listed = await earlier.list();
    expect(listed).toHaveLength(EARLIER_GAMES_LIMIT);
    expect(listed[0]).toMatchObject({ key: 'aside:game:5000', stored: null, summary: 'A saved game that does not load' });
    expect(listed[1]).toMatchObject({ key: `aside:game:${1000 + EARLIER_GAMES_LIMIT + 2}`, summary: expect.stringMatching(/^Deal 22 · 1 move · /) });
    // Three oldest gone (22 games and the unreadable one, 20 kept); other records untouched.
    expect([...values.keys()].filter((k) => k.startsWith('aside:game:'))).toHaveLength(EARLIER_GAMES_LIMIT);
    expect(values.has('aside:game:1001')).toBe(false);
    expect(values.has('aside:stats:6000')).toBe(true);
    expect(await earlier.remove('aside:game:5000')).toBe(true);
    expect(await earlier.remove('stats')).toBe(false);
    expect(values.has('aside:game:5000')).toBe(false);
    expect(values.has('stats')).toBe(false);
  });

  test('in the language shown: the summary, and a reason the app wrote (stored in English) in that language; another reason, English only, as "kept aside"', async () => {
    const values = new Map<string, unknown>([
      ['aside:game:1000', { key: 'game', reason: 'set aside for another game', value: makeSave(gameAfterDraws(2, 7), 0), keptAt: 1000 }],
      ['aside:game:2000', { key: 'game', reason: 'the file is damaged', value: makeSave(gameAfterDraws(1, 8), 0), keptAt: 2000 }],
    ]);
    useCatalogue('de', {
      'earlier.summary': 'Spiel {deal} · {moves, plural, one {# Zug} other {# Züge}}',
      'earlier.reason.setAside': 'für ein anderes Spiel beiseitegelegt',
      'earlier.reason.keptAside': 'beiseitegelegt',
    });
    try {
      const listed = await new EarlierGames(new AppStorage(memoryStore(values))).list();
      expect(listed.map((game) => [game.summary, game.reason])).toEqual([
        ['Spiel 8 · 1 Zug', 'beiseitegelegt'],
        ['Spiel 7 · 2 Züge', 'für ein anderes Spiel beiseitegelegt'],
      ]);
    } finally {
      useCatalogue('en', {});
    }
  });
});

describe('resuming an earlier game in a tab that does not own the save', () => {
  test("its record stays until the resumed game is saved (when the tab takes the save over); no copy of the other tab's game is listed", async () => {
    const values = new Map<string, unknown>();
    const storage = new AppStorage(memoryStore(values));
    // Tab A owns the save and has saved its game; an earlier game waits in the list.
    const tabA = new GameStore(storage, () => {});
    await tabA.startSaving();
    await tabA.save(gameAfterDraws(2), 5000, false, 'game-a');
    const earlierGame = gameAfterDraws(1, 7);
    await storage.keepAside(GAME_KEY, { ...makeSave(earlierGame, 3000), savedAt: 1, gameId: 'earlier-1' }, 'test', 1000);
    const key = 'aside:game:1000';

    // Tab B opened second: it plays tab A's game without saving it, and resumes the earlier game.
    let owns = false;
    const tabB = new GameStore(storage, () => {});
    tabB.mayWrite = () => owns;
    const stored = (await tabB.load())!;
    const controller = new SessionController({
      rules: DEFAULT_RULES,
      deal: 1,
      settings: DEFAULT_SETTINGS,
      now: () => 0,
      randomDeal: () => 1,
      resume: { game: stored.loaded.game, elapsedMs: stored.loaded.elapsed, assisted: false, gameId: stored.gameId },
    });
    controller.events.on('changed', () => void tabB.save(controller.game, controller.elapsedMs, controller.hadHelp, controller.gameId));
    await tabB.startSaving();
    expect(controller.inProgress).toBe(true);
    const service = earlierGamesService(new EarlierGames(storage), controller, tabB, () => {});
    expect(await service.resume(key)).toBe(true);
    expect(controller.game).toEqual(earlierGame);
    await storage.settled();
    // Not saved anywhere yet: the record stays, and tab A's game (its copy here) was not kept aside.
    expect([...values.keys()].filter((k) => k.startsWith('aside:game:'))).toEqual([key]);

    // Tab A closes; tab B takes the save over and writes the resumed game: only now does the record go.
    owns = true;
    await tabB.flush();
    await storage.settled();
    expect(values.get(GAME_KEY)).toMatchObject({ deal: 7, gameId: 'earlier-1' });
    await expect.poll(() => values.has(key)).toBe(false);
  });
});
