/**
 * Hindsight by steps (src/solver/fair/hindsight.ts): a step ends at the first card it shows and
 * carries no detour; a sampled way lost now, or won by its own step, needs no search; and the fair
 * player's choice among steps (`chooseStep`) ties steps within its tolerance and then prefers turning
 * a column's card, the step most ways proposed, the shortest.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, applyMove, currentState, newGame, type CardId, type GameState, type Move, type Rules } from '../../src/engine';
import { chooseStep, type ScoredStep } from '../../src/solver/fair/fairPlayer';
import { cardsKey, finish, firstStep, scoreSteps, solveWithin, type SampleVerdict } from '../../src/solver/fair/hindsight';
import { faceUpCards } from '../../src/solver/fair/knowledge';

/** The scores at once (scoreSteps yields between its searches, for the worker). */
const scoreAll = (...args: Parameters<typeof scoreSteps>) => finish(scoreSteps(...args));

const DRAW_1: Rules = { ...DEFAULT_RULES, draw: 1, passes: null };
const DRAW: Move = { type: 'draw' };
const ALL_CARDS = (table: GameState): Set<CardId> => new Set([...faceUpCards(table), ...table.stock, ...table.tableau.flatMap((c) => c.down)]);

describe('a step', () => {
  const start = currentState(newGame(DRAW_1, 31));

  test('ends with the first move that shows a card never seen', () => {
    // The deal's stock is unseen: the first draw shows a card.
    expect(firstStep(start, [DRAW, DRAW, DRAW], DRAW_1, new Set(faceUpCards(start)))).toEqual([DRAW]);
  });

  test('leaves out a stretch that comes back to a table it passed', () => {
    // Every card known: a whole pass through the stock (24 draws and the recycle) comes back to the
    // same cards in the same places, a detour; the draw after it is the step.
    const pass = Array.from({ length: start.stock.length + 1 }, () => DRAW);
    const step = firstStep(start, [...pass, DRAW], DRAW_1, ALL_CARDS(start));
    expect(step).toEqual([DRAW]);
  });

  test('keeps a line with no detour whole while it shows nothing', () => {
    const step = firstStep(start, [DRAW, DRAW, DRAW], DRAW_1, ALL_CARDS(start));
    expect(step).toEqual([DRAW, DRAW, DRAW]);
  });
});

describe('scoring steps over the same sampled ways', () => {
  const table = currentState(newGame(DRAW_1, 32));
  const afterDraw = applyMove(table, DRAW, DRAW_1);
  if (!afterDraw.ok) throw new Error('a draw was refused');
  const drawKey = cardsKey(afterDraw.value.state);
  const budget = { maxNodes: 2000, decisionNodes: 1_000_000 };

  test('a way proven lost from the table now counts lost after the step, without a search', () => {
    // The verdict given says lost; a search of the table would have said otherwise (deal 32 wins at draw 1).
    const lost: SampleVerdict = { verdict: 'unwinnable', moves: [], work: 0 };
    const [score] = scoreAll([{ key: drawKey, moves: [DRAW] }], [table], [lost], [null], DRAW_1, budget, 0, 0);
    expect(score).toEqual({ wins: 0, losses: 1, undecided: 0 });
  });

  test('a way counts won after its own first step, without a search; another step is searched', () => {
    const unknown: SampleVerdict = { verdict: 'unknown', moves: [], work: 0 };
    // A budget of one position: any search would be undecided.
    const tiny = { maxNodes: 1, decisionNodes: 1_000_000 };
    const scores = scoreAll(
      [
        { key: drawKey, moves: [DRAW] },
        { key: 'another', moves: [DRAW] },
      ],
      [table],
      [unknown],
      [drawKey],
      DRAW_1,
      tiny,
      5,
      0,
    );
    expect(scores).toEqual([
      { wins: 1, losses: 0, undecided: 0 },
      { wins: 0, losses: 0, undecided: 1 },
    ]);
  });

  test('a step that cannot come within the tolerance of the best is left out', () => {
    // Four ways, each won by its own first step (a draw): that step scores 4. The other step's
    // searches get one position each, so each way is undecided (worth a half): after one, it can
    // reach 3.5 at most.
    const unknown: SampleVerdict = { verdict: 'unknown', moves: [], work: 0 };
    const tables = [table, table, table, table];
    const steps = [
      { key: drawKey, moves: [DRAW] },
      { key: 'other', moves: [DRAW] },
    ];
    const tiny = { maxNodes: 1, decisionNodes: 1_000_000 };
    const score = (tolerance: number) =>
      scoreAll(steps, tables, [unknown, unknown, unknown, unknown], [drawKey, drawKey, drawKey, drawKey], DRAW_1, tiny, tolerance, 0);
    expect(score(0)).toEqual([{ wins: 4, losses: 0, undecided: 0 }, null]);
    expect(score(2)).toEqual([
      { wins: 4, losses: 0, undecided: 0 },
      { wins: 0, losses: 0, undecided: 4 },
    ]);
  });

  test('once the decision has spent its positions, the steps after the first are not tried', () => {
    const unknown: SampleVerdict = { verdict: 'unknown', moves: [], work: 0 };
    const steps = [
      { key: drawKey, moves: [DRAW] },
      { key: 'other', moves: [DRAW] },
    ];
    const spentAll = scoreAll(steps, [table], [unknown], [drawKey], DRAW_1, { maxNodes: 2000, decisionNodes: 500 }, 5, 500);
    expect(spentAll).toEqual([{ wins: 1, losses: 0, undecided: 0 }, null]);
    // The first step's ways that need a search count undecided, unsearched (a search of deal 32 after a draw wins).
    const firstOnly = scoreAll([{ key: 'other', moves: [DRAW] }], [table], [unknown], [null], DRAW_1, { maxNodes: 2000, decisionNodes: 500 }, 5, 500);
    expect(firstOnly).toEqual([{ wins: 0, losses: 0, undecided: 1 }]);
    expect(scoreAll([{ key: 'other', moves: [DRAW] }], [table], [unknown], [null], DRAW_1, budget, 5, 500)).toEqual([{ wins: 1, losses: 0, undecided: 0 }]);
  });

  test('a stop read between searches ends the decision as a spent budget does, one search in', () => {
    const unknown: SampleVerdict = { verdict: 'unknown', moves: [], work: 0 };
    const steps = [
      { key: 'one', moves: [DRAW] },
      { key: 'other', moves: [DRAW] },
    ];
    let searches = 0;
    const work = scoreSteps(steps, [table, table], [unknown, unknown], [null, null], DRAW_1, { ...budget, stop: () => searches >= 1 }, 5, 0);
    let next = work.next();
    for (; next.done !== true; next = work.next()) searches += 1;
    // One search (deal 32 after a draw wins at draw 1), then the stop: the first step's other way is
    // undecided and the second step is left out.
    expect(searches).toBe(1);
    expect(next.value).toEqual([{ wins: 1, losses: 0, undecided: 1 }, null]);
  });
});

describe('solving the sampled ways within the decision', () => {
  const table = currentState(newGame(DRAW_1, 32));

  test('the ways reached once the decision has spent its positions are left undecided, unsearched', () => {
    const verdicts = finish(solveWithin([table, table, table], DRAW_1, { maxNodes: 5000, decisionNodes: 1 }));
    expect(verdicts.map((v) => v.verdict)).toEqual(['unknown', 'unknown', 'unknown']);
    expect(verdicts[0]!.work).toBeLessThanOrEqual(2);
    expect(verdicts.slice(1).map((v) => v.work)).toEqual([0, 0]);
  });

  test('a search spends the positions it remembers as well as those it expands, and remembers no more than is left', () => {
    // Deal 32 is won from its start expanding 43 positions and remembering 85: three searches within 200
    // positions expanded would all win, but the second may remember only the 72 left, and the third
    // finds nothing left.
    const verdicts = finish(solveWithin([table, table, table], DRAW_1, { maxNodes: 5000, decisionNodes: 200 }));
    expect(verdicts.map((v) => v.verdict)).toEqual(['winnable', 'unknown', 'unknown']);
    expect(verdicts[0]!.work).toBe(43 + 85);
    expect(verdicts[1]!.work).toBeGreaterThan(0);
    expect(verdicts[1]!.work).toBeLessThanOrEqual(2 * (200 - 128));
    expect(verdicts[2]!.work).toBe(0);
  });

  test('one search a step, and a stop leaves the rest unsearched', () => {
    let searches = 0;
    const work = solveWithin([table, table, table], DRAW_1, { maxNodes: 5000, decisionNodes: 1_000_000, stop: () => searches >= 2 });
    let next = work.next();
    for (; next.done !== true; next = work.next()) searches += 1;
    expect(searches).toBe(2);
    expect(next.value.map((v) => v.verdict)).toEqual(['winnable', 'winnable', 'unknown']);
  });
});

describe('choosing a step', () => {
  const step = (moves: number, votes: number, turnsColumn: boolean, wins: number): ScoredStep & { name: string } => ({
    name: `${moves}/${votes}/${turnsColumn}/${wins}`,
    moves: Array.from({ length: moves }, () => DRAW),
    votes,
    turnsColumn,
    score: { wins, losses: 16 - wins, undecided: 0 },
  });

  test('within the tolerance, a step that turns a column card wins over more votes', () => {
    expect(chooseStep([step(3, 9, false, 16), step(2, 1, true, 15)], 1)?.name).toBe('2/1/true/15');
  });

  test('beyond the tolerance, the better score wins', () => {
    expect(chooseStep([step(3, 9, false, 16), step(2, 1, true, 14)], 1)?.name).toBe('3/9/false/16');
  });

  test('then the step most ways proposed, then the shortest', () => {
    expect(chooseStep([step(3, 2, false, 16), step(5, 4, false, 16)], 0)?.name).toBe('5/4/false/16');
    expect(chooseStep([step(3, 4, false, 16), step(2, 4, false, 16)], 0)?.name).toBe('2/4/false/16');
  });

  test('an undecided way counts half', () => {
    const undecided = { ...step(1, 0, false, 14), score: { wins: 14, losses: 0, undecided: 2 } };
    // 14 + 1 against 16: beyond a tolerance of 0.5, within one of 1.
    expect(chooseStep([step(4, 5, false, 16), undecided], 0.5)?.name).toBe('4/5/false/16');
    expect(chooseStep([step(4, 0, false, 16), undecided], 1)?.name).toBe('1/0/false/14');
  });
});
