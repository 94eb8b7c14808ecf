/**
 * What a page shows in a language, read for the language tests: every word a player reads or hears
 * (visible text, accessible names, titles, placeholders), the English left among them, and what
 * overflows its box. The catalogues are read here in Node, so a test can also say what a message must be.
 */
import type { Locator, Page } from 'playwright-core';
import { readCatalogue } from '../../scripts/vite/catalogues';
import type { Catalogue, LanguageCode } from '../../src/i18n';

/** A language's catalogue as the app loads it: its namespace files merged. */
export function catalogueOf(language: LanguageCode): Catalogue {
  return readCatalogue(language).messages;
}

/** Every string a player meets in `scope` (visible text nodes, aria-labels, titles, placeholders, alt texts). */
export function wordsIn(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const shown = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // The screen reader's own texts are hidden on purpose (visually-hidden): they count.
      return (box.width > 0 && box.height > 0 && style.visibility !== 'hidden') || element.closest('.visually-hidden') !== null;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || parent === null || parent.closest('[aria-hidden="true"], script, style') !== null || !shown(parent)) continue;
      found.push(text);
    }
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (element.closest('[aria-hidden="true"]') !== null) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
}

/** Names every language keeps as they are: the game's and other programs' names, keys on a keyboard. */
const KEPT_AS_IS = new Set([
  'Klondike',
  'Vegas',
  'JSolitaire',
  'Windows',
  'Microsoft',
  'Aisleriot',
  'KPatience',
  'PySolFC',
  'Ctrl',
  'Shift',
  'Alt',
  'Esc',
  'Enter',
  'Tab',
  'Space',
  'Cmd',
  'Escape',
  'GNOME',
  'DOS',
]);

/** Names and paths kept as written in every language: the card deck's credit, a Windows game's name. */
const KEPT_PHRASES = ['SVG-cards', 'David Bellot', 'Huub de Beer', 'GNU LGPL', 'GNU GPL', 'assets/cards/LICENSE', 'Thumb and Pouch', 'PySolFC'];

const withoutKeptPhrases = (text: string): string => KEPT_PHRASES.reduce((rest, phrase) => rest.replaceAll(phrase, ' '), text);

/** Words of English that no text in another Latin-script language of ours contains as a word of its own. */
const ENGLISH_WORDS =
  /\b(the|and|you|your|with|cards?|game|games|moves|deal|undo|settings|help|rules|about|close|play|won|lost|stock|waste|column|new|hint|time)\b/i;

/**
 * English left in a page shown in `language`: for a language written in another script, any Latin word
 * of three letters or more not kept as is; for a Latin-script one, common English words.
 */
export function englishIn(words: readonly string[], language: LanguageCode): string[] {
  const latinScript = ['en', 'es', 'fr', 'de', 'pt-BR', 'it', 'pl'].includes(language);
  if (latinScript) return words.filter((text) => ENGLISH_WORDS.test(withoutKeptPhrases(text)));
  return words.filter((text) => (withoutKeptPhrases(text).match(/[A-Za-z]{3,}/g) ?? []).some((word) => !KEPT_AS_IS.has(word)));
}

/** Controls and headings in `scope` whose words do not fit their box (cut or spilling sideways). */
export function overflowingIn(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, label, h2, h3, summary, [role="tab"], .select-face, legend, th')]
      .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`),
  );
}

/** True when the page is wider than the window (a sideways scroll on a phone). */
export function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}
