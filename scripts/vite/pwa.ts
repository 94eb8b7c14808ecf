/** The PWA plugin's options: the manifest and the service worker's precache (vite-plugin-pwa, Workbox). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { LANGUAGE_CACHE, LANGUAGE_CHUNK } from '../../src/pwa/languageCache.ts';
import { manifestText, type CatalogueFiles } from '../../src/pwa/manifestText.ts';

const LOCALES = resolve(import.meta.dirname, '../../src/i18n/locales');

/** A language's pwa.json, or nothing when the language has not got that far. */
function pwaMessages(language: string): CatalogueFiles {
  const file = join(LOCALES, language, 'pwa.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CatalogueFiles) : {};
}

/** The manifest's name and description in English and, as `*_localized` members, in every other language. */
function manifestWords(): Partial<ManifestOptions> {
  const others = readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'en')
    .map((entry) => [entry.name, pwaMessages(entry.name)] as const);
  // The `*_localized` members are newer than the plugin's manifest type: they pass through as written.
  return manifestText(pwaMessages('en'), Object.fromEntries(others)) as Partial<ManifestOptions>;
}

/** The table's felt: the splash screen and the title bar of the installed app match it. */
const FELT = '#0b5d33';

/**
 * Installable and offline (vite-plugin-pwa, Workbox generateSW). The app registers the service worker
 * itself (src/pwa/serviceWorker.ts) and asks the player before a new version takes over, so that the
 * game is saved first: `registerType: 'prompt'`, `injectRegister: false`.
 */
export const pwa = (): PluginOption =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // Every path below is relative, so the app installs wherever it is served: at the site's root or
    // under a sub-path (`vite build --base /klondike/`). The manifest's URLs resolve against the
    // manifest's own address (which Vite puts under the base); the service worker resolves the
    // precache and the navigation fallback against its own, also under the base. Served at the root,
    // `./` is `/`, so the app's id is the one installs made before.
    manifest: {
      id: './',
      ...manifestWords(),
      lang: 'en',
      display: 'standalone',
      orientation: 'any',
      start_url: './',
      scope: './',
      theme_color: FELT,
      background_color: FELT,
      categories: ['games', 'entertainment'],
      // Drawn by scripts/make-icons.ts; the maskable one keeps its cards inside the central 80 %.
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The glob below already precaches the icons: listing them again (the plugin's default) would add
    // each one twice. The plugin still adds manifest.webmanifest itself, hence no
    // `webmanifest` in the glob either.
    includeManifestIcons: false,
    workbox: {
      // Everything the game uses, so that a first visit is enough to play offline; audio types are here
      // for the sounds to come. Source maps stay out: players never need them.
      globPatterns: ['**/*.{js,css,html,png,svg,ico,json,webm,ogg,mp3,m4a,wav}'],
      // Save the other languages: a first visit fetches only its own (src/pwa/languageCache.ts keeps it
      // in the cache below, and every language once the app is installed).
      globIgnores: ['**/locale-*.js'],
      // Workbox silently skips files over its 2 MiB default: Phaser's slim chunk (about 490 KB) is well
      // under it, the full build (1.4 MB) near it; the margin keeps a heavier engine in the precache.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // Relative: the service worker resolves it against its own URL, under the base.
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // The one runtime route: a language's chunk, from the language cache once there (the page puts its
      // own language there, and every language once installed; a language chosen online is kept as it
      // comes). Every other file is precached; the app makes no cross-origin requests.
      // `ignoreVary`: a server's `Vary: Origin` (vite preview sends it) would otherwise keep the page's
      // copy from answering the module request, which carries an Origin header.
      runtimeCaching: [{ urlPattern: LANGUAGE_CHUNK, handler: 'CacheFirst', options: { cacheName: LANGUAGE_CACHE, matchOptions: { ignoreVary: true } } }],
    },
  });
