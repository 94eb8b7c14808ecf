/**
 * What the card art's modules share: the drawing-context type, kinds, inks, sizes and small helpers
 * (rounded rectangles, bold labels, suit symbols drawn as paths). Everything in DEVICE pixels.
 */
import type { CardId } from '../../engine';

/** The subset of CanvasRenderingContext2D this module uses; a real context satisfies it. */
export type Canvas2D = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'clearRect'
  | 'fillRect'
  | 'beginPath'
  | 'closePath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'arcTo'
  | 'quadraticCurveTo'
  | 'bezierCurveTo'
  | 'fill'
  | 'stroke'
  | 'clip'
  | 'fillText'
  | 'measureText'
  | 'translate'
  | 'scale'
  | 'rotate'
  | 'drawImage'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'lineCap'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'globalAlpha'
>;

export type CardBack = 1 | 2 | 3 | 4 | 5;
/** `column-king`: an empty column that only a king may fill; `column`: one that takes any card. */
export type PileMarkKind = 'foundation' | 'column' | 'column-king' | 'stock-recycle' | 'stock-stop' | 'waste';
export type HighlightKind = 'target' | 'selected' | 'hint';
export interface FaceOptions {
  /** Four-colour deck: spades black, hearts red, diamonds blue, clubs green. */
  readonly fourColour: boolean;
  /** A court card's figure, once loaded; until then a court card is the plain frame with its letter. */
  readonly figure?: CourtFigure | undefined;
}

/** A court figure ready to draw: an image, and its size in its own units (for its proportions). */
export interface CourtFigure {
  readonly image: CanvasImageSource;
  readonly width: number;
  readonly height: number;
}

/** The court figures loaded so far, by card. */
export type CourtFigures = ReadonlyMap<CardId, CourtFigure>;

export const CARD_BACKS: readonly CardBack[] = [1, 2, 3, 4, 5];
export const PILE_MARK_KINDS: readonly PileMarkKind[] = ['foundation', 'column', 'column-king', 'stock-recycle', 'stock-stop', 'waste'];
export const HIGHLIGHT_KINDS: readonly HighlightKind[] = ['target', 'selected', 'hint'];

/** Bold system sans-serif: San Francisco, Segoe UI, Roboto … whichever the device has. */
export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif';

type SuitLetter = 'C' | 'D' | 'H' | 'S';

export const INK = {
  red: '#c62828',
  black: '#1b1b1f',
  blue: '#1565c0',
  green: '#2e7d32',
} as const;

export const TWO_COLOUR: Readonly<Record<SuitLetter, string>> = { C: INK.black, D: INK.red, H: INK.red, S: INK.black };
export const FOUR_COLOUR: Readonly<Record<SuitLetter, string>> = { C: INK.green, D: INK.blue, H: INK.red, S: INK.black };

export const RANK_LABEL: Readonly<Record<string, string>> = { T: '10' };

/** The warm paper behind a court figure, so picture cards stand out from the pip cards. */
export const COURT_PAPER = '#fbf1d9';

/** Corner radius as a fraction of the card width. */
export const RADIUS = 0.07;
/** The card's outline, as a fraction of its width. */
export const BORDER_WIDTH = 0.016;

// ---------------------------------------------------------------------------------------------
// Small helpers

export function suitLetterOf(card: CardId): SuitLetter {
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

export function roundRectPath(ctx: Canvas2D, x: number, y: number, w: number, h: number, r: number): void {
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
export function insetRoundRect(ctx: Canvas2D, w: number, h: number, inset: number): void {
  roundRectPath(ctx, inset, inset, w - 2 * inset, h - 2 * inset, Math.max(0, RADIUS * w - inset));
}

export function boldFont(px: number): string {
  return `700 ${px.toFixed(2)}px ${FONT_STACK}`;
}

/** Height of a capital above the baseline; falls back to a typical cap height where metrics lack it. */
export function capHeight(ctx: Canvas2D, text: string, px: number): number {
  const ascent = ctx.measureText(text).actualBoundingBoxAscent;
  return Number.isFinite(ascent) && ascent > 0 ? ascent : 0.72 * px;
}

interface TextBox {
  readonly width: number;
  /** The capitals' height above the baseline. */
  readonly height: number;
  /** How far the ink reaches below the baseline: a J's hook in many fonts, a Q's tail; 0 for most ranks. */
  readonly depth: number;
}

/**
 * Draws `text` bold with its glyph tops on `top`. Multi-character ranks ("10") are set with tight
 * tracking, and squeezed horizontally if they still exceed `maxWidth`. `align` says which edge `x` is.
 */
export function drawLabel(ctx: Canvas2D, text: string, x: number, top: number, px: number, maxWidth: number, align: 'left' | 'right' | 'center'): TextBox {
  ctx.font = boldFont(px);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const tracking = text.length > 1 ? -0.07 * px : 0;
  const metrics = [...text].map((ch) => ctx.measureText(ch));
  const advances = metrics.map((m) => m.width);
  const depth = Math.max(0, ...metrics.map((m) => (Number.isFinite(m.actualBoundingBoxDescent) ? m.actualBoundingBoxDescent : 0)));
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
  return { width, height, depth };
}

// ---------------------------------------------------------------------------------------------
// Suit symbols, designed in a 100 × 100 box and filled in the current fillStyle

/** Width ÷ height of each suit symbol, so a row of symbols lines up by height. */
export const SUIT_ASPECT: Readonly<Record<SuitLetter, number>> = { C: 1, D: 0.78, H: 1.08, S: 0.9 };

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
  const lobes: readonly (readonly [number, number])[] = [
    [50, 24],
    [24, 58],
    [76, 58],
  ];
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
export function drawSuit(ctx: Canvas2D, suit: SuitLetter, x: number, y: number, height: number, colour: string): number {
  const aspect = SUIT_ASPECT[suit];
  const width = height * aspect;
  ctx.save();
  ctx.fillStyle = colour;
  ctx.translate(x, y);
  ctx.scale(width / 100, height / 100);
  switch (suit) {
    case 'H':
      heartPath(ctx);
      ctx.fill();
      break;
    case 'D':
      diamondPath(ctx);
      ctx.fill();
      break;
    case 'S':
      spadePath(ctx);
      ctx.fill();
      break;
    case 'C':
      clubPaths(ctx);
      break;
  }
  ctx.restore();
  return width;
}

export function drawSuitCentred(ctx: Canvas2D, suit: SuitLetter, cx: number, cy: number, height: number, colour: string): void {
  drawSuit(ctx, suit, cx - (height * SUIT_ASPECT[suit]) / 2, cy - height / 2, height, colour);
}

/** White card, thin grey border: shared by faces and backs. */
export function drawBlank(ctx: Canvas2D, w: number, h: number): void {
  const lw = BORDER_WIDTH * w;
  insetRoundRect(ctx, w, h, lw / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = lw;
  ctx.strokeStyle = 'rgba(40, 40, 48, 0.55)';
  ctx.stroke();
}
