/**
 * One config for the app build (Vite) and the tests (Vitest), so both resolve modules the same way.
 * The PWA plugin and Phaser's chunk split come with their own issues; keep this file the one place
 * where build and test wiring lives.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  build: {
    outDir: 'dist',
    // The app targets evergreen browsers; es2022 keeps top-level await and class fields native.
    target: 'es2022',
    sourcemap: true,
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
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // One preview server is shared by every e2e file (started in globalSetup), and each file
          // launches its own Chromium: running the files one at a time keeps a 2-core machine from
          // thrashing and the timings honest.
          globalSetup: ['test/e2e/globalSetup.ts'],
          fileParallelism: false,
          maxWorkers: 1,
          pool: 'forks',
          // A cold Chromium start on a loaded CI machine can take several seconds.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
