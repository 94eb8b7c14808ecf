/** The player's language: messages, card and pile names, numbers, and the languages on offer. */
export { currentLanguage, englishDetail, onLanguageChange, t, useCatalogue, type Catalogue, type MessageKey, type MessageValues } from './catalogue';
export { cardName, pileName, type CardForm } from './cards';
export { DEFAULT_LANGUAGE, LANGUAGES, directionOf, isLanguageCode, matchLanguage, nativeNameOf, type LanguageCode, type TextDirection } from './languages';
export { formatMoney, formatNumber } from './numbers';
export { describeIllegalMove } from './refusals';
export { presetName, presetSource, scoringName, styleName } from './ruleNames';
export { formatList } from './lists';
