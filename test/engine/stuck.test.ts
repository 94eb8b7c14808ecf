/**
 * "No more moves" is a proof. Every table the walk calls stuck, over games played at random, played
 * greedily and played along the solver's winning lines, under several rule sets, is proven lost by the
 * solver; and a table on a winning line where the win takes cards back off the foundations is not stuck.
 */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_RULES,
  Mt19937,
  applyMove,
  currentState,
  isWon,
  legalMoves,
  newGame,
  parseMoves,
  presetById,
  stuckVerdict,
  uniformInt,
  type GameState,
  type Move,
  type Rules,
  type StuckVerdict,
} from '../../src/engine';
import { solve } from '../../src/solver';
import { DEAL_42_LINE } from '../fixtures/deal42Line';
import { HANG_GUARD_MS, positionClock } from '../support/positionBudget';
import { greedyMove } from '../support/greedyMove';
import { sized } from '../support/testSize';

const MODERN = presetById('modern')!.rules;
// Read by a clock that counts positions, not time: about 5 million positions, whatever the machine's load.
const SOLVE_BUDGET = { maxMs: 20_000, now: positionClock() };

/** Plays `moves` from the deal; every table on the way, the deal first. */
function tablesAlong(rules: Rules, deal: number, moves: readonly Move[]): GameState[] {
  const tables = [currentState(newGame(rules, deal))];
  for (const move of moves) {
    const applied = applyMove(tables.at(-1)!, move, rules);
    if (!applied.ok) throw new Error(`deal ${deal}: the line does not replay`);
    tables.push(applied.value.state);
  }
  return tables;
}

/** The verdicts on a game of up to `length` moves chosen by `choose`, which ends at its first stuck table. */
function verdictsOfPlay(
  rules: Rules,
  deal: number,
  length: number,
  choose: (state: GameState) => Move | undefined,
): { table: GameState; verdict: StuckVerdict }[] {
  const verdicts: { table: GameState; verdict: StuckVerdict }[] = [];
  let table = currentState(newGame(rules, deal));
  for (let i = 0; i < length && !isWon(table); i++) {
    const verdict = stuckVerdict(table, rules);
    verdicts.push({ table, verdict });
    const move = choose(table);
    if (move === undefined || verdict === 'stuck') break;
    const applied = applyMove(table, move, rules);
    if (!applied.ok) throw new Error('a legal move was refused');
    table = applied.value.state;
  }
  return verdicts;
}

describe('no more moves: a proof', () => {
  test('deal 42 along a winning line: the table that needs foundation cards back is not stuck', () => {
    const start = currentState(newGame(MODERN, 42));
    const moves = parseMoves(DEAL_42_LINE, start, MODERN);
    if (!moves.ok) throw new Error('the fixture line does not parse');
    const table = tablesAlong(MODERN, 42, moves.value).at(-1)!;
    expect(stuckVerdict(table, MODERN)).toBe('can-progress');
    // Not won, and no move from it sends a card home or turns one: only a longer walk sees the way on.
    expect(isWon(table)).toBe(false);
    expect(solve(table, MODERN, SOLVE_BUDGET).verdict).toBe('winnable');
  });

  const RULE_SETS: [string, Rules][] = [
    ['modern (draw 1, unlimited)', MODERN],
    ['draw 3, three passes', { ...DEFAULT_RULES, draw: 3, passes: 3 }],
    ['relaxed moves, any card to a space', { ...DEFAULT_RULES, moves: 'relaxed', empty: 'any', fromFoundation: true }],
    ['manual turning, one pass', { ...DEFAULT_RULES, turn: 'manual', passes: 1 }],
  ];
  const DEALS = sized(3, 20);

  test('every stuck table is proven lost: random, greedy and winning games under four rule sets', { timeout: HANG_GUARD_MS }, () => {
    const seed = 20261129;
    const stuckTables: { rules: Rules; table: GameState }[] = [];
    let tables = 0;
    for (const [, rules] of RULE_SETS)
      for (let deal = 1; deal <= DEALS; deal++) {
        const random = new Mt19937(seed + deal);
        const start = currentState(newGame(rules, deal));
        const line = solve(start, rules, { ...SOLVE_BUDGET, maxMs: 3000 });
        const winningLine = line.verdict === 'winnable' ? tablesAlong(rules, deal, line.moves) : [];
        const verdicts = [
          // Random play wanders through tables with many shuffles left, each a long walk: kept short.
          ...verdictsOfPlay(rules, deal, 60, (s) => {
            const moves = legalMoves(s, rules);
            return moves[uniformInt(random, moves.length - 1)];
          }),
          ...verdictsOfPlay(rules, deal, 200, (s) => greedyMove(s, rules, random)),
          ...winningLine.map((table) => ({ table, verdict: stuckVerdict(table, rules) })),
        ];
        tables += verdicts.length;
        for (const { table, verdict } of verdicts) if (verdict === 'stuck') stuckTables.push({ rules, table });
      }
    console.log(`stuck property: seed ${seed}, ${DEALS} deals a rule set, ${tables} tables, ${stuckTables.length} stuck`);
    // The property must have something to hold for: greedy play gets stuck often.
    expect(tables).toBeGreaterThan(DEALS * RULE_SETS.length * 100);
    expect(stuckTables.length).toBeGreaterThanOrEqual(DEALS);
    for (const { rules, table } of stuckTables) expect(solve(table, rules, SOLVE_BUDGET).verdict).toBe('unwinnable');
  });
});
