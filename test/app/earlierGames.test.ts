/** Earlier games: listed newest first, pruned past the limit, a record that does not load listed to delete. */
import { describe, expect, test } from 'vitest';
import { EarlierGames, EARLIER_GAMES_LIMIT } from '../../src/app/storage/earlierGames';
import { AppStorage, memoryStore } from '../../src/app/storage/storage';
import { makeSave } from '../../src/engine';
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
});
