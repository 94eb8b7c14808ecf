/**
 * The outcome watch's "no more moves": a short walk answers at once; a long one goes on in later tasks
 * (the table's next tap is never held up), is dropped when the table changes, and its proof answers
 * for the tables it reached (drawing on through a dead stock is not announced again).
 */
import mitt from 'mitt';
import { describe, expect, test } from 'vitest';
import { Mt19937, applyMove, currentState, newGame, presetById, StuckSearch, type GameState } from '../../src/engine';
import type { ControllerEvents } from '../../src/app/session/events';
import { OutcomeWatch } from '../../src/app/session/outcomeWatch';
import { greedyMove } from '../support/greedyMove';

const RULES = presetById('modern')!.rules;

/** A greedy game of deal 2 (home and turns first, else a random move) to its first stuck table, one with a long walk. */
function stuckGame(): GameState[] {
  const random = new Mt19937(4);
  const tables = [currentState(newGame(RULES, 2))];
  for (let i = 0; i < 400; i++) {
    const table = tables.at(-1)!;
    if (new StuckSearch(table, RULES).step() === 'stuck') return tables;
    const applied = applyMove(table, greedyMove(table, RULES, random)!, RULES);
    if (!applied.ok) throw new Error('a legal move was refused');
    tables.push(applied.value.state);
  }
  throw new Error('the greedy game never got stuck');
}

function watchOver(first: GameState) {
  const events = mitt<ControllerEvents>();
  const said: string[] = [];
  events.on('stuck', () => said.push('stuck'));
  const tasks: (() => void)[] = [];
  const session = {
    state: first,
    rules: RULES,
    won: false,
    events,
    hadHelp: false,
    showingMe: false,
    canUndo: true,
    elapsedMs: 0,
    snapshot: () => {
      throw new Error('not needed');
    },
  };
  const watch = new OutcomeWatch(session, { pauseClock: () => {}, figures: () => ({}) as ControllerEvents['finished'] }, (run) => tasks.push(run));
  const runTasks = (): number => {
    let ran = 0;
    for (let task = tasks.shift(); task !== undefined; task = tasks.shift()) {
      task();
      ran += 1;
    }
    return ran;
  };
  return { session, watch, said, runTasks };
}

describe('outcome watch: no more moves', () => {
  const tables = stuckGame();
  const stuck = tables.at(-1)!;
  const before = tables.at(-2)!;

  test('a long walk answers in later tasks, and ready-waiting sees it under way', () => {
    const walk = new StuckSearch(stuck, RULES);
    walk.step();
    expect(walk.positions).toBeGreaterThan(400); // more than two slices: the walk must go on later
    const { session, watch, said, runTasks } = watchOver(before);
    watch.settle();
    session.state = stuck;
    watch.changed('move');
    expect(watch.judging).toBe(true);
    expect(said).toEqual([]);
    expect(runTasks()).toBeGreaterThan(1);
    expect(watch.judging).toBe(false);
    expect(said).toEqual(['stuck']);
  });

  test('a change of the table drops the walk under way', () => {
    const { session, watch, said, runTasks } = watchOver(before);
    session.state = stuck;
    watch.changed('move');
    expect(watch.judging).toBe(true);
    session.state = before; // an undo before the verdict: that table can still make progress
    watch.changed('undo');
    expect(watch.judging).toBe(false);
    runTasks();
    expect(said).toEqual([]);
  });

  test('drawing on through the dead stock: answered at once from the proof, not announced again', () => {
    const { session, watch, said, runTasks } = watchOver(before);
    session.state = stuck;
    watch.changed('move');
    runTasks();
    expect(said).toEqual(['stuck']);
    const drawn = applyMove(stuck, { type: 'draw' }, RULES);
    if (!drawn.ok) throw new Error('no draw left');
    session.state = drawn.value.state;
    watch.changed('move');
    expect(watch.judging).toBe(false);
    expect(said).toEqual(['stuck']);
  });
});
