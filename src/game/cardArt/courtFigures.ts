/**
 * The twelve court figures of the SVG-cards deck (LGPL-2.1; assets/cards/LICENSE, made by
 * scripts/extract-court-cards.ts), loaded after the table's first frame so that they stay off the
 * critical path: about 400 KB of SVG that a first frame does not need. Each is a hashed asset file
 * of the app's own origin (the CSP's img-src 'self'), precached by the service worker like every
 * other asset, and loaded through an <img>, which a canvas then draws at the card's device size.
 */
import type { CardId } from '../../engine';
import type { CourtFigure, CourtFigures } from './cardArtShared';

/** Card id (`KS`) → the URL of its figure, as the build hashed it. */
const FILES = import.meta.glob<string>('../../../assets/cards/*.svg', { query: '?url', import: 'default', eager: true });

/** The figure files by card: `KS` → its URL. */
export function courtFigureUrls(): ReadonlyMap<CardId, string> {
  return new Map(Object.entries(FILES).map(([path, url]) => [/([^/]+)\.svg$/.exec(path)![1] as CardId, url]));
}

async function loadOne(url: string): Promise<CourtFigure> {
  const image = new Image();
  image.src = url;
  // decode() settles once the picture can be drawn without a stall, and rejects if it cannot load.
  await image.decode();
  return { image, width: image.naturalWidth, height: image.naturalHeight };
}

/**
 * Loads every figure; resolves with those that loaded (never rejects): a court whose figure failed
 * (offline before the service worker had them, say) keeps the plain frame.
 */
export async function loadCourtFigures(): Promise<CourtFigures> {
  const urls = [...courtFigureUrls()];
  const results = await Promise.allSettled(urls.map(([, url]) => loadOne(url)));
  const figures = new Map<CardId, CourtFigure>();
  results.forEach((result, i) => {
    if (result.status === 'fulfilled' && result.value.width > 0) figures.set(urls[i]![0], result.value);
  });
  return figures;
}
