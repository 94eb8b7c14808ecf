/**
 * The English catalogue, bundled with the code: the language every other is checked against, the
 * words shown before another language has loaded, and the fallback for a message a translation lacks.
 * One import per namespace file in locales/en/ (a new file is added here and nowhere else).
 */
import about from './locales/en/about.json';
import app from './locales/en/app.json';
import cards from './locales/en/cards.json';
import help from './locales/en/help.json';
import keys from './locales/en/keys.json';
import language from './locales/en/language.json';
import presets from './locales/en/presets.json';
import refusals from './locales/en/refusals.json';
import rules from './locales/en/rules.json';
import settings from './locales/en/settings.json';

export const ENGLISH = { ...app, ...cards, ...language, ...refusals, ...presets, ...rules, ...settings, ...keys, ...about, ...help } as const;

/** Every message's key: `t()` accepts no other, so a typo is a compile error. */
export type MessageKey = keyof typeof ENGLISH;
