/**
 * The game in progress, kept in storage after every change and on pagehide, and read back at launch.
 * The record is the engine's save (rules, deal, moves as notation, cursor, clock), rebuilt by replay,
 * so undo and redo survive a restart. A record that will not load is kept aside, never deleted.
 */
import { makeSave, parseSave, type Game, type LoadedGame } from '../engine';
import type { AppStorage } from './storage';

export const GAME_KEY = 'game';

export async function loadSavedGame(storage: AppStorage, notice: (text: string) => void): Promise<LoadedGame | null> {
  const raw = await storage.get(GAME_KEY);
  if (raw === undefined || raw === null) return null;
  const loaded = parseSave(raw);
  if (loaded.ok) return loaded.value;
  await storage.keepAside(GAME_KEY, raw, loaded.error.message);
  notice(`The saved game could not be opened (${loaded.error.message.replace(/\.$/, '')}). It has been kept aside and a new game is dealt.`);
  return null;
}

/** `assisted`: Show me played part of the game (kept so that a reload cannot make its win the player's). */
export function saveGame(storage: AppStorage, game: Game, elapsedMs: number, assisted: boolean): Promise<boolean> {
  return storage.set(GAME_KEY, makeSave(game, Math.round(elapsedMs), assisted));
}
