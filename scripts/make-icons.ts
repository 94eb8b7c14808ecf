/**
 * Draws the app's icon — an ace of spades fanned over a red ace of hearts on the table's green felt —
 * as SVG, and renders it to the PNGs that the web manifest, iOS and the browser tab use:
 *
 *   public/icons/icon-192.png           manifest, purpose "any" (rounded felt tile, transparent corners)
 *   public/icons/icon-512.png           manifest, purpose "any"
 *   public/icons/icon-maskable-512.png  manifest, purpose "maskable" (full-bleed felt; the cards stay
 *                                       inside the central 80 % circle that every mask keeps)
 *   public/apple-touch-icon.png         180×180, full-bleed and opaque (iOS rounds the corners itself
 *                                       and would fill transparent corners with black)
 *   public/favicon.png                  48×48, for the browser tab ("any"). A PNG, not the SVG: Chromium
 *                                       fetches a tab's icon through the page, some time after the load,
 *                                       and an SVG with a blur costs the page's main thread a whole SVG
 *                                       document (250 ms at CPU ×4, in the middle of a first drag)
 *
 * The PNGs are committed, so a build never needs a browser. After changing the drawing, run
 *
 *   npx tsx scripts/make-icons.ts
 *
 * It renders with Chromium through playwright-core (the full browser `scripts/browserPath.mjs` picks),
 * screenshotting each SVG at its exact pixel size.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { browserToLaunch } from './browserPath.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC = resolve(ROOT, 'public');

/** The table's felt, also the manifest's theme and background colour. */
const FELT = '#0b5d33';
const FELT_LIGHT = '#14804a';
const RED = '#c62828';
const INK = '#15151a';
const PAPER = '#fdfdf8';

/** Suit shapes in a unit box centred on 0,0 (x and y from −0.5 to 0.5). */
const HEART = 'M0 0.42 C-0.1 0.3 -0.5 0.05 -0.5 -0.18 C-0.5 -0.42 -0.2 -0.52 0 -0.28 C0.2 -0.52 0.5 -0.42 0.5 -0.18 C0.5 0.05 0.1 0.3 0 0.42 Z';
const SPADE =
  'M0 -0.5 C0.1 -0.36 0.5 -0.12 0.5 0.1 C0.5 0.32 0.24 0.4 0.06 0.22 C0.08 0.36 0.14 0.44 0.22 0.5 L-0.22 0.5 C-0.14 0.44 -0.08 0.36 -0.06 0.22 C-0.24 0.4 -0.5 0.32 -0.5 0.1 C-0.5 -0.12 -0.1 -0.36 0 -0.5 Z';
/** The rank "A" drawn as strokes, so the icon never depends on the fonts of the machine rendering it. */
const LETTER_A = 'M-0.34 0.5 L0 -0.5 L0.34 0.5 M-0.2 0.14 L0.2 0.14';

const CARD_W = 200;
const CARD_H = 280;

/** One card, drawn with its centre at 0,0: the corner index (rank over suit) and a big centre pip. */
function card(suitPath: string, colour: string): string {
  const left = -CARD_W / 2;
  const top = -CARD_H / 2;
  return `
    <rect x="${left}" y="${top}" width="${CARD_W}" height="${CARD_H}" rx="20" fill="${PAPER}" stroke="${INK}" stroke-opacity="0.35" stroke-width="3"/>
    <path d="${LETTER_A}" transform="translate(${left + 34} ${top + 42}) scale(40)" fill="none" stroke="${colour}" stroke-width="${7 / 40}" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="${suitPath}" transform="translate(${left + 34} ${top + 88}) scale(30)" fill="${colour}"/>
    <path d="${suitPath}" transform="translate(8 14) scale(104)" fill="${colour}"/>`;
}

/** How each card lies in the fan: turned by `angle` degrees about a point below the pair, then shifted. */
interface Lie {
  readonly angle: number;
  readonly dx: number;
}
/** The pivot the fan turns about, in card units below the cards' common centre. */
const FAN_PIVOT_Y = 210;
/** The red card leans left behind; the ace of spades leans right in front and covers most of it. */
const RED_LIE: Lie = { angle: -14, dx: -6 };
const SPADE_LIE: Lie = { angle: 10, dx: 22 };

const lie = ({ angle, dx }: Lie, body: string): string => `<g transform="rotate(${angle} 0 ${FAN_PIVOT_Y}) translate(${dx} 0)">${body}</g>`;

/** The fan's card corners relative to its own origin (unscaled). */
function rawCorners(): { x: number; y: number }[] {
  return [RED_LIE, SPADE_LIE].flatMap(({ angle, dx }) => {
    const a = (angle * Math.PI) / 180;
    return [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([sx, sy]) => {
      const x = (sx! * CARD_W) / 2 + dx;
      const y = (sy! * CARD_H) / 2 - FAN_PIVOT_Y;
      return { x: x * Math.cos(a) - y * Math.sin(a), y: x * Math.sin(a) + y * Math.cos(a) + FAN_PIVOT_Y };
    });
  });
}

/** Where the fan's origin goes so that its bounding box is centred in the 512-unit icon. */
function fanOrigin(scale: number): { x: number; y: number } {
  const corners = rawCorners();
  const mid = (values: number[]): number => (Math.min(...values) + Math.max(...values)) / 2;
  return { x: 256 - scale * mid(corners.map((c) => c.x)), y: 256 - scale * mid(corners.map((c) => c.y)) };
}

/** The fan's corners in icon units at `scale` (sharp corners: a little beyond the rounded ones drawn). */
function fanCorners(scale: number): { x: number; y: number }[] {
  const origin = fanOrigin(scale);
  return rawCorners().map(({ x, y }) => ({ x: origin.x + scale * x, y: origin.y + scale * y }));
}

/** The two cards fanned, scaled by `scale` about the fan's centre (the icon is 512 units square). */
function cards(scale: number): string {
  const shape = `<rect x="${-CARD_W / 2}" y="${-CARD_H / 2}" width="${CARD_W}" height="${CARD_H}" rx="20" fill="#000"/>`;
  const origin = fanOrigin(scale);
  return `
  <g transform="translate(${origin.x.toFixed(2)} ${origin.y.toFixed(2)}) scale(${scale})">
    <g opacity="0.3" transform="translate(5 9)" filter="url(#soft)">
      ${lie(RED_LIE, shape)}
      ${lie(SPADE_LIE, shape)}
    </g>
    ${lie(RED_LIE, card(HEART, RED))}
    ${lie(SPADE_LIE, card(SPADE, INK))}
  </g>`;
}

type Variant = 'any' | 'full-bleed';

/** The fan fills most of the rounded tile… */
const ANY_SCALE = 1.2;
/** …on maskable felt it shrinks into the circle of radius 0.4 × side that every mask keeps (checked in main)… */
const MASKABLE_SCALE = 0.9;
/** …and iOS only rounds the corners a little. */
const APPLE_SCALE = 1.1;
const SAFE_RADIUS = 0.4 * 512;

/** The whole icon on a 512-unit square. */
function iconSvg(variant: Variant, pixels: number, scale: number): string {
  // "any": a rounded tile with a little margin, as launchers show unmasked icons.
  // "full-bleed": felt to every edge (maskable icons, iOS).
  const background =
    variant === 'any' ? `<rect x="16" y="16" width="480" height="480" rx="104" fill="url(#felt)"/>` : `<rect width="512" height="512" fill="url(#felt)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="${pixels}" height="${pixels}">
  <defs>
    <radialGradient id="felt" cx="50%" cy="42%" r="65%">
      <stop offset="0" stop-color="${FELT_LIGHT}"/>
      <stop offset="1" stop-color="${FELT}"/>
    </radialGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="8"/></filter>
  </defs>
  ${background}
  ${cards(scale)}
</svg>
`;
}

interface Target {
  readonly file: string;
  readonly pixels: number;
  readonly variant: Variant;
  readonly scale: number;
}

const TARGETS: readonly Target[] = [
  { file: 'favicon.png', pixels: 48, variant: 'any', scale: ANY_SCALE },
  { file: 'icons/icon-192.png', pixels: 192, variant: 'any', scale: ANY_SCALE },
  { file: 'icons/icon-512.png', pixels: 512, variant: 'any', scale: ANY_SCALE },
  { file: 'icons/icon-maskable-512.png', pixels: 512, variant: 'full-bleed', scale: MASKABLE_SCALE },
  { file: 'apple-touch-icon.png', pixels: 180, variant: 'full-bleed', scale: APPLE_SCALE },
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

function write(file: string, data: string | Buffer): void {
  const path = resolve(PUBLIC, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  console.log(`wrote public/${file}`);
}

async function main(): Promise<void> {
  const farthest = Math.max(...fanCorners(MASKABLE_SCALE).map(({ x, y }) => Math.hypot(x - 256, y - 256)));
  if (farthest > SAFE_RADIUS) throw new Error(`maskable artwork reaches ${farthest.toFixed(1)} units from the centre; the safe zone is ${SAFE_RADIUS}`);
  const tile = fanCorners(ANY_SCALE).flatMap(({ x, y }) => [x, y]);
  if (Math.min(...tile) < 24 || Math.max(...tile) > 488) throw new Error('the fan spills over the rounded tile');
  console.log(`maskable fan reaches ${((farthest / 512) * 100).toFixed(1)} % of the side from the centre (limit 40 %)`);

  const browser = await chromium.launch({ ...browserToLaunch('full'), args: CHROMIUM_ARGS, headless: true });
  try {
    for (const target of TARGETS) {
      const page = await browser.newPage({ viewport: { width: target.pixels, height: target.pixels }, deviceScaleFactor: 1 });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${iconSvg(target.variant, target.pixels, target.scale)}</body></html>`,
      );
      const png = await page.locator('svg').screenshot({ omitBackground: target.variant === 'any', type: 'png' });
      write(target.file, png);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
