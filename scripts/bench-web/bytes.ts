/**
 * What a cold load downloads, by kind: every response the page received until its table was on
 * screen and the network had been quiet for a moment. For each, the body as the app uses it (raw), as
 * it came over the wire (the preview server gzips), and gzipped here at level 9 for a fixed yardstick.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { newContext, timedLoad } from './loads';
import { PROFILES } from './profiles';

export type Kind = 'Phaser' | 'app JavaScript' | 'CSS' | 'HTML' | 'images' | 'audio' | 'other';

export interface Transfer {
  readonly kind: Kind | 'total';
  readonly files: number;
  readonly raw: number;
  readonly wire: number;
  readonly gzip: number;
}

function kindOf(response: Response): Kind {
  const path = new URL(response.url()).pathname;
  const type = response.headers()['content-type'] ?? '';
  if (/\/phaser-[\w-]+\.js$/.test(path)) return 'Phaser';
  if (type.includes('javascript')) return 'app JavaScript';
  if (type.includes('css')) return 'CSS';
  if (type.includes('html')) return 'HTML';
  if (type.startsWith('image/')) return 'images';
  if (type.startsWith('audio/') || type.startsWith('video/')) return 'audio';
  return 'other';
}

/** The cold load's downloads by kind, in a fixed order, with a total row last. */
export async function coldLoadBytes(browser: Browser, url: string): Promise<Transfer[]> {
  const context = await newContext(browser);
  const responses: Response[] = [];
  // The page's own requests only: the service worker's precaching, which follows, is not the load.
  context.on('response', (response) => {
    if (response.request().serviceWorker() === null) responses.push(response);
  });
  try {
    const { page } = await timedLoad(context, url, PROFILES[0]!);
    await page.waitForLoadState('networkidle');
    const rows = new Map<Kind, Transfer>();
    for (const response of responses) {
      if (response.status() !== 200) continue;
      const body = await response.body().catch(() => null);
      if (body === null) continue;
      const kind = kindOf(response);
      const sizes = await response.request().sizes();
      const row = rows.get(kind) ?? { kind, files: 0, raw: 0, wire: 0, gzip: 0 };
      rows.set(kind, {
        kind,
        files: row.files + 1,
        raw: row.raw + body.length,
        wire: row.wire + sizes.responseBodySize,
        gzip: row.gzip + gzipSync(body, { level: 9 }).length,
      });
    }
    const order: Kind[] = ['Phaser', 'app JavaScript', 'CSS', 'HTML', 'images', 'audio', 'other'];
    const listed = order.flatMap((kind) => rows.get(kind) ?? []);
    const sum = (field: 'files' | 'raw' | 'wire' | 'gzip'): number => listed.reduce((total, row) => total + row[field], 0);
    return [...listed, { kind: 'total', files: sum('files'), raw: sum('raw'), wire: sum('wire'), gzip: sum('gzip') }];
  } finally {
    await context.close();
  }
}
