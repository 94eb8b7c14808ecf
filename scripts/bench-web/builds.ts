/**
 * Production builds for the browser benchmark, into a temporary folder so that dist/ (which the
 * tests serve) is never touched: the app with the project's own vite.config.ts, and the Phaser floor
 * page with the same bundler defaults and a service worker of its own, so both are served the same way.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const ROOT = resolve(import.meta.dirname, '../..');

export interface BenchBuilds {
  readonly app: string;
  readonly floor: string;
}

export async function buildForBench(): Promise<BenchBuilds> {
  const dir = mkdtempSync(join(tmpdir(), 'klondike-bench-web-'));
  const app = join(dir, 'app');
  const floor = join(dir, 'floor');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: app, emptyOutDir: true } });
  await build({
    configFile: false,
    root: resolve(import.meta.dirname, 'floor'),
    logLevel: 'warn',
    plugins: [
      VitePWA({
        injectRegister: false,
        manifest: false,
        workbox: { globPatterns: ['**/*.{js,html}'], maximumFileSizeToCacheInBytes: 3 * 1024 * 1024 },
      }),
    ],
    build: { outDir: floor, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
  return { app, floor };
}
