/**
 * Extracts the twelve court figures (jacks, queens, kings) of the SVG-cards deck (npm `svg-cards`,
 * LGPL-2.1, David Bellot's French-pattern figures that GNOME Aisleriot's themes descend from) into
 * small standalone SVGs, optimised with svgo:
 *
 *   assets/cards/JC.svg … KS.svg   the figure inside its frame, without the deck's card blank, corner
 *                                  letters and corner pips (the table draws its own corner indices)
 *   assets/cards/LICENSE           the deck's licence text, which must travel with the files
 *
 * A script, not a Vite plugin: the package holds one 960 KB SVG of the whole deck, and cutting twelve
 * cards out of it (with every definition they reference) and optimising them takes a few seconds and
 * changes only when the deck does. The output is committed, so a build needs neither the package nor
 * svgo, and a review sees exactly what ships. After changing this script or the package, run
 *
 *   npx tsx scripts/extract-court-cards.ts
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { optimize } from 'svgo';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, 'assets/cards');
const require = createRequire(import.meta.url);
const PACKAGE = dirname(require.resolve('svg-cards/package.json'));
const VERSION = (JSON.parse(readFileSync(resolve(PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;

const SUITS = { C: 'club', D: 'diamond', H: 'heart', S: 'spade' } as const;
const RANKS = { J: 'jack', Q: 'queen', K: 'king' } as const;

/** One element of the source: where it starts and ends in the text. */
interface Span {
  readonly start: number;
  readonly end: number;
}

/** The element whose start tag carries `id="…"`, with everything inside it (the source is well-formed). */
function elementById(svg: string, id: string): Span {
  const at = svg.indexOf(` id="${id}"`);
  if (at < 0) throw new Error(`svg-cards has no element #${id}`);
  const start = svg.lastIndexOf('<', at);
  return { start, end: endOf(svg, start) };
}

/** Where the element starting at `start` ends: counts start and end tags, self-closing ones aside. */
function endOf(svg: string, start: number): number {
  const tag = /<(\/?)[a-zA-Z][^>]*?(\/?)>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let m = tag.exec(svg); m !== null; m = tag.exec(svg)) {
    if (m[1] === '/') depth -= 1;
    else if (m[2] !== '/') depth += 1;
    if (depth === 0) return m.index + m[0].length;
  }
  throw new Error('svg-cards: unbalanced element');
}

/** The direct children of an element, as source text. */
function childrenOf(svg: string, span: Span): string[] {
  const open = svg.indexOf('>', span.start) + 1;
  const close = svg.lastIndexOf('</', span.end);
  const children: string[] = [];
  for (let i = svg.indexOf('<', open); i >= 0 && i < close; i = svg.indexOf('<', i)) {
    const end = endOf(svg, i);
    children.push(svg.slice(i, end));
    i = end;
  }
  return children;
}

const hrefs = (text: string): string[] => [...text.matchAll(/xlink:href="#([^"]+)"/g)].map((m) => m[1]!);

/**
 * What the table takes from a court card: the two halves of the figure (`#king_3` …, the second turned
 * upside down) and the sash between them (a `<g transform>` around a dotted line). The deck's card
 * blank, corner letters, corner pips, frame and the two large pips in it are left out: the table draws
 * its own index, frame and pips, in the ink of the chosen deck (four colours too).
 */
function isFigure(child: string): boolean {
  const [ref] = hrefs(child);
  if (child.startsWith('<use')) return ref !== undefined && /^(jack|queen|king)_\d$/.test(ref);
  return child.startsWith('<g transform=') && child.includes('<line');
}

/** The frame's corners, in the group's coordinates: the four `m x,y dx,dy` lines of its first child. */
function frameBox(frame: string): { x: number; y: number; width: number; height: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const m of frame.matchAll(/d="m ([-\d.]+),([-\d.]+) ([-\d.]+),([-\d.]+)"/g)) {
    const [x, y, dx, dy] = m.slice(1, 5).map(Number) as [number, number, number, number];
    xs.push(x, x + dx);
    ys.push(y, y + dy);
  }
  if (xs.length !== 8) throw new Error('svg-cards: a court card without its four frame lines');
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Every definition `roots` reference, and the ones those reference, in source order. */
function definitionsFor(svg: string, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = roots.flatMap(hrefs);
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const span = elementById(svg, id);
    queue.push(...hrefs(svg.slice(span.start, span.end)));
  }
  return [...seen]
    .map((id) => elementById(svg, id))
    .sort((a, b) => a.start - b.start)
    .map((s) => svg.slice(s.start, s.end));
}

function courtSvg(svg: string, rank: keyof typeof RANKS, suit: keyof typeof SUITS): string {
  const group = elementById(svg, `${SUITS[suit]}_${RANKS[rank]}`);
  const all = childrenOf(svg, group);
  const frame = all.find((child) => child.startsWith('<g style="fill:none;stroke:#000000'));
  if (frame === undefined) throw new Error(`svg-cards: ${rank}${suit} has no frame`);
  const children = all.filter(isFigure);
  if (children.length !== 3) throw new Error(`svg-cards: ${rank}${suit} has ${children.length} figure parts, not 3`);
  // The figure's box is the frame's: the table lays it out in its own frame of the same proportions.
  const box = frameBox(frame);
  const viewBox = [box.x, box.y, box.width, box.height].map((n) => n.toFixed(2)).join(' ');
  // A width and a height, not only a viewBox: an <img> of an SVG without them has no natural size,
  // and some browsers then refuse to draw it on a canvas.
  const size = `width="${box.width.toFixed(1)}" height="${box.height.toFixed(1)}"`;
  const source = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size} viewBox="${viewBox}">`,
    `<defs>${definitionsFor(svg, children).join('')}</defs>`,
    ...children,
    '</svg>',
  ].join('\n');
  const { data } = optimize(source, {
    multipass: true,
    floatPrecision: 1,
    // Transforms stay as written: rewritten at this precision, a turn about a far-away centre
    // (`rotate(.2 -24677.7 586042)`) moved half of a figure off the card.
    plugins: [{ name: 'preset-default', params: { overrides: { convertTransform: false } } }],
  });
  const notice = `<!-- ${rank}${suit} from SVG-cards ${VERSION} (c) 2005 David Bellot, 2016-2017 Huub de Beer; LGPL-2.1, see LICENSE -->`;
  // The notice goes after the root's start tag: an XML comment before it is fine too, but this keeps
  // the file's first bytes `<svg`, which some tools sniff.
  return data.replace(/^(<svg[^>]*>)/, `$1${notice}`);
}

function main(): void {
  const svg = readFileSync(resolve(PACKAGE, 'svg-cards.svg'), 'utf8');
  mkdirSync(OUT, { recursive: true });
  let total = 0;
  for (const rank of Object.keys(RANKS) as (keyof typeof RANKS)[]) {
    for (const suit of Object.keys(SUITS) as (keyof typeof SUITS)[]) {
      const text = courtSvg(svg, rank, suit);
      writeFileSync(resolve(OUT, `${rank}${suit}.svg`), text);
      total += Buffer.byteLength(text);
    }
  }
  copyFileSync(resolve(PACKAGE, 'LICENSE'), resolve(OUT, 'LICENSE'));
  console.log(`12 court figures, ${total} bytes, in ${OUT}`);
}

main();
