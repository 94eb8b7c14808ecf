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
  app: { folders: ['app', 'engine', 'solver', 'i18n'], packages: ['mitt', 'idb-keyval', 'workbox-window', 'virtual:pwa-register'] },
  game: { folders: ['game', 'app', 'engine', 'i18n'], packages: ['phaser', 'howler'] },
  ui: { folders: ['ui', 'app', 'engine', 'i18n'], packages: [] },
  // The player's language: messages and their formatting, knowing of the engine only its card and pile ids.
  i18n: { folders: ['i18n', 'engine'], packages: ['intl-messageformat', 'virtual:catalogue'] },
  // Service-worker registration and the install prompt know nothing of the game (main.ts wires them); their words come from i18n.
  pwa: { folders: ['pwa', 'i18n'], packages: ['virtual:pwa-register'] },
};

/** main.ts, the composition root, wires every layer together, but reaches the solver only through its worker. */
const MAIN_ALLOWED = ['app', 'engine', 'game', 'ui', 'pwa', 'i18n'];

/** Import specifiers of a source file (static, dynamic and re-exports; CSS imports are assets). */
function importsOf(text: string): string[] {
  // `import` and `from` as words of their own: `'stats-import'` or `x.from(` are not imports.
  const found = [...text.matchAll(/(?:(?<![\w$.'"-])from\s*|(?<![\w$.'"-])import\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return found.filter((s) => !s.endsWith('.css'));
}

function layerOf(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return `package:${specifier.split('/')[0]}`;
  const target = resolve(file, '..', specifier);
  return target
    .slice(SRC.length + 1)
    .split('/')[0]!
    .replace(/\.ts$/, '');
}

function sourcesOf(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.[jt]s$/.test(f))
    .map((f) => join(SRC, folder, f));
}

function violations(layer: string): string[] {
  const folder = join(SRC, layer);
  const { folders, packages } = ALLOWED[layer]!;
  // .js too: the game's Phaser entry (src/game/boot/phaserEntry.js) is one.
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.[jt]s$/.test(f))
    .flatMap((f) => {
      const file = join(folder, f);
      return importsOf(readFileSync(file, 'utf8'))
        .map((spec) => ({ spec, target: layerOf(file, spec) }))
        .filter(({ target }) => (target.startsWith('package:') ? !packages.includes(target.slice(8)) : !folders.includes(target)))
        .map(({ spec }) => `${layer}/${f} imports '${spec}'`);
    });
}

describe('layers', () => {
  test.each(Object.keys(ALLOWED))('src/%s imports only what it may', (layer) => {
    expect(violations(layer)).toEqual([]);
  });

  test.each(['game', 'ui'])('src/%s knows the session only through its narrow interface (app/session), never the controller class', (layer) => {
    const folder = join(SRC, layer);
    const offenders = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => {
        const file = join(folder, f);
        return importsOf(readFileSync(file, 'utf8')).some(
          (spec) => spec.startsWith('.') && resolve(file, '..', spec) === join(SRC, 'app', 'session', 'controller'),
        );
      });
    expect(offenders).toEqual([]);
  });

  test('src/main.ts wires the layers and imports no package or solver code itself', () => {
    const file = join(SRC, 'main.ts');
    const offenders = importsOf(readFileSync(file, 'utf8')).filter((spec) => !MAIN_ALLOWED.includes(layerOf(file, spec)));
    expect(offenders).toEqual([]);
  });

  test('the solver runs only in its Web Worker: other app modules import its types, never its code', () => {
    const worker = join(SRC, 'app/solverPort/solver.worker.ts');
    const solverImports = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^;]*?from\s*['"]([^'"]+)['"]/gm)].filter(
        (m) => m[2]!.startsWith('.') && resolve(file, '..', m[2]!).startsWith(join(SRC, 'solver')),
      );
    const offenders = sourcesOf('app').filter((file) => file !== worker && solverImports(file).some((m) => m[1] === undefined));
    expect(offenders).toEqual([]);
    expect(solverImports(worker).filter((m) => m[1] === undefined)).not.toEqual([]);
  });

  // Inside the app, each folder has one job; these rules keep the jobs from tangling. A folder not
  // named here may import any other (the session composes them).
  const APP_FOLDER_RULES: Record<string, { mayImport: string[]; sessionAsTypeOnly: boolean }> = {
    clock: { mayImport: ['clock'], sessionAsTypeOnly: true },
    startup: { mayImport: ['startup', 'session', 'daily', 'top'], sessionAsTypeOnly: false },
    storage: { mayImport: ['storage', 'clock', 'session', 'daily', 'top'], sessionAsTypeOnly: true },
    // The deal of the day (dates, the mapping, the record): pure, the date always given, never read from a clock.
    daily: { mayImport: ['daily'], sessionAsTypeOnly: true },
    solverPort: { mayImport: ['solverPort', 'session'], sessionAsTypeOnly: true },
  };

  test.each(Object.keys(APP_FOLDER_RULES))('src/app/%s imports only the app folders it may, and knows the controller as a type', (folder) => {
    const { mayImport, sessionAsTypeOnly } = APP_FOLDER_RULES[folder]!;
    const appFolderOf = (target: string) => {
      const parts = target.slice(join(SRC, 'app').length + 1).split('/');
      return parts.length === 1 ? 'top' : parts[0]!;
    };
    const offenders = sourcesOf(`app/${folder}`).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s*['"](\.[^'"]+)['"]/gm)].flatMap((m) => {
        const target = resolve(file, '..', m[2]!);
        if (!target.startsWith(`${join(SRC, 'app')}/`)) return [];
        const other = appFolderOf(target);
        const refused = !mayImport.includes(other) || (sessionAsTypeOnly && target === join(SRC, 'app/session/controller') && m[1] === undefined);
        return refused ? [`${file.slice(SRC.length + 1)} imports '${m[2]}'`] : [];
      }),
    );
    expect(sourcesOf(`app/${folder}`).length).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });

  // Inside the table and the DOM UI, the folders that must stay free of the rest (src/game/README.md,
  // src/ui/README.md). Each may import only the folders (paths under src/) and packages named.
  const VIEW_FOLDER_RULES: Record<string, string[]> = {
    // Pure drawing on a 2D context: no Phaser, no other part of the table, so it draws in Node and scripts.
    'game/cardArt': ['game/cardArt', 'engine'],
    // Sound hears the session's events; it knows nothing of the scene.
    'game/audio': ['game/audio', 'app', 'engine', 'package:howler'],
    // Words only (the keys' names among them), no DOM: unit-tested in Node.
    'ui/text': ['ui/text', 'ui/input/commandKeys', 'app', 'engine', 'i18n'],
  };

  test.each(Object.keys(VIEW_FOLDER_RULES))('src/%s imports only what it may', (folder) => {
    const allowed = VIEW_FOLDER_RULES[folder]!;
    const within = (target: string) => allowed.some((a) => target === a || target.startsWith(`${a}/`) || target === `${a}.ts`);
    const offenders = sourcesOf(folder).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((spec) => (spec.startsWith('.') ? resolve(file, '..', spec).slice(SRC.length + 1) : `package:${spec.split('/')[0]}`))
        .filter((target) => !within(target))
        .map((target) => `${file.slice(SRC.length + 1)} imports ${target}`),
    );
    expect(sourcesOf(folder).length).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });

  test('the check sees imports of every form', () => {
    expect(importsOf("import a from 'phaser';\nexport * from '../ui/x';\nconst m = await import('../game/y');\nimport './z.css';")).toEqual([
      'phaser',
      '../ui/x',
      '../game/y',
    ]);
    expect(importsOf("el('input', { 'data-testid': 'stats-import' }); Array.from('abc');")).toEqual([]);
  });
});
