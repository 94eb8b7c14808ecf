/** `cli odds`: the chance to win from what the player has seen, as its JSON contract writes it. */
import { describe, expect, test } from 'vitest';
import { currentState, legalMoves, makeMoveNotation, newGame, presetById } from '../../src/engine';
import { runCli } from '../../scripts/cli';

interface OddsRecord {
  winChance: number | null;
  low: number | null;
  high: number | null;
  samples: number;
  undecided: number;
  best: string | null;
  moves: { move: string; winChance: number | null }[];
}

function odds(args: string[]): OddsRecord {
  const result = runCli(['odds', ...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as OddsRecord;
}

describe('cli odds', () => {
  test('every legal move, best first, the same answer twice under a budget in positions', () => {
    const args = ['7', 'P P', '--samples', '4', '--seed', '3', '--max-nodes', '1500'];
    const record = odds(args);
    expect(Object.keys(record).sort()).toEqual(['best', 'high', 'low', 'moves', 'samples', 'undecided', 'winChance']);
    expect(record.samples).toBe(4);
    expect(record.undecided).toBeLessThanOrEqual(4);
    const chances = record.moves.map((m) => m.winChance ?? -1);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
    expect(record.best).toBe(record.moves[0]!.winChance === null ? null : record.moves[0]!.move);
    expect(odds(args)).toEqual(record);
  });

  test('lists exactly the legal moves of the table, in the notation', () => {
    const rules = presetById('modern')!.rules;
    const state = currentState(newGame(rules, 7));
    const expected = legalMoves(state, rules).map((move) => makeMoveNotation(move, state));
    const record = odds(['7', '--samples', '2', '--max-nodes', '500']);
    expect(record.moves.map((m) => m.move).sort()).toEqual([...expected].sort());
  });

  test.each([
    [['odds', '7', '--samples', '0'], /--samples needs a whole number of at least 1/],
    [['odds', '7', '--max-nodes', 'lots'], /--max-nodes needs a whole number/],
    [['odds', 'x'], /is not a deal number/],
  ])('%j is refused with the usage', (args, message) => {
    const result = runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('cli odds N');
  });

  test('an illegal move exits 1 with the move named', () => {
    const result = runCli(['odds', '7', 'W>F', '--json']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ illegal: { index: 0, move: 'W>F' } });
  });
});
