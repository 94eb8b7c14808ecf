/**
 * The English messages, merged from locales/en/ (one import per namespace file: a new file is added here
 * and nowhere else). The production build replaces this module with the same messages precompiled to
 * ICU syntax trees (scripts/vite/catalogues.ts), so the page ships no message parser.
 */
import a11y from './locales/en/a11y.json';
import about from './locales/en/about.json';
import app from './locales/en/app.json';
import cards from './locales/en/cards.json';
import daily from './locales/en/daily.json';
import dialog from './locales/en/dialog.json';
import earlier from './locales/en/earlier.json';
import fair from './locales/en/fair.json';
import help from './locales/en/help.json';
import hints from './locales/en/hints.json';
import hud from './locales/en/hud.json';
import keys from './locales/en/keys.json';
import language from './locales/en/language.json';
import menu from './locales/en/menu.json';
import notices from './locales/en/notices.json';
import presets from './locales/en/presets.json';
import pwa from './locales/en/pwa.json';
import refusals from './locales/en/refusals.json';
import review from './locales/en/review.json';
import rules from './locales/en/rules.json';
import rulesets from './locales/en/rulesets.json';
import settings from './locales/en/settings.json';
import share from './locales/en/share.json';
import startup from './locales/en/startup.json';
import stats from './locales/en/stats.json';
import storage from './locales/en/storage.json';
import stuck from './locales/en/stuck.json';
import toolbar from './locales/en/toolbar.json';
import win from './locales/en/win.json';

export default {
  ...a11y,
  ...about,
  ...app,
  ...cards,
  ...daily,
  ...dialog,
  ...earlier,
  ...fair,
  ...help,
  ...hints,
  ...hud,
  ...keys,
  ...language,
  ...menu,
  ...notices,
  ...presets,
  ...pwa,
  ...refusals,
  ...review,
  ...rules,
  ...rulesets,
  ...settings,
  ...share,
  ...startup,
  ...stats,
  ...storage,
  ...stuck,
  ...toolbar,
  ...win,
} as const;
