/**
 * Pure geometry: (viewport, rules, preferences, table) → where every pile and card goes, in CSS pixels.
 * No Phaser here, so it is unit-tested directly; a resize or rotation simply runs it again.
 */
import type { CardId, GameState, PileId } from '../engine';
import { FOUNDATION_IDS, TABLEAU_IDS } from '../engine';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
  /** Safe-area insets plus the room the DOM HUD takes at the top and bottom. */
  readonly insets: { readonly top: number; readonly right: number; readonly bottom: number; readonly left: number };
}

export interface LayoutPrefs {
  readonly cardSize: 'small' | 'medium' | 'large';
  /** Stock top left, foundations top right (the seed programs); else mirrored, the stock top right. */
  readonly stockLeft: boolean;
  /** How many waste cards fan out (the draw count, at most 3). */
  readonly wasteFan: number;
}

export interface CardPlacement {
  readonly x: number;
  readonly y: number;
  readonly faceUp: boolean;
  /** Drawing order: higher is on top. */
  readonly depth: number;
  readonly pile: PileId;
  /** Position in its pile, bottom → top (for columns, counting face-down cards first). */
  readonly index: number;
}

export interface TableLayout {
  readonly cardWidth: number;
  readonly cardHeight: number;
  /** The base slot of each pile (where its first card lies). */
  readonly slots: Readonly<Record<PileId, Rect>>;
  /** Where a dropped card counts for each pile: generous, so a sloppy thumb still lands. */
  readonly dropZones: Readonly<Record<PileId, Rect>>;
  readonly cards: ReadonlyMap<CardId, CardPlacement>;
}

const ASPECT = 1.4;
const MARGIN = 6;
const GAP_RATIO = 0.1;
/** Column offsets as fractions of the card height: enough of a face-up card shows its index. */
const UP_OFFSET = 0.3;
const DOWN_OFFSET = 0.13;
const MIN_UP_OFFSET = 0.17;
const MIN_DOWN_OFFSET = 0.05;
/**
 * A phone held upright has far more height than seven columns' width lets the cards use. There the
 * columns spread, as far as the height allows (`columnSpread`): more of each face-up card shows (its
 * index and the top of its pips) and the face-down cards can be counted, as Microsoft Solitaire
 * Collection does on phones. A long column still squeezes back down to the usual offsets and below
 * (`columnOffsets`).
 */
const ROOMY_UP_OFFSET = 0.46;
const ROOMY_DOWN_OFFSET = 0.2;
/** The long column the spread is made for: 6 face-down cards under a king-to-two run. */
const LONG_COLUMN = { down: 6, up: 12 } as const;
const WASTE_FAN = 0.24;
const LEFT_WASTE_FAN = 0.42;
/** The height a typical column needs, in card heights, so cards never grow too big to fit it. */
const TYPICAL_COLUMN_HEIGHTS = 4.3;
const SIZE_FACTORS = { small: 0.8, medium: 0.9, large: 1 } as const;
/**
 * Where the width, not the height, limits the cards (a phone held upright): the share of the width
 * that seven columns with their gaps allow. Medium is that, Small less; Large takes the whole width
 * with the least gaps (`MIN_GAP`), the largest cards that never overlap the next column (which would
 * hide a card's right-hand index), so that the three sizes differ on a phone too.
 */
const WIDTH_FACTORS = { small: 0.88, medium: 1 } as const;
/** The least felt between two columns, and at the screen's sides, for Large cards on a phone held upright. */
const MIN_GAP = 2;

/**
 * Short, wide screens (a phone on its side) put the stock and waste in a column at one side and the
 * foundations in a 2 × 2 block at the other, so the columns get the whole height.
 */
const WIDE_ASPECT = 2;
/** In the wide arrangement nothing sits above the columns, so they need fewer card heights. */
const WIDE_COLUMN_HEIGHTS = 3.4;
/** Columns across in the wide arrangement: stock, seven columns, two of foundations, and a spacer. */
const WIDE_COLUMNS = 10.6;

function usableSize(viewport: Viewport): { width: number; height: number } {
  const { insets } = viewport;
  return {
    width: viewport.width - insets.left - insets.right - 2 * MARGIN,
    height: viewport.height - insets.top - insets.bottom - 2 * MARGIN,
  };
}

/** Is the screen short and wide enough for the side-by-side arrangement? */
export function isWide(viewport: Viewport): boolean {
  const usable = usableSize(viewport);
  return usable.width / Math.max(1, usable.height) >= WIDE_ASPECT;
}

/**
 * Card width and height: as wide as the columns across allow, capped so a typical game fits the height.
 * `gap` is the felt between two columns (less than usual only for Large cards on a phone held
 * upright) and `pitch` the step from one column to the next: the card and its gap. Columns never overlap.
 */
export function cardSize(viewport: Viewport, prefs: LayoutPrefs): { width: number; height: number; gap: number; pitch: number } {
  const usable = usableSize(viewport);
  const wide = isWide(viewport);
  const across = wide ? WIDE_COLUMNS : 7;
  const fit = usable.width / (across + (across - 1) * GAP_RATIO);
  // The row's whole width between the safe-area insets, less the least margins at the sides.
  const room = viewport.width - viewport.insets.left - viewport.insets.right - 2 * MIN_GAP;
  const byWidth = wide ? fit : prefs.cardSize === 'large' ? Math.max(fit, (room - 6 * MIN_GAP) / 7) : fit * WIDTH_FACTORS[prefs.cardSize];
  const byHeight = usable.height / (wide ? WIDE_COLUMN_HEIGHTS : TYPICAL_COLUMN_HEIGHTS) / ASPECT;
  const width = Math.max(24, Math.floor(Math.min(byWidth, byHeight * SIZE_FACTORS[prefs.cardSize])));
  const natural = naturalGap(width);
  const gap = wide ? natural : Math.max(MIN_GAP, Math.min(natural, Math.floor((room - 7 * width) / 6)));
  return { width, height: Math.round(width * ASPECT), gap, pitch: width + gap };
}

/** The usual felt between cards: a tenth of a card's width, at least 3 px. */
function naturalGap(cardWidth: number): number {
  return Math.max(3, Math.floor(cardWidth * GAP_RATIO));
}

interface Arrangement {
  readonly slots: Record<PileId, Rect>;
  /** Where the waste's top cards fan, per card, from the waste slot. */
  readonly fan: { readonly dx: number; readonly dy: number };
}

/** The classic arrangement: stock, waste and foundations in a row above the seven columns. */
function rowArrangement(viewport: Viewport, prefs: LayoutPrefs, w: number, h: number, gap: number, pitch: number): Arrangement {
  const { insets } = viewport;
  const rowWidth = w + 6 * pitch;
  // Centred; Large cards on a phone held upright leave only the least margin at the sides.
  const left = insets.left + Math.max(MIN_GAP, (viewport.width - insets.left - insets.right - rowWidth) / 2);
  const top = insets.top + MARGIN;
  const columnX = (i: number): number => left + i * pitch;
  // Stock right: stock in the last column, foundations from the first; stock left mirrors that.
  const topColumn = (i: number): number => (prefs.stockLeft ? i : 6 - i);
  const slots = {} as Record<PileId, Rect>;
  const slot = (x: number, y: number): Rect => ({ x, y, width: w, height: h });
  slots.stock = slot(columnX(topColumn(0)), top);
  slots.waste = slot(columnX(topColumn(1)), top);
  FOUNDATION_IDS.forEach((id, i) => {
    slots[id] = slot(columnX(prefs.stockLeft ? 3 + i : i), top);
  });
  // The usual felt between the rows, even where the columns stand closer than usual.
  const rowGap = Math.max(gap, naturalGap(w));
  TABLEAU_IDS.forEach((id, i) => {
    slots[id] = slot(columnX(i), top + h + rowGap * 2);
  });
  // Fanned to the right (left-handed), a covered card shows its left edge, where the big index needs
  // more room than the small one on the right edge does.
  return { slots, fan: { dx: w * (prefs.stockLeft ? LEFT_WASTE_FAN : -WASTE_FAN), dy: 0 } };
}

/** The wide arrangement: stock over waste at the thumb's side, foundations 2 × 2 at the other. */
function sideArrangement(viewport: Viewport, prefs: LayoutPrefs, w: number, h: number, gap: number): Arrangement {
  const { insets } = viewport;
  const groupGap = gap * 3;
  const totalWidth = 10 * w + 7 * gap + 2 * groupGap;
  const left = insets.left + Math.max(MARGIN, (viewport.width - insets.left - insets.right - totalWidth) / 2);
  const top = insets.top + MARGIN;
  const slots = {} as Record<PileId, Rect>;
  const slot = (x: number, y: number): Rect => ({ x, y, width: w, height: h });
  // The stock column on the chosen side, the foundations on the other.
  const stockX = prefs.stockLeft ? left : left + totalWidth - w;
  const foundationsX = prefs.stockLeft ? left + totalWidth - 2 * w - gap : left;
  const tableauX = left + (prefs.stockLeft ? w + groupGap : 2 * w + gap + groupGap);
  slots.stock = slot(stockX, top);
  slots.waste = slot(stockX, top + h + gap * 2);
  FOUNDATION_IDS.forEach((id, i) => {
    slots[id] = slot(foundationsX + (i % 2) * (w + gap), top + Math.floor(i / 2) * (h + gap));
  });
  TABLEAU_IDS.forEach((id, i) => {
    slots[id] = slot(tableauX + i * (w + gap), top);
  });
  return { slots, fan: { dx: 0, dy: h * UP_OFFSET } };
}

export function computeLayout(viewport: Viewport, prefs: LayoutPrefs, state: GameState): TableLayout {
  const { width: w, height: h, gap, pitch } = cardSize(viewport, prefs);
  const { slots, fan } = isWide(viewport) ? sideArrangement(viewport, prefs, w, h, gap) : rowArrangement(viewport, prefs, w, h, gap, pitch);
  const bottom = viewport.height - viewport.insets.bottom - MARGIN;
  const zones = {} as Record<PileId, Rect>;
  const spread = columnSpread(bottom - slots[TABLEAU_IDS[0]!].y, h);

  const cards = new Map<CardId, CardPlacement>();
  let depth = 0;
  const place = (card: CardId, x: number, y: number, faceUp: boolean, pile: PileId, index: number): void => {
    cards.set(card, { x, y, faceUp, depth: depth++, pile, index });
  };

  state.stock.forEach((card, i) => place(card, slots.stock.x, slots.stock.y, false, 'stock', i));
  // The waste fans its top cards away from the stock.
  const fanCount = Math.max(1, Math.min(3, prefs.wasteFan));
  const fanStart = state.waste.length - fanCount;
  state.waste.forEach((card, i) => {
    const step = Math.max(0, i - fanStart);
    place(card, slots.waste.x + step * fan.dx, slots.waste.y + step * fan.dy, true, 'waste', i);
  });
  state.foundations.forEach((pile, f) => {
    const s = slots[FOUNDATION_IDS[f]!];
    pile.forEach((card, i) => place(card, s.x, s.y, true, FOUNDATION_IDS[f]!, i));
  });
  state.tableau.forEach((column, c) => {
    const id = TABLEAU_IDS[c]!;
    const s = slots[id];
    const { down, up } = columnOffsets(column.down.length, column.up.length, h, bottom - s.y, spread);
    let y = s.y;
    column.down.forEach((card, i) => {
      place(card, s.x, y, false, id, i);
      y += down;
    });
    column.up.forEach((card, i) => {
      place(card, s.x, y, true, id, column.down.length + i);
      y += up;
    });
  });

  // Drop zones: each column reaches down to the bottom and half a gap either side; the top row's
  // slots grow by half a gap all round (the waste and stock take no drops, but keep a zone for taps).
  const half = gap / 2;
  for (const id of [...FOUNDATION_IDS, 'stock', 'waste'] as const) {
    const s = slots[id];
    zones[id] = { x: s.x - half, y: s.y - half, width: w + gap, height: h + gap };
  }
  // Columns' zones tile the row: a card and its gap, the step between columns.
  for (const id of TABLEAU_IDS) {
    const s = slots[id];
    zones[id] = { x: s.x + (w - pitch) / 2, y: s.y - half, width: pitch, height: Math.max(h, viewport.height - s.y) };
  }
  return { cardWidth: w, cardHeight: h, slots, dropZones: zones, cards };
}

/**
 * How far the columns spread, from 0 (the usual offsets) to 1 (the roomiest), by the height `available`
 * below the columns' top: as far as a long column (`LONG_COLUMN`) still fits it. A desktop, whose
 * cards the height limits, keeps the usual offsets; a phone held upright spreads its columns over the
 * height it has.
 */
export function columnSpread(available: number, cardHeight: number): number {
  const heights = (down: number, up: number): number => 1 + LONG_COLUMN.down * down + (LONG_COLUMN.up - 1) * up;
  const usual = heights(DOWN_OFFSET, UP_OFFSET);
  const roomiest = heights(ROOMY_DOWN_OFFSET, ROOMY_UP_OFFSET);
  return Math.min(1, Math.max(0, (available / cardHeight - usual) / (roomiest - usual)));
}

/**
 * Offsets between cards in a column: the usual ones, wider by `spread` (0 to 1, `columnSpread`), when
 * they fit; squeezed evenly (face-down cards first, down to a floor) when a long column would run off the bottom.
 */
export function columnOffsets(downCount: number, upCount: number, cardHeight: number, available: number, spread = 0): { down: number; up: number } {
  let down = cardHeight * (DOWN_OFFSET + spread * (ROOMY_DOWN_OFFSET - DOWN_OFFSET));
  let up = cardHeight * (UP_OFFSET + spread * (ROOMY_UP_OFFSET - UP_OFFSET));
  const needed = (): number => cardHeight + downCount * down + Math.max(0, upCount - 1) * up;
  if (needed() <= available) return { down, up };
  const minDown = cardHeight * MIN_DOWN_OFFSET;
  const minUp = cardHeight * MIN_UP_OFFSET;
  // Face-down cards give up their room first: nobody needs to see them.
  if (downCount > 0) down = Math.max(minDown, (available - cardHeight - Math.max(0, upCount - 1) * up) / downCount);
  if (needed() > available && upCount > 1) up = Math.max(minUp, (available - cardHeight - downCount * down) / (upCount - 1));
  return { down, up };
}

/** The pile whose drop zone holds a point (the first match, top row first), or null. */
export function pileAt(layout: TableLayout, x: number, y: number): PileId | null {
  for (const [pile, zone] of Object.entries(layout.dropZones) as [PileId, Rect][]) {
    if (x >= zone.x && x <= zone.x + zone.width && y >= zone.y && y <= zone.y + zone.height) return pile;
  }
  return null;
}

/**
 * Where a dragged card lands: among the candidate piles, the one whose zone overlaps the dragged card
 * the most. Overlap, not the pointer, decides, so a card dragged by its corner still lands.
 */
export function dropTarget(layout: TableLayout, card: Rect, candidates: readonly PileId[]): PileId | null {
  let best: PileId | null = null;
  let bestArea = 0;
  for (const pile of candidates) {
    const zone = layout.dropZones[pile];
    const area = overlap(zone, card);
    if (area > bestArea) {
      bestArea = area;
      best = pile;
    }
  }
  return best;
}

function overlap(a: Rect, b: Rect): number {
  const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const y = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return x > 0 && y > 0 ? x * y : 0;
}
