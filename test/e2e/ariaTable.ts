/**
 * The table as a screen reader meets it: read through the accessibility tree (Playwright's
 * `ariaSnapshot()` of the grid named "Card table", never `window.klondike`), and played with keys on
 * it alone. The expected words are written here independently of the app's own code, from the
 * engine's state in Node, so a wrong name or count in the app fails the comparison.
 */
import type { Page } from 'playwright-core';
import { PILE_IDS, type CardId, type GameState, type Move, type PileId } from '../../src/engine';

/** Pile name → what its cells say, in order. */
export type AriaTable = Record<string, string[]>;

const RANK_WORDS: Record<string, string> = {
  A: 'ace',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  T: 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
};
const SUIT_WORDS: Record<string, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

/** "nine of hearts" */
export const words = (card: CardId): string => `${RANK_WORDS[card[0]!]!} of ${SUIT_WORDS[card[1]!]!}`;

/** The row's name for each pile, in the grid's order. */
export const ROW_NAMES: Record<PileId, string> = Object.fromEntries(
  PILE_IDS.map((pile) => [
    pile,
    pile === 'stock' ? 'Stock' : pile === 'waste' ? 'Waste' : pile.startsWith('foundation') ? `Foundation ${pile.slice(-1)}` : `Column ${pile.slice(-1)}`,
  ]),
) as Record<PileId, string>;

const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;

/** What the grid must say for `state`: counts of hidden cards, names of the cards a player can read. */
export function expectedAriaTable(state: GameState): AriaTable {
  const table: AriaTable = {
    Stock: [state.stock.length === 0 ? 'empty' : plural(state.stock.length, 'card')],
    Waste: [state.waste.length === 0 ? 'empty' : words(state.waste.at(-1)!)],
  };
  state.foundations.forEach((f, i) => {
    table[`Foundation ${i + 1}`] = [f.length === 0 ? 'empty' : words(f.at(-1)!)];
  });
  state.tableau.forEach((c, i) => {
    const cells = [...(c.down.length > 0 ? [plural(c.down.length, 'face-down card')] : []), ...c.up.map(words)];
    table[`Column ${i + 1}`] = cells.length === 0 ? ['empty'] : cells;
  });
  return table;
}

/** Reads the grid "Card table" from the accessibility tree: row name → cell names. */
export async function readAriaTable(page: Page): Promise<AriaTable> {
  const snapshot = await page.getByRole('grid', { name: 'Card table' }).ariaSnapshot();
  const table: AriaTable = {};
  let row: string[] | null = null;
  for (const line of snapshot.split('\n')) {
    const match = /^\s*- (row|gridcell) "([^"]*)"/.exec(line);
    if (match === null) continue;
    if (match[1] === 'row') table[match[2]!] = row = [];
    else row?.push(match[2]!);
  }
  return table;
}

/** The last thing the live region "Announcements" said, read from the accessibility tree. */
export async function lastAnnouncement(page: Page): Promise<string> {
  const snapshot = await page.getByRole('status', { name: 'Announcements' }).ariaSnapshot();
  const line = snapshot.split('\n').find((l) => /^\s*- paragraph/.test(l));
  if (line === undefined) return '';
  const text = line.replace(/^\s*- paragraph:?\s*/, '');
  return text.startsWith('"') ? (JSON.parse(text) as string) : text;
}

/**
 * Puts the focus on cell `cell` of the row of `pile` from anywhere in the grid: Ctrl+Home (the stock)
 * or Ctrl+End (column 7), whichever is nearer, then arrows.
 */
export async function focusCell(page: Page, pile: PileId, cell: number | 'top'): Promise<void> {
  const row = PILE_IDS.indexOf(pile);
  const fromEnd = PILE_IDS.length - 1 - row;
  await page.keyboard.press(fromEnd < row ? 'Control+End' : 'Control+Home');
  for (let i = 0; i < Math.min(row, fromEnd); i++) await page.keyboard.press(fromEnd < row ? 'ArrowUp' : 'ArrowDown');
  if (cell === 'top') return;
  await page.keyboard.press('Home');
  for (let i = 0; i < cell; i++) await page.keyboard.press('ArrowRight');
}

/**
 * Plays `move` on the grid with keys only: the card is found by its name in the table just read from
 * the accessibility tree, picked up with Enter, and put on the destination row with Enter; a deal is
 * Enter on the stock.
 */
export async function playByGrid(page: Page, move: Move): Promise<void> {
  if (move.type === 'turn') throw new Error('playByGrid: turning by hand is not needed with automatic turning');
  if (move.type === 'draw') {
    await focusCell(page, 'stock', 'top');
    await page.keyboard.press('Enter');
    return;
  }
  const cells = (await readAriaTable(page))[ROW_NAMES[move.from]] ?? [];
  const index = cells.indexOf(words(move.card));
  if (index < 0) throw new Error(`playByGrid: no "${words(move.card)}" in ${ROW_NAMES[move.from]}: ${cells.join(', ')}`);
  await focusCell(page, move.from, index);
  await page.keyboard.press('Enter');
  await focusCell(page, move.to, 'top');
  await page.keyboard.press('Enter');
}
