/**
 * A starting layout read from an untrusted file (`cli odds --layout FILE`, `cli fairplay --layout
 * FILE`), in the shape `cli deal N --json` prints (a TableSnapshot; its `deal` field may be absent).
 * Every fault becomes a message naming it, never an exception: the fair player and the solver assume
 * a real table (52 distinct cards, foundations built up by suit, face-up runs built down).
 */
import {
  ALL_CARDS,
  canBuildOnColumn,
  canBuildOnFoundation,
  err,
  isCardId,
  isDealNumber,
  ok,
  type CardId,
  type GameState,
  type Result,
  type Rules,
} from '../../engine';

export interface Layout {
  readonly table: GameState;
  /** The file's deal number, or null when it has none. */
  readonly deal: number | null;
}

/** Far more than any snapshot (about 1 kB): a bigger file is refused unread. */
export const LAYOUT_MAX_CHARS = 100_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function cardList(value: unknown, where: string): Result<CardId[], string> {
  if (!Array.isArray(value)) return err(`${where} must be a list of cards`);
  const bad = value.find((card) => !isCardId(card));
  return bad === undefined ? ok(value as CardId[]) : err(`${where} holds ${JSON.stringify(bad)}, which is not a card (e.g. "TH", "AS")`);
}

/** The four foundations, each built up from its ace in one suit. */
function foundationsOf(value: unknown): Result<CardId[][], string> {
  if (!Array.isArray(value) || value.length !== 4) return err('foundations must be a list of 4 piles');
  const piles: CardId[][] = [];
  for (const [i, pile] of value.entries()) {
    const cards = cardList(pile, `foundation ${i + 1}`);
    if (!cards.ok) return cards;
    const wrong = cards.value.findIndex((card, j) => canBuildOnFoundation(card, cards.value.slice(0, j)) !== null);
    if (wrong >= 0) return err(`foundation ${i + 1}: ${cards.value[wrong]} cannot lie there (a foundation builds up from its ace in one suit)`);
    piles.push(cards.value);
  }
  return ok(piles);
}

/** The seven columns, each a face-down pile under a face-up run built down by the rules. */
function tableauOf(value: unknown, rules: Rules): Result<{ down: CardId[]; up: CardId[] }[], string> {
  if (!Array.isArray(value) || value.length !== 7) return err('tableau must be a list of 7 columns');
  const columns: { down: CardId[]; up: CardId[] }[] = [];
  for (const [i, column] of value.entries()) {
    if (!isRecord(column)) return err(`column ${i + 1} must be an object with "down" and "up"`);
    const down = cardList(column.down, `column ${i + 1}'s "down"`);
    if (!down.ok) return down;
    const up = cardList(column.up, `column ${i + 1}'s "up"`);
    if (!up.ok) return up;
    const wrong = up.value.findIndex((card, j) => j > 0 && canBuildOnColumn(card, { down: [], up: up.value.slice(0, j) }, rules) !== null);
    if (wrong >= 0) return err(`column ${i + 1}: ${up.value[wrong]} cannot lie face up on ${up.value[wrong - 1]}`);
    columns.push({ down: down.value, up: up.value });
  }
  return ok(columns);
}

/** Each of the 52 cards exactly once. */
function wholePack(cards: readonly CardId[]): string | null {
  const counted = new Set<CardId>();
  for (const card of cards) {
    if (counted.has(card)) return `${card} is in the layout twice`;
    counted.add(card);
  }
  const missing = ALL_CARDS.filter((card) => !counted.has(card));
  return missing.length === 0 ? null : `the layout lacks ${missing.join(' ')} (it needs all 52 cards)`;
}

/** The layout in `text` for a game under `rules` (the table's score is `score`), or what is wrong with it. */
export function parseLayout(text: string, rules: Rules, score: number): Result<Layout, string> {
  if (text.length > LAYOUT_MAX_CHARS) return err('the file is far too large to be a layout');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err('the file is not JSON');
  }
  if (!isRecord(json)) return err('the layout must be a JSON object (as `cli deal N --json` prints)');
  const stock = cardList(json.stock, 'stock');
  if (!stock.ok) return stock;
  const waste = cardList(json.waste, 'waste');
  if (!waste.ok) return waste;
  const foundations = foundationsOf(json.foundations);
  if (!foundations.ok) return foundations;
  const tableau = tableauOf(json.tableau, rules);
  if (!tableau.ok) return tableau;
  const pass = json.pass ?? 1;
  if (typeof pass !== 'number' || !Number.isInteger(pass) || pass < 1 || (rules.passes !== null && pass > rules.passes)) {
    return err(`pass must be a whole number from 1${rules.passes === null ? '' : ` to ${rules.passes}`}, got ${JSON.stringify(pass)}`);
  }
  const deal = json.deal ?? null;
  if (deal !== null && !isDealNumber(deal)) return err(`deal must be a deal number (0 to 4294967295), got ${JSON.stringify(deal)}`);
  const pack = wholePack([...stock.value, ...waste.value, ...foundations.value.flat(), ...tableau.value.flatMap((column) => [...column.down, ...column.up])]);
  if (pack !== null) return err(pack);
  const table: GameState = { stock: stock.value, waste: waste.value, foundations: foundations.value, tableau: tableau.value, pass, score, moves: 0 };
  return ok({ table, deal });
}
