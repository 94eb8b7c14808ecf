/**
 * Words every layer's sentences share (refusals, hints, what a screen reader hears, dialogs): how a
 * card and a pile are named, capitals, and plurals. One way each, so that the same thing always reads
 * the same.
 */
import { foundationIndex, isFoundationId, isTableauId, rankOf, suitOf, tableauIndex, type CardId, type PileId } from './types';

const RANK_NAMES = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'] as const;
const SUIT_NAMES = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' } as const;

/** "the seven of hearts" */
export function cardName(card: CardId): string {
  return `the ${RANK_NAMES[rankOf(card) - 1]!} of ${SUIT_NAMES[suitOf(card)]}`;
}

/**
 * A pile in words. In a sentence (the default): "column 3", "foundation 2", "the waste", "the stock";
 * as a label (a row's name, a caption, the start of a sentence): "Column 3", "Foundation 2", "Waste", "Stock".
 */
export function pileName(pile: PileId, form: 'sentence' | 'label' = 'sentence'): string {
  const numbered = isTableauId(pile) ? `column ${tableauIndex(pile) + 1}` : isFoundationId(pile) ? `foundation ${foundationIndex(pile) + 1}` : null;
  if (form === 'label') return capitalise(numbered ?? pile);
  return numbered ?? `the ${pile}`;
}

/** The first letter in capitals: "The seven of hearts …" */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first letter in lower case: a sentence carried on after a colon ("Undone: nine of hearts …"). */
export function decapitalise(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "card" or "cards": the noun for a count, plural unless one (`many`: an irregular plural, "losses"). */
export function nounFor(count: number, noun: string, many = `${noun}s`): string {
  return count === 1 ? noun : many;
}

/** "1 move", "118 moves": a count and its noun. */
export function plural(count: number, noun: string, many = `${noun}s`): string {
  return `${count} ${nounFor(count, noun, many)}`;
}
