#!/usr/bin/env node
/**
 * `npm test`: everything a fresh machine with Node 20 needs, then every test. Plain Node with no
 * dependencies (it runs `npm ci` itself), so it runs the same on Linux, macOS and Windows.
 *   1. on Debian (apt-get, as root or through `sudo -n`): Debian's Chromium, its headless shell (most
 *      e2e tests) and the full browser (the installed-app tests), when missing and no CHROMIUM_PATH
 *      is set. Elsewhere a browser is found (scripts/browserPath.mjs) or named: without one the
 *      unit tests still run, the browser tests do not, and the summary says so (a run that is never
 *      green)
 *   2. node_modules (npm ci) when missing or older than package-lock.json
 *   3. type-check + production build (the e2e tests run against dist/, as players get it), and the
 *      linter and formatter's check (`npm run lint`); a failed build or lint counts as one failure
 *      each, and a failed build leaves the unit tests alone to run
 *   4. Vitest: readable output on the console, JSON to test-results/vitest.json
 *   5. the ten slowest test files and the time the whole run took, then the last line:
 *      `N passed, N failed`, counted from that JSON (scripts/summarise-tests.mjs)
 *
 * usage: node scripts/test.mjs [--long] [VITEST ARGS…]
 *   --long  the randomised tests at full size (KLONDIKE_LONG_TESTS=1; `npm run test:long`)
 *   VITEST ARGS, e.g. test files: `npm test -- test/engine/notation.test.ts test/e2e/links.test.ts`
 * Exits non-zero when anything failed or did not run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, findBrowser, noBrowserMessage } from './browserPath.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = 'test-results/vitest.json';
/** Debian package → the binary it installs. */
const DEBIAN_BROWSERS = { chromium: DEBIAN_CHROMIUM, 'chromium-headless-shell': DEBIAN_HEADLESS_SHELL };
const started = Date.now();

/** @param {string} title */
const step = (title) => console.log(`\n== ${title}`);
/** @param {string} message */
const warn = (message) => console.error(`test.mjs: ${message}`);

/**
 * Runs a command with the console attached; true when it succeeded.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.error) warn(`${command}: ${result.error.message}`);
  return result.status === 0;
}

/**
 * npm, as the `npm` that started this script when it did (npm_execpath), else from PATH (through the
 * shell on Windows, where npm is a .cmd file).
 * @param {string[]} args
 */
function npm(args) {
  const npmCli = process.env.npm_execpath;
  if (npmCli !== undefined && /\.[cm]?js$/.test(npmCli)) return run(process.execPath, [npmCli, ...args]);
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status === 0;
}

/** @param {string} command */
const onPath = (command) => (process.env.PATH ?? '').split(delimiter).some((folder) => folder !== '' && existsSync(join(folder, command)));

/** Step 1 on Debian: its two Chromium packages, as CI's fresh machines need them. */
function installDebianBrowsers() {
  if (process.env.CHROMIUM_PATH || process.env.KLONDIKE_IGNORE_INSTALLED_BROWSERS === '1') return;
  if (process.platform !== 'linux' || !onPath('apt-get')) return;
  const missing = Object.entries(DEBIAN_BROWSERS)
    .filter(([, binary]) => !existsSync(binary))
    .map(([debianPackage]) => debianPackage);
  if (missing.length === 0) return;
  step(`installing Debian ${missing.join(' ')} (needed by the e2e tests)`);
  const asRoot = process.getuid?.() === 0 ? [] : onPath('sudo') ? ['sudo', '-n'] : undefined;
  if (asRoot === undefined) {
    warn(`not root and no sudo: could not install ${missing.join(' ')}`);
    return;
  }
  // sudo drops the caller's environment: the frontend goes through `env`.
  const aptGet = [...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  const installed =
    run(aptGet[0], [...aptGet.slice(1), 'update', '-qq']) &&
    run(aptGet[0], [...aptGet.slice(1), 'install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=300', ...missing]);
  if (!installed) warn(`could not install ${missing.join(' ')}`);
}

/** npm writes node_modules/.package-lock.json on every install: older than the lock file means stale. */
function dependenciesStale() {
  const installed = join(ROOT, 'node_modules/.package-lock.json');
  return !existsSync(installed) || statSync(join(ROOT, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs;
}

/**
 * The browsers the e2e project will launch, said aloud; the reason it cannot run when there is none.
 * @returns {string | undefined}
 */
function browserProblem() {
  try {
    const shell = findBrowser('shell');
    if (shell === undefined) return noBrowserMessage('shell');
    console.log(`browser tests: ${shell.from} (${shell.executablePath ?? shell.channel})`);
    const full = findBrowser('full');
    if (full === undefined) warn(`${noBrowserMessage('full')}; pwa.test.ts and subpath.test.ts will fail`);
    else console.log(`installed-app tests: ${full.from} (${full.executablePath ?? full.channel})`);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * @param {string} report
 * @param {number} extraFailures
 * @param {string} [notRun]
 */
function summarise(report, extraFailures, notRun) {
  const args = [join(ROOT, 'scripts/summarise-tests.mjs'), report, String(extraFailures), ...(notRun === undefined ? [] : [notRun])];
  return run(process.execPath, args);
}

function main() {
  const [first, ...rest] = process.argv.slice(2);
  const long = first === '--long';
  const vitestArgs = long ? rest : process.argv.slice(2);
  const env = long ? { ...process.env, KLONDIKE_LONG_TESTS: '1' } : process.env;

  installDebianBrowsers();

  if (dependenciesStale()) {
    step('npm ci');
    if (!npm(['ci', '--no-audit', '--no-fund'])) {
      warn('npm ci failed; nothing can run');
      summarise('', 0);
      return 1;
    }
  }

  step('browser');
  let notRun = browserProblem();
  if (notRun !== undefined) warn(`${notRun}; running the unit tests only`);

  step('type-check and production build');
  let extraFailures = 0;
  let unitOnly = notRun !== undefined;
  if (!npm(['run', 'build'])) {
    // Without a fresh dist/ the e2e tests would test a stale or missing app; the unit tests still
    // give useful feedback, so they run, and the broken build is counted as one failure.
    warn('the build failed; running the unit tests only');
    extraFailures++;
    unitOnly = true;
  }

  step('lint (Biome: lint rules and formatting)');
  if (!npm(['run', '--silent', 'lint'])) {
    warn('npm run lint found problems (npm run lint:fix rewrites what it can)');
    extraFailures++;
  }

  step('vitest');
  mkdirSync(dirname(join(ROOT, REPORT)), { recursive: true });
  rmSync(join(ROOT, REPORT), { force: true });
  const vitest = join(ROOT, 'node_modules/vitest/vitest.mjs');
  const projects = unitOnly ? ['--project', 'unit'] : [];
  const vitestPassed = run(
    process.execPath,
    [vitest, 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`, ...vitestArgs],
    env,
  );

  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nnpm test took ${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`);
  // A failed build already counts as a failure; a missing browser is the one reason worth naming.
  if (notRun !== undefined) notRun = `e2e not run: ${notRun}`;
  const summaryPassed = summarise(REPORT, extraFailures, notRun);
  return vitestPassed && summaryPassed ? 0 : 1;
}

process.exitCode = main();
