/** The session controller: intents in, typed events out; the clock; auto-moves; hints. */
import { describe, expect, test } from 'vitest';
import { SessionController } from '../../src/app/session/controller';
import type { ControllerEvents } from '../../src/app/session/events';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import { currentState, DEFAULT_RULES, isTableauId, presetById, undoTo } from '../../src/engine';
import { rulesWith } from '../engine/fixtures';

function make(options: { autoMoves?: boolean; rules?: ReturnType<typeof rulesWith> } = {}) {
  let now = 1000;
  const controller = new SessionController({
    rules: options.rules ?? rulesWith({}),
    deal: 1,
    settings: { ...DEFAULT_SETTINGS, autoMoves: options.autoMoves ? 'on' : 'off' },
    now: () => now,
    randomDeal: () => 77,
  });
  const log: { type: keyof ControllerEvents; event: unknown }[] = [];
  controller.events.on('*', (type, event) => log.push({ type, event }));
  return {
    controller,
    log,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SessionController', () => {
  test('a legal move changes the table and says so; an illegal one says why and changes nothing', () => {
    const { controller, log } = make();
    expect(controller.tryMove('tableau-2', 'AS', 'foundation-1')).toBe(true);
    expect(log.at(-1)).toMatchObject({ type: 'changed', event: { cause: 'move' } });
    const before = controller.state;
    expect(controller.tryMove('tableau-1', '9D', 'tableau-3')).toBe(false);
    expect(log.at(-1)).toMatchObject({ type: 'illegal', event: { reason: 'not-descending' } });
    expect(controller.state).toBe(before);
  });

  test('safe auto-moves follow a move as their own change when the setting is on', () => {
    const { controller, log } = make({ autoMoves: true });
    controller.start();
    expect(log.map((l) => l.type === 'changed' && (l.event as ControllerEvents['changed']).cause)).toEqual(['deal', 'auto']);
    expect(controller.state.foundations.flat()).toEqual(expect.arrayContaining(['AS', 'AH']));
  });

  test('the aces sent home at the deal are part of it: at Moves 0 there is nothing to undo, after a Restart too', () => {
    const { controller, log } = make({ autoMoves: true });
    controller.start();
    const dealt = controller.state;
    expect(dealt.moves).toBe(0);
    expect(controller.canUndo).toBe(false);
    expect(controller.undo()).toBe(false);
    expect(log.at(-1)).toMatchObject({ type: 'notice', event: { text: 'Nothing to undo.' } });
    expect(controller.state).toBe(dealt);

    expect(controller.draw()).toBe(true);
    expect(controller.undo()).toBe(true);
    expect(controller.state).toEqual(dealt);
    expect(controller.canUndo).toBe(false);

    controller.restart();
    expect(controller.state).toEqual(dealt);
    expect(controller.canUndo).toBe(false);
  });

  test("a resumed game starts exactly as it was left: an old save with the deal's auto-moves undone stays so", () => {
    const { controller } = make({ autoMoves: true });
    controller.start();
    // Such a save stands before the deal's auto-moves, the player having undone them.
    const undone = undoTo(controller.game, 0);
    const left = currentState(undone);
    const resumed = new SessionController({
      rules: rulesWith({}),
      deal: 1,
      settings: { ...DEFAULT_SETTINGS, autoMoves: 'on' },
      now: () => 0,
      randomDeal: () => 77,
      resume: { game: undone, elapsedMs: 0 },
    });
    resumed.start();
    expect(resumed.state).toEqual(left);
    expect(resumed.state.foundations.flat()).toEqual([]);
  });

  test('a tap sends a card to its best place: home first', () => {
    const { controller } = make();
    expect(controller.tapCard('tableau-6', 'AH')).toBe(true);
    expect(controller.state.foundations[0]).toEqual(['AH']);
  });

  test('the notation the keyboard speaks is played', () => {
    const { controller } = make();
    expect(controller.playNotation('2>F')).toBe(true);
    expect(controller.playNotation('P')).toBe(true);
    expect(controller.playNotation('W>5')).toBe(true);
    expect(controller.state.tableau[4]!.up).toEqual(['JH', 'TS']);
    expect(controller.playNotation('Q>Q')).toBe(false);
  });

  test('the clock starts on the first move and stops while hidden', () => {
    const { controller, advance } = make();
    advance(5000);
    expect(controller.elapsedMs).toBe(0);
    controller.draw();
    advance(3000);
    expect(controller.elapsedMs).toBe(3000);
    controller.setVisible(false);
    advance(10_000);
    controller.setVisible(true);
    advance(1000);
    expect(controller.elapsedMs).toBe(4000);
  });

  test('without a solver, hint offers the plain ranking and says so', () => {
    const { controller, log } = make();
    controller.help.hint();
    expect(log.at(-1)).toMatchObject({
      type: 'hint',
      event: { source: 'heuristic', verdict: 'unknown', move: { type: 'move', to: expect.stringMatching(/^foundation/) } },
    });
  });

  test('new game deals the next number and carries the Vegas bank', () => {
    const { controller } = make({ rules: presetById('vegas-cumulative')!.rules });
    expect(controller.state.score).toBe(-52);
    controller.tryMove('tableau-2', 'AS', 'foundation-1');
    controller.newGame();
    expect(controller.game.deal).toBe(77);
    expect(controller.state.score).toBe(-52 + 5 - 52);
  });

  test('finish plays every card home as one change; a win is announced once', () => {
    const { controller, log } = make();
    controller.tryMove('tableau-2', 'AS', 'foundation-1');
    expect(controller.finish()).toBe(true);
    expect(log.at(-1)).toMatchObject({ type: 'changed', event: { cause: 'finish' } });
    expect(log.filter((l) => l.type === 'won')).toHaveLength(0);
  });

  test('undo with nothing to undo gives a notice', () => {
    const { controller, log } = make();
    expect(controller.undo()).toBe(false);
    expect(log.at(-1)?.type).toBe('notice');
  });

  test('targets lists the legal destinations of a card', () => {
    const { controller } = make();
    expect(controller.targets('tableau-2', 'AS').filter((p) => !isTableauId(p))).toEqual(['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4']);
  });
});

describe('the clock of a resumed game', () => {
  test('runs on from where it was saved; a game saved at its first move (clock 0) runs too', () => {
    let now = 0;
    const moved = (() => {
      const c = new SessionController({ rules: DEFAULT_RULES, deal: 5, settings: DEFAULT_SETTINGS, now: () => now, randomDeal: () => 1 });
      c.draw();
      return c.game;
    })();
    for (const saved of [0, 12_000]) {
      const resumed = new SessionController({
        rules: DEFAULT_RULES,
        deal: 5,
        settings: DEFAULT_SETTINGS,
        now: () => now,
        randomDeal: () => 1,
        resume: { game: moved, elapsedMs: saved },
      });
      expect(resumed.clockRunning).toBe(true);
      now += 3_000;
      expect(resumed.elapsedMs).toBe(saved + 3_000);
    }
  });
});

describe("the preset's play style, and the player's settings over it", () => {
  const klondike23 = presetById('klondike23-var0-relaxed')!.rules;
  const dealt = (rules: typeof klondike23, autoMoves: 'preset' | 'on' | 'off', deal = 11) => {
    const controller = new SessionController({ rules, deal, settings: { ...DEFAULT_SETTINGS, autoMoves }, now: () => 0, randomDeal: () => 77 });
    controller.start();
    return controller;
  };

  test('Klondike 2.3: no card goes home by itself at the deal (deal 11: AH and 2H stay)', () => {
    expect(dealt(klondike23, 'preset').state.foundations.flat()).toEqual([]);
    expect(dealt(presetById('windows')!.rules, 'preset').state.foundations.flat()).toEqual([]);
  });

  test("JSolitaire and modern send safe cards home; the player's choice wins either way", () => {
    // Deal 11: AH goes home, then 2H (under JSolitaire's rules 2H would wait for the black aces).
    expect(dealt(presetById('modern')!.rules, 'preset').state.foundations.flat()).toEqual(['AH', '2H']);
    expect(dealt(klondike23, 'on').state.foundations.flat()).toEqual(['AH', '2H']);
    expect(dealt(presetById('modern')!.rules, 'off').state.foundations.flat()).toEqual([]);
  });

  test('the style in force says what a tap does and how FINISH plays', () => {
    const controller = dealt(klondike23, 'preset');
    expect(controller.style).toEqual({ autoMoves: false, tap: 'select', finish: 'home-only', stockSide: 'left', dosInput: true, twosWaitForAces: false });
    controller.updateSettings({ tap: 'move', autoMoves: 'on', stockSide: 'right' });
    expect(controller.style).toEqual({ autoMoves: true, tap: 'move', finish: 'home-only', stockSide: 'right', dosInput: true, twosWaitForAces: false });
  });

  test('a tapped card with no legal place says so plainly', () => {
    const { controller, log } = make();
    expect(controller.tapCard('tableau-1', '9D')).toBe(false);
    expect(log.at(-1)).toMatchObject({ type: 'illegal', event: { reason: 'nowhere-to-go', message: 'The nine of diamonds has nowhere to go.' } });
  });
});
