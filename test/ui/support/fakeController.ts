/**
 * A stand-in for the SessionController with just what the HUD and dialogs read, a real event emitter
 * (tests emit on `events` as the controller would) and spies for the intents.
 */
import mitt from 'mitt';
import { vi } from 'vitest';
import type { SessionController } from '../../../src/app/session/controller';
import type { ControllerEvents } from '../../../src/app/session/events';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/app/settings';
import { currentState, DEFAULT_RULES, newGame } from '../../../src/engine';

export interface FakeController {
  readonly events: ReturnType<typeof mitt<ControllerEvents>>;
  settings: Settings;
  readonly help: FakeHelp;
  readonly updateSettings: ReturnType<typeof vi.fn>;
  /** The same object, typed as what the UI modules take. */
  readonly asController: SessionController;
}

/** `session.help` as the UI reads it, its intents spies. */
export interface FakeHelp {
  canShowMe: boolean;
  showingMe: boolean;
  wayBack: string;
  readonly stopShowMe: ReturnType<typeof vi.fn>;
  readonly showMe: ReturnType<typeof vi.fn>;
}

export function fakeController(settings: Partial<Settings> = {}): FakeController {
  const game = newGame(DEFAULT_RULES, 12345);
  const fake = {
    events: mitt<ControllerEvents>(),
    settings: { ...DEFAULT_SETTINGS, ...settings },
    game,
    state: currentState(game),
    rules: DEFAULT_RULES,
    passesLeft: null,
    elapsedMs: 0,
    won: false,
    canUndo: false,
    canRedo: false,
    canFinish: false,
    help: { canShowMe: true, showingMe: false, wayBack: 'undo', stopShowMe: vi.fn(), showMe: vi.fn() },
    updateSettings: vi.fn(),
  } as unknown as FakeController & Record<string, unknown>;
  Object.defineProperty(fake, 'asController', { get: () => fake as unknown as SessionController });
  return fake;
}
