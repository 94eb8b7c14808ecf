/**
 * The summary CI reads (scripts/summarise-tests.mjs): a run whose browser tests did not run says so on
 * its last line and is never green.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const SUMMARISE = resolve(import.meta.dirname, '../../scripts/summarise-tests.mjs');
const folder = mkdtempSync(join(tmpdir(), 'klondike-summary-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A report of two passed unit tests, as Vitest's JSON reporter writes it. */
function greenReport(): string {
  const path = join(folder, 'vitest.json');
  const file = { name: 'test/a.test.ts', status: 'passed', startTime: 0, endTime: 10, assertionResults: [{ status: 'passed' }, { status: 'passed' }] };
  writeFileSync(path, JSON.stringify({ success: true, testResults: [file] }));
  return path;
}

function summarise(...args: string[]): { lines: string[]; status: number | null } {
  const result = spawnSync(process.execPath, [SUMMARISE, ...args], { encoding: 'utf8' });
  return { lines: result.stdout.trim().split('\n'), status: result.status };
}

describe('summarise-tests', () => {
  test('a green report is green', () => {
    const { lines, status } = summarise(greenReport(), '0');
    expect(lines.at(-1)).toBe('2 passed, 0 failed');
    expect(status).toBe(0);
  });

  test('tests that did not run are named, end the last line, and fail the run', () => {
    const { lines, status } = summarise(greenReport(), '0', 'e2e not run: no Chromium found');
    expect(lines.slice(-2)).toEqual(['e2e not run: no Chromium found', '2 passed, 0 failed, e2e not run']);
    expect(status).toBe(1);
  });
});
