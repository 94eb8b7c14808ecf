/**
 * At draw 2–5 the draw-1 relaxation (solve.ts) often wins long before the real search: its winning
 * line then guides a short burst of the real search's attempts towards putting the same cards onto
 * the same cards. Guidance only reorders moves, so it can never change a verdict.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, TABLEAU_IDS, applyMove, currentState, newGame, topOf, type CardId, type GameState, type TableauId } from '../../src/engine';
import { solve } from '../../src/solver';
import { cardIdOf } from '../../src/solver/cards';
import { StepKind, listedMove, listedPriority, moveKind } from '../../src/solver/encoding';
import { MoveGenerator } from '../../src/solver/moveGenerator';
import { GUIDE_BONUS } from '../../src/solver/moveGuide';
import { Position } from '../../src/solver/position';
import { Search } from '../../src/solver/search';
import { movesFromLog } from '../../src/solver/solution';

const DRAW_1 = { ...DEFAULT_RULES, draw: 1 } as const;
const DRAW_3 = { ...DEFAULT_RULES, draw: 3 } as const;

/** Each card the engine's replay of `log` puts into a column, with the card it goes onto (null: a space). */
function placementsByReplay(root: GameState, log: Int32Array): [CardId, CardId | null][] {
  const placements: [CardId, CardId | null][] = [];
  let state = root;
  for (const move of movesFromLog(root, DRAW_1, log)) {
    if (move.type === 'move' && (TABLEAU_IDS as readonly string[]).includes(move.to)) {
      const column = state.tableau[TABLEAU_IDS.indexOf(move.to as TableauId)]!;
      placements.push([move.card, topOf(column.up) ?? null]);
    }
    const applied = applyMove(state, move, DRAW_1);
    if (!applied.ok) throw new Error('the winning line does not replay');
    state = applied.value.state;
  }
  return placements;
}

describe('guiding the search by a winning line', () => {
  test.each([2, 3, 4, 5, 6])('the placements read off a winning line are the ones its replay makes (deal %i)', (deal) => {
    const root = currentState(newGame(DRAW_1, deal));
    const search = new Search(new Position(root, DRAW_1));
    const outcome = search.run();
    expect(outcome?.verdict).toBe('winnable');
    if (outcome?.verdict !== 'winnable') return;
    const read = search.winningPlacements().map(([card, onto]) => [cardIdOf(card), onto < 0 ? null : cardIdOf(onto)]);
    const replayed = placementsByReplay(root, outcome.log);
    expect(replayed.length).toBeGreaterThan(0);
    expect(read).toEqual(replayed);
  });

  test('guided moves are the same moves, only in another order', () => {
    for (let deal = 1; deal <= 20; deal++) {
      const root = currentState(newGame(DRAW_3, deal));
      const plain = new MoveGenerator(new Position(root, DRAW_3));
      const guided = new MoveGenerator(new Position(root, DRAW_3));
      // Guide towards every placement there is: each listed move gets the bonus.
      const everything: [number, number][] = [];
      for (let card = 0; card < 52; card++) for (let onto = -1; onto < 52; onto++) everything.push([card, onto]);
      guided.guide.add(everything);
      guided.guided = true;
      plain.listMoves();
      guided.listMoves();
      const moves = (g: MoveGenerator): number[] => Array.from(g.arena.subarray(0, g.arenaTop), listedMove).sort((a, b) => a - b);
      expect(moves(guided)).toEqual(moves(plain));
      // The bonus shows in the priorities of the moves that put a card into a column.
      const priorities = (g: MoveGenerator): number => Array.from(g.arena.subarray(0, g.arenaTop), listedPriority).reduce((a, b) => a + b, 0);
      const placing = Array.from(plain.arena.subarray(0, plain.arenaTop)).filter(
        (m) => moveKind(listedMove(m)) !== StepKind.ColumnHome && moveKind(listedMove(m)) !== StepKind.TalonHome,
      ).length;
      expect(priorities(guided) - priorities(plain)).toBe(GUIDE_BONUS * placing);
    }
  });

  test("deal 3 at draw 3: won within 30,000 positions with the relaxation's guidance, not without", () => {
    // Guided, it is won in about 23,000 positions; unguided, in about 70,000. (Deals 234, 469 and 264
    // served here before; changes to the move lists and to the relaxation reorder the search.)
    const root = currentState(newGame(DRAW_3, 3));
    const unguided = new Search(new Position(root, DRAW_3), { maxNodes: 30_000 });
    expect(unguided.run()?.verdict).toBe('unknown');
    const result = solve(root, DRAW_3, { maxNodes: 30_000 });
    expect(result.verdict).toBe('winnable');
  });
});
