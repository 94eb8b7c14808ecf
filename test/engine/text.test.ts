/** The English helpers the engine and the command line share: capitals and plurals (src/engine/text.ts). */
import { describe, expect, test } from 'vitest';
import { capitalise, decapitalise, nounFor, plural } from '../../src/engine';

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
