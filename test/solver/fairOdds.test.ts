/**
 * Fair help's ground (src/solver/fair): what the player knows is what the tables showed; the odds
 * depend on nothing else (two games that differ only in where never-seen cards lie get the same answer
 * for the same seed); and the odds are calibrated against the full-sight solver.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, applyMove, currentState, legalMoves, newGame, presetById, type CardId, type GameState, type Move, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';
import { knowledgeOf } from '../../src/solver/fair/knowledge';
import { movesByOdds, oddsOf, wilsonInterval } from '../../src/solver/fair/odds';
import { sized } from '../support/testSize';

const MODERN = presetById('modern')!.rules;
const DRAW_3: Rules = { ...DEFAULT_RULES, draw: 3, passes: null };

/** Plays `choices` (each picks among the legal moves) from `start`; every table, the start first, and the moves. */
function playFrom(start: GameState, rules: Rules, choices: readonly number[]): { tables: GameState[]; moves: Move[] } {
  const tables = [start];
  const moves: Move[] = [];
  for (const choice of choices) {
    const table = tables.at(-1)!;
    const legal = legalMoves(table, rules);
    if (legal.length === 0) break;
    const move = legal[choice % legal.length]!;
    const applied = applyMove(table, move, rules);
    if (!applied.ok) throw new Error('a legal move was refused');
    tables.push(applied.value.state);
    moves.push(move);
  }
  return { tables, moves };
}

/** `state` with every card renamed through `rename` (cards it does not name stay). */
function relabel(state: GameState, rename: ReadonlyMap<CardId, CardId>): GameState {
  const to = (card: CardId): CardId => rename.get(card) ?? card;
  return {
    ...state,
    stock: state.stock.map(to),
    waste: state.waste.map(to),
    foundations: state.foundations.map((pile) => pile.map(to)),
    tableau: state.tableau.map((column) => ({ down: column.down.map(to), up: column.up.map(to) })),
  };
}

/** Replays `moves` from `start`, or null where one is refused. */
function replay(start: GameState, rules: Rules, moves: readonly Move[]): GameState[] | null {
  const tables = [start];
  for (const move of moves) {
    const applied = applyMove(tables.at(-1)!, move, rules);
    if (!applied.ok) return null;
    tables.push(applied.value.state);
  }
  return tables;
}

describe('what the player knows', () => {
  test('a dealt table: the 21 face-down cards and the 24 of the stock are unseen; the 7 column tops are known', () => {
    const knowledge = knowledgeOf([currentState(newGame(MODERN, 5))]);
    expect(knowledge.unseen).toHaveLength(45);
    expect(knowledge.down.flat().every((card) => card === null)).toBe(true);
    expect(knowledge.stock.every((card) => card === null)).toBe(true);
    expect(knowledge.table.up.flat()).toHaveLength(7);
  });

  test('a card drawn three at a time, even one covered at once, stays known after the recycle puts it back in the stock', () => {
    const start = currentState(newGame(DRAW_3, 5));
    const { tables } = playFrom(
      start,
      DRAW_3,
      Array.from({ length: 9 }, () => 0),
    ); // 8 draws, then a recycle
    const now = tables.at(-1)!;
    expect(now.waste).toEqual([]);
    const knowledge = knowledgeOf(tables);
    expect(knowledge.stock).toEqual(now.stock); // every stock card was shown on the waste
    expect(knowledge.unseen).toHaveLength(21);
  });
});

describe('the odds depend only on what the player knows', () => {
  test('twins: the same history over layouts that differ only where never-seen cards lie give the same knowledge and odds', () => {
    const rulesList = [MODERN, DRAW_3, { ...DEFAULT_RULES, turn: 'manual' as const, moves: 'relaxed' as const }];
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(rulesList.length - 1),
        fc.array(fc.nat(), { minLength: 0, maxLength: 40 }),
        fc.nat(),
        (deal, rulesIndex, choices, shuffleSeed) => {
          const rules = rulesList[rulesIndex]!;
          const start = currentState(newGame(rules, deal));
          const { tables, moves } = playFrom(start, rules, choices);
          const knowledge = knowledgeOf(tables);
          // Rename the never-seen cards among themselves: a layout the player cannot tell from this one.
          const unseen = [...knowledge.unseen];
          const shuffled = fc.sample(fc.shuffledSubarray(unseen, { minLength: unseen.length, maxLength: unseen.length }), {
            seed: shuffleSeed,
            numRuns: 1,
          })[0]!;
          const twinTables = replay(relabel(start, new Map(unseen.map((card, i) => [card, shuffled[i]!]))), rules, moves);
          expect(twinTables).not.toBeNull();
          const twin = knowledgeOf(twinTables!);
          expect(twin).toEqual(knowledge);
          const options = { samples: 2, seed: deal, maxNodes: 300 };
          expect(oddsOf(twin, rules, options)).toEqual(oddsOf(knowledge, rules, options));
        },
      ),
      { numRuns: sized(25, 200) },
    );
  });
});

describe('the odds', () => {
  test('Wilson 95 % interval: 7 of 10 is 0.397–0.892; 0 of 5 starts at 0', () => {
    const { low, high } = wilsonInterval(7, 10);
    expect(low).toBeCloseTo(0.3968, 3);
    expect(high).toBeCloseTo(0.8922, 3);
    expect(wilsonInterval(0, 5).low).toBe(0);
  });

  test('the same knowledge, seed and budget in positions: the same answer, move by move', () => {
    const knowledge = knowledgeOf([currentState(newGame(MODERN, 5))]);
    const options = { samples: 4, seed: 9, maxNodes: 2000 };
    const first = movesByOdds(knowledge, MODERN, options);
    expect(first.length).toBeGreaterThan(0);
    expect(movesByOdds(knowledge, MODERN, options)).toEqual(first);
    const chances = first.map((m) => m.odds.winChance ?? -1);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
  });

  test('calibrated: over dealt tables, the mean chance is within a few points of the share the full-sight solver wins', () => {
    const deals = sized(16, 60);
    let chance = 0;
    let decided = 0;
    let winnable = 0;
    for (let deal = 1; deal <= deals; deal++) {
      const table = currentState(newGame(MODERN, deal));
      const odds = oddsOf(knowledgeOf([table]), MODERN, { samples: 8, seed: deal, maxNodes: 5000 });
      if (odds.winChance !== null) {
        chance += odds.winChance;
        decided += 1;
      }
      if (solve(table, MODERN, { maxNodes: 200_000 }).verdict === 'winnable') winnable += 1;
    }
    const mean = chance / decided;
    const share = winnable / deals;
    console.log(`calibration: ${deals} deals, mean chance ${mean.toFixed(3)}, full-sight share ${share.toFixed(3)}`);
    // A deal's own layout is one of the ways its hidden cards could lie: over many deals the two agree.
    expect(Math.abs(mean - share)).toBeLessThan(0.12);
  });
});
