import { describe, expect, test } from 'vitest';
import { tableHook, type HookTable } from '../../src/app/automationHook';
import { DEFAULT_RULES, newGame, snapshotOf } from '../../src/engine';

describe('the automation hook over the table', () => {
  function setUp() {
    const frames: (() => void)[] = [];
    let table: HookTable | null = null;
    const saves: (() => void)[] = [];
    const game = newGame(DEFAULT_RULES, 7);
    const hook = tableHook({
      session: { snapshot: () => snapshotOf(game), elapsedMs: 1234.6, judgingOutcome: false },
      table: () => table,
      canvasRect: () => ({ x: 10, y: 20, width: 300, height: 500 }),
      saved: () => new Promise<void>((resolve) => saves.push(resolve)),
      nextFrame: (callback) => frames.push(callback),
    });
    const runFrame = () => frames.splice(0).forEach((f) => f());
    return {
      hook,
      runFrame,
      saves,
      setTable: (t: HookTable | null) => {
        table = t;
      },
    };
  }

  test('ready() waits for a frame, for the table to be idle, then for the save', async () => {
    const { hook, runFrame, saves, setTable } = setUp();
    let resolved = false;
    void hook.ready().then(() => {
      resolved = true;
    });
    runFrame(); // no table yet: looks again next frame
    setTable({ idle: false, rectOf: () => null });
    runFrame();
    expect(saves).toHaveLength(0);
    setTable({ idle: true, rectOf: () => null });
    runFrame();
    expect(saves).toHaveLength(1);
    await Promise.resolve();
    expect(resolved).toBe(false);
    saves[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resolved).toBe(true);
  });

  test('rect() is in page pixels (the canvas offset added), null when the table is not shown', () => {
    const { hook, setTable } = setUp();
    expect(hook.rect('AS')).toBeNull();
    setTable({ idle: true, rectOf: (id) => (id === 'AS' ? { x: 5, y: 6, width: 40, height: 60 } : null) });
    expect(hook.rect('AS')).toEqual({ x: 15, y: 26, width: 40, height: 60 });
    expect(hook.rect('KD')).toBeNull();
  });

  test('state() is the table with its clock in whole milliseconds', () => {
    const { hook } = setUp();
    expect(hook.state().elapsedMs).toBe(1235);
    expect(hook.state().tableau).toHaveLength(7);
  });
});
