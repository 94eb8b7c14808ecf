/**
 * The vocabulary of the game: suits, ranks, card ids and pile ids (README, "Contracts").
 * Everything is derived from `as const` arrays so that types and runtime lists never drift apart.
 */

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/** Rank then suit: `AS`, `TH`, `QD`. */
export type CardId = `${Rank}${Suit}`;

export type Colour = 'red' | 'black';

export const FOUNDATION_IDS = ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'] as const;
export type FoundationId = (typeof FOUNDATION_IDS)[number];

export const TABLEAU_IDS = ['tableau-1', 'tableau-2', 'tableau-3', 'tableau-4', 'tableau-5', 'tableau-6', 'tableau-7'] as const;
export type TableauId = (typeof TABLEAU_IDS)[number];

export const PILE_IDS = ['stock', 'waste', ...FOUNDATION_IDS, ...TABLEAU_IDS] as const;
export type PileId = (typeof PILE_IDS)[number];

/** Every card of the pack, in suit-major order (a lookup list, not the deal order). */
export const ALL_CARDS: readonly CardId[] = SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}` as const));

const CARD_SET: ReadonlySet<string> = new Set(ALL_CARDS);
const RANK_VALUE: Readonly<Record<Rank, number>> = Object.fromEntries(RANKS.map((r, i) => [r, i + 1])) as Record<Rank, number>;
const SUIT_COLOUR: Readonly<Record<Suit, Colour>> = { C: 'black', D: 'red', H: 'red', S: 'black' };

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && CARD_SET.has(value);
}

export function isPileId(value: unknown): value is PileId {
  return typeof value === 'string' && (PILE_IDS as readonly string[]).includes(value);
}

/** 1 for an ace … 13 for a king. */
export function rankOf(card: CardId): number {
  return RANK_VALUE[card[0] as Rank];
}

export function suitOf(card: CardId): Suit {
  return card[1] as Suit;
}

export function colourOf(card: CardId): Colour {
  return SUIT_COLOUR[suitOf(card)];
}

export function cardOf(rank: number, suit: Suit): CardId {
  const r = RANKS[rank - 1];
  if (r === undefined) throw new Error(`broken invariant: no rank ${rank}`);
  return `${r}${suit}`;
}

/** 0-based index of a foundation id (`foundation-1` → 0). */
export function foundationIndex(id: FoundationId): number {
  return FOUNDATION_IDS.indexOf(id);
}

/** 0-based index of a tableau id (`tableau-1` → 0). */
export function tableauIndex(id: TableauId): number {
  return TABLEAU_IDS.indexOf(id);
}

export function isFoundationId(id: string): id is FoundationId {
  return (FOUNDATION_IDS as readonly string[]).includes(id);
}

export function isTableauId(id: string): id is TableauId {
  return (TABLEAU_IDS as readonly string[]).includes(id);
}

/** For exhaustive `switch`es: reaching it is a broken invariant, never a player error. */
export function exhaustiveGuard(value: never): never {
  throw new Error(`broken invariant: unexpected value ${JSON.stringify(value)}`);
}
