/** Empty-pile marks (A, K, recycle, stop) and highlight frames, on transparent backgrounds. */
import { insetRoundRect, boldFont, capHeight, drawLabel, type Canvas2D, type PileMarkKind, type HighlightKind } from './cardArtShared';

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
    case 'foundation':
      markLetter(ctx, 'A', w, h);
      break;
    case 'column-king':
      markLetter(ctx, 'K', w, h);
      break;
    case 'stock-recycle':
      markRecycle(ctx, w, h);
      break;
    case 'stock-stop':
      markStop(ctx, w, h);
      break;
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
  const strokes: readonly (readonly [number, number])[] = [
    [0.072, 0.2],
    [0.052, 0.35],
    [0.034, 0.6],
    [0.018, 1],
  ];
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
