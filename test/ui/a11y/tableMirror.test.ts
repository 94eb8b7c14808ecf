// @vitest-environment happy-dom
/** The DOM mirror of the table, on a real controller: its rows, the roving focus, and moves by keys. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SessionController } from '../../../src/app/session/controller';
import { DEFAULT_SETTINGS } from '../../../src/app/settings';
import { PILE_IDS, presetById } from '../../../src/engine';
import { mountTableMirror, type TableMirror } from '../../../src/ui/a11y/tableMirror';
import { mirrorRows } from '../../../src/ui/a11y/tableMirrorModel';
import { byTestId, clearDocument } from '../support/happyDom';
import { useCatalogue } from '../../../src/i18n';

describe('table mirror', () => {
  let controller: SessionController;
  let mirror: TableMirror;
  let said: string[];

  beforeEach(() => {
    // Deal 1 without automatic moves: the stock's top card is the ten of spades, columns 1, 5 and 7
    // end with the nine of diamonds, the jack of hearts and the jack of diamonds.
    controller = new SessionController({
      rules: presetById('modern')!.rules,
      deal: 1,
      settings: { ...DEFAULT_SETTINGS, autoMoves: 'off' },
      now: () => 0,
      randomDeal: () => 7,
    });
    said = [];
    mirror = mountTableMirror(document.body, controller, (text) => said.push(text));
    controller.start();
  });
  afterEach(() => {
    mirror.destroy();
    clearDocument();
  });

  const grid = (): HTMLElement => byTestId(document.body, 'table-mirror');
  const cells = (pile: string): string[] => [...grid().querySelectorAll<HTMLElement>(`[role="gridcell"][data-pile="${pile}"]`)].map((c) => c.textContent ?? '');
  const focused = (): string => (document.activeElement as HTMLElement | null)?.textContent ?? '';
  const press = (key: string, options: KeyboardEventInit = {}): void => {
    (document.activeElement ?? grid()).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...options }));
  };
  const focusTable = (): void => grid().querySelector<HTMLElement>('[tabindex="0"]')!.focus();
  /** Ctrl+Home, then down to the pile's row (its top card). */
  const goTo = (pile: string): void => {
    press('Home', { ctrlKey: true });
    for (let i = 0; i < PILE_IDS.indexOf(pile as (typeof PILE_IDS)[number]); i++) press('ArrowDown');
  };

  test('a named grid, one row per pile in reading order, the words of the model', () => {
    expect(grid().getAttribute('role')).toBe('grid');
    expect(grid().getAttribute('aria-label')).toBe('Card table');
    const rows = [...grid().querySelectorAll('[role="row"]')].map((r) => r.getAttribute('aria-label'));
    expect(rows).toEqual(mirrorRows(controller.state).map((r) => r.name));
    expect(cells('stock')).toEqual(['24 cards']);
    expect(cells('waste')).toEqual(['empty']);
    expect(cells('tableau-7')).toEqual(['6 face-down cards', 'jack of diamonds']);
  });

  test('one Tab stop: exactly one cell has tabindex 0, and it follows the arrows', () => {
    focusTable();
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    goTo('tableau-7');
    expect(focused()).toBe('jack of diamonds');
    press('ArrowLeft');
    expect(focused()).toBe('6 face-down cards');
    press('ArrowUp');
    expect(focused()).toBe('ace of hearts');
    expect(grid().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
  });

  test('Enter deals on the stock; Enter picks up, says where it can go, and Enter on a pile puts it there', () => {
    focusTable();
    goTo('stock');
    press('Enter');
    expect(cells('waste')).toEqual(['ten of spades']);
    goTo('waste');
    press(' ');
    expect(said.at(-1)).toBe('Ten of spades picked up. It can go to column 5 or column 7.');
    expect(grid().querySelector('[aria-selected="true"]')?.textContent).toBe('ten of spades');
    goTo('tableau-7');
    press('Enter');
    expect(cells('tableau-7')).toEqual(['6 face-down cards', 'jack of diamonds', 'ten of spades']);
    expect(focused()).toBe('ten of spades');
    expect(grid().querySelector('[aria-selected]')).toBeNull();
  });

  test('an illegal drop changes nothing and leaves the reason to the controller; Escape puts a card back', () => {
    const reasons: string[] = [];
    controller.events.on('illegal', ({ message }) => reasons.push(message));
    focusTable();
    goTo('tableau-1');
    press('Enter');
    goTo('tableau-3');
    press('Enter');
    expect(reasons).toEqual(["The nine of diamonds can't go on the jack of clubs: build down, one rank lower."]);
    expect(cells('tableau-1')).toEqual(['nine of diamonds']);
    expect(focused()).toBe('jack of clubs');
    press('Enter');
    expect(grid().querySelector('[aria-selected="true"]')?.textContent).toBe('jack of clubs');
    press('Escape');
    expect(said.at(-1)).toBe('Put back.');
    expect(grid().querySelector('[aria-selected]')).toBeNull();
  });

  test('face-down cards are counted, never named, and cannot be picked up', () => {
    expect(grid().textContent).not.toContain('queen of diamonds');
    focusTable();
    goTo('tableau-3');
    press('Home');
    expect(focused()).toBe('2 face-down cards');
    press('Enter');
    expect(said.at(-1)).toBe('Face-down cards cannot be picked up.');
  });
});

describe('table mirror model', () => {
  test('counts hidden cards, names the readable ones, and says "empty" for an empty pile', () => {
    const rows = mirrorRows({
      stock: ['2C'],
      waste: ['3D', '8D'],
      foundations: [['AS', '2S'], [], [], []],
      tableau: [{ down: [], up: [] }, { down: ['4C'], up: ['9H', '8S'] }, ...Array.from({ length: 5 }, () => ({ down: [], up: [] }))],
      pass: 1,
      score: 0,
      moves: 0,
    });
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.cells.map((c) => c.label)]));
    expect(byName).toMatchObject({
      Stock: ['1 card'],
      Waste: ['eight of diamonds'],
      'Foundation 1': ['two of spades'],
      'Foundation 2': ['empty'],
      'Column 1': ['empty'],
      'Column 2': ['1 face-down card', 'nine of hearts', 'eight of spades'],
    });
    expect(rows.find((r) => r.pile === 'tableau-2')!.cells.map((c) => c.card)).toEqual([null, '9H', '8S']);
  });
});

describe('table mirror in the language shown', () => {
  afterEach(() => {
    useCatalogue('en', {});
    clearDocument();
  });

  test('its name, its counts and what it says come from the catalogue current when it is drawn', () => {
    useCatalogue('fr', {
      'a11y.table.label': 'Table de jeu',
      'a11y.table.stockCount': '{count, plural, one {# carte} other {# cartes}}',
      'a11y.table.faceDown': 'Les cartes face cachée ne se prennent pas.',
    });
    const controller = new SessionController({ rules: presetById('modern')!.rules, deal: 1, settings: DEFAULT_SETTINGS, now: () => 0, randomDeal: () => 7 });
    const said: string[] = [];
    const mirror = mountTableMirror(document.body, controller, (text) => said.push(text));
    controller.start();
    const grid = byTestId(document.body, 'table-mirror');
    expect(grid.getAttribute('aria-label')).toBe('Table de jeu');
    expect(grid.querySelector('[data-pile="stock"]')?.textContent).toBe('24 cartes');
    const faceDown = grid.querySelector<HTMLElement>('[data-pile="tableau-7"][data-index="0"]')!;
    faceDown.focus();
    faceDown.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(said).toEqual(['Les cartes face cachée ne se prennent pas.']);
    mirror.destroy();
  });
});
