/**
 * The position's key is kept up to date step by step (and undo by undo) rather than worked out
 * afresh for every position; here it is checked against the key worked out from the whole position
 * after every step of long random walks through the solver's own moves, under each rule that
 * changes what the key holds (any-suit building widens each card's code, any card into a space
 * gives more runs a base). Where each face-up card lies (`Position.spot`) is kept the same way,
 * and checked the same way.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, currentState, newGame, type Rules } from '../../src/engine';
import { MoveGenerator } from '../../src/solver/moveGenerator';
import { COLUMNS, MAX_RUN, Position } from '../../src/solver/position';

const RULE_SETS: readonly (readonly [string, Rules])[] = [
  ['draw 1', { ...DEFAULT_RULES, draw: 1 }],
  ['draw 3', { ...DEFAULT_RULES, draw: 3 }],
  ['any card into a space', { ...DEFAULT_RULES, empty: 'any' }],
  ['any-suit building, strict moves', { ...DEFAULT_RULES, build: 'any-suit', moves: 'strict' }],
  ['foundation cards locked, three passes', { ...DEFAULT_RULES, fromFoundation: false, passes: 3, draw: 3 }],
];

function keyFromScratch(pos: Position): number[] {
  const words = new Uint32Array(pos.keyWidth);
  pos.computeKeyWords(words);
  return Array.from(words.subarray(2));
}

function keptKey(pos: Position): number[] {
  const key = new Uint32Array(pos.keyWidth);
  pos.writeKey(key);
  return Array.from(key.subarray(2));
}

/** Where each card lies face up (column * MAX_RUN + index), or −1, read off the columns. */
function spotsFromScratch(pos: Position): number[] {
  const spots = new Array<number>(52).fill(-1);
  for (let c = 0; c < COLUMNS; c++) {
    for (let i = 0; i < pos.upCount[c]!; i++) spots[pos.upCard(c, i)] = c * MAX_RUN + i;
  }
  return spots;
}

describe('the position key kept step by step', () => {
  test.each(RULE_SETS)('equals the key and the card places worked out afresh after every move and undo (%s)', (_label, rules) => {
    let seed = 2024;
    const random = (n: number): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    let undone = 0;
    let made = 0;
    for (let deal = 1; deal <= 12; deal++) {
      const pos = new Position(currentState(newGame(rules, deal)), rules);
      const generator = new MoveGenerator(pos);
      /** The log length and key before each move of the walk, to check the undos against. */
      const trail: { log: number; key: number[] }[] = [];
      for (let step = 0; step < 300; step++) {
        const start = generator.arenaTop;
        generator.listMoves();
        const count = generator.arenaTop - start;
        const backtrack = count === 0 || random(5) === 0;
        if (backtrack && trail.length > 0) {
          generator.arenaTop = start;
          const back = trail.splice(random(trail.length))[0]!;
          pos.undoTo(back.log);
          undone++;
          expect(keptKey(pos)).toEqual(back.key);
        } else if (count > 0) {
          const move = generator.arena[start + random(count)]! & 0x1ffff;
          generator.arenaTop = start;
          trail.push({ log: pos.logLength, key: keptKey(pos) });
          generator.make(move);
          made++;
          pos.playSafeHome();
        } else {
          generator.arenaTop = start;
        }
        expect(keptKey(pos)).toEqual(keyFromScratch(pos));
        expect(Array.from(pos.spot)).toEqual(spotsFromScratch(pos));
      }
    }
    // The walk must both make moves and take them back, many times, or the checks above compared little.
    expect(made).toBeGreaterThan(12 * 100);
    expect(undone).toBeGreaterThan(12 * 20);
  });
});
