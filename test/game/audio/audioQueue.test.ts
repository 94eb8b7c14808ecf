// @vitest-environment happy-dom
/**
 * The audio player's queue, with Howler replaced by a fake Howl: nothing is asked of Howler before the
 * player's first press (sounds asked for then are dropped, not played late); after it, a sound asked
 * for while Howler loads waits and plays once the sprite is up, unless it waited longer than a second;
 * a sprite that fails to load drops the queue and stays silent; a hidden page plays nothing.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { TableSession } from '../../../src/app/session/session';
import { AudioPlayer } from '../../../src/game/audio/AudioPlayer';

interface FakeHowlOptions {
  onloaderror?: () => void;
  onplay?: (id: number) => void;
}

const howler = vi.hoisted(() => ({
  created: [] as { options: FakeHowlOptions; played: string[] }[],
}));

vi.mock('howler', () => ({
  Howler: { ctx: null },
  Howl: class {
    readonly played: string[] = [];
    constructor(readonly options: FakeHowlOptions) {
      howler.created.push(this);
    }
    play(name: string): number {
      this.played.push(name);
      return this.played.length;
    }
    volume(): void {}
    stop(): void {}
    mute(): void {}
    unload(): void {}
  },
}));

/** A session that only sends `illegal` (one beep at every sound level but off), and the quiet-table queue. */
function setUp() {
  const handlers = new Map<string, ((event: unknown) => void)[]>();
  const session = {
    settings: { sound: 'full', volume: 0.7 },
    events: {
      on: (type: string, handler: (event: unknown) => void) => handlers.set(type, [...(handlers.get(type) ?? []), handler]),
      off: () => undefined,
    },
  };
  const quiet: (() => void)[] = [];
  const player = new AudioPlayer(session as unknown as TableSession, (work) => quiet.push(work));
  const illegal = (): void => handlers.get('illegal')?.forEach((h) => h({}));
  /** The table is quiet: runs what waited for it, then lets Howler's import arrive. */
  const settle = async (): Promise<void> => {
    for (let round = 0; round < 5; round++) {
      quiet.splice(0).forEach((work) => work());
      await vi.dynamicImportSettled();
    }
  };
  return { player, illegal, settle, played: () => window.__klondikeAudio!.played.map((p) => p.name) };
}

let clock = 0;
beforeEach(() => {
  howler.created.length = 0;
  clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the audio queue', () => {
  test('before the first press nothing starts and nothing is kept; after it, a sound waits for the sprite', async () => {
    const { player, illegal, settle, played } = setUp();
    illegal();
    await settle();
    expect(howler.created).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    illegal();
    expect(played()).toEqual([]);
    await settle();
    expect(howler.created).toHaveLength(1);
    expect(howler.created[0]!.played).toEqual(['illegal']);
    expect(played()).toEqual(['illegal']);
    player.destroy();
  });

  test('a sound that waited longer than a second for the sprite is dropped', async () => {
    const { player, illegal, settle } = setUp();
    window.dispatchEvent(new Event('pointerdown'));
    illegal();
    clock = 1001;
    await settle();
    expect(howler.created[0]!.played).toEqual([]);
    illegal();
    expect(howler.created[0]!.played).toEqual(['illegal']);
    player.destroy();
  });

  test('a sprite that fails to load leaves the game silent', async () => {
    const { player, illegal, settle } = setUp();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    howler.created[0]!.options.onloaderror?.();
    illegal();
    await settle();
    expect(howler.created).toHaveLength(1);
    expect(howler.created[0]!.played).toEqual([]);
    player.destroy();
  });
});
