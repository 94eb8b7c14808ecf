/**
 * Show me's short line (`solveShortLine`, `LineShortener`): it replays to a win under the player's own
 * rules, never has more recycles or moves than the plain solver's line, has far fewer on deal 2 (the
 * issue's example: 245 moves and 9 recycles at draw 1), and falls back to the plain line, or to the
 * plain verdict, whenever there is nothing better. Budgets are in positions, so the lines do not depend
 * on the machine's load.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, PRESETS, currentState, newGame, parseMoves, type GameState, type Move, type Rules } from '../../src/engine';
import { ShortLineSolver, solve, solveShortLine } from '../../src/solver';
import { LineShortener, recyclesOf, replayToWin } from '../../src/solver/lineShortening';
import { endgame, replaysToWin } from './helpers';

const PLAIN_BUDGET = { maxNodes: 3_000_000 };
const SHORT_BUDGET = { maxNodes: 200_000 };
const SLOW = 120_000;

const DRAW_1: Rules = { ...DEFAULT_RULES, draw: 1 };
const DRAW_3: Rules = { ...DEFAULT_RULES, draw: 3 };

function opening(rules: Rules, deal: number): GameState {
  return currentState(newGame(rules, deal));
}

function recycles(state: GameState, moves: readonly Move[], rules: Rules): number {
  const line = replayToWin(state, moves, rules);
  if (line === null) throw new Error('not a winning line');
  return recyclesOf(line.states);
}

function movesOf(state: GameState, text: string, rules: Rules): Move[] {
  const parsed = parseMoves(text, state, rules);
  if (!parsed.ok) throw new Error(`bad test line: ${parsed.error.token}`);
  return parsed.value;
}

describe('solveShortLine on real deals', () => {
  test(
    'deal 2 at draw 1: far fewer recycles and moves than the plain line, and it wins',
    () => {
      const state = opening(DRAW_1, 2);
      const plain = solve(state, DRAW_1, PLAIN_BUDGET);
      const short = solveShortLine(state, DRAW_1, PLAIN_BUDGET, SHORT_BUDGET);
      expect(short.verdict).toBe('winnable');
      expect(replaysToWin(state, short.moves, DRAW_1)).toBe(true);
      expect(short.plain).toEqual({ moves: plain.moves.length, recycles: recycles(state, plain.moves, DRAW_1) });
      expect(short.recycles).toBe(recycles(state, short.moves, DRAW_1));
      // The plain line: 245 moves, 9 recycles. A line through the stock once is about half.
      expect(short.recycles).toBe(0);
      expect(short.moves.length).toBeLessThan(140);
      expect(short.moves.length).toBeLessThan(plain.moves.length);
    },
    SLOW,
  );

  test.each([
    ['draw 1', DRAW_1, [4, 7, 9, 14]],
    ['draw 3', DRAW_3, [2, 9, 14]],
    ['Klondike 2.3 var 1 (draw 3, manual turning, strict)', PRESETS.find((p) => p.id === 'klondike23-var1-strict')!.rules, [2, 9]],
    ['Aisleriot draw 1, three passes', PRESETS.find((p) => p.id === 'aisleriot-draw1')!.rules, [2, 4]],
  ])(
    '%s: never more recycles, never more moves, and replays to a win',
    (label, rules, deals) => {
      for (const deal of deals) {
        const state = opening(rules, deal);
        const plain = solve(state, rules, PLAIN_BUDGET);
        const short = solveShortLine(state, rules, PLAIN_BUDGET, SHORT_BUDGET);
        const where = `${label}, deal ${deal}`;
        expect(short.verdict, where).toBe(plain.verdict);
        if (plain.verdict !== 'winnable') continue;
        expect(replaysToWin(state, short.moves, rules), where).toBe(true);
        const before = recycles(state, plain.moves, rules);
        const after = recycles(state, short.moves, rules);
        expect(after, where).toBeLessThanOrEqual(before);
        if (after === before) expect(short.moves.length, where).toBeLessThanOrEqual(plain.moves.length);
        if (rules.passes !== null) expect(state.pass + after, where).toBeLessThanOrEqual(rules.passes);
      }
    },
    SLOW,
  );

  test(
    'from the middle of a game (a later pass, cards already home) the line is still legal',
    () => {
      const state = opening(DRAW_1, 2);
      const plain = solve(state, DRAW_1, PLAIN_BUDGET);
      const line = replayToWin(state, plain.moves, DRAW_1)!;
      const middle = line.states[120]!;
      expect(middle.pass).toBeGreaterThan(1);
      const short = solveShortLine(middle, DRAW_1, PLAIN_BUDGET, SHORT_BUDGET);
      expect(replaysToWin(middle, short.moves, DRAW_1)).toBe(true);
      expect(short.recycles).toBeLessThan(short.plain!.recycles);
    },
    SLOW,
  );
});

describe('falling back', () => {
  test('with no budget for shortening, the line is the plain one, move for move', () => {
    const state = opening(DRAW_1, 2);
    const plain = solve(state, DRAW_1, PLAIN_BUDGET);
    const short = solveShortLine(state, DRAW_1, PLAIN_BUDGET, { maxNodes: 0 });
    expect(short.moves).toEqual(plain.moves);
    expect(short.recycles).toBe(10);
  });

  test('an unwinnable or undecided position keeps the plain verdict and no moves', () => {
    const lost = solveShortLine(opening(DRAW_1, 1), DRAW_1, PLAIN_BUDGET, SHORT_BUDGET);
    expect(lost.verdict).toBe('unwinnable');
    expect(lost.moves).toEqual([]);
    const unknown = solveShortLine(opening(DRAW_3, 3), DRAW_3, { maxNodes: 10 }, SHORT_BUDGET);
    expect(unknown.verdict).toBe('unknown');
    expect(unknown.moves).toEqual([]);
  });

  test('a spent time budget ends the shortening with the best line so far', () => {
    let clock = 0;
    // Every reading of the clock moves it on a second: the budget is spent at the first look.
    const now = (): number => (clock += 1000);
    const state = opening(DRAW_1, 2);
    const result = new ShortLineSolver(state, DRAW_1, { ...PLAIN_BUDGET, now }, { maxMs: 500 });
    let short = result.step(1_000_000);
    while (short === null) short = result.step(1_000_000);
    expect(short.verdict).toBe('winnable');
    expect(replaysToWin(state, short.moves, DRAW_1)).toBe(true);
  });
});

describe('LineShortener', () => {
  // Spades home to the jack, hearts and diamonds to the queen: the queen and three kings left, the king
  // of spades face down under the king of hearts.
  const table = endgame({ home: { S: 11, H: 12, D: 12 }, tableau: ['KS|KH', 'KD', 'QS'] });

  test('a card moved twice goes straight to its last place', () => {
    const line = movesOf(table, '3:QS>1 1:QS>2 2>F 1>F 1>F 2>F', DEFAULT_RULES);
    expect(replaysToWin(table, line, DEFAULT_RULES)).toBe(true);
    const shortener = new LineShortener(table, line, DEFAULT_RULES);
    shortener.run(Number.POSITIVE_INFINITY);
    expect(shortener.done).toBe(true);
    expect(shortener.line.length).toBe(4);
    expect(replaysToWin(table, shortener.line, DEFAULT_RULES)).toBe(true);
  });

  test('a trip through the stock that changes nothing is cut out', () => {
    const withStock = endgame({ home: { S: 11, H: 12, D: 12 }, tableau: ['KS|KH', 'QS'], drawOrder: 'KD' });
    const line = movesOf(withStock, 'P P P 2>F W>F 1>F 1>F', DEFAULT_RULES);
    expect(recycles(withStock, line, DEFAULT_RULES)).toBe(1);
    const shortener = new LineShortener(withStock, line, DEFAULT_RULES);
    shortener.run(Number.POSITIVE_INFINITY);
    expect(shortener.line.length).toBe(5);
    expect(shortener.recycles).toBe(0);
  });

  test('a line that does not win is refused, and so is an illegal one', () => {
    expect(() => new LineShortener(table, movesOf(table, '3>F', DEFAULT_RULES), DEFAULT_RULES)).toThrow();
    expect(replayToWin(table, [{ type: 'move', from: 'tableau-1', to: 'tableau-2', card: 'KH' }], DEFAULT_RULES)).toBeNull();
  });

  test('work is counted, so a small budget stops early with a winning line', () => {
    const line = movesOf(table, '3:QS>1 1:QS>2 2>F 1>F 1>F 2>F', DEFAULT_RULES);
    const shortener = new LineShortener(table, line, DEFAULT_RULES);
    expect(shortener.run(1)).toBeGreaterThan(0);
    expect(shortener.done).toBe(false);
    expect(replaysToWin(table, shortener.line, DEFAULT_RULES)).toBe(true);
  });
});
