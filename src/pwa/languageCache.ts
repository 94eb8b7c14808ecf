/**
 * The languages kept for offline play. The precache leaves the language chunks out (a first visit
 * fetches its own language only); the service worker serves them from this cache once there
 * (scripts/vite/pwa.ts). The page puts its own language's chunk in when the app is first cached for
 * offline play (that first visit fetched it before any service worker could see it), and every
 * language once the app runs installed, so that Settings → Language works on a train.
 */

/** The Cache Storage cache the service worker's runtime route reads (the page writes to it too). */
export const LANGUAGE_CACHE = 'klondike-languages';
/** A language's chunk (vite.config.ts names them locale-<code>-<hash>.js). */
export const LANGUAGE_CHUNK = /\/assets\/locale-[\w-]+\.js$/;

/** The language chunks this page has fetched so far, by URL. */
function languageChunksFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => LANGUAGE_CHUNK.test(new URL(url).pathname));
}

/** Puts every language chunk this page has fetched into the language cache (those already there are kept). */
export async function keepFetchedLanguages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(LANGUAGE_CACHE);
  await Promise.all(
    languageChunksFetched().map(async (url) => {
      if ((await cache.match(url, { ignoreVary: true })) === undefined) await cache.add(url).catch(() => undefined);
    }),
  );
}

/** True when the app runs installed (from the home screen or as a desktop app), not in a browser tab. */
export function runsInstalled(): boolean {
  return ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'].some((mode) => matchMedia(`(display-mode: ${mode})`).matches);
}
