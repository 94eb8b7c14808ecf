/**
 * A run goes onto the lowest-numbered column top that takes it as well as its base
 * (src/solver/equalBases.ts). That the search still finds every win is checked by the brute-force
 * comparison (bruteforce.test.ts), whose rules include building by suit and in any colour.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, currentState, newGame, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';
import { cardNumber } from '../../src/solver/cards';
import { moveRunOntoLowestBase } from '../../src/solver/equalBases';
import { Position } from '../../src/solver/position';
import { endgame } from './helpers';

const RULES: Rules = { ...DEFAULT_RULES, draw: 1 };

/*
 * Column 1: 8S on 9H; column 2: 9D, 8S's other possible base, alone on a face-down QC; columns 3 and 4
 * hold runs with no other base in sight. 9D is numbered below 9H (diamonds come before hearts).
 */
const twinBases = endgame({
  home: { C: 11, D: 2, H: 2, S: 7 },
  tableau: ['9H 8S', 'QC | 9D', 'KH QS JD', 'KS QH JS'],
  drawOrder: 'KC 3D 4D 5D 6D 7D 8D TD QD KD 3H 4H 5H 6H 7H 8H TH JH 9S TS',
});

describe('runs go onto the lowest of the bases that take them', () => {
  test('8S leaves 9H for the bare 9D, and then every run lies as the search keeps it', () => {
    const pos = new Position(twinBases, RULES);
    expect(cardNumber('9D')).toBeLessThan(cardNumber('9H'));
    expect(moveRunOntoLowestBase(pos)).toBe(true);
    expect(pos.topOf(0)).toBe(cardNumber('9H'));
    expect(pos.topOf(1)).toBe(cardNumber('8S'));
    expect(moveRunOntoLowestBase(pos)).toBe(false);
  });

  test('with strict moves (whole runs only) the run stays: it could not come back', () => {
    const pos = new Position(twinBases, { ...RULES, moves: 'strict' });
    expect(moveRunOntoLowestBase(pos)).toBe(false);
    expect(pos.topOf(0)).toBe(cardNumber('8S'));
  });
});

describe('in the searches', () => {
  test('deal 1430 at draw 1 is proven lost within 30,000 positions (about 119,000 without the rule)', () => {
    const result = solve(currentState(newGame(RULES, 1430)), RULES, { maxNodes: 30_000 });
    expect(result.verdict).toBe('unwinnable');
  }, 60_000);

  test('deal 1430 at draw 3 is proven lost within 30,000 positions (about 70,000 when only draw 1 made these moves)', () => {
    // The relaxation (draw 1 keeping the talon order) proves it, making the moves as the real search does.
    const rules: Rules = { ...DEFAULT_RULES, draw: 3 };
    const result = solve(currentState(newGame(rules, 1430)), rules, { maxNodes: 30_000 });
    expect(result.verdict).toBe('unwinnable');
  }, 60_000);
});
