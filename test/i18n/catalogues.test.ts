/**
 * The catalogues kept whole (src/i18n/locales): every language has every English message and no other,
 * each parses as ICU MessageFormat and takes the same arguments as English, plural messages give the
 * language's own plural categories, and every English message is used by the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, test } from 'vitest';
import { readCatalogue } from '../../scripts/vite/catalogues';
import { isLanguageCode } from '../../src/i18n';

const LOCALES = resolve(import.meta.dirname, '../../src/i18n/locales');
const SRC = resolve(import.meta.dirname, '../../src');

const catalogueOf = readCatalogue;

/** The names of a message's arguments, nested ones included ("{count, plural, one {# in {pile}}}": count, pile). */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

/** The plural messages' category names ("one", "few", "=0"), for a check against the language's rules. */
function pluralCategoriesOf(elements: MessageFormatElement[], found: string[][] = []): string[][] {
  for (const element of elements) {
    if (element.type === TYPE.plural) found.push(Object.keys(element.options));
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) pluralCategoriesOf(option.value, found);
    }
  }
  return found;
}

const english = catalogueOf('en');
const languages = readdirSync(LOCALES).filter((entry) => entry !== 'en');

test('every English message parses', () => {
  for (const [key, message] of Object.entries(english.messages)) expect(() => parse(message), key).not.toThrow();
});

describe.each(languages)('the %s catalogue', (language) => {
  const { files, messages } = catalogueOf(language);

  test('is a language the game offers, in the same files as English', () => {
    expect(isLanguageCode(language)).toBe(true);
    expect(files).toEqual(english.files);
  });

  test('has every English message and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english.messages).sort());
  });

  test('parses, takes the same arguments as English, and counts with its own plural rules', () => {
    const rules = new Intl.PluralRules(language);
    const categories = new Set(rules.resolvedOptions().pluralCategories);
    for (const [key, message] of Object.entries(messages)) {
      const elements = parse(message);
      expect([...argumentsOf(elements)].sort(), key).toEqual([...argumentsOf(parse(english.messages[key] ?? ''))].sort());
      for (const options of pluralCategoriesOf(elements)) {
        const named = options.filter((option) => !option.startsWith('='));
        expect(
          named.filter((option) => !categories.has(option as Intl.LDMLPluralRule)),
          `${key}: not a ${language} plural category`,
        ).toEqual([]);
        expect(
          [...categories].filter((category) => !named.includes(category)),
          `${key}: a ${language} plural category is missing`,
        ).toEqual([]);
      }
    }
  });
});

test('every English message is used by the code, its key written out', () => {
  const code = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|html)$/.test(file))
    .map((file) => readFileSync(join(SRC, file), 'utf8'))
    .join('\n');
  const unused = Object.keys(english.messages).filter((key) => !code.includes(`'${key}'`));
  expect(unused).toEqual([]);
});
