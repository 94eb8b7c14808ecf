/**
 * Fetches a language's catalogue in the page: one chunk per language (scripts/vite/catalogues.ts merges
 * its namespace files), so a first visit fetches only its own language; English is bundled. Vite-only
 * (virtual modules): the command line speaks English.
 */
import { type Catalogue, useCatalogue } from './catalogue';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

type Loader = () => Promise<{ default: Catalogue }>;

/** Each language's chunk, written out so the bundler sees every one (a language added in languages.ts goes here too). */
const LOADERS: Readonly<Record<Exclude<LanguageCode, 'en'>, Loader>> = {
  es: () => import('virtual:catalogue/es'),
  fr: () => import('virtual:catalogue/fr'),
  de: () => import('virtual:catalogue/de'),
  'pt-BR': () => import('virtual:catalogue/pt-BR'),
  it: () => import('virtual:catalogue/it'),
  ru: () => import('virtual:catalogue/ru'),
  pl: () => import('virtual:catalogue/pl'),
  ja: () => import('virtual:catalogue/ja'),
  'zh-CN': () => import('virtual:catalogue/zh-CN'),
  ar: () => import('virtual:catalogue/ar'),
};

/**
 * Shows `language` once its catalogue has loaded. A failed fetch (offline before the language was
 * cached) keeps the language shown and says so to the caller (false): no half-translated screen.
 */
export async function loadLanguage(language: LanguageCode): Promise<boolean> {
  if (language === 'en') {
    useCatalogue(DEFAULT_LANGUAGE, {});
    return true;
  }
  try {
    useCatalogue(language, (await LOADERS[language]()).default);
    return true;
  } catch {
    return false;
  }
}

/** Fetches every language's chunk without showing it (the installed app caches them all for offline play). */
export async function fetchEveryLanguage(): Promise<void> {
  await Promise.allSettled(Object.values(LOADERS).map((load) => load()));
}
