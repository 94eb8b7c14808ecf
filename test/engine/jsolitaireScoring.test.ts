/**
 * JSolitaire's scoring against its own text (seed 001, "Scoring"), move by move on real deals:
 * "10 points are received for every card moved to a suit stack. 5 points are awarded for turning over
 * a face down card or moving a card to a building stack. Moving a card from a suit stack to a building
 * stack incurs a penalty of 15 points. If three cards are drawn at a time, there is a cost of 20 points
 * for each additional pass through the deck after the third. If one card is drawn at a time, every pass
 * through the deck incurs a deduction of 100 points." No floor: the score goes below 0.
 */
import { describe, expect, test } from 'vitest';
import { applyMove, currentState, newGame, parseMove, play, presetById, type Game, type Rules } from '../../src/engine';
import { position, rulesWith, type PositionSpec } from './fixtures';

const JSOLITAIRE = presetById('jsolitaire')!.rules;

/** Plays `line` (move notation) on `deal` and gives the score after each move. */
function scoresAlong(rules: Rules, deal: number, line: string): number[] {
  let game: Game = newGame(rules, deal);
  return line.split(' ').map((token) => {
    const move = parseMove(token, currentState(game), game.rules);
    if (!move.ok) throw new Error(`${token}: ${move.error.reason}`);
    const played = play(game, move.value);
    if (!played.ok) throw new Error(`${token}: ${played.error.reason}`);
    game = played.value.game;
    return currentState(game).score;
  });
}

const times = (n: number, token: string): string => Array(n).fill(token).join(' ');

describe("JSolitaire's scoring, as its help adds it up", () => {
  test('the preset scores by JSolitaire, a system with no floor', () => {
    expect(JSOLITAIRE.scoring).toBe('jsolitaire');
  });

  test('drawing three, deal 2: 26 × P ends at −20', () => {
    const scores = scoresAlong(JSOLITAIRE, 2, times(26, 'P'));
    // The deal turned the first three; 21 cards left: 7 draws empty the stock (pass 1).
    expect(scores.slice(0, 7)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // P 8 turns the waste over: pass 2, free. 8 draws go through it; P 17 starts pass 3, free too.
    expect(scores[7]).toBe(0);
    expect(scores[16]).toBe(0);
    expect(scores[24]).toBe(0); // the last draw of pass 3
    // P 26 starts pass 4, the first "additional pass through the deck after the third": 0 − 20 = −20.
    expect(scores[25]).toBe(0 - 20);
  });

  test('drawing one, deal 2: 21 × P, W>F 6:8C>4 6:9C>5 4:9H>3, P P P goes from 25 to −75', () => {
    const rules = { ...JSOLITAIRE, draw: 1 as const };
    const scores = scoresAlong(rules, 2, `${times(21, 'P')} W>F 6:8C>4 6:9C>5 4:9H>3 P P P`);
    expect(scores[20]).toBe(0); // 21 draws score nothing
    expect(scores[21]).toBe(0 + 10); // W>F: a card to a suit stack, +10
    // 6:8C>4 turns column 6's next card: column to column scores nothing (the reading chosen), the turn +5.
    expect(scores[22]).toBe(10 + 0 + 5);
    expect(scores[23]).toBe(15 + 0 + 5); // 6:9C>5: the same, +5 for the turn
    expect(scores[24]).toBe(20 + 0 + 5); // 4:9H>3: +5 for the turn: 25
    expect(scores[25]).toBe(25); // P: the stock's last-but-one card
    expect(scores[26]).toBe(25); // P: the last card
    // P on the empty stock starts pass 2: "every pass through the deck incurs a deduction of 100 points".
    expect(scores[27]).toBe(25 - 100);
  });
});

describe('no points farmed by moving a card back and forth', () => {
  const rules = rulesWith({ scoring: 'jsolitaire' });
  /** The score after each token, from `spec`. */
  function scoresFrom(spec: PositionSpec, line: string): number[] {
    let state = position(spec);
    return line.split(' ').map((token) => {
      const move = parseMove(token, state, rules);
      if (!move.ok) throw new Error(`${token}: ${move.error.reason}`);
      const applied = applyMove(state, move.value, rules);
      if (!applied.ok) throw new Error(`${token}: ${applied.error.reason}`);
      state = applied.value.state;
      return state.score;
    });
  }

  test('a card shuttled between two columns scores nothing', () => {
    expect(scoresFrom({ tableau: ['TS', '9H', 'TC'] }, '2>1 1>3 3>1 1>3')).toEqual([0, 0, 0, 0]);
  });

  test('a card played home and back loses 5 each time: +10 − 15', () => {
    expect(scoresFrom({ foundations: ['AH 2H'], tableau: ['3S'] }, 'F1>1 1>F F1>1 1>F')).toEqual([-15, -15 + 10, -5 - 15, -20 + 10]);
  });
});
