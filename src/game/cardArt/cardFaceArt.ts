/**
 * Card faces: large corner indices that read on a 360-px phone, the standard pip layout of each number
 * card (an ace has one large pip), and a court figure in a cream frame: the SVG-cards figure once
 * loaded (courtFigures.ts), a letter with a small crown until then.
 */
import type { CardId } from '../../engine';
import {
  COURT_PAPER,
  SUIT_ASPECT,
  suitLetterOf,
  rankLabel,
  suitColour,
  roundRectPath,
  boldFont,
  capHeight,
  drawLabel,
  drawSuit,
  drawSuitCentred,
  drawBlank,
  type Canvas2D,
  type CourtFigure,
  type FaceOptions,
} from './cardArtShared';
import { MAX_PIP_ROWS, pipLayout } from './pipLayout';

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

/** Paper between the small index's rank and its suit, as a fraction of the card width. */
export const SMALL_INDEX_GAP = 0.035;

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
  // The suit goes under the rank's ink with a gap: under the hook of a J that dips below the line too.
  drawSuit(ctx, suit, smallCentre - smallSuitW / 2, smallTop + small.height + small.depth + SMALL_INDEX_GAP * w, smallSuitH, colour);
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

/** True for jacks, queens and kings. */
export function isCourt(card: CardId): boolean {
  const rank = card[0];
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

interface Panel {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly line: number;
}

/** The court card's frame: the whole body under the index band. */
function courtPanel(w: number, h: number, m: FaceMetrics): Panel {
  return { x: m.margin, y: m.bodyTop, width: w - 2 * m.margin, height: h - m.margin - m.bodyTop, line: 0.022 * w };
}

/** Fills the panel with warm paper; leaves its rounded outline as the current path (to clip to). */
function fillPanel(ctx: Canvas2D, p: Panel, w: number): void {
  roundRectPath(ctx, p.x, p.y, p.width, p.height, 0.06 * w);
  ctx.fillStyle = COURT_PAPER;
  ctx.fill();
}

/** The frame's suit-coloured outline and its corner pips: top left, and `bottomRight` too. */
function drawPanelFrame(ctx: Canvas2D, card: CardId, p: Panel, w: number, colour: string, bottomRight: boolean): void {
  const suit = suitLetterOf(card);
  roundRectPath(ctx, p.x, p.y, p.width, p.height, 0.06 * w);
  ctx.lineWidth = p.line;
  ctx.strokeStyle = colour;
  ctx.stroke();
  const pip = Math.min(0.15 * w, 0.18 * p.height);
  const pad = 0.05 * w;
  drawSuit(ctx, suit, p.x + pad + p.line, p.y + pad + p.line, pip, colour);
  if (!bottomRight) return;
  ctx.save();
  ctx.translate(p.x + p.width - pad - p.line, p.y + p.height - pad - p.line);
  ctx.rotate(Math.PI);
  drawSuit(ctx, suit, 0, 0, pip, colour);
  ctx.restore();
}

/** The plain court: the letter on warm paper in a suit-coloured frame, a pip in two corners, a crown for K and Q. */
function drawCourt(ctx: Canvas2D, card: CardId, w: number, h: number, m: FaceMetrics, colour: string): void {
  const p = courtPanel(w, h, m);
  fillPanel(ctx, p, w);
  drawPanelFrame(ctx, card, p, w, colour, true);

  const rank = card[0];
  const letterPx = Math.min(0.46 * w, 0.58 * p.height);
  ctx.font = boldFont(letterPx);
  const letterH = capHeight(ctx, 'H', letterPx);
  const crownH = rank === 'J' ? 0 : 0.16 * p.height;
  const blockH = letterH + (crownH > 0 ? crownH + 0.04 * p.height : 0);
  const blockTop = p.y + (p.height - blockH) / 2;
  if (crownH > 0) drawCrown(ctx, w / 2, blockTop, crownH, rank === 'K' ? 3 : 2, colour);
  ctx.fillStyle = colour;
  drawLabel(ctx, rank ?? '', w / 2, blockTop + blockH - letterH, letterPx, p.width * 0.7, 'center');
}

/**
 * The court figure in the frame, as wide as the frame and from its top down: the upper of its two
 * heads and the sash, large enough to read on a 49-px card (the whole double figure would be half as
 * wide). Its own top-left corner is left clear for the suit, where the frame's pip goes.
 */
function drawCourtFigure(ctx: Canvas2D, card: CardId, w: number, h: number, m: FaceMetrics, colour: string, figure: CourtFigure): void {
  const p = courtPanel(w, h, m);
  fillPanel(ctx, p, w);
  ctx.save();
  ctx.clip();
  ctx.drawImage(figure.image, p.x, p.y, p.width, (p.width * figure.height) / figure.width);
  ctx.restore();
  drawPanelFrame(ctx, card, p, w, colour, false);
}

/** The pips of a number card in their standard places, those of the lower half upside down. */
function drawPips(ctx: Canvas2D, card: CardId, w: number, h: number, m: FaceMetrics, colour: string): void {
  const suit = suitLetterOf(card);
  const bodyH = h - m.margin - m.bodyTop;
  // Four rows down a side with a fifth of a pip between them, and the side columns inside the margins.
  const size = Math.min(bodyH / (MAX_PIP_ROWS + 0.6), 0.19 * w);
  const column = 0.27 * w;
  for (const pip of pipLayout(card[0] ?? '')) {
    ctx.save();
    ctx.translate(w / 2 + (pip.x - 0.5) * 2 * column, m.bodyTop + size / 2 + pip.y * (bodyH - size));
    if (pip.inverted) ctx.rotate(Math.PI);
    drawSuitCentred(ctx, suit, 0, 0, size, colour);
    ctx.restore();
  }
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
 * line) across the top, a small index mirrored top-right, and below it the pips or the court panel.
 */
export function drawCardFace(ctx: Canvas2D, card: CardId, w: number, h: number, opts: FaceOptions): void {
  ctx.clearRect(0, 0, w, h);
  const m = faceMetrics(w, h);
  const colour = suitColour(card, opts);
  ctx.save();
  ctx.lineJoin = 'round';
  drawBlank(ctx, w, h);
  drawIndex(ctx, card, w, m, colour);

  if (isCourt(card)) {
    if (opts.figure === undefined) drawCourt(ctx, card, w, h, m, colour);
    else drawCourtFigure(ctx, card, w, h, m, colour, opts.figure);
  } else if (card[0] === 'A') {
    const bodyH = h - m.margin - m.bodyTop;
    drawSuitCentred(ctx, suitLetterOf(card), w / 2, m.bodyTop + bodyH / 2, Math.min(0.66 * w, 0.86 * bodyH), colour);
  } else {
    drawPips(ctx, card, w, h, m, colour);
  }
  ctx.restore();
}
