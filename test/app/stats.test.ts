/** Statistics per rule set: counting, streaks and bests, hostile records, export and import. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  emptyStats,
  makeRulesKey,
  makeStatsText,
  parseRulesKey,
  parseStats,
  parseStatsText,
  RECENT_LIMIT,
  recordGame,
  recordWinOverLoss,
  resetAllRuleSets,
  resetRuleSet,
  rulesName,
  setVegasBank,
  statsFor,
  winRate,
  type GameResult,
  type StatsRecord,
} from '../../src/app/stats';
import { DEFAULT_RULES, ok, PRESETS, presetById, type Rules } from '../../src/engine';

const MODERN = presetById('modern')!.rules;
const VEGAS_CUMULATIVE = presetById('vegas-cumulative')!.rules;
const JSOLITAIRE = presetById('jsolitaire')!.rules;

const game = (won: boolean, more: Partial<GameResult> = {}): GameResult => ({ won, score: 0, moves: 100, elapsedMs: 60_000, at: 1_700_000_000_000, ...more });

function play(results: readonly GameResult[], rules: Rules = MODERN, start: StatsRecord = emptyStats()): StatsRecord {
  return results.reduce((stats, result) => recordGame(stats, rules, result), start);
}

/** "WWL" → three games: won, won, lost. */
const sequence = (text: string): GameResult[] => [...text].map((c) => game(c === 'W'));

/** A valid record to break in the hostile-input tests. */
function validJson(): Record<string, unknown> {
  return JSON.parse(JSON.stringify(play(sequence('WLW')))) as Record<string, unknown>;
}

describe('rule-set keys and names', () => {
  test('the key is the URL form of the rules, in a fixed order', () => {
    expect(makeRulesKey(MODERN)).toBe(
      'draw=1&passes=unlimited&moves=relaxed&build=alternate&empty=king&fromFoundation=yes&turn=auto&undo=unlimited&scoring=standard',
    );
  });

  test("JSolitaire's opening turn makes no other rule set; its games before its own scoring keep their key and its name", () => {
    const now = 'draw=3&passes=unlimited&moves=relaxed&build=alternate&empty=king&fromFoundation=yes&turn=auto&undo=unlimited&scoring=jsolitaire';
    expect(makeRulesKey(JSOLITAIRE)).toBe(now);
    expect(makeRulesKey({ ...JSOLITAIRE, openingTurn: false })).toBe(now);
    const before = parseRulesKey(now.replace('scoring=jsolitaire', 'scoring=standard'));
    expect(before.ok && rulesName(before.value)).toBe(`${presetById('jsolitaire')!.name}, standard scoring`);
  });

  test.each(PRESETS.map((p) => [p.id, p.rules] as const))('%s: the key reads back as the same rules', (_id, rules) => {
    expect(parseRulesKey(makeRulesKey(rules))).toEqual(ok(rules));
  });

  test.each([
    [
      'options in another order',
      'passes=unlimited&draw=1&moves=relaxed&build=alternate&empty=king&fromFoundation=yes&turn=auto&undo=unlimited&scoring=standard',
    ],
    ['an option missing', 'draw=1'],
    ['an extra option', `${makeRulesKey(MODERN)}&deal=5`],
    ['a bad value', makeRulesKey(MODERN).replace('draw=1', 'draw=9')],
    ['an impossible combination', makeRulesKey(VEGAS_CUMULATIVE).replace('passes=3', 'passes=unlimited')],
    ['not a key at all', '__proto__'],
    ['an inherited name', 'toString=1&constructor=x'],
    ['empty', ''],
  ])('a key with %s is not a rule set', (_what, key) => {
    const parsed = parseRulesKey(key);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/is not a rule set$/);
  });

  test('presets go by their name; other rules by what sets them apart', () => {
    expect(rulesName(MODERN)).toBe(presetById('modern')!.name);
    expect(rulesName({ ...VEGAS_CUMULATIVE, passes: 2, undo: 'single' })).toBe(
      'Custom: draw 3, 2 passes, foundation cards locked, single undo, Vegas cumulative scoring',
    );
    expect(rulesName({ ...DEFAULT_RULES, draw: 2 })).toBe('Custom: draw 2, unlimited passes, standard scoring');
  });
});

describe('recordGame', () => {
  test.each([
    ['', 0, 0, 0, 0],
    ['W', 1, 1, 1, 1],
    ['L', 1, 0, -1, 0],
    ['WWW', 3, 3, 3, 3],
    ['LLL', 3, 0, -3, 0],
    ['WWL', 3, 2, -1, 2],
    ['LLW', 3, 1, 1, 1],
    ['WWLWWW', 6, 5, 3, 3],
    ['WWWLWW', 6, 5, 2, 3],
    ['WWWLLWWWWL', 10, 7, -1, 4],
    ['LWLWLW', 6, 3, 1, 1],
  ])('%j: played %i, won %i, current streak %i, best streak %i', (games, played, won, streak, best) => {
    const stats = statsFor(play(sequence(games)), MODERN);
    expect(stats).toMatchObject({ played, won, currentStreak: streak, bestWinStreak: best });
    expect(winRate(stats)).toBe(played === 0 ? null : won / played);
  });

  test.each([
    ['only losses: no best time or fewest moves', [game(false, { elapsedMs: 1000, moves: 10 })], null, null],
    ['a quick loss does not beat a slow win', [game(true, { elapsedMs: 300_000, moves: 150 }), game(false, { elapsedMs: 5000, moves: 12 })], 300_000, 150],
    [
      'the best of several wins',
      [game(true, { elapsedMs: 200_000, moves: 120 }), game(true, { elapsedMs: 150_000, moves: 130 }), game(true, { elapsedMs: 180_000, moves: 95 })],
      150_000,
      95,
    ],
    ['fractions of a millisecond are rounded', [game(true, { elapsedMs: 1234.6, moves: 80 })], 1235, 80],
  ])('%s', (_what, results, bestTimeMs, fewestMoves) => {
    expect(statsFor(play(results), MODERN)).toMatchObject({ bestTimeMs, fewestMoves });
  });

  test.each([
    [
      "the highest score of a won game: a loss's higher score does not count",
      [game(true, { score: 500 }), game(false, { score: 720 }), game(true, { score: 610 })],
      610,
    ],
    ['only losses: none', [game(false, { score: -42 }), game(false, { score: -17 })], null],
    ['a win below zero (cumulative Vegas) beats no win', [game(false, { score: 300 }), game(true, { score: -20 })], -20],
    ['before any game: none', [], null],
  ])('best score: %s', (_what, results, bestScore) => {
    expect(statsFor(play(results), MODERN).bestScore).toBe(bestScore);
  });

  test(`recent games are capped at the last ${RECENT_LIMIT}, oldest first`, () => {
    const results = Array.from({ length: 60 }, (_, i) => game(i % 3 === 0, { moves: i, at: 1000 + i }));
    const stats = statsFor(play(results), MODERN);
    expect(stats.played).toBe(60);
    expect(stats.recent).toHaveLength(RECENT_LIMIT);
    expect(stats.recent[0]).toEqual({ won: false, score: 0, moves: 10, ms: 60_000, at: 1010 });
    expect(stats.recent.at(-1)).toMatchObject({ moves: 59, at: 1059 });
  });

  test('each rule set keeps its own figures', () => {
    let stats = play(sequence('WWW'), MODERN);
    stats = play(sequence('LL'), JSOLITAIRE, stats);
    stats = play(sequence('W'), MODERN, stats);
    expect(Object.keys(stats.byRules).sort()).toEqual([makeRulesKey(MODERN), makeRulesKey(JSOLITAIRE)].sort());
    expect(statsFor(stats, MODERN)).toMatchObject({ played: 4, won: 4, currentStreak: 4 });
    expect(statsFor(stats, JSOLITAIRE)).toMatchObject({ played: 2, won: 0, currentStreak: -2 });
    expect(statsFor(stats, VEGAS_CUMULATIVE)).toMatchObject({ played: 0, recent: [] });
  });

  test('the input record is left as it was', () => {
    const before = play(sequence('W'));
    const copy = structuredClone(before);
    recordGame(before, MODERN, game(false));
    expect(before).toEqual(copy);
  });

  test('a vegas-cumulative game leaves its score as the bank; other rules leave the bank alone', () => {
    let stats = setVegasBank(emptyStats(), 40);
    stats = recordGame(stats, MODERN, game(true, { score: 900 }));
    expect(stats.vegasBank).toBe(40);
    stats = recordGame(stats, VEGAS_CUMULATIVE, game(false, { score: 13 }));
    expect(stats.vegasBank).toBe(13);
  });

  test('broken numbers are made whole and in range, so the record always reads back', () => {
    const stats = recordGame(emptyStats(), MODERN, { won: true, score: Number.NaN, moves: -5, elapsedMs: Infinity, at: 2.5 });
    expect(statsFor(stats, MODERN).recent[0]).toEqual({ won: true, score: 0, moves: 0, ms: 0, at: 3 });
    expect(parseStats(stats).ok).toBe(true);
  });

  test('property: any run of games reads back as itself and adds up', () => {
    const result = fc.record({
      won: fc.boolean(),
      score: fc.integer({ min: -5000, max: 5000 }),
      moves: fc.nat(2000),
      elapsedMs: fc.nat(10_000_000),
      at: fc.nat(2_000_000_000_000),
    });
    const rules = fc.constantFrom(MODERN, JSOLITAIRE, VEGAS_CUMULATIVE);
    fc.assert(
      fc.property(fc.array(fc.tuple(rules, result), { maxLength: 120 }), (games) => {
        const stats = games.reduce((s, [r, g]) => recordGame(s, r, g), emptyStats());
        const parsed = parseStats(JSON.parse(JSON.stringify(stats)));
        expect(parsed).toEqual({ ok: true, value: stats });
        const all = Object.values(stats.byRules);
        expect(all.reduce((n, s) => n + s.played, 0)).toBe(games.length);
        expect(all.reduce((n, s) => n + s.won, 0)).toBe(games.filter(([, g]) => g.won).length);
      }),
      { numRuns: 100 },
    );
  });
});

describe('recordWinOverLoss: a game counted as a loss, won after all', () => {
  test('its loss becomes the win: the same games played, the streak read again, every figure still a valid record', () => {
    const lost = game(false, { at: 10 });
    let stats = recordGame(emptyStats(), MODERN, game(true, { at: 5 }));
    stats = [lost, game(true, { at: 20 }), game(true, { at: 30 })].reduce((s, g) => recordGame(s, MODERN, g), stats);
    expect(statsFor(stats, MODERN)).toMatchObject({ played: 4, won: 3, currentStreak: 2, bestWinStreak: 2 });
    const after = recordWinOverLoss(stats, MODERN, game(true, { at: 40, elapsedMs: 30_000 }), lost.at);
    expect(statsFor(after, MODERN)).toMatchObject({ played: 4, won: 4, currentStreak: 4, bestWinStreak: 4, bestTimeMs: 30_000 });
    expect(statsFor(after, MODERN).recent.map((g) => g.at)).toEqual([5, 40, 20, 30]);
    expect(parseStats(after).ok).toBe(true);
  });

  test('a rule set with no loss left to turn (reset since) counts the win as a new game', () => {
    const after = recordWinOverLoss(emptyStats(), MODERN, game(true), 1);
    expect(statsFor(after, MODERN)).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
  });

  test('whatever came before, the result passes the check', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 70 }), fc.nat(69), (results, pick) => {
        const games = results.map((won, i) => game(won, { at: i }));
        const stats = games.reduce((s, g) => recordGame(s, MODERN, g), emptyStats());
        const losses = games.filter((g) => !g.won);
        const lossAt = losses.length === 0 ? -1 : losses[pick % losses.length]!.at;
        const after = recordWinOverLoss(stats, MODERN, game(true, { at: 100 }), lossAt);
        expect(parseStats(after).ok).toBe(true);
        expect(statsFor(after, MODERN).played).toBe(losses.length === 0 ? results.length + 1 : results.length);
      }),
    );
  });
});

describe('resets', () => {
  test('one rule set, or all of them; the Vegas bank stays either way', () => {
    const stats = setVegasBank(play(sequence('LL'), JSOLITAIRE, play(sequence('WW'))), 77);
    const one = resetRuleSet(stats, MODERN);
    expect(Object.keys(one.byRules)).toEqual([makeRulesKey(JSOLITAIRE)]);
    expect(one.vegasBank).toBe(77);
    expect(resetAllRuleSets(stats)).toEqual({ ...emptyStats(), vegasBank: 77 });
  });
});

test("a record from before best scores counted only wins: a loss's best score without a win is dropped", () => {
  const json = JSON.parse(JSON.stringify(play(sequence('LL')))) as { byRules: Record<string, Record<string, unknown>> };
  json.byRules[makeRulesKey(MODERN)]!.bestScore = 85;
  const parsed = parseStats(json);
  expect(parsed.ok && statsFor(parsed.value, MODERN).bestScore).toBeNull();
});

describe('parseStats refuses what it must, and never throws', () => {
  const modernKey = makeRulesKey(MODERN);
  const withRuleStats = (change: (s: Record<string, unknown>) => void): Record<string, unknown> => {
    const json = validJson();
    change((json.byRules as Record<string, Record<string, unknown>>)[modernKey]!);
    return json;
  };
  const hostile: [string, () => unknown, string][] = [
    ['undefined', () => undefined, 'not a record'],
    ['null', () => null, 'not a record'],
    ['a number', () => 42, 'not a record'],
    ['a string', () => '{"version":1}', 'not a record'],
    ['an array', () => [], 'not a record'],
    ['a class instance', () => new Date(), 'not plain data'],
    ['a newer version', () => ({ ...validJson(), version: 2, somethingNew: true }), 'newer version'],
    ['version zero', () => ({ ...validJson(), version: 0 }), 'no version'],
    ['the version as text', () => ({ ...validJson(), version: '1' }), 'no version'],
    [
      'no version',
      () => {
        const j = validJson();
        delete j.version;
        return j;
      },
      'no "version"',
    ],
    ['an unknown field', () => ({ ...validJson(), extra: 1 }), 'unknown field'],
    ['a bank as text', () => ({ ...validJson(), vegasBank: '10' }), 'Vegas bank'],
    ['a fractional bank', () => ({ ...validJson(), vegasBank: 1.5 }), 'Vegas bank'],
    ['rule sets as a list', () => ({ ...validJson(), byRules: [] }), 'not a record'],
    [
      '__proto__ at the top (JSON.parse)',
      () => JSON.parse('{"version":1,"vegasBank":0,"byRules":{},"__proto__":{"polluted":true}}'),
      'forbidden key "__proto__"',
    ],
    [
      '__proto__ as a rule set (JSON.parse)',
      () => JSON.parse('{"version":1,"vegasBank":0,"byRules":{"__proto__":{"polluted":true}}}'),
      'forbidden key "__proto__"',
    ],
    ['constructor as a rule set', () => ({ ...validJson(), byRules: { constructor: {} } }), 'forbidden key "constructor"'],
    [
      '__proto__ in a recent game (JSON.parse)',
      () => {
        const json = JSON.stringify(validJson()).replace('"won":true,', '"won":true,"__proto__":{"polluted":true},');
        return JSON.parse(json);
      },
      'forbidden key "__proto__"',
    ],
    ['a key that is not a rule set', () => ({ ...validJson(), byRules: { 'draw=9': {} } }), 'is not a rule set'],
    ['an inherited name as a rule set', () => ({ ...validJson(), byRules: { 'toString=x': {} } }), 'is not a rule set'],
    [
      'a million recent games',
      () =>
        withRuleStats((s) => {
          s.played = 2_000_000;
          s.won = 1;
          s.recent = new Array(1_000_000).fill({ won: false, score: 0, moves: 1, ms: 1, at: 1 });
        }),
      'too many recent games',
    ],
    [
      'more recent games than played',
      () =>
        withRuleStats((s) => {
          s.played = 2;
          s.won = 1;
          s.currentStreak = 1;
          s.bestWinStreak = 1;
        }),
      'too many recent games',
    ],
    [
      'a negative count',
      () =>
        withRuleStats((s) => {
          s.played = -3;
        }),
      'games played',
    ],
    [
      'a fractional count',
      () =>
        withRuleStats((s) => {
          s.played = 3.5;
        }),
      'games played',
    ],
    [
      'a count as text',
      () =>
        withRuleStats((s) => {
          s.won = '2';
        }),
      'games won',
    ],
    [
      'more wins than games',
      () =>
        withRuleStats((s) => {
          s.won = 4;
        }),
      'games won',
    ],
    [
      'a win streak longer than the wins',
      () =>
        withRuleStats((s) => {
          s.currentStreak = 3;
        }),
      'current streak',
    ],
    [
      'a loss streak longer than the losses',
      () =>
        withRuleStats((s) => {
          s.currentStreak = -2;
        }),
      'current streak',
    ],
    [
      'a best streak below the current one',
      () =>
        withRuleStats((s) => {
          s.bestWinStreak = 0;
        }),
      'best streak',
    ],
    [
      'a negative best time',
      () =>
        withRuleStats((s) => {
          s.bestTimeMs = -1;
        }),
      'best time',
    ],
    [
      'a best time without wins',
      () =>
        withRuleStats((s) => {
          s.won = 0;
          s.currentStreak = 0;
          s.bestWinStreak = 0;
          s.recent = [];
        }),
      'do not match the wins',
    ],
    [
      'no best score after games',
      () =>
        withRuleStats((s) => {
          s.bestScore = null;
        }),
      'best score',
    ],
    [
      'Infinity as a score',
      () =>
        withRuleStats((s) => {
          s.bestScore = Infinity;
        }),
      'best score',
    ],
    [
      'recent games not a list',
      () =>
        withRuleStats((s) => {
          s.recent = { length: 1 };
        }),
      'not a list',
    ],
    [
      'a recent game with "won" as text',
      () =>
        withRuleStats((s) => {
          (s.recent as Record<string, unknown>[])[0]!.won = 'yes';
        }),
      'whether it was won',
    ],
    [
      'a recent game with negative moves',
      () =>
        withRuleStats((s) => {
          (s.recent as Record<string, unknown>[])[0]!.moves = -1;
        }),
      'move count',
    ],
    [
      'a recent game missing its date',
      () =>
        withRuleStats((s) => {
          delete (s.recent as Record<string, unknown>[])[0]!.at;
        }),
      'no "at"',
    ],
    [
      'more recent wins than wins',
      () =>
        withRuleStats((s) => {
          for (const g of s.recent as Record<string, unknown>[]) g.won = true;
        }),
      'more recent wins',
    ],
    [
      'a rule set missing a field',
      () =>
        withRuleStats((s) => {
          delete s.fewestMoves;
        }),
      'no "fewestMoves"',
    ],
    [
      'a proxy that throws',
      () =>
        new Proxy(
          {},
          {
            ownKeys() {
              throw new Error('boom');
            },
            get() {
              throw new Error('boom');
            },
          },
        ),
      'could not be read',
    ],
  ];

  test.each(hostile)('%s', (_what, input, reason) => {
    const started = performance.now();
    const parsed = parseStats(input());
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(reason);
    // No hostile record makes the parser work for long (a slow, quadratic read would show here).
    expect(performance.now() - started).toBeLessThan(5000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a valid record reads back as an equal copy, not the same object', () => {
    const json = validJson();
    const parsed = parseStats(json);
    expect(parsed).toEqual({ ok: true, value: json });
    if (parsed.ok) expect(parsed.value.byRules).not.toBe(json.byRules);
  });

  test('empty statistics are valid', () => {
    expect(parseStats(emptyStats())).toEqual({ ok: true, value: emptyStats() });
  });
});

describe('export and import', () => {
  test('an export reads back as the same statistics', () => {
    const stats = setVegasBank(play([game(true, { score: 320, moves: 97, elapsedMs: 201_000 }), game(false)], VEGAS_CUMULATIVE, play(sequence('WLLW'))), -25);
    const text = makeStatsText(stats);
    expect(JSON.parse(text)).toMatchObject({ format: 'klondike-stats', version: 1 });
    expect(text).toContain('\n  "version": 1');
    expect(parseStatsText(text)).toEqual({ ok: true, value: stats });
  });

  test.each([
    ['not JSON', 'hello', 'not JSON'],
    ['JSON without the format tag', JSON.stringify(emptyStats()), 'not a Klondike statistics export'],
    ['a JSON list', '[1,2]', 'not a Klondike statistics export'],
    ['another format', JSON.stringify({ format: 'klondike-save', version: 1 }), 'not a Klondike statistics export'],
    ['a tagged file with broken figures', makeStatsText(emptyStats()).replace('"vegasBank": 0', '"vegasBank": "lots"'), 'Vegas bank'],
    ['a file from a newer version', makeStatsText(emptyStats()).replace('"version": 1', '"version": 7'), 'newer version'],
    ['a huge file', `{"format":"klondike-stats","pad":"${'x'.repeat(8_000_001)}"}`, 'too large'],
  ])('%s is refused with a reason', (_what, text, reason) => {
    const result = parseStatsText(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
  });
});
