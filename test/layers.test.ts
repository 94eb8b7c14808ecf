/**
 * The layers beyond the engine (README, "Repository layout"): the app never imports Phaser or the DOM UI; the table (game)
 * and the DOM UI (ui) talk only through the app's controller; the PWA glue stands alone; only main.ts
 * wires them together.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/** Which folders and packages each layer may import. */
const ALLOWED: Record<string, { folders: string[]; packages: string[] }> = {
  app: { folders: ['app', 'engine', 'solver'], packages: ['mitt', 'idb-keyval', 'workbox-window', 'virtual:pwa-register'] },
  game: { folders: ['game', 'app', 'engine'], packages: ['phaser', 'howler'] },
  ui: { folders: ['ui', 'app', 'engine'], packages: [] },
  // Service-worker registration and the install prompt know nothing of the game: main.ts wires them.
  pwa: { folders: ['pwa'], packages: ['virtual:pwa-register'] },
};

/** main.ts, the composition root, wires every layer together, but reaches the solver only through its worker. */
const MAIN_ALLOWED = ['app', 'engine', 'game', 'ui', 'pwa'];

/** Import specifiers of a source file (static, dynamic and re-exports; CSS imports are assets). */
export function importsOf(text: string): string[] {
  // `import` and `from` as words of their own: `'stats-import'` or `x.from(` are not imports.
  const found = [...text.matchAll(/(?:(?<![\w$.'"-])from\s*|(?<![\w$.'"-])import\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return found.filter((s) => !s.endsWith('.css'));
}

function layerOf(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return `package:${specifier.split('/')[0]}`;
  const target = resolve(file, '..', specifier);
  return target.slice(SRC.length + 1).split('/')[0]!.replace(/\.ts$/, '');
}

function violations(layer: string): string[] {
  const folder = join(SRC, layer);
  const { folders, packages } = ALLOWED[layer]!;
  // .js too: the game's Phaser entry (src/game/phaserEntry.js) is one.
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => /\.[jt]s$/.test(f)).flatMap((f) => {
    const file = join(folder, f);
    return importsOf(readFileSync(file, 'utf8'))
      .map((spec) => ({ spec, target: layerOf(file, spec) }))
      .filter(({ target }) => target.startsWith('package:') ? !packages.includes(target.slice(8)) : !folders.includes(target))
      .map(({ spec }) => `${layer}/${f} imports '${spec}'`);
  });
}

describe('layers', () => {
  test.each(Object.keys(ALLOWED))('src/%s imports only what it may', (layer) => {
    expect(violations(layer)).toEqual([]);
  });

  test.each(['game', 'ui'])('src/%s knows the session only through its narrow interface (app/session), never the controller class', (layer) => {
    const folder = join(SRC, layer);
    const offenders = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).filter((f) => {
      const file = join(folder, f);
      return importsOf(readFileSync(file, 'utf8')).some((spec) => spec.startsWith('.') && resolve(file, '..', spec) === join(SRC, 'app', 'controller'));
    });
    expect(offenders).toEqual([]);
  });

  test('src/main.ts wires the layers and imports no package or solver code itself', () => {
    const file = join(SRC, 'main.ts');
    const offenders = importsOf(readFileSync(file, 'utf8')).filter((spec) => !MAIN_ALLOWED.includes(layerOf(file, spec)));
    expect(offenders).toEqual([]);
  });

  test('the solver runs only in its Web Worker: other app modules import its types, never its code', () => {
    const folder = join(SRC, 'app');
    const offenders = readdirSync(folder).filter((f) => f.endsWith('.ts') && f !== 'solver.worker.ts').filter((f) => {
      const text = readFileSync(join(folder, f), 'utf8');
      const solverImports = [...text.matchAll(/^import\s+(type\s+)?[^;]*?from\s*['"]\.\.\/solver(?:\/[^'"]*)?['"]/gm)];
      return solverImports.some((m) => m[1] === undefined);
    });
    expect(offenders).toEqual([]);
    expect(readFileSync(join(folder, 'solver.worker.ts'), 'utf8')).toMatch(/from '\.\.\/solver'/);
  });

  test('the check sees imports of every form', () => {
    expect(importsOf("import a from 'phaser';\nexport * from '../ui/x';\nconst m = await import('../game/y');\nimport './z.css';"))
      .toEqual(['phaser', '../ui/x', '../game/y']);
    expect(importsOf("el('input', { 'data-testid': 'stats-import' }); Array.from('abc');")).toEqual([]);
  });
});
