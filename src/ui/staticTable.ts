/**
 * A read-only DOM picture of the table. It stands in until the Phaser table lands, so it stays
 * deliberately small: it draws one snapshot and answers where things are (for `window.klondike.rect`).
 * Geometry lives in table.css (custom properties), so the page reflows on any screen size by itself.
 */
import type { CardId, PileId, TableSnapshot } from '../engine';
import type { HookRect } from '../app/automationHook';
import { faceOf } from './cardFace';

export interface StaticTableView {
  /** Whole-card or base-slot rectangle in CSS pixels, or null when the element is not on the page. */
  rect(id: CardId | PileId): HookRect | null;
}

const FOUNDATIONS = ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'] as const satisfies readonly PileId[];
const TABLEAU = [
  'tableau-1', 'tableau-2', 'tableau-3', 'tableau-4', 'tableau-5', 'tableau-6', 'tableau-7',
] as const satisfies readonly PileId[];

function element(tag: string, className: string, attrs: Readonly<Record<string, string>> = {}): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

function cardElement(card: CardId, faceUp: boolean): HTMLElement {
  if (!faceUp) return element('div', 'card back', { 'data-card': card, role: 'img', 'aria-label': 'face-down card' });
  const face = faceOf(card);
  const el = element('div', `card face ${face.colour}`, { 'data-card': card, role: 'img', 'aria-label': face.name });
  const corner = element('span', 'corner', { 'aria-hidden': 'true' });
  corner.textContent = `${face.rank}${face.suit}`;
  const pip = element('span', 'pip', { 'aria-hidden': 'true' });
  pip.textContent = face.suit;
  el.append(corner, pip);
  return el;
}

/** A pile whose cards all lie on its base slot (stock, waste, foundations). */
function squaredPile(id: PileId, cards: readonly CardId[], faceUp: boolean, label: string): HTMLElement {
  const pile = element('div', 'pile', { 'data-pile': id, 'aria-label': `${label}, ${cards.length} cards` });
  pile.append(element('div', 'slot', { 'data-slot': id }));
  for (const card of cards) pile.append(cardElement(card, faceUp));
  return pile;
}

/** A tableau column: face-down cards, then the face-up run, each fanned down by a CSS step. */
function column(id: PileId, down: readonly CardId[], up: readonly CardId[]): HTMLElement {
  const pile = element('div', 'pile column', { 'data-pile': id, 'aria-label': `${id.replace('-', ' ')}` });
  pile.style.setProperty('--downs', String(down.length));
  pile.style.setProperty('--ups', String(Math.max(up.length - 1, 0)));
  pile.append(element('div', 'slot', { 'data-slot': id }));
  down.forEach((card, i) => {
    const el = cardElement(card, false);
    el.style.setProperty('--d', String(i));
    pile.append(el);
  });
  up.forEach((card, i) => {
    const el = cardElement(card, true);
    el.style.setProperty('--d', String(down.length));
    el.style.setProperty('--u', String(i));
    pile.append(el);
  });
  return pile;
}

/** Replaces the contents of `host` with the table of `snapshot`. */
export function renderStaticTable(host: HTMLElement, snapshot: TableSnapshot): StaticTableView {
  const top = element('div', 'row top');
  const stock = squaredPile('stock', snapshot.stock, false, 'Stock');
  const count = element('span', 'count', { 'aria-hidden': 'true' });
  count.textContent = String(snapshot.stock.length);
  stock.append(count);
  top.append(stock, squaredPile('waste', snapshot.waste, true, 'Waste'), element('div', 'gap'));
  FOUNDATIONS.forEach((id, i) => top.append(squaredPile(id, snapshot.foundations[i] ?? [], true, `Foundation ${i + 1}`)));

  const bottom = element('div', 'row tableau');
  TABLEAU.forEach((id, i) => {
    const col = snapshot.tableau[i] ?? { down: [], up: [] };
    bottom.append(column(id, col.down, col.up));
  });
  host.replaceChildren(top, bottom);

  return {
    rect(id) {
      // Card ids are two characters and pile ids longer (DESIGN.md §2); escape because a test or a
      // console user may pass any string at run time, and a stray quote must not make this throw.
      const selector = id.length === 2 ? `[data-card="${CSS.escape(id)}"]` : `[data-slot="${CSS.escape(id)}"]`;
      const el = host.querySelector(selector);
      if (el === null || !el.isConnected) return null;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return null; // display: none, or not laid out
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    },
  };
}
