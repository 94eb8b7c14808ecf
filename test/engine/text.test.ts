/** The words every layer shares: card and pile names, capitals and plurals (src/engine/text.ts). */
import { describe, expect, test } from 'vitest';
import { capitalise, cardName, decapitalise, nounFor, PILE_IDS, pileName, plural, type PileId } from '../../src/engine';

describe('cardName', () => {
  test('rank and suit in words, with the article', () => {
    expect(cardName('7H')).toBe('the seven of hearts');
    expect(cardName('TS')).toBe('the ten of spades');
    expect(cardName('AC')).toBe('the ace of clubs');
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

describe('capitals', () => {
  test('capitalise and decapitalise change the first letter only', () => {
    expect(capitalise('the two of spades')).toBe('The two of spades');
    expect(decapitalise('Nine of hearts onto ten of spades.')).toBe('nine of hearts onto ten of spades.');
    expect(capitalise('')).toBe('');
    expect(decapitalise('')).toBe('');
  });
});

describe('plurals', () => {
  test.each([
    [0, 'moves'],
    [1, 'move'],
    [2, 'moves'],
    [118, 'moves'],
  ])('%d: %s', (count, noun) => {
    expect(nounFor(count, 'move')).toBe(noun);
    expect(plural(count, 'move')).toBe(`${count} ${noun}`);
  });

  test('an irregular plural is given', () => {
    expect(plural(1, 'loss', 'losses')).toBe('1 loss');
    expect(plural(3, 'loss', 'losses')).toBe('3 losses');
  });
});
