/**
 * The table as words, pile by pile, in reading order: what the DOM mirror of the canvas shows to the
 * accessibility tree. Pure (a GameState in, rows out) so it is unit-tested without a browser. Only what
 * a sighted player sees is named: face-down cards are counted, never named.
 */
import { FOUNDATION_IDS, PILE_IDS, TABLEAU_IDS, type CardId, type GameState, type PileId } from '../../engine';
import { pileName, t } from '../../i18n';
import { spokenCard } from '../../app/session/moveAnnouncement';

/** One cell of a pile's row: a face-up card, the face-down cards counted, or the pile's state. */
export interface MirrorCell {
  /** What the cell says ("nine of hearts", "3 face-down cards", "empty", "24 cards"). */
  readonly label: string;
  /** The face-up card this cell stands for (null: a count, or an empty pile). */
  readonly card: CardId | null;
  /** The cell counts the face-down cards of a column. */
  readonly faceDown: boolean;
}

export interface MirrorRow {
  readonly pile: PileId;
  /** "Stock", "Waste", "Foundation 1", "Column 3". */
  readonly name: string;
  /** Never empty: an empty pile has one cell that says so (it is still a place to drop a card). */
  readonly cells: readonly MirrorCell[];
}

const cardCell = (card: CardId): MirrorCell => ({ label: spokenCard(card), card, faceDown: false });
/** An empty pile's one cell (made when drawn: the language can change). */
const empty = (): MirrorCell => ({ label: t('a11y.table.empty'), card: null, faceDown: false });

function cellsOf(state: GameState, pile: PileId): MirrorCell[] {
  if (pile === 'stock')
    return [state.stock.length === 0 ? empty() : { label: t('a11y.table.stockCount', { count: state.stock.length }), card: null, faceDown: false }];
  if (pile === 'waste') {
    // Only the playable card: the ones beneath cannot be played until it leaves.
    const top = state.waste.at(-1);
    return [top === undefined ? empty() : cardCell(top)];
  }
  const foundation = FOUNDATION_IDS.indexOf(pile as (typeof FOUNDATION_IDS)[number]);
  if (foundation >= 0) {
    const top = state.foundations[foundation]?.at(-1);
    return [top === undefined ? empty() : cardCell(top)];
  }
  const column = state.tableau[TABLEAU_IDS.indexOf(pile as (typeof TABLEAU_IDS)[number])];
  if (column === undefined) return [empty()];
  const cells: MirrorCell[] = [];
  if (column.down.length > 0) cells.push({ label: t('a11y.table.faceDownCount', { count: column.down.length }), card: null, faceDown: true });
  cells.push(...column.up.map(cardCell));
  return cells.length === 0 ? [empty()] : cells;
}

/** Every pile of the table, stock first and column 7 last, as rows of cells. */
export function mirrorRows(state: GameState): MirrorRow[] {
  return PILE_IDS.map((pile) => ({ pile, name: pileName(pile, 'label'), cells: cellsOf(state, pile) }));
}
