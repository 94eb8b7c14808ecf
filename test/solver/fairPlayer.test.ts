/**
 * The fair player (src/solver/fair/fairPlayer.ts): it plays only legal moves, never stands on a table
 * twice with the same knowledge, and where what the player sees makes one move the best, it plays it.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, applyMove, currentState, newGame, type CardId, type GameState, type Rules } from '../../src/engine';
import { fairMove, playFairly } from '../../src/solver/fair/fairPlayer';
import { parseLayout } from '../../src/solver/fair/layout';

const DRAW_1: Rules = { ...DEFAULT_RULES, draw: 1, passes: null };
const CHEAP = { samples: 1, seed: 5, maxNodes: 300 };

/** The cards face up on a table: the waste, the foundations, the columns' runs. */
const faceUp = (table: GameState): CardId[] => [...table.waste, ...table.foundations.flat(), ...table.tableau.flatMap((c) => c.up)];

describe('the fair player', () => {
  test('plays a whole game of legal moves and never comes back to a table knowing no more', () => {
    const start = currentState(newGame(DRAW_1, 20007));
    const game = playFairly(start, DRAW_1, CHEAP);
    expect(game.moves.length).toBeGreaterThan(20);
    const seen = new Set<CardId>(faceUp(start));
    const stoodOn = new Set([JSON.stringify([start.stock, start.waste, start.foundations, start.tableau, seen.size])]);
    let table = start;
    for (const move of game.moves) {
      const applied = applyMove(table, move, DRAW_1);
      expect(applied.ok).toBe(true);
      if (!applied.ok) return;
      table = applied.value.state;
      for (const card of faceUp(table)) seen.add(card);
      const key = JSON.stringify([table.stock, table.waste, table.foundations, table.tableau, seen.size]);
      expect(stoodOn.has(key), `back to a table after ${stoodOn.size} moves`).toBe(false);
      stoodOn.add(key);
    }
    expect(game.tables.at(-1)).toEqual(table);
  });

  test('where the odds tie, it turns the face-down card over rather than draw', () => {
    // Everything home up to the jacks; the king of hearts covers the queen of spades, the rest of the
    // queens and kings lie in the stock, never drawn. Moving the king to an empty column shows the queen.
    const layout = parseLayout(
      JSON.stringify({
        stock: ['QC', 'KC', 'KS', 'QD', 'KD', 'QH'],
        waste: [],
        foundations: ['C', 'D', 'H', 'S'].map((suit) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J'].map((rank) => `${rank}${suit}`)),
        tableau: [{ down: ['QS'], up: ['KH'] }, ...Array.from({ length: 6 }, () => ({ down: [], up: [] }))],
      }),
      DRAW_1,
      0,
    );
    if (!layout.ok) throw new Error(layout.error);
    const decision = fairMove([layout.value.table], DRAW_1, CHEAP);
    expect(decision).toMatchObject({ move: { type: 'move', from: 'tableau-1', card: 'KH' }, winChance: 1, searched: true });
  });
});
