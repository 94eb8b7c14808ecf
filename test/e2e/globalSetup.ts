/**
 * One preview server for the whole e2e project: every test file reads its address with
 * `inject('baseUrl')`. Vitest calls the returned function after the last file, even on failure.
 */
import type { TestProject } from 'vitest/node';
import { browserToLaunch } from '../../scripts/browserPath.mjs';
import { startPreviewServer } from './previewServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // No browser: one clear failure naming the way to get one, before any server or file starts.
  browserToLaunch('shell');
  const server = await startPreviewServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
