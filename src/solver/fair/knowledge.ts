/**
 * What the player knows: every card that has been face up, and where each is now; the cards never
 * seen, and the places they may lie in (face-down cards in the columns, cards in the stock never
 * drawn). A pure function of the tables the game has passed through, so the fair help built on it
 * (odds, hints) can depend on nothing the player could not have seen.
 */
import { Mt19937, uniformInt, RANKS, SUITS, type CardId, type GameState } from '../../engine';

export interface PlayerKnowledge {
  /** The table now, with every never-seen card replaced by null (only stock and face-down places). */
  readonly stock: readonly (CardId | null)[];
  readonly down: readonly (readonly (CardId | null)[])[];
  /** The rest of the table: all of it seen, as it lies. */
  readonly table: Omit<GameState, 'stock' | 'tableau'> & { readonly up: readonly (readonly CardId[])[] };
  /** The cards never seen, in the deck's canonical order (ranks A…K, within a rank C, D, H, S). */
  readonly unseen: readonly CardId[];
}

const CANONICAL: readonly CardId[] = RANKS.flatMap((rank) => [...SUITS].sort().map((suit) => `${rank}${suit}` as CardId));
const CANONICAL_INDEX = new Map(CANONICAL.map((card, i) => [card, i]));

/** The cards face up somewhere on a table: the waste (every card drawn was shown), foundations and column runs. */
export function faceUpCards(state: GameState): CardId[] {
  return [...state.waste, ...state.foundations.flat(), ...state.tableau.flatMap((column) => column.up)];
}

/**
 * What a player who watched every table in `tables` (the deal first, the table now last) knows. A card
 * drawn from the stock was shown on the waste, even one a draw of three covered at once, so once drawn
 * a card stays known, wherever a recycle puts it.
 */
export function knowledgeOf(tables: readonly GameState[]): PlayerKnowledge {
  const now = tables.at(-1);
  if (now === undefined) throw new Error('knowledgeOf: no table');
  const seen = new Set<CardId>();
  for (const table of tables) for (const card of faceUpCards(table)) seen.add(card);
  const mask = (card: CardId): CardId | null => (seen.has(card) ? card : null);
  const unseen = [...now.stock, ...now.tableau.flatMap((column) => column.down)].filter((card) => !seen.has(card));
  unseen.sort((a, b) => CANONICAL_INDEX.get(a)! - CANONICAL_INDEX.get(b)!);
  const { stock, tableau, ...rest } = now;
  return {
    stock: stock.map(mask),
    down: tableau.map((column) => column.down.map(mask)),
    table: { ...rest, up: tableau.map((column) => column.up) },
    unseen,
  };
}

/**
 * One way the unseen cards could lie, drawn uniformly: the unseen cards shuffled (Fisher–Yates over
 * their canonical order) into the unknown places, column by column bottom to top, then the stock.
 */
export function sampleTable(knowledge: PlayerKnowledge, random: Mt19937): GameState {
  const cards = [...knowledge.unseen];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = uniformInt(random, i);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  let next = 0;
  const fill = (card: CardId | null): CardId => card ?? cards[next++]!;
  const tableau = knowledge.down.map((down, i) => ({ down: down.map(fill), up: knowledge.table.up[i]! }));
  const stock = knowledge.stock.map(fill);
  const { up: _up, ...rest } = knowledge.table;
  return { ...rest, stock, tableau };
}

/** A seeded generator for the samples (the engine's MT19937: the same seed, the same samples everywhere). */
export function samplesGenerator(seed: number): Mt19937 {
  return new Mt19937(seed >>> 0);
}
