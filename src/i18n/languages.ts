/**
 * The languages the game speaks, each with its own name (what a player looks for in a list) and the
 * direction it reads, and the choice of one from a browser's preferences.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && LANGUAGES.some((language) => language.code === value);
}

export function directionOf(code: LanguageCode): TextDirection {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}

/** The language's name in itself ("Deutsch"), for the Settings list. */
export function nativeNameOf(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

/**
 * The best language for a browser's ordered preferences (`navigator.languages`): the first preference
 * we speak exactly (any letter case: "PT-br"), else the first whose language matches ours though its
 * region or script does not ("pt-PT" reads Brazil's Portuguese, "zh-TW" and "zh-Hant" simplified
 * Chinese: both are read by their speakers, unlike English), else English. Preferences are tried in
 * order, so "fr-CA, en" gives French.
 */
export function matchLanguage(preferences: readonly string[]): LanguageCode {
  for (const preference of preferences) {
    const tag = preference.trim().toLowerCase().replaceAll('_', '-');
    if (tag === '') continue;
    const exact = LANGUAGES.find((language) => language.code.toLowerCase() === tag);
    if (exact !== undefined) return exact.code;
    const primary = tag.split('-')[0];
    const sameLanguage = LANGUAGES.find((language) => language.code.toLowerCase().split('-')[0] === primary);
    if (sameLanguage !== undefined) return sameLanguage.code;
  }
  return DEFAULT_LANGUAGE;
}
