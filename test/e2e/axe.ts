/**
 * axe-core in the page under test. The app's Content-Security-Policy forbids inline scripts, so the
 * library is not added as a <script>: its source is evaluated through the DevTools protocol
 * (page.evaluate of a string), which the policy does not cover, and the page itself is left as built.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}
interface AxeApi {
  run(context?: unknown, options?: unknown): Promise<{ violations: AxeViolation[] }>;
}

/** The serious and critical violations axe finds on the page as it is now (or inside `selector`). */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const result = await axe.run(within === null ? document : within, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} (${v.help}): ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, selector ?? null);
}
