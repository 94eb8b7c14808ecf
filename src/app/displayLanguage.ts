/**
 * Which language the table shows: the player's choice, or the browser's preference matched to the
 * languages the game speaks. A pure function of the settings and `navigator.languages`, so the choice
 * is tested in Node and made the same way at launch and on every change of settings.
 */
import { matchLanguage, type LanguageCode } from '../i18n';
import type { LanguageChoice } from './settings';

export function languageToShow(choice: LanguageChoice, browserPreferences: readonly string[]): LanguageCode {
  return choice === 'browser' ? matchLanguage(browserPreferences) : choice;
}
