/** The table's pure geometry on phones, tablets and desktops. */
import { describe, expect, test } from 'vitest';
import { dealLayout, TABLEAU_IDS, type GameState } from '../../src/engine';
import { cardSize, columnOffsets, computeLayout, dropTarget, isWide, pileAt, type Viewport } from '../../src/game/layout';

const insets = { top: 48, right: 0, bottom: 64, left: 0 };
const VIEWPORTS: [string, Viewport][] = [
  ['small phone portrait', { width: 360, height: 740, insets }],
  ['phone portrait', { width: 390, height: 844, insets }],
  ['phone landscape', { width: 844, height: 390, insets }],
  ['tablet', { width: 820, height: 1180, insets }],
  ['desktop', { width: 1280, height: 800, insets }],
];
const prefs = { cardSize: 'large', stockLeft: false, wasteFan: 3 } as const;
const deal = dealLayout(1);

describe.each(VIEWPORTS)('%s', (_name, viewport) => {
  const layout = computeLayout(viewport, prefs, deal);

  test('seven columns fit side by side inside the screen, cards keep their shape', () => {
    const xs = TABLEAU_IDS.map((id) => layout.slots[id].x);
    expect(xs[0]!).toBeGreaterThanOrEqual(0);
    expect(xs[6]! + layout.cardWidth).toBeLessThanOrEqual(viewport.width);
    // No column overlaps the next (which would hide a card's right-hand index): 2 px of felt at least.
    for (let i = 1; i < 7; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(layout.cardWidth + 2);
    expect(layout.cardHeight / layout.cardWidth).toBeCloseTo(1.4, 1);
  });

  test('every card is placed, inside the screen and below the HUD', () => {
    expect(layout.cards.size).toBe(52);
    for (const p of layout.cards.values()) {
      expect(p.y).toBeGreaterThanOrEqual(insets.top);
      expect(p.y + layout.cardHeight).toBeLessThanOrEqual(viewport.height - insets.bottom + 1);
    }
  });

  test('a long column is squeezed to fit above the bottom toolbar', () => {
    const long: GameState = {
      ...deal,
      tableau: deal.tableau.map((c, i) => (i === 6 ? { down: c.down, up: ['KS', 'QH', 'JS', 'TH', '9S', '8H', '7S', '6H', '5S', '4H', '3S', '2H'] } : c)),
    };
    const squeezed = computeLayout(viewport, prefs, long);
    const bottom = Math.max(...[...squeezed.cards.values()].filter((p) => p.pile === 'tableau-7').map((p) => p.y));
    expect(bottom + squeezed.cardHeight).toBeLessThanOrEqual(viewport.height - insets.bottom + 1);
  });
});

describe('card sizes on phones held upright: Small, Medium and Large differ', () => {
  // The HUD as the app draws it on a phone: a 40-px status bar and a 58-px toolbar.
  const hud = { top: 40, right: 0, bottom: 58, left: 0 };
  test.each([
    [360, 640, { small: 40, medium: 45, large: 49 }],
    [390, 844, { small: 43, medium: 49, large: 53 }],
  ] as const)('%i×%i: card widths', (width, height, expected) => {
    const widths = Object.fromEntries(
      (['small', 'medium', 'large'] as const).map((size) => [size, cardSize({ width, height, insets: hud }, { ...prefs, cardSize: size }).width]),
    );
    expect(widths).toEqual(expected);
    expect(widths.large! / widths.small!).toBeGreaterThan(1.2);
  });

  test('a Large table still fits the width: the seventh column ends inside the screen', () => {
    for (const width of [320, 360, 390, 430]) {
      const layout = computeLayout({ width, height: 800, insets: hud }, prefs, deal);
      expect(layout.slots['tableau-7'].x + layout.cardWidth).toBeLessThanOrEqual(width);
      expect(layout.slots['tableau-1'].x).toBeGreaterThanOrEqual(0);
    }
  });

  test.each([
    [320, 640],
    [360, 640],
    [390, 844],
    [430, 932],
  ])('%i×%i, Large: the largest cards that fit the width, columns 2 px apart, never overlapping, centred', (width, height) => {
    const layout = computeLayout({ width, height, insets: hud }, prefs, deal);
    const xs = TABLEAU_IDS.map((id) => layout.slots[id].x);
    for (let i = 1; i < 7; i++) expect(xs[i]! - xs[i - 1]! - layout.cardWidth).toBeGreaterThanOrEqual(2);
    // One more pixel of card would not fit with those gaps.
    expect(7 * (layout.cardWidth + 1) + 6 * 2 + 2 * 2).toBeGreaterThan(width);
    const right = width - (xs[6]! + layout.cardWidth);
    expect(Math.abs(right - xs[0]!)).toBeLessThanOrEqual(1);
    expect(xs[0]!).toBeGreaterThanOrEqual(2);
  });

  /** Deal 1 with a long seventh column: its 6 face-down cards under a king-to-two run. */
  const longColumn: GameState = {
    ...deal,
    tableau: deal.tableau.map((c, i) => (i === 6 ? { down: c.down, up: ['KS', 'QH', 'JS', 'TH', '9S', '8H', '7S', '6H', '5S', '4H', '3S', '2H'] } : c)),
  };

  test.each([
    [360, 640],
    [390, 700],
  ])('%i×%i, Large: the long column is spaced to the height there is, to the bottom', (width, height) => {
    const layout = computeLayout({ width, height, insets: hud }, prefs, longColumn);
    const last = layout.cards.get('2H')!;
    const bottom = height - hud.bottom - 6;
    // More room than the usual offsets need, less than the roomiest: the column fills the height.
    expect(last.y + layout.cardHeight).toBeLessThanOrEqual(bottom + 0.01);
    expect(last.y + layout.cardHeight).toBeGreaterThan(bottom - 1);
    const step = (layout.cards.get('QH')!.y - layout.cards.get('KS')!.y) / layout.cardHeight;
    expect(step).toBeGreaterThan(0.3);
  });

  test('390×844: the roomiest spread, and a long column still ends above the toolbar', () => {
    const layout = computeLayout({ width: 390, height: 844, insets: hud }, prefs, longColumn);
    const step = (layout.cards.get('QH')!.y - layout.cards.get('KS')!.y) / layout.cardHeight;
    expect(step).toBeCloseTo(0.46, 2);
    expect(layout.cards.get('2H')!.y + layout.cardHeight).toBeLessThanOrEqual(844 - hud.bottom);
  });
});

describe('layout details', () => {
  const viewport = VIEWPORTS[0]![1];

  test('a 360-px phone gets cards at least 44 px wide', () => {
    expect(cardSize(viewport, prefs).width).toBeGreaterThanOrEqual(44);
  });

  test('left-handed mirrors the top row', () => {
    const right = computeLayout(viewport, prefs, deal);
    const left = computeLayout(viewport, { ...prefs, stockLeft: true }, deal);
    expect(right.slots.stock.x).toBeGreaterThan(right.slots['foundation-4'].x);
    expect(left.slots.stock.x).toBeLessThan(left.slots['foundation-1'].x);
    expect(left.slots['tableau-1']).toEqual(right.slots['tableau-1']);
  });

  test('the top three waste cards fan towards the foundations', () => {
    const state: GameState = { ...deal, stock: deal.stock.slice(0, -5), waste: [...deal.stock.slice(-5)].reverse() };
    const layout = computeLayout(viewport, prefs, state);
    const xs = state.waste.map((c) => layout.cards.get(c)!.x);
    expect(xs[0]).toBe(xs[1]);
    expect(xs[2]!).toBe(layout.slots.waste.x);
    expect(xs[3]!).toBeLessThan(xs[2]!);
    expect(xs[4]!).toBeLessThan(xs[3]!);
  });

  test('face-down cards give up their room before face-up ones', () => {
    const roomy = columnOffsets(6, 6, 100, 1000);
    const tight = columnOffsets(6, 6, 100, 300);
    expect(tight.down).toBeLessThan(roomy.down);
    expect(tight.up).toBeLessThanOrEqual(roomy.up);
    expect(100 + 6 * tight.down + 5 * tight.up).toBeLessThanOrEqual(300 + 1e-9);
  });

  test('an upright phone spreads its columns over the height it has; a desktop keeps the usual offsets', () => {
    // The step from one face-up card to the next in a column of 1 face-down and 4 face-up cards.
    const step = (viewport: Viewport): number => {
      const column: GameState = { ...deal, tableau: deal.tableau.map((c, i) => (i === 1 ? { down: c.down, up: ['KS', 'QH', 'JS', 'TH'] } : c)) };
      const layout = computeLayout(viewport, prefs, column);
      return (layout.cards.get('QH')!.y - layout.cards.get('KS')!.y) / layout.cardHeight;
    };
    expect(step({ width: 390, height: 844, insets })).toBeGreaterThan(0.4);
    expect(step({ width: 1280, height: 800, insets })).toBeCloseTo(0.3, 2);
  });

  test('drops land on the pile the card overlaps most, even off the pointer', () => {
    const layout = computeLayout(viewport, prefs, deal);
    const s3 = layout.slots['tableau-3'];
    const card = { x: s3.x + layout.cardWidth * 0.4, y: s3.y + 100, width: layout.cardWidth, height: layout.cardHeight };
    expect(dropTarget(layout, card, ['tableau-3', 'tableau-4'])).toBe('tableau-3');
    expect(dropTarget(layout, card, ['tableau-1'])).toBeNull();
    expect(pileAt(layout, s3.x + 2, viewport.height - 70)).toBe('tableau-3');
  });
});

describe('short wide screens (a phone on its side)', () => {
  const landscape: Viewport = { width: 844, height: 390, insets };

  test('put the stock and the foundations beside the columns, which start at the top', () => {
    expect(isWide(landscape)).toBe(true);
    expect(isWide(VIEWPORTS[1]![1])).toBe(false);
    expect(isWide(VIEWPORTS[4]![1])).toBe(false);
    const layout = computeLayout(landscape, prefs, deal);
    const columns = TABLEAU_IDS.map((id) => layout.slots[id]);
    expect(layout.slots.stock.x).toBeGreaterThan(columns[6]!.x);
    expect(layout.slots['foundation-1'].x + layout.cardWidth).toBeLessThan(columns[0]!.x);
    expect(columns[0]!.y).toBe(layout.slots.stock.y);
    expect(layout.slots.waste.y).toBeGreaterThan(layout.slots.stock.y);
  });

  test('cards come out larger than in the row arrangement', () => {
    const wide = cardSize(landscape, prefs).width;
    const row = Math.floor((390 - 48 - 64 - 12) / 4.3 / 1.4);
    expect(wide).toBeGreaterThan(row * 1.15);
  });

  test('left-handed puts the stock on the left', () => {
    const layout = computeLayout(landscape, { ...prefs, stockLeft: true }, deal);
    expect(layout.slots.stock.x).toBeLessThan(layout.slots['tableau-1'].x);
    expect(layout.slots['foundation-4'].x).toBeGreaterThan(layout.slots['tableau-7'].x);
  });
});
