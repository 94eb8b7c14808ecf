/**
 * One config for the app build (Vite) and the tests (Vitest), so both resolve modules the same way.
 * The plugins live in scripts/vite/, one module each.
 */
import { defineConfig } from 'vitest/config';
import { catalogues } from './scripts/vite/catalogues.ts';
import { contentSecurityPolicy, hostHeaders } from './scripts/vite/contentSecurityPolicy.ts';
import { preloadTable } from './scripts/vite/preloadTable.ts';
import { pwa } from './scripts/vite/pwa.ts';
import { leaveOutOfPhaser, PHASER_ALIASES, PHASER_FLAGS } from './scripts/vite/slimPhaser.ts';

/** Browser test files run at once (`E2E_WORKERS=1` runs them one by one, to read a failure calmly). */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  plugins: [catalogues(), pwa(), contentSecurityPolicy(), hostHeaders(), preloadTable(), leaveOutOfPhaser()],
  resolve: { alias: PHASER_ALIASES },
  define: PHASER_FLAGS,
  // `npm run dev` pre-bundles Phaser's modules apart from the app: they need the flags there too.
  optimizeDeps: { rolldownOptions: { transform: { define: PHASER_FLAGS } } },
  build: {
    outDir: 'dist',
    // The app targets evergreen browsers; es2022 keeps top-level await and class fields native.
    target: 'es2022',
    sourcemap: true,
    // The slim Phaser is about 490 KB minified; warn only about chunks well beyond it.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Phaser in a chunk of its own, with the entry that picks its modules: its hash only changes
        // when Phaser (or the table's use of it) does, so an app update re-downloads (and
        // re-precaches) the app's own code, not half a megabyte of engine.
        codeSplitting: {
          groups: [
            { name: 'phaser', test: /[\\/]node_modules[\\/]phaser[\\/]|[\\/]src[\\/]game[\\/]boot[\\/]phaserEntry\.js$/ },
            // A language's catalogue in a chunk named for it (scripts/vite/catalogues.ts merges its files):
            // the precache leaves these out, and the language cache (src/pwa/languageCache.ts) keeps them.
            { name: (id: string) => `locale-${/virtual:catalogue\/([\w-]+)$/.exec(id)?.[1] ?? 'x'}`, test: /virtual:catalogue\// },
          ],
        },
      },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The unit files first, on every core; then the browser files (sequence.groupOrder).
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'node_modules/**'],
          environment: 'node',
          // The solver's tests search tens of thousands of positions under budgets of positions, not
          // time; on a busy shared machine they take several times their quiet seconds, and vitest's
          // default limit (5 s) would fail them for the machine's load alone.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // One preview server is shared by every e2e file (started in globalSetup), and each file
          // launches its own Chromium. A browser test spends most of its time waiting for the page
          // (measured: about half a core per file), so files run E2E_WORKERS (2) at a time.
          globalSetup: ['test/e2e/globalSetup.ts'],
          sequence: { groupOrder: 1 },
          maxWorkers: E2E_WORKERS,
          pool: 'forks',
          // Tests wait for states, never for time; a timeout only ends a test that hangs. On a busy
          // shared machine (CI) a long game played with real input can take several times what it
          // takes on a quiet one (60 s tests measured at 3 to 4 times that under load), so the limits
          // are far above the quiet figures: they cost nothing while the tests pass.
          testTimeout: 240_000,
          hookTimeout: 120_000,
          // expect.poll's own default (1 s) is a wall-clock budget too short for a busy machine.
          expect: { poll: { timeout: 60_000 } },
        },
      },
    ],
  },
});
