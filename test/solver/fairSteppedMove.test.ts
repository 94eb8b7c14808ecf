/**
 * The fair hint as the worker works it out (src/solver/fair/steppedMove.ts): the fair player's move, one
 * search a step, with the odds after its step; a move played unweighed keeps the chance of the table
 * now; and nothing in it depends on where the never-seen cards lie.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, applyMove, currentState, legalMoves, newGame, type GameState, type Rules } from '../../src/engine';
import { fairMove } from '../../src/solver/fair/fairPlayer';
import { knowledgeOf } from '../../src/solver/fair/knowledge';
import { SteppedFairMove, steppedFairAnswer } from '../../src/solver/fair/steppedMove';
import { SteppedFairOdds, type FairAnswer } from '../../src/solver/fair/steppedOdds';

const DRAW_1: Rules = { ...DEFAULT_RULES, draw: 1, passes: null };
const OPTIONS = { samples: 6, seed: 3, maxNodes: 1500, decisionNodes: 20_000 };

/** Steps `work` to its answer, counting the steps. */
function run(work: { step(): FairAnswer | null }): { answer: FairAnswer; steps: number } {
  for (let steps = 1; steps < 10_000; steps++) {
    const answer = work.step();
    if (answer !== null) return { answer, steps };
  }
  throw new Error('no answer in 10,000 steps');
}

/** The table after `moves` from deal `deal`, and every table on the way. */
function history(deal: number, rules: Rules, moves: number): GameState[] {
  const tables = [currentState(newGame(rules, deal))];
  for (let i = 0; i < moves; i++) {
    const now = tables.at(-1)!;
    const move = legalMoves(now, rules).find((m) => m.type === 'draw') ?? legalMoves(now, rules)[0]!;
    const applied = applyMove(now, move, rules);
    if (!applied.ok) throw new Error('a legal move was refused');
    tables.push(applied.value.state);
  }
  return tables;
}

describe('the fair hint, one search a step', () => {
  test('answers with the fair player’s move and the odds after its step, over many steps', () => {
    const tables = history(7, DRAW_1, 0);
    const decision = fairMove(tables, DRAW_1, OPTIONS);
    expect(decision?.searched).toBe(true);
    const { answer, steps } = run(new SteppedFairMove(tables, DRAW_1, OPTIONS));
    expect(steps).toBeGreaterThan(OPTIONS.samples);
    expect(answer.moves).toEqual([{ move: decision!.move, odds: decision!.odds }]);
    expect(answer.unseen).toBe(knowledgeOf(tables).unseen.length);
    expect(steppedFairAnswer(tables, DRAW_1, 'move', OPTIONS)).toBeInstanceOf(SteppedFairMove);
  });

  test('a move played unweighed (turning a card) says the chance of the table now, not one that knows the card it shows', () => {
    // Deal 2, manual turning: 8♠ from column 2 onto column 4 leaves column 2's top face down.
    const rules: Rules = { ...DRAW_1, turn: 'manual' };
    const start = currentState(newGame(rules, 2));
    const moved = applyMove(start, { type: 'move', from: 'tableau-2', to: 'tableau-4', card: '8S' }, rules);
    if (!moved.ok) throw new Error('8S to column 4 was refused');
    const tables = [start, moved.value.state];
    const { answer } = run(new SteppedFairMove(tables, rules, OPTIONS));
    const now = run(new SteppedFairOdds(tables, rules, 'chance', OPTIONS)).answer.chance;
    expect(now?.winChance).not.toBeNull();
    expect(answer.moves).toEqual([{ move: { type: 'turn', pile: 'tableau-2' }, odds: now }]);
  });

  test('where the fair player has no move (each leads back to a table stood on), the hint is the best of every move by its odds', () => {
    // Deal 3 at draw 1: 60 draws go round the stock twice, and nothing but a draw is legal.
    const tables = history(3, DRAW_1, 60);
    expect(fairMove(tables, DRAW_1, OPTIONS)).toBeNull();
    const { answer } = run(new SteppedFairMove(tables, DRAW_1, OPTIONS));
    const [best] = run(new SteppedFairOdds(tables, DRAW_1, 'moves', OPTIONS)).answer.moves;
    expect(answer.moves).toEqual([best]);
    expect(best?.move).toEqual({ type: 'draw' });
  });

  test('a deadline already past still answers with a legal move (the first step is always weighed)', () => {
    const tables = history(7, DRAW_1, 0);
    let clock = 0;
    const work = new SteppedFairMove(tables, DRAW_1, OPTIONS, { maxMs: 0, now: () => (clock += 1) });
    const { answer, steps } = run(work);
    expect(legalMoves(tables.at(-1)!, DRAW_1)).toContainEqual(answer.moves[0]!.move);
    // Cut short: fewer searches than the full decision makes.
    expect(steps).toBeLessThan(run(new SteppedFairMove(tables, DRAW_1, OPTIONS)).steps);
  });

  test('twins: two deals that differ only in never-seen cards get the same hint', () => {
    for (const moves of [0, 6, 15]) {
      const tables = history(11, { ...DRAW_1, draw: 3 }, moves);
      const twin = swapUnseen(tables);
      expect(twin.at(-1), 'the twin differs').not.toEqual(tables.at(-1));
      const rules = { ...DRAW_1, draw: 3 as const };
      expect(run(new SteppedFairMove(twin, rules, OPTIONS)).answer, `after ${moves} moves`).toEqual(run(new SteppedFairMove(tables, rules, OPTIONS)).answer);
    }
  });
});

/**
 * The same history with two never-seen cards swapped in every table (the last two face-down cards
 * of the columns, which no table of the history shows): what the player saw is unchanged.
 */
function swapUnseen(tables: readonly GameState[]): GameState[] {
  const unseen = knowledgeOf(tables).unseen;
  const [a, b] = [unseen[0]!, unseen.at(-1)!];
  const swap = (card: string) => (card === a ? b : card === b ? a : card);
  return tables.map((table) => ({
    ...table,
    stock: table.stock.map(swap) as GameState['stock'],
    tableau: table.tableau.map((column) => ({ ...column, down: column.down.map(swap) as typeof column.down })),
  }));
}
