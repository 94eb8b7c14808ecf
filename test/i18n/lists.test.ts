/** Plain lists in the language shown (src/i18n/lists.ts): its own separator, never a bare space or nothing. */
import { afterEach, expect, test } from 'vitest';
import { formatList, useCatalogue } from '../../src/i18n';
import { catalogueOf } from '../e2e/languageScan';

afterEach(() => useCatalogue('en', {}));

test.each([
  ['en', 'draw 3, 2 passes'],
  ['ja', 'draw 3、2 passes'],
  ['zh-CN', 'draw 3、2 passes'],
  ['ru', 'draw 3, 2 passes'],
  ['ar', 'draw 3، 2 passes'],
] as const)('%s joins with its separator', (language, joined) => {
  useCatalogue(language, language === 'en' ? {} : catalogueOf(language));
  expect(formatList(['draw 3', '2 passes'])).toBe(joined);
});
