/**
 * Earlier games: the games kept aside (a game the player left for another, a stored game that lost to
 * a newer one, a save that would not load), listed newest first, resumable and deletable, and pruned
 * to the newest EARLIER_GAMES_LIMIT so that they never fill the device.
 */
import { currentState } from '../engine';
import { EARLIER_GAME_PREFIX, storedGameOf, type StoredGame } from './gameStore';
import { rulesName } from './stats';
import type { AppStorage } from './storage';

/** How many earlier games are kept; older ones are deleted when a new one is listed or kept. */
export const EARLIER_GAMES_LIMIT = 20;

/** One earlier game as the list shows it. */
export interface EarlierGame {
  readonly key: string;
  /** When it was kept aside (Date.now()). */
  readonly keptAt: number;
  /** Why, in a few words. */
  readonly reason: string;
  /** The game, or null when it does not load (it can then only be deleted). */
  readonly stored: StoredGame | null;
  /** "Deal 123 · 45 moves · Klondike (draw 1)", or why it does not load. */
  readonly summary: string;
}

function keptAtOf(key: string): number {
  const at = Number(key.slice(EARLIER_GAME_PREFIX.length));
  return Number.isFinite(at) ? at : 0;
}

function describe(key: string, value: unknown): EarlierGame {
  const { reason, value: record } = (typeof value === 'object' && value !== null ? value : {}) as { reason?: unknown; value?: unknown };
  const stored = storedGameOf(record);
  const moves = stored === null ? 0 : currentState(stored.loaded.game).moves;
  return {
    key,
    keptAt: keptAtOf(key),
    reason: typeof reason === 'string' ? reason.slice(0, 120) : 'kept aside',
    stored,
    summary: stored === null
      ? 'A saved game that does not load'
      : `Deal ${stored.loaded.game.deal} · ${moves} ${moves === 1 ? 'move' : 'moves'} · ${rulesName(stored.loaded.game.rules)}`,
  };
}

export class EarlierGames {
  constructor(private readonly storage: AppStorage, private readonly limit = EARLIER_GAMES_LIMIT) {}

  /** Every earlier game, newest first (past the limit, the oldest are deleted first). */
  async list(): Promise<EarlierGame[]> {
    const found = (await this.storage.entries(EARLIER_GAME_PREFIX)).map(([key, value]) => describe(key, value));
    found.sort((a, b) => b.keptAt - a.keptAt);
    await Promise.all(found.slice(this.limit).map((old) => this.storage.del(old.key)));
    return found.slice(0, this.limit);
  }

  /** Deletes the earlier games past the limit (listing does it too). */
  async prune(): Promise<void> {
    await this.list();
  }

  /** Deletes one earlier game; true once it is gone. */
  remove(key: string): Promise<boolean> {
    if (!key.startsWith(EARLIER_GAME_PREFIX)) return Promise.resolve(false);
    return this.storage.del(key);
  }
}
