#!/usr/bin/env node
/**
 * Prints the ten slowest test files (where the suite's time goes), then the one line CI reads —
 * `N passed, N failed` (`, N skipped` when any were) — from Vitest's JSON report, and exits non-zero
 * when anything failed.
 *
 * usage: node scripts/summarise-tests.mjs REPORT.json [EXTRA_FAILURES] [NOT_RUN]
 *
 * EXTRA_FAILURES counts failures that happened outside Vitest (a failed type-check or build), so that
 * a broken build can never be summarised as green. A missing or unreadable report counts as one
 * failure: Vitest crashing before it could write it is a failure too. NOT_RUN says which tests did not
 * run and why (`e2e not run: no Chromium found: …`): it is printed above the last line, the last line
 * ends `, e2e not run`, and the run is not green.
 */
import { readFileSync } from 'node:fs';

const [reportPath, extraArg = '0', notRun] = process.argv.slice(2);
const extra = Number.parseInt(extraArg, 10) || 0;

/** Counts tests by status; a test file that failed to load (no failed test inside) counts as one. */
function count(report) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of report.testResults ?? []) {
    let failedHere = 0;
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'passed') passed++;
      else if (t.status === 'failed') failedHere++;
      else skipped++; // pending, skipped, todo, disabled
    }
    if (file.status === 'failed' && failedHere === 0) failedHere = 1;
    failed += failedHere;
  }
  // Vitest says the run failed with no failed test when an error came outside every test (a config
  // error before any file ran, an unhandled rejection): that is one failure, never a green run.
  if (report.success === false && failed === 0) failed = 1;
  return { passed, failed, skipped };
}

/** The ten files that took longest (their own wall time; browser files run side by side). */
function printSlowest(report) {
  const files = (report.testResults ?? [])
    .map((file) => ({ name: file.name.replace(`${process.cwd()}/`, ''), seconds: (file.endTime - file.startTime) / 1000 }))
    .filter((file) => Number.isFinite(file.seconds))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  if (files.length === 0) return;
  console.log('slowest test files:');
  for (const file of files) console.log(`${file.seconds.toFixed(1).padStart(8)} s  ${file.name}`);
}

let counts = { passed: 0, failed: 1, skipped: 0 };
if (reportPath) {
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    printSlowest(report);
    counts = count(report);
  } catch (error) {
    console.error(`summarise-tests: no usable report at ${reportPath}: ${error.message}`);
  }
}
const failed = counts.failed + extra;
const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
// `e2e not run: why` → `, e2e not run`: the part before the colon names what did not run.
const missing = notRun ? `, ${notRun.split(':')[0]}` : '';
if (notRun) console.log(notRun);
console.log(`${counts.passed} passed, ${failed} failed${skipped}${missing}`);
process.exit(failed > 0 || notRun ? 1 : 0);
