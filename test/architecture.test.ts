/**
 * The import rules (README, "Repository layout"), enforced: the engine imports nothing outside itself and the solver only
 * the engine; neither touches the DOM, the clock or randomness. That is what lets them run unchanged
 * in the page, a Web Worker and Node, and what makes every deal and replay reproducible.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { scanSource } from './support/purityScan';

const ROOT = resolve(import.meta.dirname, '..');
const ENGINE = join(ROOT, 'src/engine');
const SOLVER = join(ROOT, 'src/solver');

function sourcesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(folder, f));
}

function violationsIn(folder: string, allowed: readonly string[]): string[] {
  return sourcesUnder(folder).flatMap((file) =>
    scanSource(file, readFileSync(file, 'utf8'), allowed).map((v) => `${v.file.slice(ROOT.length + 1)}:${v.line} ${v.message}`),
  );
}

describe('architecture', () => {
  // Both folders must be there: a moved or renamed folder would otherwise pass every check below unread.
  test.each(['src/engine', 'src/solver'])('%s exists and has sources to check', (folder) => {
    expect(sourcesUnder(join(ROOT, folder)).length).toBeGreaterThan(0);
  });

  test('the engine is pure and imports only itself', () => {
    expect(violationsIn(ENGINE, [ENGINE])).toEqual([]);
  });

  test('the solver is pure and imports only itself and the engine', () => {
    expect(violationsIn(SOLVER, [SOLVER, ENGINE])).toEqual([]);
  });
});

describe('the purity scanner catches what it must (self-check)', () => {
  const file = join(ENGINE, 'fake.ts');
  const scan = (text: string): string[] => scanSource(file, text, [ENGINE]).map((v) => v.message);

  test.each([
    ["import Phaser from 'phaser';", "imports 'phaser'"],
    ["import { get } from 'idb-keyval';", "imports 'idb-keyval'"],
    ["import type { Settings } from '../app/settings';", "imports '../app/settings'"],
    ["export * from '../solver/search';", "imports '../solver/search'"],
    ["const m = await import('node:fs');", "imports 'node:fs'"],
    ["type T = import('../game/layout').Layout;", "imports '../game/layout'"],
    ['const r = Math.random();', 'Math.random'],
    ['const now = Date.now();', "'Date'"],
    ['const t = performance.now();', "'performance'"],
    ['window.alert(1);', "'window'"],
    ['const el = document.body;', "'document'"],
    ['navigator.vibrate(5);', "'navigator'"],
    ["localStorage.setItem('k', 'v');", "'localStorage'"],
    ["indexedDB.open('x');", "'indexedDB'"],
    ['setTimeout(() => 0, 5);', "'setTimeout'"],
    ['const id = crypto.randomUUID();', "'crypto'"],
  ])('flags %s', (source, expected) => {
    const messages = scan(source);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toContain(expected);
  });

  test('leaves comments, strings, property names and in-folder imports alone', () => {
    const clean = [
      "import { ok } from './result';",
      "import type { CardId } from './types';",
      '// window.document and Math.random() in a comment',
      '/* Date.now(), setTimeout */',
      "const note = 'do not use window or Date here';",
      'const box = { window: 1, document: 2 };',
      'const x = box.window + box.document;',
      'interface Shape { readonly performance: number }',
      'const { window: w } = box;',
    ].join('\n');
    expect(scan(clean)).toEqual([]);
  });
});
