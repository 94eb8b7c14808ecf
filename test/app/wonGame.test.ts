/**
 * A won game is closed once its win has been shown (the dialog opened), as in Microsoft Solitaire and
 * Aisleriot: Undo and Redo are off and say why; New and Restart still deal. Before it is shown (the
 * cards still flying home) an undo takes the win back, and winning again is celebrated again.
 */
import { describe, expect, test } from 'vitest';
import { SessionController, WON_GAME_CLOSED } from '../../src/app/session/controller';
import type { ControllerEvents } from '../../src/app/session/events';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import { t } from '../../src/i18n';
import { DEFAULT_RULES, newGame, type Game } from '../../src/engine';
import { position } from '../engine/fixtures';

const SUITS = ['C', 'D', 'H', 'S'] as const;
const RANKS = 'A 2 3 4 5 6 7 8 9 T J Q'.split(' ');

/** Every card home but the king of spades, last in the first column: one move from a win. */
function oneMoveFromWin(): Game {
  const state = position({
    foundations: SUITS.map((suit) => [...RANKS, ...(suit === 'S' ? [] : ['K'])].map((rank) => rank + suit).join(' ')),
    tableau: ['KS'],
  });
  return { ...newGame(DEFAULT_RULES, 1), states: [state] };
}

function make() {
  const controller = new SessionController({
    rules: DEFAULT_RULES,
    deal: 1,
    settings: { ...DEFAULT_SETTINGS, autoMoves: 'off' },
    now: () => 0,
    randomDeal: () => 77,
    resume: { game: oneMoveFromWin(), elapsedMs: 0 },
  });
  const log: { type: keyof ControllerEvents; event: unknown }[] = [];
  controller.events.on('*', (type, event) => log.push({ type, event }));
  const count = (type: keyof ControllerEvents): number => log.filter((l) => l.type === type).length;
  return { controller, log, count };
}

/** The last move: the king of spades goes home, and the game is won. */
function win(controller: SessionController): void {
  expect(controller.tryMove('tableau-1', 'KS', 'foundation-4')).toBe(true);
  expect(controller.won).toBe(true);
}

describe('a won game', () => {
  test('once the win is shown, Undo and Redo are off and say why; the table stays won', () => {
    const { controller, log } = make();
    win(controller);
    controller.winShown();
    expect([controller.canUndo, controller.canRedo]).toEqual([false, false]);
    const table = controller.state;
    expect(controller.undo()).toBe(false);
    expect(log.at(-1)).toEqual({ type: 'notice', event: { text: t(WON_GAME_CLOSED) } });
    expect(controller.redo()).toBe(false);
    expect(log.at(-1)).toEqual({ type: 'notice', event: { text: t(WON_GAME_CLOSED) } });
    expect(controller.state).toBe(table);
    expect(t(WON_GAME_CLOSED)).toBe('The game is won: deal again with New.');
  });

  test('New and Restart still deal, and the dealt game has its undo again', () => {
    const { controller } = make();
    win(controller);
    controller.winShown();
    controller.restart();
    expect(controller.won).toBe(false);
    expect(controller.draw()).toBe(true);
    expect(controller.canUndo).toBe(true);
    expect(controller.undo()).toBe(true);
    controller.newGame();
    expect(controller.game.deal).toBe(77);
    expect(controller.draw()).toBe(true);
    expect(controller.canUndo).toBe(true);
  });

  test('a game resumed won is closed too', () => {
    const { controller } = make();
    win(controller);
    const resumed = new SessionController({
      rules: DEFAULT_RULES,
      deal: 1,
      settings: DEFAULT_SETTINGS,
      now: () => 0,
      randomDeal: () => 77,
      resume: { game: controller.game, elapsedMs: 0 },
    });
    expect([resumed.won, resumed.canUndo, resumed.undo()]).toEqual([true, false, false]);
  });

  test('before it is shown, an undo takes the win back; won again, it is announced and shown again, and counted once', () => {
    const { controller, count } = make();
    win(controller);
    expect(controller.canUndo).toBe(true);
    expect(controller.undo()).toBe(true);
    expect(controller.won).toBe(false);
    // The table never showed that win: it was undone first.
    controller.winShown();
    expect(count('winShown')).toBe(0);
    win(controller);
    expect([count('won'), count('finished')]).toEqual([2, 1]);
    controller.winShown();
    expect(count('winShown')).toBe(1);
    expect(controller.canUndo).toBe(false);
  });
});
