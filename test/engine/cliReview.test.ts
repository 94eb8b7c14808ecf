/**
 * `cli review` and `cli solve --after` (scripts/cliReview.ts): the JSON contract of each verdict, and
 * every `line` replayed by `cli replay` from its position to a won table.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, currentState, makeMovesNotation, newGame, splitMoves, type TableSnapshot } from '../../src/engine';
import { runCli } from '../../scripts/cli';
import { lostGames } from '../../scripts/lostGames';

function json(args: string[]): Record<string, unknown> {
  const result = runCli(args);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

/** Does `cli replay` of these moves end with every card home? */
function replayWins(deal: number, moves: string, options: string[] = []): boolean {
  const result = runCli(['replay', String(deal), moves, ...options]);
  expect(result.code, result.stdout).toBe(0);
  return (JSON.parse(result.stdout) as TableSnapshot).won;
}

describe('cli review', () => {
  test('a lost game: the move that lost the win, as played, and a line from the move before it that wins', () => {
    // The first seeded game a careless player lost at draw 1 (scripts/lostGames.ts).
    const game = lostGames(2, DEFAULT_RULES, 1)[0]!;
    const tokens = splitMoves(makeMovesNotation(game.moves, currentState(newGame(DEFAULT_RULES, game.deal)), DEFAULT_RULES));
    const record = json(['review', String(game.deal), tokens.join(' '), '--json']);
    expect(record).toMatchObject({ verdict: 'slipped' });
    const move = record.move as number;
    expect(move).toBeGreaterThanOrEqual(1);
    expect(record.played).toBe(tokens[move - 1]);
    expect(replayWins(game.deal, [...tokens.slice(0, move - 1), record.line as string].join(' '))).toBe(true);
    // And from the position after the losing move, the solver proves the game lost.
    expect(json(['solve', String(game.deal), '--after', tokens.slice(0, move).join(' '), '--json']).verdict).toBe('unwinnable');
  });

  test('a game still winnable at its end: a line from there (draw 3 too, with rule options)', () => {
    for (const options of [[], ['--draw', '3']]) {
      const solved = json(['solve', '2', ...options, '--json']);
      expect(solved.verdict).toBe('winnable');
      const played = (solved.moves as string[]).slice(0, 20).join(' ');
      const record = json(['review', '2', played, ...options, '--json']);
      expect(record.verdict).toBe('still-winnable');
      expect(replayWins(2, `${played} ${record.line as string}`, options)).toBe(true);
    }
  });

  test('a deal lost from the start, and an undecided review without a proven winnable move', () => {
    expect(json(['review', '1', 'P P P', '--json'])).toEqual({ verdict: 'never-winnable' });
    // Deal 31 at draw 1 takes the solver seconds; a millisecond decides nothing.
    expect(json(['review', '31', 'P', '--budget-ms', '1', '--json'])).toEqual({ verdict: 'unknown' });
  });

  test('without --json: the verdict in words, one field a line', () => {
    const result = runCli(['review', '1', 'P']);
    expect(result.stdout).toMatch(/^verdict: never-winnable\ntime: \d+ ms\n$/);
  });

  test('an illegal move exits 1 naming it; bad arguments exit 2 with the usage', () => {
    const illegal = runCli(['review', '1', 'P 7>1', '--json']);
    expect(illegal.code).toBe(1);
    expect(JSON.parse(illegal.stdout)).toMatchObject({ illegal: { index: 1, move: '7>1' } });
    for (const args of [
      ['review', '1'],
      ['review', 'x', 'P'],
      ['review', '1', 'P', '--budget-ms', '0'],
      ['review', '1', 'P', '--after', 'P'],
      ['solve', '1', '--after'],
    ]) {
      const result = runCli(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('cli review N "MOVES"');
    }
  });
});

describe('cli solve --after', () => {
  test('solves the position after the moves, with the same output as solve', () => {
    const record = json(['solve', '2', '--after', 'P P', '--json']);
    expect(Object.keys(record)).toEqual(expect.arrayContaining(['verdict', 'moves', 'ms', 'nodes', 'states']));
    expect(record.verdict).toBe('winnable');
    expect(replayWins(2, `P P ${(record.moves as string[]).join(' ')}`)).toBe(true);
  });
});
