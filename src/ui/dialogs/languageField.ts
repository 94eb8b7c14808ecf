/**
 * Settings → Language: the browser's language (named, so the player sees what it picks) or one of the
 * game's languages, each in its own name and `lang`, so a player who cannot read the language shown
 * still finds theirs. Choosing one changes the table's words at once (see localisedUi.ts).
 */
import type { LanguageChoice } from '../../app/settings';
import { LANGUAGES, matchLanguage, nativeNameOf, t } from '../../i18n';
import { type Choice, selectField, type Control } from './formControls';

export function languageField(current: LanguageChoice, onChange: (choice: LanguageChoice) => void): Control<LanguageChoice> {
  const browser = nativeNameOf(matchLanguage(navigator.languages));
  const choices: Choice<LanguageChoice>[] = [
    { value: 'browser', label: t('language.browser', { name: browser }) },
    ...LANGUAGES.map((language) => ({ value: language.code, label: language.name })),
  ];
  const control = selectField(t('language.label'), choices, current, onChange, 'settings-language');
  // Each language's name is read in its own voice by a screen reader.
  const options = control.element.querySelectorAll('option');
  LANGUAGES.forEach((language, index) => options[index + 1]?.setAttribute('lang', language.code));
  return control;
}
