/**
 * What the move lister offers right after a move that only prepares another (moveGenerator.ts,
 * `listFollowUps`), on a small hand-built position. Every verdict is checked against brute force in
 * bruteforce.test.ts; this checks the lists themselves, where a needless entry costs time, not truth.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, SUITS, type GameState } from '../../src/engine';
import { MOVE_COLUMN_HOME, MOVE_HOME_COLUMN, MOVE_MASK, MoveGenerator } from '../../src/solver/moveGenerator';
import { Position } from '../../src/solver/position';
import { endgame } from './helpers';

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
  const sendHome = MOVE_COLUMN_HOME | (0 << 3);
  generator.make(sendHome);
  expect(generator.listFollowUps(sendHome, () => false)).toBe('listed');
  return Array.from(generator.arena.subarray(0, generator.arenaTop), (entry) => entry & MOVE_MASK)
    .filter((move) => (move & 7) === MOVE_HOME_COLUMN)
    .map((move) => (move >> 3) & 31);
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
