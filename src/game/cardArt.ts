/**
 * The card art, drawn in code: faces, five backs, empty-pile marks and highlight frames.
 *
 * Pure drawing on a 2D context and nothing else (no Phaser, no DOM lookups), so the same functions
 * feed the Phaser textures, a preview page and the unit tests' recording context. Every size is in
 * DEVICE pixels: the caller passes CSS size × devicePixelRatio and every length below is a fraction
 * of the card width, so a card drawn twice as large is the same picture with every line twice as wide.
 *
 * Suit symbols are paths, not font glyphs, so they look the same on every platform (no emoji hearts);
 * ranks use a bold system font stack (no web fonts, nothing to download).
 */
import type { CardId } from '../engine';

/** The subset of CanvasRenderingContext2D this module uses; a real context satisfies it. */
export type Canvas2D = Pick<
  CanvasRenderingContext2D,
  | 'save' | 'restore' | 'clearRect' | 'fillRect' | 'beginPath' | 'closePath' | 'moveTo' | 'lineTo' | 'arc' | 'arcTo'
  | 'quadraticCurveTo' | 'bezierCurveTo' | 'fill' | 'stroke' | 'clip' | 'fillText' | 'measureText'
  | 'translate' | 'scale' | 'rotate'
  | 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'lineJoin' | 'lineCap' | 'font' | 'textAlign'
  | 'textBaseline' | 'globalAlpha'
>;

export type CardBack = 1 | 2 | 3 | 4 | 5;
export type PileMarkKind = 'foundation' | 'column' | 'stock-recycle' | 'stock-stop' | 'waste';
export type HighlightKind = 'target' | 'selected' | 'hint';
export interface FaceOptions {
  /** Four-colour deck: spades black, hearts red, diamonds blue, clubs green. */
  readonly fourColour: boolean;
}

export const CARD_BACKS: readonly CardBack[] = [1, 2, 3, 4, 5];
export const PILE_MARK_KINDS: readonly PileMarkKind[] = ['foundation', 'column', 'stock-recycle', 'stock-stop', 'waste'];
export const HIGHLIGHT_KINDS: readonly HighlightKind[] = ['target', 'selected', 'hint'];

/** Bold system sans-serif: San Francisco, Segoe UI, Roboto … whichever the device has. */
export const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif';

type SuitLetter = 'C' | 'D' | 'H' | 'S';

const INK = {
  red: '#c62828',
  black: '#1b1b1f',
  blue: '#1565c0',
  green: '#2e7d32',
} as const;

const TWO_COLOUR: Readonly<Record<SuitLetter, string>> = { C: INK.black, D: INK.red, H: INK.red, S: INK.black };
const FOUR_COLOUR: Readonly<Record<SuitLetter, string>> = { C: INK.green, D: INK.blue, H: INK.red, S: INK.black };

const RANK_LABEL: Readonly<Record<string, string>> = { T: '10' };

/** The warm paper behind a court figure, so picture cards stand out from the pip cards. */
const COURT_PAPER = '#fbf1d9';

/** Corner radius as a fraction of the card width. */
const RADIUS = 0.07;
/** The card's outline, as a fraction of its width. */
const BORDER_WIDTH = 0.016;

// ---------------------------------------------------------------------------------------------
// Small helpers

function suitLetterOf(card: CardId): SuitLetter {
  return card[1] as SuitLetter;
}

/** What the face shows as its rank: 'T' reads "10". */
export function rankLabel(card: CardId): string {
  const r = card[0] ?? '';
  return RANK_LABEL[r] ?? r;
}

/** The ink of a card's suit in the chosen deck. */
export function suitColour(card: CardId, opts: FaceOptions): string {
  const suit = suitLetterOf(card);
  return (opts.fourColour ? FOUR_COLOUR : TWO_COLOUR)[suit];
}

function roundRectPath(ctx: Canvas2D, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/** A rounded rectangle inset by half a line width, so a stroke of that width stays on the canvas. */
function insetRoundRect(ctx: Canvas2D, w: number, h: number, inset: number): void {
  roundRectPath(ctx, inset, inset, w - 2 * inset, h - 2 * inset, Math.max(0, RADIUS * w - inset));
}

function boldFont(px: number): string {
  return `700 ${px.toFixed(2)}px ${FONT_STACK}`;
}

/** Height of a capital above the baseline; falls back to a typical cap height where metrics lack it. */
function capHeight(ctx: Canvas2D, text: string, px: number): number {
  const ascent = ctx.measureText(text).actualBoundingBoxAscent;
  return Number.isFinite(ascent) && ascent > 0 ? ascent : 0.72 * px;
}

interface TextBox {
  readonly width: number;
  readonly height: number;
}

/**
 * Draws `text` bold with its glyph tops on `top`. Multi-character ranks ("10") are set with tight
 * tracking, and squeezed horizontally if they still exceed `maxWidth`. `align` says which edge `x` is.
 */
function drawLabel(
  ctx: Canvas2D, text: string, x: number, top: number, px: number, maxWidth: number, align: 'left' | 'right' | 'center',
): TextBox {
  ctx.font = boldFont(px);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const tracking = text.length > 1 ? -0.07 * px : 0;
  const advances = [...text].map((ch) => ctx.measureText(ch).width);
  const natural = advances.reduce((a, b) => a + b, 0) + tracking * (advances.length - 1);
  const squeeze = natural > maxWidth ? maxWidth / natural : 1;
  const width = natural * squeeze;
  const height = capHeight(ctx, 'H', px);
  const left = align === 'left' ? x : align === 'right' ? x - width : x - width / 2;
  ctx.save();
  ctx.translate(left, top + height);
  ctx.scale(squeeze, 1);
  let pen = 0;
  [...text].forEach((ch, i) => {
    ctx.fillText(ch, pen, 0);
    pen += (advances[i] ?? 0) + tracking;
  });
  ctx.restore();
  return { width, height };
}

// ---------------------------------------------------------------------------------------------
// Suit symbols, designed in a 100 × 100 box and filled in the current fillStyle

/** Width ÷ height of each suit symbol, so a row of symbols lines up by height. */
const SUIT_ASPECT: Readonly<Record<SuitLetter, number>> = { C: 1, D: 0.78, H: 1.08, S: 0.9 };

function heartPath(ctx: Canvas2D): void {
  ctx.beginPath();
  ctx.moveTo(50, 100);
  ctx.bezierCurveTo(38, 84, 0, 62, 0, 30);
  ctx.bezierCurveTo(0, 12, 12, 0, 27, 0);
  ctx.bezierCurveTo(38, 0, 46, 7, 50, 17);
  ctx.bezierCurveTo(54, 7, 62, 0, 73, 0);
  ctx.bezierCurveTo(88, 0, 100, 12, 100, 30);
  ctx.bezierCurveTo(100, 62, 62, 84, 50, 100);
  ctx.closePath();
}

function diamondPath(ctx: Canvas2D): void {
  ctx.beginPath();
  ctx.moveTo(50, 0);
  ctx.quadraticCurveTo(70, 28, 100, 50);
  ctx.quadraticCurveTo(70, 72, 50, 100);
  ctx.quadraticCurveTo(30, 72, 0, 50);
  ctx.quadraticCurveTo(30, 28, 50, 0);
  ctx.closePath();
}

function spadePath(ctx: Canvas2D): void {
  ctx.beginPath();
  ctx.moveTo(50, 0);
  ctx.bezierCurveTo(62, 20, 100, 38, 100, 62);
  ctx.bezierCurveTo(100, 77, 89, 86, 76, 86);
  ctx.bezierCurveTo(66, 86, 58, 81, 54, 73);
  ctx.quadraticCurveTo(56, 92, 68, 100);
  ctx.lineTo(32, 100);
  ctx.quadraticCurveTo(44, 92, 46, 73);
  ctx.bezierCurveTo(42, 81, 34, 86, 24, 86);
  ctx.bezierCurveTo(11, 86, 0, 77, 0, 62);
  ctx.bezierCurveTo(0, 38, 38, 20, 50, 0);
  ctx.closePath();
}

function clubPaths(ctx: Canvas2D): void {
  // Three lobes, a knot where they meet, and a flared stem: each filled on its own so that
  // overlapping sub-paths cannot cancel out under the non-zero winding rule.
  const lobes: readonly (readonly [number, number])[] = [[50, 24], [24, 58], [76, 58]];
  for (const [cx, cy] of lobes) {
    ctx.beginPath();
    ctx.arc(cx, cy, 23.5, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(50, 52, 14, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(46, 55);
  ctx.quadraticCurveTo(45, 88, 30, 100);
  ctx.lineTo(70, 100);
  ctx.quadraticCurveTo(55, 88, 54, 55);
  ctx.closePath();
  ctx.fill();
}

/**
 * Fills the suit symbol of `suit` with its top-left corner at (x, y) and the given height;
 * returns the width it took.
 */
function drawSuit(ctx: Canvas2D, suit: SuitLetter, x: number, y: number, height: number, colour: string): number {
  const aspect = SUIT_ASPECT[suit];
  const width = height * aspect;
  ctx.save();
  ctx.fillStyle = colour;
  ctx.translate(x, y);
  ctx.scale(width / 100, height / 100);
  switch (suit) {
    case 'H': heartPath(ctx); ctx.fill(); break;
    case 'D': diamondPath(ctx); ctx.fill(); break;
    case 'S': spadePath(ctx); ctx.fill(); break;
    case 'C': clubPaths(ctx); break;
  }
  ctx.restore();
  return width;
}

function drawSuitCentred(ctx: Canvas2D, suit: SuitLetter, cx: number, cy: number, height: number, colour: string): void {
  drawSuit(ctx, suit, cx - (height * SUIT_ASPECT[suit]) / 2, cy - height / 2, height, colour);
}

// ---------------------------------------------------------------------------------------------
// Faces

/**
 * Where a face's parts go, as fractions of the card. The index band is sized for the top quarter of
 * the card: in a tableau column that strip is all a player sees of a covered card.
 */
export interface FaceMetrics {
  readonly margin: number;
  readonly rankPx: number;
  readonly smallRankPx: number;
  /** Top of the area under the index band, where the big pip or the court panel sits. */
  readonly bodyTop: number;
}

export function faceMetrics(w: number, h: number): FaceMetrics {
  return {
    margin: 0.075 * w,
    rankPx: Math.min(0.35 * w, 0.25 * h),
    smallRankPx: Math.min(0.19 * w, 0.14 * h),
    bodyTop: Math.min(0.34 * h, 0.48 * w),
  };
}

/** White card, thin grey border: shared by faces and backs. */
function drawBlank(ctx: Canvas2D, w: number, h: number): void {
  const lw = BORDER_WIDTH * w;
  insetRoundRect(ctx, w, h, lw / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = lw;
  ctx.strokeStyle = 'rgba(40, 40, 48, 0.55)';
  ctx.stroke();
}

function drawIndex(ctx: Canvas2D, card: CardId, w: number, m: FaceMetrics, colour: string): void {
  const suit = suitLetterOf(card);
  const label = rankLabel(card);
  const edge = 0.07 * w;
  ctx.fillStyle = colour;

  // The small mirrored index (rank over suit) in the top-right corner, for fans that show a card's right edge.
  const smallRight = w - edge;
  const smallTop = 0.08 * w;
  const small = drawLabel(ctx, label, smallRight, smallTop, m.smallRankPx, 0.19 * w, 'right');
  const smallSuitH = m.smallRankPx * 0.66;
  const smallSuitW = smallSuitH * SUIT_ASPECT[suit];
  const smallCentre = smallRight - small.width / 2;
  drawSuit(ctx, suit, smallCentre - smallSuitW / 2, smallTop + small.height + 0.035 * w, smallSuitH, colour);
  const smallLeft = Math.min(smallRight - small.width, smallCentre - smallSuitW / 2);

  // The big index: rank, then suit, on one line along the top edge, kept clear of the small one.
  const gap = 0.03 * w;
  const top = 0.058 * w;
  ctx.font = boldFont(m.rankPx);
  const suitH = capHeight(ctx, 'H', m.rankPx) * 0.92;
  const suitW = suitH * SUIT_ASPECT[suit];
  const maxRank = smallLeft - 0.055 * w - suitW - gap - edge;
  const big = drawLabel(ctx, label, edge, top, m.rankPx, maxRank, 'left');
  drawSuit(ctx, suit, edge + big.width + gap, top + big.height - suitH, suitH, colour);
}

function isCourt(card: CardId): boolean {
  const rank = card[0];
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

/** A simple court figure: the letter on warm paper in a suit-coloured frame, a pip in two corners, a crown for K and Q. */
function drawCourt(ctx: Canvas2D, card: CardId, w: number, h: number, m: FaceMetrics, colour: string): void {
  const suit = suitLetterOf(card);
  const x = m.margin;
  const y = m.bodyTop;
  const pw = w - 2 * m.margin;
  const ph = h - m.margin - y;
  const lw = 0.022 * w;

  roundRectPath(ctx, x, y, pw, ph, 0.06 * w);
  ctx.fillStyle = COURT_PAPER;
  ctx.fill();
  ctx.lineWidth = lw;
  ctx.strokeStyle = colour;
  ctx.stroke();

  const pip = Math.min(0.15 * w, 0.18 * ph);
  const pad = 0.05 * w;
  drawSuit(ctx, suit, x + pad + lw, y + pad + lw, pip, colour);
  ctx.save();
  ctx.translate(x + pw - pad - lw, y + ph - pad - lw);
  ctx.rotate(Math.PI);
  drawSuit(ctx, suit, 0, 0, pip, colour);
  ctx.restore();

  const rank = card[0];
  const letterPx = Math.min(0.46 * w, 0.58 * ph);
  ctx.font = boldFont(letterPx);
  const letterH = capHeight(ctx, 'H', letterPx);
  const crownH = rank === 'J' ? 0 : 0.16 * ph;
  const blockH = letterH + (crownH > 0 ? crownH + 0.04 * ph : 0);
  const blockTop = y + (ph - blockH) / 2;
  if (crownH > 0) drawCrown(ctx, w / 2, blockTop, crownH, rank === 'K' ? 3 : 2, colour);
  ctx.fillStyle = colour;
  drawLabel(ctx, rank ?? '', w / 2, blockTop + blockH - letterH, letterPx, pw * 0.7, 'center');
}

/** A small crown: `points` 3 for a king, 2 (a tiara with a central jewel) for a queen. */
function drawCrown(ctx: Canvas2D, cx: number, top: number, height: number, points: 2 | 3, colour: string): void {
  const width = height * 1.6;
  const left = cx - width / 2;
  const base = top + height;
  ctx.beginPath();
  ctx.moveTo(left, base);
  ctx.lineTo(left, top + height * 0.25);
  if (points === 3) {
    ctx.lineTo(left + width * 0.27, top + height * 0.62);
    ctx.lineTo(cx, top);
    ctx.lineTo(left + width * 0.73, top + height * 0.62);
  } else {
    ctx.quadraticCurveTo(cx, top + height * 0.95, left + width, top + height * 0.25);
  }
  ctx.lineTo(left + width, top + height * 0.25);
  ctx.lineTo(left + width, base);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  if (points === 2) {
    ctx.beginPath();
    ctx.arc(cx, top + height * 0.22, height * 0.2, 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * One card face, `w` × `h` device pixels: rounded white card, a large index (rank and suit on one
 * line) across the top, a small index mirrored top-right, and a big pip or a court panel below.
 */
export function drawCardFace(ctx: Canvas2D, card: CardId, w: number, h: number, opts: FaceOptions): void {
  ctx.clearRect(0, 0, w, h);
  const m = faceMetrics(w, h);
  const colour = suitColour(card, opts);
  ctx.save();
  ctx.lineJoin = 'round';
  drawBlank(ctx, w, h);
  drawIndex(ctx, card, w, m, colour);

  const rank = card[0];
  if (isCourt(card)) {
    drawCourt(ctx, card, w, h, m, colour);
  } else {
    const bodyH = h - m.margin - m.bodyTop;
    const size = Math.min((rank === 'A' ? 0.66 : 0.54) * w, 0.86 * bodyH);
    drawSuitCentred(ctx, suitLetterOf(card), w / 2, m.bodyTop + bodyH / 2, size, colour);
  }
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------
// Backs

interface Panel {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly r: number;
}

function backPanel(w: number, h: number): Panel {
  const inset = 0.075 * w;
  return { x: inset, y: inset, w: w - 2 * inset, h: h - 2 * inset, r: Math.max(0, RADIUS * w - inset * 0.6) };
}

function panelPath(ctx: Canvas2D, p: Panel, inset = 0): void {
  roundRectPath(ctx, p.x + inset, p.y + inset, p.w - 2 * inset, p.h - 2 * inset, Math.max(0, p.r - inset * 0.5));
}

/** 1: deep blue with a light lattice and a dot in every diamond. */
function backLattice(ctx: Canvas2D, w: number, h: number, p: Panel): void {
  ctx.fillStyle = '#1d4b9a';
  ctx.fillRect(p.x, p.y, p.w, p.h);
  const step = w / 6.5;
  ctx.strokeStyle = '#6f98dc';
  ctx.lineWidth = 0.022 * w;
  for (let d = -h; d < w + h; d += step) {
    ctx.beginPath();
    ctx.moveTo(d, 0);
    ctx.lineTo(d + h, h);
    ctx.moveTo(d, h);
    ctx.lineTo(d + h, 0);
    ctx.stroke();
  }
  ctx.fillStyle = '#b9cdf2';
  const dot = 0.028 * w;
  for (let row = 0, y = 0; y < h + step; row += 1, y += step / 2) {
    for (let x = row % 2 === 0 ? 0 : step / 2; x < w + step; x += step) {
      ctx.beginPath();
      ctx.arc(x, y, dot, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** 2: red harlequin of diamonds, light ones with a small white jewel. */
function backDiamonds(ctx: Canvas2D, w: number, h: number, p: Panel): void {
  ctx.fillStyle = '#a61d24';
  ctx.fillRect(p.x, p.y, p.w, p.h);
  const a = w / 10;
  const b = a * 1.45;
  const diamond = (cx: number, cy: number, sx: number, sy: number): void => {
    ctx.beginPath();
    ctx.moveTo(cx, cy - sy);
    ctx.lineTo(cx + sx, cy);
    ctx.lineTo(cx, cy + sy);
    ctx.lineTo(cx - sx, cy);
    ctx.closePath();
    ctx.fill();
  };
  const cx0 = w / 2;
  const cy0 = h / 2;
  const cols = Math.ceil(w / (2 * a)) + 1;
  const rows = Math.ceil(h / (2 * b)) + 1;
  for (let j = -rows; j <= rows; j += 1) {
    for (let i = -cols; i <= cols; i += 1) {
      const cx = cx0 + i * 2 * a + a;
      const cy = cy0 + j * 2 * b + b;
      ctx.fillStyle = '#d94a4f';
      diamond(cx, cy, a, b);
      ctx.fillStyle = '#f6d7d4';
      diamond(cx, cy, a * 0.28, b * 0.28);
    }
  }
}

/** 3: green with flowing waves in two shades. */
function backWaves(ctx: Canvas2D, w: number, h: number, p: Panel): void {
  ctx.fillStyle = '#1f6a35';
  ctx.fillRect(p.x, p.y, p.w, p.h);
  const gap = w / 9;
  const amp = gap * 0.45;
  const wave = w / 3;
  ctx.lineWidth = 0.03 * w;
  ctx.lineCap = 'round';
  let row = 0;
  for (let y = p.y - gap; y < h + gap; y += gap, row += 1) {
    ctx.strokeStyle = row % 2 === 0 ? '#7fcf8f' : '#3f9a58';
    ctx.beginPath();
    ctx.moveTo(-wave, y);
    for (let x = -wave, up = true; x < w + wave; x += wave / 2, up = !up) {
      ctx.quadraticCurveTo(x + wave / 4, y + (up ? -amp : amp), x + wave / 2, y);
    }
    ctx.stroke();
  }
}

/** 4: purple concentric frames around a checkerboard. */
function backConcentric(ctx: Canvas2D, w: number, _h: number, p: Panel): void {
  ctx.fillStyle = '#4b2380';
  ctx.fillRect(p.x, p.y, p.w, p.h);
  const step = w / 15;
  ctx.lineWidth = step * 0.5;
  const rings = ['#b393e6', '#7b4cc0'] as const;
  rings.forEach((colour, i) => {
    ctx.strokeStyle = colour;
    panelPath(ctx, p, (i + 1) * step);
    ctx.stroke();
  });
  // A checkerboard fills what the rings leave in the middle.
  const inner = (rings.length + 0.6) * step;
  const cx = p.x + inner;
  const cy = p.y + inner;
  const cw = p.w - 2 * inner;
  const ch = p.h - 2 * inner;
  const cell = step * 0.9;
  ctx.save();
  roundRectPath(ctx, cx, cy, cw, ch, step * 0.4);
  ctx.clip();
  ctx.fillStyle = '#2f1257';
  ctx.fillRect(cx, cy, cw, ch);
  ctx.fillStyle = '#9a72d6';
  const nx = Math.ceil(cw / cell);
  const ny = Math.ceil(ch / cell);
  const ox = cx + (cw - nx * cell) / 2;
  const oy = cy + (ch - ny * cell) / 2;
  for (let j = 0; j < ny; j += 1) {
    for (let i = 0; i < nx; i += 1) {
      if ((i + j) % 2 === 0) ctx.fillRect(ox + i * cell, oy + j * cell, cell, cell);
    }
  }
  ctx.restore();
}

/** 5: near-black with a double gold border, gold corner jewels and a gold emblem. */
function backGold(ctx: Canvas2D, w: number, h: number, p: Panel): void {
  const gold = '#d4af37';
  ctx.fillStyle = '#15171f';
  ctx.fillRect(p.x, p.y, p.w, p.h);
  // Fine pinstripes give the dark field some texture.
  ctx.strokeStyle = '#232838';
  ctx.lineWidth = 0.012 * w;
  for (let d = -h; d < w + h; d += w / 18) {
    ctx.beginPath();
    ctx.moveTo(d, 0);
    ctx.lineTo(d + h, h);
    ctx.stroke();
  }
  ctx.strokeStyle = gold;
  ctx.lineWidth = 0.022 * w;
  panelPath(ctx, p, 0.07 * w);
  ctx.stroke();
  ctx.lineWidth = 0.011 * w;
  panelPath(ctx, p, 0.11 * w);
  ctx.stroke();

  ctx.fillStyle = gold;
  const jewel = (cx: number, cy: number, r: number): void => {
    ctx.beginPath();
    ctx.moveTo(cx, cy - r);
    ctx.lineTo(cx + r * 0.7, cy);
    ctx.lineTo(cx, cy + r);
    ctx.lineTo(cx - r * 0.7, cy);
    ctx.closePath();
    ctx.fill();
  };
  const inset = 0.07 * w;
  const r = 0.055 * w;
  jewel(p.x + inset, p.y + inset, r);
  jewel(p.x + p.w - inset, p.y + inset, r);
  jewel(p.x + inset, p.y + p.h - inset, r);
  jewel(p.x + p.w - inset, p.y + p.h - inset, r);

  // Emblem: a gold eight-point star with a dark centre.
  const cx = w / 2;
  const cy = h / 2;
  const outer = 0.22 * w;
  ctx.beginPath();
  for (let i = 0; i < 16; i += 1) {
    const angle = (i * Math.PI) / 8 - Math.PI / 2;
    const rad = i % 2 === 0 ? outer : outer * 0.45;
    const x = cx + Math.cos(angle) * rad;
    const y = cy + Math.sin(angle) * rad;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#15171f';
  ctx.beginPath();
  ctx.arc(cx, cy, outer * 0.26, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = gold;
  ctx.beginPath();
  ctx.arc(cx, cy, outer * 0.13, 0, Math.PI * 2);
  ctx.fill();
}

const BACK_PATTERNS: Readonly<Record<CardBack, { draw: (ctx: Canvas2D, w: number, h: number, p: Panel) => void; edge: string }>> = {
  1: { draw: backLattice, edge: '#123a7c' },
  2: { draw: backDiamonds, edge: '#7d1219' },
  3: { draw: backWaves, edge: '#124a23' },
  4: { draw: backConcentric, edge: '#2f1257' },
  5: { draw: backGold, edge: '#d4af37' },
};

/** One of the five card backs, `w` × `h` device pixels: a patterned panel inside a white margin. */
export function drawCardBack(ctx: Canvas2D, back: CardBack, w: number, h: number): void {
  ctx.clearRect(0, 0, w, h);
  const pattern = BACK_PATTERNS[back];
  const p = backPanel(w, h);
  ctx.save();
  ctx.lineJoin = 'round';
  drawBlank(ctx, w, h);
  ctx.save();
  panelPath(ctx, p);
  ctx.clip();
  pattern.draw(ctx, w, h, p);
  ctx.restore();
  ctx.lineWidth = 0.014 * w;
  ctx.strokeStyle = pattern.edge;
  panelPath(ctx, p);
  ctx.stroke();
  ctx.restore();
}

// ---------------------------------------------------------------------------------------------
// Empty-pile marks and highlights (transparent backgrounds: they sit on the table felt)

const MARK_INK = 'rgba(255, 255, 255, 0.42)';

function markOutline(ctx: Canvas2D, w: number, h: number): void {
  const lw = 0.03 * w;
  insetRoundRect(ctx, w, h, lw / 2);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.07)';
  ctx.fill();
  ctx.lineWidth = lw;
  ctx.strokeStyle = MARK_INK;
  ctx.stroke();
}

function markLetter(ctx: Canvas2D, letter: string, w: number, h: number): void {
  ctx.fillStyle = 'rgba(255, 255, 255, 0.3)';
  const px = 0.52 * w;
  ctx.font = boldFont(px);
  const capH = capHeight(ctx, letter, px);
  drawLabel(ctx, letter, w / 2, (h - capH) / 2, px, 0.8 * w, 'center');
}

/** A circular arrow: the stock turns the waste over. */
function markRecycle(ctx: Canvas2D, w: number, h: number): void {
  const cx = w / 2;
  const cy = h / 2;
  const r = 0.24 * w;
  const lw = 0.075 * w;
  const start = -Math.PI * 0.35;
  const end = start + Math.PI * 1.55;
  ctx.strokeStyle = MARK_INK;
  ctx.fillStyle = MARK_INK;
  ctx.lineWidth = lw;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(cx, cy, r, start, end);
  ctx.stroke();
  // Arrowhead at the start of the arc, pointing back along it (clockwise travel ends here).
  const tipAngle = start;
  const tx = cx + Math.cos(tipAngle) * r;
  const ty = cy + Math.sin(tipAngle) * r;
  const head = 0.15 * w;
  ctx.save();
  ctx.translate(tx, ty);
  ctx.rotate(tipAngle);
  ctx.beginPath();
  ctx.moveTo(-head * 0.9, 0);
  ctx.lineTo(head * 0.9, 0);
  ctx.lineTo(0, -head * 1.1);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** A circle with a bar: no passes left. */
function markStop(ctx: Canvas2D, w: number, h: number): void {
  const cx = w / 2;
  const cy = h / 2;
  const r = 0.26 * w;
  ctx.strokeStyle = MARK_INK;
  ctx.lineWidth = 0.075 * w;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.stroke();
  const d = r * Math.SQRT1_2;
  ctx.beginPath();
  ctx.moveTo(cx - d, cy + d);
  ctx.lineTo(cx + d, cy - d);
  ctx.stroke();
}

/**
 * An empty pile's slot on a transparent background: a faint rounded outline, plus an "A" on a
 * foundation, a recycle arrow or a stop sign on the stock. A column shows the outline only, because
 * whether an empty column takes only a king or any card depends on the rules.
 */
export function drawPileMark(ctx: Canvas2D, kind: PileMarkKind, w: number, h: number): void {
  ctx.clearRect(0, 0, w, h);
  ctx.save();
  ctx.lineJoin = 'round';
  markOutline(ctx, w, h);
  switch (kind) {
    case 'foundation': markLetter(ctx, 'A', w, h); break;
    case 'stock-recycle': markRecycle(ctx, w, h); break;
    case 'stock-stop': markStop(ctx, w, h); break;
    case 'column':
    case 'waste':
      break;
  }
  ctx.restore();
}

const HIGHLIGHT_RGB: Readonly<Record<HighlightKind, string>> = {
  target: '255, 202, 40',
  selected: '41, 182, 246',
  hint: '76, 217, 100',
};

/**
 * A glowing frame on a transparent background, drawn inside the card's bounds so it can be laid
 * straight over a card or an empty slot of the same size: wide faint strokes under a bright core.
 */
export function drawHighlight(ctx: Canvas2D, w: number, h: number, kind: HighlightKind): void {
  ctx.clearRect(0, 0, w, h);
  const rgb = HIGHLIGHT_RGB[kind];
  const centre = 0.036 * w;
  // [line width as a fraction of the card width, alpha]: the widest just reaches the card's edge.
  const strokes: readonly (readonly [number, number])[] = [[0.072, 0.2], [0.052, 0.35], [0.034, 0.6], [0.018, 1]];
  ctx.save();
  ctx.lineJoin = 'round';
  for (const [width, alpha] of strokes) {
    ctx.lineWidth = width * w;
    ctx.strokeStyle = `rgba(${rgb}, ${alpha})`;
    insetRoundRect(ctx, w, h, centre);
    ctx.stroke();
  }
  ctx.restore();
}
