/**
 * What the move lister offers right after a move that only prepares another (moveGenerator.ts,
 * `listFollowUps`), on a small hand-built position. Every verdict is checked against brute force in
 * bruteforce.test.ts; this checks the lists themselves, where a needless entry costs time, not truth.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, SUITS, type GameState } from '../../src/engine';
import { StepKind, encodeMove, listedMove, moveKind, moveSource } from '../../src/solver/encoding';
import { MoveGenerator } from '../../src/solver/moveGenerator';
import { Position } from '../../src/solver/position';
import { endgame, replaysToWin } from './helpers';
import { solve } from '../../src/solver';

const HEARTS = SUITS.indexOf('H');
const DIAMONDS = SUITS.indexOf('D');

/**
 * 5D lies on 6C in column 1 and goes home (diamonds are at 4); hearts are home to 5. Clubs are home
 * to `clubs`, spades to 3.
 */
function position(clubs: 2 | 3): GameState {
  return endgame({
    home: { C: clubs, D: 4, H: 5, S: 3 },
    tableau: ['6C 5D', 'KC QC JC TC 9C 8C | 7C', 'KD QD JD TD 9D 8D | 7D', 'KH QH JH TH 9H 8H | 7H', 'KS QS JS TS 9S 8S | 7S'],
    drawOrder: `${clubs === 2 ? '3C ' : ''}4C 6D 6H 4S 5S 6S 5C`,
  });
}

/** The suits whose foundation top the follow-ups of "5D home from column 1" bring down. */
function suitsBroughtDown(state: GameState): number[] {
  const generator = new MoveGenerator(new Position(state, DEFAULT_RULES));
  const sendHome = encodeMove(StepKind.ColumnHome, 0, 0, 0, 0);
  generator.make(sendHome);
  expect(generator.listFollowUps(sendHome, () => false)).toBe('listed');
  return Array.from(generator.arena.subarray(0, generator.arenaTop), listedMove)
    .filter((move) => moveKind(move) === StepKind.HomeColumn)
    .map(moveSource);
}

describe('follow-ups that bring foundation cards down', () => {
  test('a card that is not safe home comes down onto the uncovered card', () => {
    // Clubs at 2: 5H may yet be needed as a base for a black 4 (3C is still out), so it may come down onto 6C.
    expect(suitsBroughtDown(position(2))).toEqual([HEARTS]);
  });

  test('a card safe to send home does not: the safe moves would send it straight back', () => {
    // Clubs and spades at 3, diamonds at 4: nothing will ever need 5H as a base.
    expect(suitsBroughtDown(position(3))).toEqual([]);
  });

  test('the card that just went home is never brought back onto the card it left', () => {
    // 5D fits onto 6C again, but that would be the position before the move.
    expect(suitsBroughtDown(position(2))).not.toContain(DIAMONDS);
  });
});

describe('a card uncovered by moving part of a run goes home', () => {
  /**
   * From deal 643's winning line at draw 3. Hearts are home to 3; 4H lies under 3S 2D, and 5H under
   * 4C 3D. The line: 3S (with 2D) onto 4D, 4H home, 4C (with 3D) onto 5D, 5H home. Moving 4C off 5H
   * has a purpose only once 4H is within reach, so it cannot come first; and once 4H is home as the
   * follow-up of the part-run move, going home needs no further follow-up of its own.
   */
  const position = endgame({
    home: { C: 3, S: 1, H: 3, D: 0 },
    tableau: [
      'KH QS JH TC 9H 8S 7D',
      'KS QD',
      '4H 3S 2D',
      'KD QC JD TS 9D 8C 7H',
      '6S AD 2S 6H | 5H 4C 3D',
      'KC QH JS TH 9C 8H 7S 6D 5C 4D',
      '6C JC 5S 4S | 5D',
    ],
    waste: '8D',
    drawOrder: '7C TD 9S',
  });

  test.each([1, 2, 3] as const)('at draw %i the position is won, and the line replays to a win', (draw) => {
    const rules = { ...DEFAULT_RULES, draw };
    const result = solve(position, rules, { maxNodes: 100_000 });
    expect(result.verdict).toBe('winnable');
    expect(replaysToWin(position, result.moves, rules)).toBe(true);
  });
});
