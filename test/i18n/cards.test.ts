/** Cards and piles in words (src/i18n/cards.ts), in English and in a language that declines them. */
import { afterEach, describe, expect, test } from 'vitest';
import { PILE_IDS, type PileId } from '../../src/engine';
import { cardName, describeIllegalMove, pileName, useCatalogue } from '../../src/i18n';

afterEach(() => useCatalogue('en', {}));

describe('cardName', () => {
  test('rank and suit in words, with the article', () => {
    expect(cardName('7H')).toBe('the seven of hearts');
    expect(cardName('TS')).toBe('the ten of spades');
    expect(cardName('AC')).toBe('the ace of clubs');
    expect(cardName('QS', 'start')).toBe('The queen of spades');
    expect(cardName(undefined)).toBe('that card');
  });

  test("a language's own message chooses the card's form by its role in the sentence", () => {
    useCatalogue('de', {
      'card.name':
        '{form, select, onto {{rank, select, queen {die} other {den}}} other {{rank, select, queen {Die} other {Der}}}} {suit, select, spades {Pik} hearts {Herz} clubs {Kreuz} other {Karo}}-{rank, select, queen {Dame} king {König} other {Karte}}',
      'refusal.not-alternating': '{card} kann nicht auf {onto}: Farben wechseln, Rot auf Schwarz.',
    });
    expect(describeIllegalMove({ reason: 'not-alternating', card: 'QH', onto: 'KD' })).toBe(
      'Die Herz-Dame kann nicht auf den Karo-König: Farben wechseln, Rot auf Schwarz.',
    );
    // A message the catalogue lacks is English, never a key.
    expect(describeIllegalMove({ reason: 'king-only' })).toBe('Only a king, or a run that starts with a king, can fill an empty column.');
  });

  test('a message that does not parse falls back to English instead of throwing', () => {
    useCatalogue('fr', { 'card.name': '{rank, select, ace {as}' });
    expect(cardName('AS')).toBe('the ace of spades');
  });
});

describe('pileName', () => {
  test.each([
    ['tableau-7', 'column 7', 'Column 7'],
    ['tableau-3', 'column 3', 'Column 3'],
    ['foundation-2', 'foundation 2', 'Foundation 2'],
    ['waste', 'the waste', 'Waste'],
    ['stock', 'the stock', 'Stock'],
  ] as const)('%s: "%s" in a sentence, "%s" as a label', (pile: PileId, sentence, label) => {
    expect(pileName(pile)).toBe(sentence);
    expect(pileName(pile, 'sentence')).toBe(sentence);
    expect(pileName(pile, 'label')).toBe(label);
  });

  test('every pile has a name of its own', () => {
    expect(new Set(PILE_IDS.map((p) => pileName(p, 'label'))).size).toBe(PILE_IDS.length);
  });
});
