/**
 * The JavaScript a first visit fetches, read from a build folder: every chunk under assets/ — the
 * page's own, the ones it loads later (Howler, the winnable deals…) and what the service worker
 * precaches meanwhile — save the solver's worker, which only starts when a hint or a deal check asks
 * for it, and save the languages but one: a visit fetches its own language's chunk only (the largest
 * is counted, the worst case). Sizes at gzip -9, the yardstick of bytes.ts. `npm run bench:web` prints them and
 * test/e2e/slimPhaser.test.ts holds the build to the goal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for that JavaScript, gzipped, that the slim Phaser build keeps (it was 420 KiB with the whole of Phaser). */
export const FIRST_VISIT_JS_GOAL_KIB = 260;

export interface Chunk {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

/** The chunks a first visit fetches, by file name under `outDir`/assets. */
export function firstVisitChunks(outDir: string): Chunk[] {
  const assets = join(outDir, 'assets');
  const chunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js') && !file.startsWith('solver.worker-'))
    .sort()
    .map((file) => {
      const body = readFileSync(join(assets, file));
      return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
  const isLanguage = (chunk: Chunk): boolean => chunk.file.startsWith('locale-');
  const largestLanguage = chunks.filter(isLanguage).sort((a, b) => b.gzip - a.gzip)[0];
  return [...chunks.filter((chunk) => !isLanguage(chunk)), ...(largestLanguage === undefined ? [] : [largestLanguage])];
}

/** The sum of their gzipped sizes, in bytes. */
export function gzipTotal(chunks: readonly Chunk[]): number {
  return chunks.reduce((total, chunk) => total + chunk.gzip, 0);
}

/** Phaser's own chunk (vite.config.ts splits it out), or undefined in a build without one. */
export function phaserChunk(chunks: readonly Chunk[]): Chunk | undefined {
  return chunks.find((chunk) => /^phaser-[\w-]+\.js$/.test(chunk.file));
}
