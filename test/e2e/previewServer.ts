/**
 * Starts `vite preview` on the built dist/ and stops it by pid. Vite is started with node directly,
 * not through npx: npx leaves an orphan holding the port when killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const HOST = '127.0.0.1';

/** Asks the OS for a free port; --strictPort below turns the small race into a clear failure. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? done(port) : fail(new Error('no free port'))));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

export interface PreviewServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Where the build to test lives: dist/, or `E2E_DIST` when set — so that work on one change can
 * build and test its own copy while another run still reads dist/.
 */
export const DEFAULT_DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist');

/**
 * Serves `outDir` (DEFAULT_DIST by default) on `port` (a free one by default); the PWA test swaps builds
 * on one port. `base`: the sub-path the build was made for (`--base`), where it is served; `url` stays
 * the origin.
 */
export async function startPreviewServer(options: { outDir?: string; port?: number; base?: string } = {}): Promise<PreviewServer> {
  const outDir = options.outDir ?? DEFAULT_DIST;
  if (!existsSync(resolve(outDir, 'index.html'))) {
    throw new Error(`${outDir} has no build: run \`npm run build\` first (npm test does it for you)`);
  }
  const port = options.port ?? (await freePort());
  const vite = resolve(ROOT, 'node_modules/vite/bin/vite.js');
  const base = options.base ?? '/';
  const child = spawn(process.execPath, [vite, 'preview', '--outDir', outDir, '--base', base, '--port', String(port), '--strictPort', '--host', HOST], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://${HOST}:${port}`;

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitUntilAnswering(`${url}${base}`, child, () => log, 20_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
