/** The five card backs of Klondike 2.3, each a patterned panel inside a white margin. */
import { RADIUS, roundRectPath, drawBlank, type Canvas2D, type CardBack } from './cardArtShared';

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

/**
 * Paints back `back` over the whole of `canvas` (its pixel size): the art the table deals, for the
 * Settings dialog's swatches (main.ts hands it to the UI). Nothing happens without a 2D context.
 */
export function paintCardBack(canvas: HTMLCanvasElement, back: CardBack): void {
  const ctx = canvas.getContext('2d');
  if (ctx !== null) drawCardBack(ctx, back, canvas.width, canvas.height);
}
