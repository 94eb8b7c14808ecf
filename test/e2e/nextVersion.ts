/**
 * The "next version" of the app for the PWA update test, made from the build under test without
 * building again: a copy of it in which the app's own chunk has a new name, as a build of changed app
 * code would give it, while Phaser's chunk and every other file keep theirs.
 */
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The hashed file names index.html loads, e.g. { app: 'assets/index-….js', phaser: 'assets/phaser-….js' }. */
export function chunksOf(outDir: string): { app: string; phaser: string } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const app = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  const phaser = /href="\/(assets\/phaser-[^"]+\.js)"/.exec(html)?.[1];
  if (app === undefined || phaser === undefined) throw new Error(`${outDir}/index.html names no app or Phaser chunk`);
  return { app, phaser };
}

/** `text` with `from` replaced by `to`; throws if `from` is not there, so a change in the build's output fails loudly. */
function replaced(text: string, from: string, to: string, where: string): string {
  if (!text.includes(from)) throw new Error(`${where} has no ${from}`);
  return text.replaceAll(from, to);
}

/**
 * Copies the build in `from` to `to` as the next version: its app chunk renamed, index.html loading it,
 * and the service worker's precache naming it, with index.html's revision (Workbox's MD5 of the file)
 * updated. sw.js therefore differs byte for byte, which is what makes the browser install it as a
 * new service worker; a copy with sw.js unchanged is never offered as an update.
 */
export function copyAsNextVersion(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  const { app } = chunksOf(to);
  const next = app.replace(/\.js$/, '-next.js');
  renameSync(join(to, app), join(to, next));
  // Only index.html and sw.js name the app's chunk today; a chunk that imported it would load the
  // old name, which version B no longer has.
  const appFile = basename(app);
  const naming = readdirSync(join(to, 'assets')).filter(
    (file) => file.endsWith('.js') && file !== basename(next) && readFileSync(join(to, 'assets', file), 'utf8').includes(appFile),
  );
  if (naming.length > 0) throw new Error(`${naming.join(', ')} import ${appFile}: copyAsNextVersion renames it in index.html and sw.js only`);

  const htmlPath = join(to, 'index.html');
  const html = replaced(readFileSync(htmlPath, 'utf8'), `/${app}"`, `/${next}"`, 'index.html');
  writeFileSync(htmlPath, html);

  const swPath = join(to, 'sw.js');
  let sw = replaced(readFileSync(swPath, 'utf8'), `url:"${app}"`, `url:"${next}"`, 'sw.js');
  const revision = /\{url:"index\.html",revision:"([0-9a-f]+)"\}/.exec(sw)?.[1];
  if (revision === undefined) throw new Error('sw.js precaches no index.html with a revision');
  sw = replaced(sw, revision, createHash('md5').update(html).digest('hex'), 'sw.js');
  writeFileSync(swPath, sw);
}
