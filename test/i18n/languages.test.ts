/** Choosing the language from a browser's preferences (src/i18n/languages.ts). */
import { describe, expect, test } from 'vitest';
import { directionOf, LANGUAGES, matchLanguage } from '../../src/i18n';

describe('matchLanguage', () => {
  test.each([
    [['de-DE', 'en'], 'de'],
    [['PT-br'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['zh-TW'], 'zh-CN'],
    [['zh-Hant-HK'], 'zh-CN'],
    [['nl-NL', 'fr-CA', 'en'], 'fr'],
    [['sv', 'nb'], 'en'],
    [['ar-EG'], 'ar'],
    [['  ', 'ja_JP'], 'ja'],
    [[], 'en'],
  ])('%j speaks %s', (preferences, language) => {
    expect(matchLanguage(preferences)).toBe(language);
  });
});

test('Arabic alone reads right to left', () => {
  expect(LANGUAGES.filter((language) => directionOf(language.code) === 'rtl').map((language) => language.code)).toEqual(['ar']);
});
