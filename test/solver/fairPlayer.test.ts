/**
 * The fair player (src/solver/fair/fairPlayer.ts): it plays only legal moves, never stands on a table
 * twice with the same knowledge, and where what the player sees makes one move the best, it plays it.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, applyMove, currentState, newGame, type CardId, type GameState, type Rules } from '../../src/engine';
import { fairMove, playFairly, type FairDecision } from '../../src/solver/fair/fairPlayer';
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

  test('each step of several moves it chooses runs to the first card it shows (or the win)', () => {
    const start = currentState(newGame(DRAW_1, 20008));
    const decisions: FairDecision[] = [];
    const game = playFairly(start, DRAW_1, CHEAP, { decided: (decision) => decisions.push(decision) });
    const searched = decisions.flatMap((decision, i) => (decision.searched ? [{ decision, table: game.tables[i]!, i }] : []));
    expect(searched.length).toBeGreaterThan(5);
    for (const { decision, table, i } of searched) {
      const seen = new Set(game.tables.slice(0, i + 1).flatMap(faceUp));
      const step = [decision.move, ...decision.plan];
      let now = table;
      step.forEach((move, i) => {
        const applied = applyMove(now, move, DRAW_1);
        expect(applied.ok).toBe(true);
        if (!applied.ok) return;
        now = applied.value.state;
        const shows = faceUp(now).some((card) => !seen.has(card));
        // A lone move may show nothing (where no sampled way was won, single moves are weighed).
        if (i < step.length - 1 || step.length > 1)
          expect(shows, `move ${i + 1} of ${step.length} shows a card`).toBe(i === step.length - 1 && now.foundations.flat().length < 52);
      });
    }
    expect(searched.some(({ decision }) => decision.plan.length > 0)).toBe(true);
  });

  test('turning a face-down card needs no sampling', () => {
    // Deal 2, manual turning: 8♠ from column 2 onto column 4 leaves column 2's top face down.
    const rules: Rules = { ...DRAW_1, turn: 'manual' };
    const start = currentState(newGame(rules, 2));
    const moved = applyMove(start, { type: 'move', from: 'tableau-2', to: 'tableau-4', card: '8S' }, rules);
    if (!moved.ok) throw new Error('8S to column 4 was refused');
    const decision = fairMove([start, moved.value.state], rules, CHEAP);
    expect(decision).toMatchObject({ move: { type: 'turn', pile: 'tableau-2' }, searched: false });
  });

  test("drawing three, the waste's ace is weighed, not sent home unasked (it regroups the later draws)", () => {
    // Deal 32 at draw 3: the first draw shows 3♥ 10♣ A♥, the ace on top; no column's top can go home.
    const rules: Rules = { ...DRAW_1, draw: 3 };
    const start = currentState(newGame(rules, 32));
    const drawn = applyMove(start, { type: 'draw' }, rules);
    if (!drawn.ok) throw new Error('the draw was refused');
    expect(drawn.value.state.waste.at(-1)).toBe('AH');
    expect(fairMove([start, drawn.value.state], rules, CHEAP)?.searched).toBe(true);
    // At draw 1 the same ace on the waste goes home unweighed.
    const oneAtATime = currentState(newGame(DRAW_1, 32));
    let table = oneAtATime;
    const tables = [table];
    while (table.waste.at(-1) !== 'AH') {
      const next = applyMove(table, { type: 'draw' }, DRAW_1);
      if (!next.ok) throw new Error('a draw was refused');
      table = next.value.state;
      tables.push(table);
    }
    expect(fairMove(tables, DRAW_1, CHEAP)).toMatchObject({ move: { type: 'move', from: 'waste', card: 'AH' }, searched: false });
  });
});
