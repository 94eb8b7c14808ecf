/**
 * The card art has no canvas to draw on in Node, so these tests draw on a recording context: it keeps
 * the current transform and path, and logs every fill, stroke and text with the style in force and
 * the device-pixel box it covers. That is enough to check what a player would notice: the right
 * label and colour on every face, an index that sits in the strip a covered card shows, five
 * different backs, marks and highlights that leave the felt visible, and art that scales with size.
 */
import type Phaser from 'phaser';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, type CardId } from '../../../src/engine';
import {
  CARD_BACKS,
  HIGHLIGHT_KINDS,
  PILE_MARK_KINDS,
  drawCardBack,
  drawCardFace,
  drawHighlight,
  drawPileMark,
  rankLabel,
  type Canvas2D,
  type CardBack,
  type HighlightKind,
  type PileMarkKind,
} from '../../../src/game/cardArt';
import {
  BACK_KEY,
  CARD_TEXTURE_KEYS,
  DeferredTextures,
  cardTextureSpecs,
  deviceSize,
  faceKey,
  highlightKey,
  isFaceKey,
  pileMarkKey,
  registerCardTextures,
} from '../../../src/game/cardTextures';
import { pipLayout } from '../../../src/game/cardArt/pipLayout';

/** Draws up to `count` waiting textures, oldest first, as the table's idle slices do. */
function drawSome(textures: { drawNext(): string | null }, count: number): void {
  for (let left = count; left > 0; left--) if (textures.drawNext() === null) return;
}

// ---------------------------------------------------------------------------------------------
// A recording 2D context

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Op {
  readonly op: string;
  readonly args: readonly unknown[];
  readonly fillStyle: string;
  readonly strokeStyle: string;
  readonly lineWidth: number;
  readonly globalAlpha: number;
  readonly font: string;
  /** Device-pixel bounds of the current path (fill, stroke) or the text origin (fillText). */
  readonly box: Box | null;
}

interface State {
  matrix: Matrix;
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
  globalAlpha: number;
  font: string;
  lineJoin: CanvasLineJoin;
  lineCap: CanvasLineCap;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
}

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/**
 * How far a glyph reaches below the baseline, in ems: as in DejaVu Sans Bold (the system-ui of Debian's
 * Chromium), whose J has a hook under the line and whose Q a tail; the other ranks sit on it.
 */
const DESCENT: Readonly<Record<string, number>> = { J: 0.2, Q: 0.15 };
const descentOf = (text: string, px: number): number => Math.max(0, ...[...text].map((ch) => (DESCENT[ch] ?? 0) * px));

function fontPx(font: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(font);
  return match ? Number(match[1]) : 10;
}

class RecordingContext implements Canvas2D {
  readonly ops: Op[] = [];
  private state: State = {
    matrix: IDENTITY,
    fillStyle: '#000000',
    strokeStyle: '#000000',
    lineWidth: 1,
    globalAlpha: 1,
    font: '10px sans-serif',
    lineJoin: 'miter',
    lineCap: 'butt',
    textAlign: 'start',
    textBaseline: 'alphabetic',
  };
  private readonly stack: State[] = [];
  private path: [number, number][] = [];

  get fillStyle(): string {
    return this.state.fillStyle;
  }
  set fillStyle(v: string | CanvasGradient | CanvasPattern) {
    this.state.fillStyle = String(v);
  }
  get strokeStyle(): string {
    return this.state.strokeStyle;
  }
  set strokeStyle(v: string | CanvasGradient | CanvasPattern) {
    this.state.strokeStyle = String(v);
  }
  get lineWidth(): number {
    return this.state.lineWidth;
  }
  set lineWidth(v: number) {
    this.state.lineWidth = v;
  }
  get globalAlpha(): number {
    return this.state.globalAlpha;
  }
  set globalAlpha(v: number) {
    this.state.globalAlpha = v;
  }
  get font(): string {
    return this.state.font;
  }
  set font(v: string) {
    this.state.font = v;
  }
  get lineJoin(): CanvasLineJoin {
    return this.state.lineJoin;
  }
  set lineJoin(v: CanvasLineJoin) {
    this.state.lineJoin = v;
  }
  get lineCap(): CanvasLineCap {
    return this.state.lineCap;
  }
  set lineCap(v: CanvasLineCap) {
    this.state.lineCap = v;
  }
  get textAlign(): CanvasTextAlign {
    return this.state.textAlign;
  }
  set textAlign(v: CanvasTextAlign) {
    this.state.textAlign = v;
  }
  get textBaseline(): CanvasTextBaseline {
    return this.state.textBaseline;
  }
  set textBaseline(v: CanvasTextBaseline) {
    this.state.textBaseline = v;
  }

  /** The scale the current transform applies to lengths (uniform enough for line widths here). */
  get scaleFactor(): number {
    const m = this.state.matrix;
    return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  }

  private point(x: number, y: number): [number, number] {
    const m = this.state.matrix;
    return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
  }

  private add(x: number, y: number): void {
    this.path.push(this.point(x, y));
  }

  private pathBox(): Box | null {
    if (this.path.length === 0) return null;
    const xs = this.path.map((p) => p[0]);
    const ys = this.path.map((p) => p[1]);
    return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  }

  private record(op: string, args: readonly unknown[], box: Box | null = null): void {
    const s = this.state;
    this.ops.push({
      op,
      args,
      fillStyle: s.fillStyle,
      strokeStyle: s.strokeStyle,
      lineWidth: s.lineWidth * this.scaleFactor,
      globalAlpha: s.globalAlpha,
      font: s.font,
      box,
    });
  }

  save(): void {
    this.stack.push({ ...this.state });
    this.record('save', []);
  }
  restore(): void {
    const s = this.stack.pop();
    if (s) this.state = s;
    this.record('restore', []);
  }
  translate(x: number, y: number): void {
    this.state.matrix = multiply(this.state.matrix, [1, 0, 0, 1, x, y]);
    this.record('translate', [x, y]);
  }
  scale(x: number, y: number): void {
    this.state.matrix = multiply(this.state.matrix, [x, 0, 0, y, 0, 0]);
    this.record('scale', [x, y]);
  }
  rotate(a: number): void {
    const c = Math.cos(a);
    const s = Math.sin(a);
    this.state.matrix = multiply(this.state.matrix, [c, s, -s, c, 0, 0]);
    this.record('rotate', [a]);
  }
  clearRect(x: number, y: number, w: number, h: number): void {
    this.record('clearRect', [x, y, w, h]);
  }
  fillRect(x: number, y: number, w: number, h: number): void {
    const a = this.point(x, y);
    const b = this.point(x + w, y + h);
    this.record('fillRect', [x, y, w, h], { x0: Math.min(a[0], b[0]), y0: Math.min(a[1], b[1]), x1: Math.max(a[0], b[0]), y1: Math.max(a[1], b[1]) });
  }
  beginPath(): void {
    this.path = [];
    this.record('beginPath', []);
  }
  closePath(): void {
    this.record('closePath', []);
  }
  moveTo(x: number, y: number): void {
    this.add(x, y);
    this.record('moveTo', [x, y]);
  }
  lineTo(x: number, y: number): void {
    this.add(x, y);
    this.record('lineTo', [x, y]);
  }
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void {
    this.add(x1, y1);
    this.record('arcTo', [x1, y1, x2, y2, r]);
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    this.add(cx, cy);
    this.add(x, y);
    this.record('quadraticCurveTo', [cx, cy, x, y]);
  }
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void {
    this.add(c1x, c1y);
    this.add(c2x, c2y);
    this.add(x, y);
    this.record('bezierCurveTo', [c1x, c1y, c2x, c2y, x, y]);
  }
  arc(x: number, y: number, r: number, start: number, end: number): void {
    this.add(x - r, y - r);
    this.add(x + r, y + r);
    this.record('arc', [x, y, r, start, end]);
  }
  fill(): void {
    this.record('fill', [], this.pathBox());
  }
  stroke(): void {
    this.record('stroke', [], this.pathBox());
  }
  clip(): void {
    this.record('clip', []);
  }
  drawImage(image: CanvasImageSource, ...args: number[]): void {
    const [x = 0, y = 0, w = 0, h = 0] = args.length >= 8 ? args.slice(4) : args;
    const a = this.point(x, y);
    const b = this.point(x + w, y + h);
    this.record('drawImage', [image], { x0: Math.min(a[0], b[0]), y0: Math.min(a[1], b[1]), x1: Math.max(a[0], b[0]), y1: Math.max(a[1], b[1]) });
  }
  fillText(text: string, x: number, y: number): void {
    const [px, py] = this.point(x, y);
    this.record('fillText', [text], { x0: px, y0: py, x1: px, y1: py });
  }
  measureText(text: string): TextMetrics {
    const px = fontPx(this.state.font);
    const width = 0.62 * px * text.length;
    return {
      width,
      actualBoundingBoxAscent: 0.72 * px,
      actualBoundingBoxDescent: descentOf(text, px),
      actualBoundingBoxLeft: 0,
      actualBoundingBoxRight: width,
      fontBoundingBoxAscent: 0.9 * px,
      fontBoundingBoxDescent: 0.25 * px,
      alphabeticBaseline: 0,
      emHeightAscent: 0.8 * px,
      emHeightDescent: 0.2 * px,
      hangingBaseline: 0.7 * px,
      ideographicBaseline: -0.2 * px,
    };
  }
}

function record(draw: (ctx: RecordingContext) => void): RecordingContext {
  const ctx = new RecordingContext();
  draw(ctx);
  return ctx;
}

const W = 92;
const H = 129;
const face = (card: CardId, fourColour: boolean, w = W, h = H): RecordingContext => record((ctx) => drawCardFace(ctx, card, w, h, { fourColour }));

const texts = (ctx: RecordingContext): Op[] => ctx.ops.filter((o) => o.op === 'fillText');
const paints = (ctx: RecordingContext): Op[] => ctx.ops.filter((o) => o.op === 'fill' || o.op === 'fillRect' || o.op === 'fillText' || o.op === 'stroke');
const ALPHA = /rgba\(\s*\d+,\s*\d+,\s*\d+,\s*([\d.]+)\)/;

// ---------------------------------------------------------------------------------------------

const PAPER = new Set(['#ffffff', '#fbf1d9']);
const BORDER = 'rgba(40, 40, 48, 0.55)';
const RED = '#c62828';
const BLACK = '#1b1b1f';
const BLUE = '#1565c0';
const GREEN = '#2e7d32';
const TWO: Readonly<Record<string, string>> = { C: BLACK, D: RED, H: RED, S: BLACK };
const FOUR: Readonly<Record<string, string>> = { C: GREEN, D: BLUE, H: RED, S: BLACK };

describe('card faces', () => {
  test.each(ALL_CARDS.map((c) => [c]))('%s shows its rank ("10" for a ten) in both corners', (card) => {
    const label = card[0] === 'T' ? '10' : card[0];
    expect(rankLabel(card)).toBe(label);
    const drawn = texts(face(card, false))
      .map((o) => o.args[0])
      .join('');
    const court = 'JQK'.includes(card[0] ?? '');
    // Big index + small mirrored index (+ the court letter), character by character.
    expect(drawn).toBe(label?.repeat(court ? 3 : 2));
    expect(drawn).not.toContain('T');
  });

  test.each([false, true])('fourColour=%s: every mark on a face is in its suit colour', (fourColour) => {
    const table = fourColour ? FOUR : TWO;
    for (const card of ALL_CARDS) {
      const want = table[card[1] ?? ''];
      const ctx = face(card, fourColour);
      const inks = new Set(paints(ctx).map((o) => (o.op === 'stroke' ? o.strokeStyle : o.fillStyle)));
      const other = [...inks].filter((c) => !PAPER.has(c) && c !== BORDER);
      expect(other, card).toEqual([want]);
    }
  });

  test('the two decks differ only where they should: diamonds and clubs', () => {
    for (const card of ALL_CARDS) {
      const same = JSON.stringify(face(card, false).ops) === JSON.stringify(face(card, true).ops);
      expect(same, card).toBe(card[1] === 'H' || card[1] === 'S');
    }
  });

  test.each(ALL_CARDS.map((c) => [c]))('%s: the index reads in the top quarter (all a covered card shows)', (card) => {
    const ctx = face(card, false);
    const band = 0.25 * H;
    const length = rankLabel(card).length;
    const drawn = texts(ctx);
    // The small index is drawn first (top-right corner), then the big one (top-left), then any court letter.
    const small = drawn.slice(0, length);
    const big = drawn.slice(length, 2 * length);
    expect(small[0]?.box?.x0).toBeGreaterThan(0.6 * W);
    expect(big[0]?.box?.x0).toBeLessThan(0.12 * W);
    for (const glyph of [...small, ...big]) expect(glyph.box?.y0, card).toBeLessThan(band); // baselines
    expect(fontPx(big[0]?.font ?? '')).toBeGreaterThanOrEqual(0.3 * W);
    expect(fontPx(big[0]?.font ?? '')).toBeGreaterThan(1.6 * fontPx(small[0]?.font ?? ''));
    // A suit symbol in the suit's colour lies wholly inside the band, right of the big rank, clear of the small index.
    const ink = TWO[card[1] ?? ''];
    const fills = ctx.ops.filter((o) => o.op === 'fill' && o.fillStyle === ink && o.box !== null);
    const inBand = fills.filter((o) => o.box !== null && o.box.y1 <= band && o.box.x0 > 0.2 * W && o.box.x1 < 0.75 * W);
    expect(inBand.length, card).toBeGreaterThan(0);
    // And a big pip (or the court figure) fills the lower part.
    const body = fills.flatMap((o) => (o.box !== null && o.box.y0 > band ? [o.box] : []));
    const top = Math.min(...body.map((b) => b.y0));
    const bottom = Math.max(...body.map((b) => b.y1));
    const left = Math.min(...body.map((b) => b.x0));
    const right = Math.max(...body.map((b) => b.x1));
    expect(bottom - top, card).toBeGreaterThan(0.3 * H);
    // Pips of a two or a three stand in one column, down the middle.
    expect(right - left, card).toBeGreaterThan('23'.includes(card[0] ?? '') ? 0.12 * W : 0.4 * W);
    expect(bottom, card).toBeLessThanOrEqual(H);
  });

  test.each(ALL_CARDS.map((c) => [c]))("%s: the small index leaves paper between its rank's ink and its suit (a J's hook too)", (card) => {
    const ctx = face(card, false);
    const length = rankLabel(card).length;
    const drawn = texts(ctx);
    const small = drawn.slice(0, length);
    const px = fontPx(small[0]!.font);
    // The rank's ink ends its glyphs' descent below the baseline (the texts' origins).
    const inkBottom = Math.max(...small.map((glyph) => glyph.box!.y0 + descentOf(String(glyph.args[0]), px)));
    // The small suit: what is filled between the small rank and the big one.
    const between = ctx.ops.slice(ctx.ops.indexOf(small.at(-1)!) + 1, ctx.ops.indexOf(drawn[length]!));
    const suit = between.filter((o) => o.op === 'fill' && o.fillStyle === TWO[card[1] ?? ''] && o.box !== null).map((o) => o.box!);
    expect(suit.length, card).toBeGreaterThan(0);
    const suitTop = Math.min(...suit.map((b) => b.y0));
    expect(suitTop - inkBottom, card).toBeGreaterThanOrEqual(0.03 * W);
    // And the whole small index stays above the pips and the court frame.
    expect(Math.max(...suit.map((b) => b.y1)), card).toBeLessThan(Math.min(0.34 * H, 0.48 * W));
  });

  test('number cards lay out their pips in the standard places: the nine of clubs has four down each side and one in the middle', () => {
    const nine = pipLayout('9');
    expect(nine).toHaveLength(9);
    const at = (x: number): number[] => nine.filter((p) => p.x === x).map((p) => p.y);
    expect(at(0)).toEqual([0, 1 / 3, 2 / 3, 1]);
    expect(at(1)).toEqual([0, 1 / 3, 2 / 3, 1]);
    expect(at(0.5)).toEqual([0.5]);
    // The lower half is printed upside down; the middle pip stands upright.
    expect(nine.filter((p) => p.inverted).map((p) => p.y)).toEqual([2 / 3, 2 / 3, 1, 1]);
    // Every other rank, as columns of (x, y): the arrangement of French-suited decks.
    const columns = (rank: string): string =>
      pipLayout(rank)
        .map((p) => `${p.x}:${p.y.toFixed(2)}`)
        .sort()
        .join(' ');
    expect(columns('2')).toBe('0.5:0.00 0.5:1.00');
    expect(columns('3')).toBe('0.5:0.00 0.5:0.50 0.5:1.00');
    expect(columns('4')).toBe('0:0.00 0:1.00 1:0.00 1:1.00');
    expect(columns('5')).toBe('0.5:0.50 0:0.00 0:1.00 1:0.00 1:1.00');
    expect(columns('6')).toBe('0:0.00 0:0.50 0:1.00 1:0.00 1:0.50 1:1.00');
    expect(columns('7')).toBe('0.5:0.25 0:0.00 0:0.50 0:1.00 1:0.00 1:0.50 1:1.00');
    expect(columns('8')).toBe('0.5:0.25 0.5:0.75 0:0.00 0:0.50 0:1.00 1:0.00 1:0.50 1:1.00');
    expect(columns('T')).toBe('0.5:0.17 0.5:0.83 0:0.00 0:0.33 0:0.67 0:1.00 1:0.00 1:0.33 1:0.67 1:1.00');
    expect(pipLayout('A')).toHaveLength(1);
    expect(pipLayout('K')).toHaveLength(0);
  });

  test.each(ALL_CARDS.filter((c) => !'JQK'.includes(c[0] ?? '')).map((c) => [c]))(
    "%s draws its rank's count of pips, none overlapping, inside the card",
    (card) => {
      const count = card[0] === 'A' ? 1 : card[0] === 'T' ? 10 : Number(card[0]);
      const band = 0.25 * H;
      const ink = TWO[card[1] ?? ''];
      const body = face(card, false).ops.filter((o) => o.op === 'fill' && o.fillStyle === ink && o.box !== null && o.box.y0 > band);
      // A club is five fills (three lobes, the knot, the stem); every other suit is one.
      const perPip = card[1] === 'C' ? 5 : 1;
      expect(body).toHaveLength(count * perPip);
      const pips = Array.from({ length: count }, (_, i) => body.slice(i * perPip, (i + 1) * perPip).map((o) => o.box!)).map((boxes) => ({
        x0: Math.min(...boxes.map((b) => b.x0)),
        y0: Math.min(...boxes.map((b) => b.y0)),
        x1: Math.max(...boxes.map((b) => b.x1)),
        y1: Math.max(...boxes.map((b) => b.y1)),
      }));
      for (const [i, a] of pips.entries()) {
        expect(a.x0).toBeGreaterThanOrEqual(0);
        expect(a.x1).toBeLessThanOrEqual(W);
        expect(a.y1).toBeLessThanOrEqual(H);
        for (const b of pips.slice(i + 1)) {
          const apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
          expect(apart, `${card}: pips ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
        }
      }
    },
  );

  test('a court card shows its figure once loaded: drawn in the frame, with no letter and no crown', () => {
    const image = { width: 151, height: 234 } as unknown as CanvasImageSource;
    for (const card of ALL_CARDS.filter((c) => 'JQK'.includes(c[0] ?? ''))) {
      const plain = face(card, false);
      const figured = record((ctx) => drawCardFace(ctx, card, W, H, { fourColour: false, figure: { image, width: 151, height: 234 } }));
      expect(plain.ops.some((o) => o.op === 'drawImage')).toBe(false);
      const drawn = figured.ops.filter((o) => o.op === 'drawImage');
      expect(drawn.map((o) => o.args[0])).toEqual([image]);
      // As wide as the frame, from its top, clipped to it.
      const box = drawn[0]!.box!;
      expect(box.x1 - box.x0).toBeGreaterThan(0.8 * W);
      expect(box.y0).toBeGreaterThan(0.25 * H);
      expect(figured.ops.findIndex((o) => o.op === 'clip')).toBeLessThan(figured.ops.indexOf(drawn[0]!));
      // The corner indices stay; the big letter goes.
      expect(texts(figured)).toHaveLength(2);
    }
  });

  test('every face starts by clearing its canvas and is a rounded white card with a thin border', () => {
    for (const card of ALL_CARDS) {
      const ctx = face(card, false);
      expect(ctx.ops[0]).toMatchObject({ op: 'clearRect', args: [0, 0, W, H] });
      const card0 = ctx.ops.find((o) => o.op === 'fill');
      expect(card0?.fillStyle).toBe('#ffffff');
      expect(card0?.box?.x0).toBeLessThan(0.02 * W);
      expect(card0?.box?.y1).toBeGreaterThan(H - 0.02 * W);
      const radius = ctx.ops.find((o) => o.op === 'arcTo')?.args[4];
      expect(radius).toBeGreaterThan(0.06 * W);
      expect(radius).toBeLessThanOrEqual(0.07 * W);
      const border = ctx.ops.find((o) => o.op === 'stroke');
      expect(border?.lineWidth).toBeLessThan(0.03 * W);
    }
  });

  test('all fifty-two faces are different pictures', () => {
    const pictures = new Set(ALL_CARDS.map((card) => JSON.stringify(face(card, false).ops)));
    expect(pictures.size).toBe(52);
  });
});

describe('card backs', () => {
  const back = (b: CardBack, w = W, h = H): RecordingContext => record((ctx) => drawCardBack(ctx, b, w, h));

  test('five backs draw five different pictures', () => {
    const pictures = new Set(CARD_BACKS.map((b) => JSON.stringify(back(b).ops)));
    expect(CARD_BACKS).toEqual([1, 2, 3, 4, 5]);
    expect(pictures.size).toBe(5);
  });

  test('each back has its own main colour', () => {
    const main = CARD_BACKS.map((b) => back(b).ops.find((o) => o.op === 'fillRect')?.fillStyle);
    expect(new Set(main).size).toBe(5);
  });

  test.each(CARD_BACKS.map((b) => [b]))('back %i: white card, pattern clipped inside a margin', (b) => {
    const ctx = back(b);
    expect(ctx.ops[0]).toMatchObject({ op: 'clearRect', args: [0, 0, W, H] });
    expect(ctx.ops.find((o) => o.op === 'fill')?.fillStyle).toBe('#ffffff');
    expect(ctx.ops.some((o) => o.op === 'clip')).toBe(true);
    const pattern = ctx.ops.find((o) => o.op === 'fillRect');
    expect(pattern?.box?.x0).toBeGreaterThan(0.04 * W);
    expect(pattern?.box?.y0).toBeGreaterThan(0.04 * W);
    expect(paints(ctx).length).toBeGreaterThan(10);
  });
});

describe('pile marks', () => {
  const mark = (kind: PileMarkKind, w = W, h = H): RecordingContext => record((ctx) => drawPileMark(ctx, kind, w, h));

  test.each(PILE_MARK_KINDS.map((k) => [k]))('%s: a faint rounded outline on a transparent slot', (kind) => {
    const ctx = mark(kind);
    expect(ctx.ops[0]).toMatchObject({ op: 'clearRect', args: [0, 0, W, H] });
    expect(ctx.ops.some((o) => o.op === 'stroke')).toBe(true);
    expect(ctx.ops.some((o) => o.op === 'arcTo')).toBe(true);
    for (const o of paints(ctx)) {
      const colour = o.op === 'stroke' ? o.strokeStyle : o.fillStyle;
      const alpha = Number(ALPHA.exec(colour)?.[1] ?? 1) * o.globalAlpha;
      expect(colour).toMatch(/^rgba\(255, 255, 255,/);
      expect(alpha).toBeLessThan(0.5);
    }
  });

  test('each kind shows its own sign', () => {
    expect(texts(mark('foundation')).map((o) => o.args[0])).toEqual(['A']);
    expect(texts(mark('column'))).toEqual([]);
    expect(texts(mark('column-king')).map((o) => o.args[0])).toEqual(['K']);
    expect(texts(mark('waste'))).toEqual([]);
    const recycle = mark('stock-recycle');
    const recycleArc = recycle.ops.find((o) => o.op === 'arc');
    expect(Math.abs(Number(recycleArc?.args[4]) - Number(recycleArc?.args[3]))).toBeLessThan(2 * Math.PI);
    expect(recycle.ops.filter((o) => o.op === 'fill').length).toBe(2); // the slot and the arrowhead
    const stop = mark('stock-stop');
    const stopArc = stop.ops.find((o) => o.op === 'arc');
    expect(Number(stopArc?.args[4]) - Number(stopArc?.args[3])).toBeCloseTo(2 * Math.PI);
    expect(stop.ops.filter((o) => o.op === 'stroke').length).toBe(3); // slot, ring, bar
    const pictures = new Set(PILE_MARK_KINDS.map((k) => JSON.stringify(mark(k).ops)));
    expect(pictures.size).toBe(5); // column and waste are both the bare outline
  });
});

describe('highlights', () => {
  const glow = (kind: HighlightKind, w = W, h = H): RecordingContext => record((ctx) => drawHighlight(ctx, w, h, kind));

  test.each(HIGHLIGHT_KINDS.map((k) => [k]))('%s: a few strokes, faint when wide, nothing filled, inside the bounds', (kind) => {
    const ctx = glow(kind);
    expect(ctx.ops[0]).toMatchObject({ op: 'clearRect', args: [0, 0, W, H] });
    expect(ctx.ops.some((o) => o.op === 'fill' || o.op === 'fillRect' || o.op === 'fillText')).toBe(false);
    const strokes = ctx.ops.filter((o) => o.op === 'stroke');
    expect(strokes.length).toBeGreaterThanOrEqual(3);
    const byWidth = [...strokes].sort((a, b) => b.lineWidth - a.lineWidth);
    const alphas = byWidth.map((o) => Number(ALPHA.exec(o.strokeStyle)?.[1]));
    expect(alphas).toEqual([...alphas].sort((a, b) => a - b));
    expect(alphas[0]).toBeLessThan(0.5);
    expect(alphas[alphas.length - 1]).toBe(1);
    for (const s of strokes) {
      expect(s.box).not.toBeNull();
      expect(s.box!.x0 - s.lineWidth / 2).toBeGreaterThanOrEqual(-1e-9);
      expect(s.box!.y0 - s.lineWidth / 2).toBeGreaterThanOrEqual(-1e-9);
      expect(s.box!.x1 + s.lineWidth / 2).toBeLessThanOrEqual(W + 1e-9);
      expect(s.box!.y1 + s.lineWidth / 2).toBeLessThanOrEqual(H + 1e-9);
    }
  });

  test('target is gold, selected is blue, hint is green', () => {
    const rgb = (kind: HighlightKind): number[] =>
      (/rgba\((\d+),\s*(\d+),\s*(\d+)/.exec(glow(kind).ops.find((o) => o.op === 'stroke')?.strokeStyle ?? '') ?? []).slice(1).map(Number);
    const [tr, tg, tb] = rgb('target');
    expect(tr! > tb! && tg! > tb!).toBe(true);
    const [sr, , sb] = rgb('selected');
    expect(sb! > sr!).toBe(true);
    const [hr, hg, hb] = rgb('hint');
    expect(hg! > hr! && hg! > hb!).toBe(true);
  });
});

describe('sizes are device pixels and everything scales with them', () => {
  const drawings: readonly [string, (ctx: Canvas2D, w: number, h: number) => void][] = [
    ['face TH', (ctx, w, h) => drawCardFace(ctx, 'TH', w, h, { fourColour: false })],
    ['face KC', (ctx, w, h) => drawCardFace(ctx, 'KC', w, h, { fourColour: true })],
    ...CARD_BACKS.map((b): [string, (ctx: Canvas2D, w: number, h: number) => void] => [`back ${b}`, (ctx, w, h) => drawCardBack(ctx, b, w, h)]),
    ...PILE_MARK_KINDS.map((k): [string, (ctx: Canvas2D, w: number, h: number) => void] => [`mark ${k}`, (ctx, w, h) => drawPileMark(ctx, k, w, h)]),
    ...HIGHLIGHT_KINDS.map((k): [string, (ctx: Canvas2D, w: number, h: number) => void] => [`highlight ${k}`, (ctx, w, h) => drawHighlight(ctx, w, h, k)]),
  ];

  test.each(drawings)('%s at 2× has every line, font and box twice as large', (_name, draw) => {
    const one = record((ctx) => draw(ctx, 46, 64));
    const two = record((ctx) => draw(ctx, 92, 128));
    expect(two.ops.length).toBe(one.ops.length);
    const widths = (ctx: RecordingContext): number[] => ctx.ops.filter((o) => o.op === 'stroke').map((o) => o.lineWidth);
    expect(widths(one).length).toBeGreaterThan(0);
    widths(two).forEach((w, i) => expect(w).toBeCloseTo(2 * (widths(one)[i] ?? NaN), 6));
    const fonts = (ctx: RecordingContext): number[] => texts(ctx).map((o) => fontPx(o.font));
    fonts(two).forEach((px, i) => expect(px).toBeCloseTo(2 * (fonts(one)[i] ?? NaN), 1));
    const boxes = (ctx: RecordingContext): Box[] => ctx.ops.flatMap((o) => (o.box ? [o.box] : []));
    boxes(two).forEach((b, i) => {
      const a = boxes(one)[i];
      expect(b.x0).toBeCloseTo(2 * (a?.x0 ?? NaN), 1);
      expect(b.y1).toBeCloseTo(2 * (a?.y1 ?? NaN), 1);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The Phaser glue, against a fake texture manager (Phaser itself needs a browser)

class FakeCanvasTexture {
  readonly context = new RecordingContext();
  refreshes = 0;
  constructor(
    readonly key: string,
    public width: number,
    public height: number,
  ) {}
  getContext(): RecordingContext {
    return this.context;
  }
  setSize(width: number, height: number): this {
    this.width = width;
    this.height = height;
    return this;
  }
  refresh(): this {
    this.refreshes += 1;
    return this;
  }
}

class FakeTextures {
  readonly list = new Map<string, FakeCanvasTexture | { key: string }>();
  created = 0;
  removed: string[] = [];
  exists(key: string): boolean {
    return this.list.has(key);
  }
  get(key: string): FakeCanvasTexture | { key: string } {
    const t = this.list.get(key);
    if (!t) throw new Error(`no ${key}`);
    return t;
  }
  remove(key: string): this {
    this.removed.push(key);
    this.list.delete(key);
    return this;
  }
  createCanvas(key: string, width: number, height: number): FakeCanvasTexture | null {
    if (this.list.has(key)) return null;
    const t = new FakeCanvasTexture(key, width, height);
    this.list.set(key, t);
    this.created += 1;
    return t;
  }
}

class FakeImage {
  setFrames = 0;
  readonly frame = { name: '__BASE' };
  constructor(readonly texture: { key: string }) {}
  setFrame(): this {
    this.setFrames += 1;
    return this;
  }
}

function fakeScene(children: unknown[] = []): { scene: Phaser.Scene; textures: FakeTextures } {
  const textures = new FakeTextures();
  const scene = { textures, children: { list: children } } as unknown as Phaser.Scene;
  return { scene, textures };
}

describe('card textures', () => {
  test('keys are frozen', () => {
    expect(faceKey('TH')).toBe('card-face-TH');
    expect(BACK_KEY).toBe('card-back');
    expect(pileMarkKey('stock-recycle')).toBe('pile-stock-recycle');
    expect(highlightKey('selected')).toBe('highlight-selected');
  });

  test('62 distinct textures: 52 faces, one back, six marks, three highlights', () => {
    const keys = cardTextureSpecs({ fourColour: false, back: 3 }).map((s) => s.key);
    expect(new Set(keys).size).toBe(62);
    expect(keys).toEqual(CARD_TEXTURE_KEYS);
    for (const card of ALL_CARDS) expect(keys).toContain(faceKey(card));
    expect(keys).toContain(BACK_KEY);
    for (const k of PILE_MARK_KINDS) expect(keys).toContain(pileMarkKey(k));
    for (const k of HIGHLIGHT_KINDS) expect(keys).toContain(highlightKey(k));
  });

  test('canvases are CSS size × resolution, in whole device pixels', () => {
    expect(deviceSize({ width: 46, height: 64, resolution: 2 })).toEqual({ width: 92, height: 128 });
    expect(deviceSize({ width: 46, height: 64, resolution: 2.625 })).toEqual({ width: 121, height: 168 });
    expect(deviceSize({ width: 0.1, height: 0.1, resolution: 1 })).toEqual({ width: 1, height: 1 });
  });

  test('registering draws every texture at device size and uploads it once', () => {
    const { scene, textures } = fakeScene();
    registerCardTextures(scene, { width: 46, height: 64, resolution: 3 }, { fourColour: false, back: 2 });
    expect(textures.created).toBe(62);
    for (const key of CARD_TEXTURE_KEYS) {
      const t = textures.get(key) as FakeCanvasTexture;
      expect([t.width, t.height]).toEqual([138, 192]);
      expect(t.refreshes).toBe(1);
      expect(t.context.ops[0]).toMatchObject({ op: 'clearRect', args: [0, 0, 138, 192] });
    }
    const back = (textures.get(BACK_KEY) as FakeCanvasTexture).context.ops;
    expect(JSON.stringify(back)).toBe(JSON.stringify(record((ctx) => drawCardBack(ctx, 2, 138, 192)).ops));
  });

  test('re-registering reuses the same textures under the same keys (nothing leaks) and refits images that use them', () => {
    const user = new FakeImage({ key: faceKey('AS') });
    const stranger = new FakeImage({ key: 'something-else' });
    const nested = new FakeImage({ key: BACK_KEY });
    const { scene, textures } = fakeScene([user, stranger, { list: [nested] }]);
    registerCardTextures(scene, { width: 46, height: 64, resolution: 2 }, { fourColour: false, back: 1 });
    const before = new Map(CARD_TEXTURE_KEYS.map((k) => [k, textures.get(k)]));

    // Same size, new style: redrawn in place, nobody needs refitting.
    registerCardTextures(scene, { width: 46, height: 64, resolution: 2 }, { fourColour: true, back: 5 });
    expect(user.setFrames).toBe(0);
    // New size: resized in place, and every object showing one of these textures refits to it.
    registerCardTextures(scene, { width: 60, height: 84, resolution: 2 }, { fourColour: true, back: 5 });
    expect(textures.created).toBe(62);
    expect(textures.removed).toEqual([]);
    expect(textures.list.size).toBe(62);
    for (const key of CARD_TEXTURE_KEYS) {
      const t = textures.get(key) as FakeCanvasTexture;
      expect(t).toBe(before.get(key));
      expect([t.width, t.height, t.refreshes]).toEqual([120, 168, 3]);
    }
    expect([user.setFrames, nested.setFrames, stranger.setFrames]).toEqual([1, 1, 0]);
    const clubs = (textures.get(faceKey('2C')) as FakeCanvasTexture).context.ops;
    expect(clubs.some((o) => o.fillStyle === GREEN)).toBe(true);
  });

  test('a key held by some other kind of texture is replaced by a canvas texture', () => {
    const { scene, textures } = fakeScene();
    textures.list.set(BACK_KEY, { key: BACK_KEY });
    registerCardTextures(scene, { width: 46, height: 64, resolution: 1 }, { fourColour: false, back: 4 });
    expect(textures.removed).toEqual([BACK_KEY]);
    expect(textures.get(BACK_KEY)).toBeInstanceOf(FakeCanvasTexture);
  });

  test('drawn a few at a time after start-up, the highlights every pick-up shows come before any face', () => {
    const { scene, textures } = fakeScene();
    const later = new DeferredTextures();
    // As the table registers them: the back at once, everything else later.
    registerCardTextures(
      scene,
      { width: 46, height: 64, resolution: 1 },
      { fourColour: false, back: 1 },
      {
        later,
        drawNow: (key) => key === BACK_KEY,
      },
    );
    drawSome(later, HIGHLIGHT_KINDS.length);
    expect(HIGHLIGHT_KINDS.filter((kind) => textures.exists(highlightKey(kind)))).toEqual(HIGHLIGHT_KINDS);
    expect(ALL_CARDS.filter((card) => textures.exists(faceKey(card)))).toEqual([]);
  });

  test('a deferral draws the faces on show at once and every other one on demand or a few at a time', () => {
    const { scene, textures } = fakeScene();
    const later = new DeferredTextures();
    const shown = new Set<string>([faceKey('AS'), faceKey('KH')]);
    const refreshes = (key: string): number => (textures.get(key) as FakeCanvasTexture).refreshes;
    registerCardTextures(
      scene,
      { width: 46, height: 64, resolution: 1 },
      { fourColour: false, back: 1 },
      {
        later,
        drawNow: (key) => shown.has(key) || !isFaceKey(key),
      },
    );
    // Only what the first frame shows is made and drawn: the shown faces, the back, the marks and highlights.
    expect(textures.created).toBe(CARD_TEXTURE_KEYS.length - 50);
    expect(later.size).toBe(50);
    expect([refreshes(faceKey('AS')), refreshes(faceKey('KH')), refreshes(BACK_KEY)]).toEqual([1, 1, 1]);
    expect(textures.exists(faceKey('7D'))).toBe(false);

    later.ensure(faceKey('7D'));
    later.ensure(faceKey('7D'));
    expect(refreshes(faceKey('7D'))).toBe(1);
    drawSome(later, 4);
    expect(later.size).toBe(45);

    // A redraw for a new style replaces what waits: nothing is drawn twice or with the old style.
    registerCardTextures(
      scene,
      { width: 46, height: 64, resolution: 1 },
      { fourColour: true, back: 2 },
      {
        later,
        drawNow: (key) => key === faceKey('2C') || !isFaceKey(key),
      },
    );
    expect(later.size).toBe(51);
    drawSome(later, 100);
    expect(later.size).toBe(0);
    for (const key of CARD_TEXTURE_KEYS) expect(textures.get(key) as FakeCanvasTexture).toBeDefined();
    expect(refreshes(faceKey('7D'))).toBe(2);
    expect((textures.get(faceKey('3C')) as FakeCanvasTexture).context.ops.some((o) => o.fillStyle === GREEN)).toBe(true);
  });
});
