/**
 * The words of the language shown: `t(key, values)` formats a message of the current catalogue with
 * ICU MessageFormat (plurals, `select` for gender and case), falling back to English for a message a
 * catalogue lacks or cannot format, so a translation's slip shows English words rather than a key or
 * a crash. Pure: no DOM, no fetch (loadLanguage.ts fetches catalogues in the page), so the command
 * line and the unit tests format the same messages.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { ENGLISH, type MessageKey } from './english';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

export type { MessageKey } from './english';
/** A message's arguments: numbers go through the language's plural rules and number format. */
export type MessageValues = Readonly<Record<string, string | number>>;
/**
 * A language's messages by key: ICU MessageFormat text, or (in the production build, see
 * scripts/vite/catalogues.ts) the same message already compiled to its syntax tree.
 */
export type Catalogue = Readonly<Partial<Record<string, Message>>>;
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

interface Current {
  readonly language: LanguageCode;
  readonly messages: Catalogue;
  /** Parsed messages, kept: parsing is the costly part and a table announces on every move. */
  readonly formats: Map<string, IntlMessageFormat>;
}

const ENGLISH_FORMATS = new Map<string, IntlMessageFormat>();
let current: Current = { language: DEFAULT_LANGUAGE, messages: ENGLISH, formats: ENGLISH_FORMATS };
const listeners = new Set<(language: LanguageCode) => void>();

export function currentLanguage(): LanguageCode {
  return current.language;
}

/** Shows `language` from now on, with its messages; listeners hear of a change. */
export function useCatalogue(language: LanguageCode, messages: Catalogue): void {
  const changed = language !== current.language;
  current = language === DEFAULT_LANGUAGE ? { language, messages: ENGLISH, formats: ENGLISH_FORMATS } : { language, messages, formats: new Map() };
  if (changed) for (const listener of listeners) listener(language);
}

/** Calls `listener` after each change of language; returns an unsubscriber. */
export function onLanguageChange(listener: (language: LanguageCode) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function formatted(key: string, message: Message, language: string, cache: Map<string, IntlMessageFormat>, values?: MessageValues): string {
  let format = cache.get(key);
  if (format === undefined) {
    format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    cache.set(key, format);
  }
  return String(format.format(values));
}

/** The message `key` in the current language, its `{arguments}` filled in from `values`. */
export function t(key: MessageKey, values?: MessageValues): string {
  const own = current.messages[key];
  if (own !== undefined && current.messages !== ENGLISH) {
    try {
      return formatted(key, own, current.language, current.formats, values);
    } catch {
      // A broken translation (the catalogue test keeps them out of the build): English, not a crash.
    }
  }
  return formatted(key, ENGLISH[key], DEFAULT_LANGUAGE, ENGLISH_FORMATS, values);
}

/**
 * A detail only the engine or the file checks can word, and only in English (the command line's words):
 * shown as it is in English, and as `elsewhere` (a plainer message of the catalogue) in any other language,
 * so that no English is left in a translated sentence.
 */
export function englishDetail(detail: string, elsewhere: () => string): string {
  return current.language === DEFAULT_LANGUAGE ? detail : elsewhere();
}
