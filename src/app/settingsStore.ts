/** Settings kept in storage; the URL's values override them for this visit without being written back. */
import { parseSettings, type Settings } from './settings';
import type { AppStorage } from './storage';

export const SETTINGS_KEY = 'settings';

export async function loadSettings(storage: AppStorage, notice: (text: string) => void): Promise<Settings> {
  const raw = await storage.get(SETTINGS_KEY);
  const { settings, dropped } = parseSettings(raw ?? {});
  if (raw !== undefined && dropped.length > 0) {
    await storage.keepAside(SETTINGS_KEY, raw, `unreadable: ${dropped.join(', ')}`);
    notice(`Some saved settings could not be read (${dropped.join(', ')}); they are back to their defaults.`);
  }
  return settings;
}

/** Writes only what the player changed, so a URL override (?back=3) stays a one-visit thing. */
export function saveSettingsChange(storage: AppStorage, change: Partial<Settings>): Promise<boolean> {
  return storage.update(SETTINGS_KEY, (old) => ({ ...(typeof old === 'object' && old !== null ? old : {}), ...change }));
}
