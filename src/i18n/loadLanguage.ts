/**
 * Fetches a language's catalogue in the page: one chunk per namespace file under locales/<code>/, so a
 * first visit fetches only its own language (English is bundled), and the service worker precaches
 * every language for offline play. Vite-only (`import.meta.glob`): the command line speaks English.
 */
import { type Catalogue, useCatalogue } from './catalogue';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

const NAMESPACES = import.meta.glob<Catalogue>(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' });

/** The catalogue files of one language, merged. */
async function catalogueOf(language: LanguageCode): Promise<Catalogue> {
  const prefix = `./locales/${language}/`;
  const parts = await Promise.all(
    Object.entries(NAMESPACES)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts) as Catalogue;
}

/**
 * Shows `language` once its catalogue has loaded. A failed fetch (offline before the precache was
 * filled) keeps the language shown and says so to the caller (false): no half-translated screen.
 */
export async function loadLanguage(language: LanguageCode): Promise<boolean> {
  if (language === DEFAULT_LANGUAGE) {
    useCatalogue(language, {});
    return true;
  }
  try {
    useCatalogue(language, await catalogueOf(language));
    return true;
  } catch {
    return false;
  }
}
