/**
 * Cards and piles in words. A card's name depends on its place in the sentence in many languages (German
 * and Russian decline it, French contracts its article, English capitalises a sentence's first word), so
 * each call says the card's role and each language's `card.name` message selects on it.
 */
import { foundationIndex, isFoundationId, isTableauId, rankOf, suitOf, tableauIndex, type CardId, type PileId } from '../engine/types';
import { t } from './catalogue';

/**
 * The card's role in its sentence: `start` begins it (English capitalises), `subject` is the subject
 * elsewhere, `object` the thing moved or played, `onto` what a card goes on ("on the 8 of clubs"),
 * `plain` a name on its own (a list, a label).
 */
export type CardForm = 'start' | 'subject' | 'object' | 'onto' | 'plain';

const RANK_KEYS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'] as const;
const SUIT_KEYS = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } as const;

/** "the seven of hearts" (`start`: "The seven of hearts"); `undefined` is "that card". */
export function cardName(card: CardId | undefined, form: CardForm = 'plain'): string {
  if (card === undefined) return t('card.unknown', { form });
  return t('card.name', { rank: RANK_KEYS[rankOf(card) - 1]!, suit: SUIT_KEYS[suitOf(card)], form });
}

/**
 * A pile in words. In a sentence (the default): "column 3", "foundation 2", "the waste", "the stock";
 * as a label (a row's name, a caption, the start of a sentence): "Column 3", "Foundation 2", "Waste", "Stock".
 */
export function pileName(pile: PileId, form: 'sentence' | 'label' = 'sentence'): string {
  if (isTableauId(pile)) return t('pile.column', { number: tableauIndex(pile) + 1, form });
  if (isFoundationId(pile)) return t('pile.foundation', { number: foundationIndex(pile) + 1, form });
  return t(pile === 'waste' ? 'pile.waste' : 'pile.stock', { form });
}
