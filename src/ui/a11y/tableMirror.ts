/**
 * The card table in the accessibility tree: a visually hidden ARIA grid beside the canvas, one row per
 * pile (stock, waste, foundations, columns, in reading order) and one cell per card a sighted player
 * can read. It is redrawn from the controller's state on each change event (never per frame, and it is
 * never a second source of truth), and it is playable: the arrow keys move between piles and cards,
 * Enter or Space picks up the focused card (with the cards on it) and then puts it on the focused pile
 * through the controller, which checks the move and gives the same reasons as every other input.
 */
import type { TableSession } from '../../app/session/session';
import { spokenCard } from '../../app/session/moveAnnouncement';
import { PILE_IDS, TABLEAU_IDS, type CardId, type PileId, type TableauId } from '../../engine';
import { currentLanguage, pileName, t } from '../../i18n';
import { el, uniqueId } from '../dom';
import { mirrorRows, type MirrorCell, type MirrorRow } from './tableMirrorModel';
import './tableMirror.css';

export interface TableMirror {
  destroy(): void;
}

/** Where the roving focus is: a pile, and the card (or, for a count or an empty pile, the index) in it. */
interface Position {
  readonly pile: PileId;
  readonly index: number;
  readonly card: CardId | null;
}

interface RowElements {
  readonly row: HTMLElement;
  readonly cells: HTMLElement[];
}

/** "column 4, foundation 1, or column 6", as the language joins a list of choices. */
function pileList(piles: readonly PileId[]): string {
  return new Intl.ListFormat(currentLanguage(), { type: 'disjunction' }).format(piles.map((p) => pileName(p)));
}

export function mountTableMirror(host: HTMLElement, controller: TableSession, say: (text: string) => void): TableMirror {
  const describedBy = uniqueId('table-keys');
  const grid = el('div', {
    role: 'grid',
    class: 'table-mirror visually-hidden',
    // The grid's accessible name (the canvas itself is hidden from assistive technology).
    'aria-label': t('a11y.table.label'),
    'aria-describedby': describedBy,
    'data-testid': 'table-mirror',
  });
  // How the mirror is played, said once when it takes focus (aria-describedby).
  const keysText = el('p', { id: describedBy, class: 'visually-hidden' }, t('a11y.table.keys'));
  // What the focus is on, for sighted keyboard players (the grid itself is invisible); the screen
  // reader has the grid, so this stays out of the accessibility tree.
  const caption = el('div', { class: 'table-mirror-caption', 'aria-hidden': 'true', 'data-testid': 'table-mirror-caption' });
  const rowElements = new Map<PileId, RowElements>();
  for (const pile of PILE_IDS) {
    // Named by its pile alone: a name made of every card would be read out on each row change.
    const row = el('div', { role: 'row', 'aria-label': pileName(pile, 'label') }, el('span', { role: 'rowheader' }, pileName(pile, 'label')));
    grid.appendChild(row);
    rowElements.set(pile, { row, cells: [] });
  }
  // The table is the page's main content (the bars around it are the HUD).
  const main = el('main', { class: 'table-mirror-main' }, grid, keysText, caption);
  host.prepend(main);

  let rows: MirrorRow[] = [];
  let current: Position = { pile: 'stock', index: 0, card: null };
  let held: { readonly pile: PileId; readonly card: CardId } | null = null;

  const rowOf = (pile: PileId): MirrorRow => rows.find((r) => r.pile === pile) ?? { pile, name: pileName(pile, 'label'), cells: [] };
  const cellAt = (position: Position): MirrorCell | undefined => rowOf(position.pile).cells[position.index];
  const elementAt = (position: Position): HTMLElement | undefined => rowElements.get(position.pile)?.cells[position.index];
  /** The last cell of a pile: its top card, where a move lands. */
  const topOf = (pile: PileId): Position => {
    const cells = rowOf(pile).cells;
    const index = Math.max(0, cells.length - 1);
    return { pile, index, card: cells[index]?.card ?? null };
  };
  /** The same card if it is still in that pile, else the pile's top. */
  const settle = (position: Position): Position => {
    const cells = rowOf(position.pile).cells;
    const index = position.card === null ? Math.min(position.index, cells.length - 1) : cells.findIndex((c) => c.card === position.card);
    return index < 0 ? topOf(position.pile) : { pile: position.pile, index, card: cells[index]?.card ?? null };
  };
  const isHeld = (pile: PileId, cells: readonly MirrorCell[], index: number): boolean => {
    if (held === null || held.pile !== pile) return false;
    const from = cells.findIndex((c) => c.card === held!.card);
    return from >= 0 && index >= from;
  };

  const updateCaption = (): void => {
    const cell = cellAt(current);
    caption.textContent = t('a11y.table.caption', {
      pile: pileName(current.pile, 'label'),
      cell: cell?.label ?? t('a11y.table.empty'),
      holding: held === null ? 'no' : 'yes',
      card: held === null ? '' : spokenCard(held.card, 'object'),
    });
  };

  const render = (): void => {
    const hadFocus = grid.contains(document.activeElement);
    rows = mirrorRows(controller.state);
    // A held card that has left its pile (the table changed under it) is no longer held.
    if (held !== null && !rowOf(held.pile).cells.some((c) => c.card === held!.card)) held = null;
    current = settle(current);
    for (const { pile, cells } of rows) {
      const parts = rowElements.get(pile)!;
      while (parts.cells.length > cells.length) parts.cells.pop()!.remove();
      while (parts.cells.length < cells.length) {
        const cell = el('span', { role: 'gridcell', tabindex: -1 });
        parts.row.appendChild(cell);
        parts.cells.push(cell);
      }
      cells.forEach((model, index) => {
        const cell = parts.cells[index]!;
        if (cell.textContent !== model.label) cell.textContent = model.label;
        cell.dataset.pile = pile;
        cell.dataset.index = String(index);
        cell.tabIndex = pile === current.pile && index === current.index ? 0 : -1;
        if (isHeld(pile, cells, index)) cell.setAttribute('aria-selected', 'true');
        else cell.removeAttribute('aria-selected');
      });
    }
    updateCaption();
    const target = elementAt(current);
    if (hadFocus && target !== undefined && document.activeElement !== target) target.focus();
  };

  const moveTo = (position: Position): void => {
    current = settle(position);
    render();
    elementAt(current)?.focus();
  };

  const pickUp = (pile: PileId, card: CardId): void => {
    held = { pile, card };
    const cells = rowOf(pile).cells;
    const more = cells.length - 1 - cells.findIndex((c) => c.card === card);
    const targets = controller.targets(pile, card);
    say(t('a11y.table.pickedUp', { card: spokenCard(card, 'start'), more, where: targets.length === 0 ? 'none' : 'some', targets: pileList(targets) }));
    render();
  };

  /** Enter or Space on the focused cell. */
  const act = (): void => {
    const { pile } = current;
    const cell = cellAt(current);
    if (cell === undefined) return;
    if (held !== null) {
      if (held.pile === pile) {
        if (cell.card !== null && cell.card !== held.card) return pickUp(pile, cell.card);
        held = null;
        say(t('a11y.table.putBack'));
        return render();
      }
      const { pile: from, card } = held;
      held = null;
      const before = current;
      // The focus follows the card to where it lands (render, on the change, finds it there).
      current = { pile, index: 0, card };
      if (!controller.tryMove(from, card, pile)) {
        current = before;
        render();
      }
      return;
    }
    if (pile === 'stock') {
      controller.draw();
      return;
    }
    if (cell.faceDown) {
      const column = controller.state.tableau[TABLEAU_IDS.indexOf(pile as TableauId)];
      if (controller.rules.turn === 'manual' && column?.up.length === 0) controller.turn(pile as TableauId);
      else say(t('a11y.table.faceDown'));
      return;
    }
    if (cell.card === null) {
      say(t('a11y.table.pileEmpty', { pile: pileName(pile, 'label') }));
      return;
    }
    pickUp(pile, cell.card);
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.metaKey || (event.repeat && (event.key === 'Enter' || event.key === ' '))) return;
    // Klondike 2.3's keypad plays moves whatever NumLock says (the table's keyboard reads it by place).
    if (controller.style.dosInput && /^Numpad[1-7]$/.test(event.code)) return;
    const pileIndex = PILE_IDS.indexOf(current.pile);
    const rowCells = rowOf(current.pile).cells.length;
    const nextPile = (step: number): PileId => PILE_IDS[Math.min(PILE_IDS.length - 1, Math.max(0, pileIndex + step))]!;
    const at = (index: number): Position => ({ pile: current.pile, index, card: rowOf(current.pile).cells[index]?.card ?? null });
    switch (event.key) {
      case 'ArrowUp':
        moveTo(topOf(nextPile(-1)));
        break;
      case 'ArrowDown':
        moveTo(topOf(nextPile(1)));
        break;
      case 'ArrowLeft':
        moveTo(at(Math.max(0, current.index - 1)));
        break;
      case 'ArrowRight':
        moveTo(at(Math.min(rowCells - 1, current.index + 1)));
        break;
      case 'Home':
        moveTo(event.ctrlKey ? topOf(PILE_IDS[0]) : at(0));
        break;
      case 'End':
        moveTo(event.ctrlKey ? topOf(PILE_IDS[PILE_IDS.length - 1]!) : at(rowCells - 1));
        break;
      case 'Enter':
      case ' ':
        act();
        break;
      case 'Escape':
        if (held === null) return;
        held = null;
        say(t('a11y.table.putBack'));
        render();
        break;
      default:
        return;
    }
    // Taken here: the table's own keyboard (Klondike 2.3's keys) skips a key already handled.
    event.preventDefault();
  };
  const onFocusIn = (event: FocusEvent): void => {
    const cell = event.target;
    if (!(cell instanceof HTMLElement) || cell.dataset.pile === undefined) return;
    const position = { pile: cell.dataset.pile as PileId, index: Number(cell.dataset.index) };
    if (position.pile === current.pile && position.index === current.index) return;
    current = { ...position, card: cellAt({ ...position, card: null })?.card ?? null };
    render();
  };
  // A screen reader's browse mode activates a cell with a click.
  const onClick = (event: MouseEvent): void => {
    if (event.target instanceof HTMLElement && event.target.dataset.pile !== undefined) act();
  };
  grid.addEventListener('keydown', onKeyDown);
  grid.addEventListener('focusin', onFocusIn);
  grid.addEventListener('click', onClick);
  const onChanged = (): void => {
    held = null;
    render();
  };
  controller.events.on('changed', onChanged);
  render();

  return {
    destroy() {
      controller.events.off('changed', onChanged);
      main.remove();
    },
  };
}
