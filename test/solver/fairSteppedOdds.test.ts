/**
 * The worker's fair odds (src/solver/fair/steppedOdds.ts), one search a step: the same answer as the
 * odds computed at once, and a deadline that cuts the work short still compares moves over the same ways.
 */
import { describe, expect, test } from 'vitest';
import { applyMove, currentState, legalMoves, newGame, presetById, type GameState, type Rules } from '../../src/engine';
import { knowledgeOf } from '../../src/solver/fair/knowledge';
import { movesByOdds, oddsOf } from '../../src/solver/fair/odds';
import { SteppedFairOdds, type FairAnswer } from '../../src/solver/fair/steppedOdds';

const RULES: Rules = presetById('modern')!.rules;
const OPTIONS = { samples: 4, seed: 7, maxNodes: 2000 };

/** A few moves into deal 12: the first legal move each time. */
function history(deal: number, moves: number): GameState[] {
  const tables = [currentState(newGame(RULES, deal))];
  for (let i = 0; i < moves; i++) {
    const move = legalMoves(tables.at(-1)!, RULES)[0];
    if (move === undefined) break;
    const applied = applyMove(tables.at(-1)!, move, RULES);
    if (!applied.ok) throw new Error('a legal move was refused');
    tables.push(applied.value.state);
  }
  return tables;
}

function run(job: SteppedFairOdds): { answer: FairAnswer; steps: number } {
  for (let steps = 1; ; steps++) {
    const answer = job.step();
    if (answer !== null) return { answer, steps };
  }
}

describe('the fair odds a search at a time', () => {
  const tables = history(12, 3);

  test('the chance is oddsOf’s, one step a sampled way', () => {
    const { answer, steps } = run(new SteppedFairOdds(tables, RULES, 'chance', OPTIONS));
    expect(answer.chance).toEqual(oddsOf(knowledgeOf(tables), RULES, OPTIONS));
    expect(answer.moves).toEqual([]);
    expect(answer.unseen).toBe(knowledgeOf(tables).unseen.length);
    expect(steps).toBe(OPTIONS.samples + 1);
  });

  test('the moves are movesByOdds’s, in its order', () => {
    const { answer } = run(new SteppedFairOdds(tables, RULES, 'moves', OPTIONS));
    expect(answer.moves).toEqual(movesByOdds(knowledgeOf(tables), RULES, OPTIONS));
    expect(answer.moves.length).toBeGreaterThan(1);
    expect(answer.chance).toBeNull();
  });

  test('past the deadline the ways searched so far answer, every move over the same ways', () => {
    let clock = 0;
    const job = new SteppedFairOdds(tables, RULES, 'moves', OPTIONS, { maxMs: 10, now: () => clock });
    const moves = legalMoves(tables.at(-1)!, RULES).length;
    // The first way, every move: then the clock jumps past the deadline.
    for (let i = 0; i < moves; i++) expect(job.step()).toBeNull();
    clock = 11;
    const answer = job.step();
    expect(answer?.moves.map((m) => m.odds.samples)).toEqual(Array.from({ length: moves }, () => 1));
  });
});
