// @vitest-environment happy-dom
/** The live region: what a real controller's changes make it say, one message per change. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SessionController } from '../../../src/app/session/controller';
import { DEFAULT_SETTINGS } from '../../../src/app/settings';
import { presetById } from '../../../src/engine';
import { mountAnnouncer, type Announcer } from '../../../src/ui/a11y/announcer';
import { byTestId, clearDocument } from '../support/happyDom';

describe('announcer', () => {
  let controller: SessionController;
  let announcer: Announcer;

  beforeEach(() => {
    controller = new SessionController({
      rules: presetById('modern')!.rules,
      deal: 1,
      settings: { ...DEFAULT_SETTINGS, autoMoves: 'on' },
      now: () => 0,
      randomDeal: () => 7,
    });
    announcer = mountAnnouncer(document.body, controller);
  });
  afterEach(() => {
    announcer.destroy();
    clearDocument();
  });

  /** What the region says once the task that changed the table is over. */
  const spoken = async (): Promise<string> => {
    await Promise.resolve();
    return byTestId(document.body, 'announcer').textContent ?? '';
  };

  test('is a polite status region with a name', () => {
    const region = byTestId(document.body, 'announcer');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-label')).toBe('Announcements');
  });

  test('a deal and the automatic moves after it are one message', async () => {
    controller.start();
    const text = await spoken();
    expect(text).toMatch(/^New game: deal 1\. /);
    expect(text).toContain('Ace of spades to the foundation.');
    expect(text).toContain('Four of clubs turned up.');
    expect(text).toContain('Ace of hearts to the foundation.');
    expect(byTestId(document.body, 'announcer').childElementCount).toBe(1);
  });

  test('Show me says once how many moves it will play', async () => {
    controller.start();
    await spoken();
    controller.events.emit('showMe', { phase: 'searching', moves: 0 });
    controller.events.emit('showMe', { phase: 'playing', moves: 118 });
    expect(await spoken()).toBe('Show me plays 118 moves to the win.');
    controller.events.emit('showMe', { phase: 'over', moves: 0 });
    controller.events.emit('showMe', { phase: 'playing', moves: 1 });
    expect(await spoken()).toBe('Show me plays 1 move to the win.');
  });

  test.each([
    [false, false, 'You won! Every card is home.'],
    [true, true, 'Show me won the game.'],
    [true, false, 'Every card is home. You had help in this game, so it does not count as a win.'],
  ])('a win (assisted %s, by Show me %s) is said as the game had it', async (assisted, byShowMe, said) => {
    controller.start();
    await spoken();
    controller.events.emit('won', { snapshot: controller.snapshot(), elapsedMs: 0, assisted, byShowMe });
    expect(await spoken()).toBe(said);
  });

  test('a deal from the stock, a move, an undo and an illegal move', async () => {
    controller.start();
    await spoken();
    controller.draw();
    expect(await spoken()).toBe('Stock: ten of spades.');
    controller.tryMove('waste', 'TS', 'tableau-7');
    expect(await spoken()).toBe('Ten of spades onto jack of diamonds.');
    controller.tryMove('tableau-1', '9D', 'tableau-7');
    expect(await spoken()).toBe('Nine of diamonds onto ten of spades.');
    controller.undo();
    expect(await spoken()).toBe('Undone: nine of diamonds onto ten of spades.');
    controller.tryMove('tableau-1', '9D', 'tableau-3');
    expect(await spoken()).toBe("The nine of diamonds can't go on the jack of clubs: build down, one rank lower.");
  });
});
