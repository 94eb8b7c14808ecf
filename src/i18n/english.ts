/**
 * The English catalogue, bundled with the code: the language every other is checked against, the
 * words shown before another language has loaded, and the fallback for a message a translation lacks.
 * One import per namespace file in locales/en/ (a new file is added here and nowhere else).
 */
import a11y from './locales/en/a11y.json';
import app from './locales/en/app.json';
import hints from './locales/en/hints.json';
import hud from './locales/en/hud.json';
import cards from './locales/en/cards.json';
import language from './locales/en/language.json';
import notices from './locales/en/notices.json';
import pwa from './locales/en/pwa.json';
import refusals from './locales/en/refusals.json';
import share from './locales/en/share.json';
import startup from './locales/en/startup.json';
import storage from './locales/en/storage.json';
import toolbar from './locales/en/toolbar.json';

export const ENGLISH = {
  ...app,
  ...cards,
  ...language,
  ...refusals,
  ...pwa,
  ...share,
  ...startup,
  ...storage,
  ...a11y,
  ...hints,
  ...hud,
  ...notices,
  ...toolbar,
} as const;

/** Every message's key: `t()` accepts no other, so a typo is a compile error. */
export type MessageKey = keyof typeof ENGLISH;
