/**
 * The catalogues in the page. `virtual:catalogue/<code>` is one language's files
 * (src/i18n/locales/<code>/*.json) merged into one module, so a language is one chunk (vite.config.ts
 * names it locale-<code>) rather than one per namespace file. In the production build every message,
 * English's included (src/i18n/englishMessages.ts is replaced by `virtual:catalogue/en`), is compiled
 * here to its ICU syntax tree and the page gets the formatter without its parser (about 8 KiB gzipped
 * off every visit). The command line and the unit tests read the JSON strings and parse them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, Rollup } from 'vite';

type PluginContext = Rollup.PluginContext;

const PREFIX = 'virtual:catalogue/';
const LOCALES = resolve(import.meta.dirname, '../../src/i18n/locales');
const ENGLISH_MESSAGES = resolve(import.meta.dirname, '../../src/i18n/englishMessages.ts');

/** A language's catalogue files (sorted) and their messages merged, as the page gets them; the tests read them so too. */
export function readCatalogue(language: string): { files: string[]; messages: Record<string, string> } {
  const folder = join(LOCALES, language);
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return { files, messages: Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>)) };
}

export function catalogues(): Plugin {
  let compile = false;
  return {
    name: 'klondike-catalogues',
    config(_config, { command }) {
      // Only precompiled messages reach the page's formatter in a build: the parser stays out of it.
      if (command !== 'build') return {};
      return { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } };
    },
    configResolved(config) {
      compile = config.command === 'build';
    },
    resolveId(id) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      // English is bundled (src/i18n/englishMessages.ts): in a build, the same messages compiled.
      if (compile && id === ENGLISH_MESSAGES) return catalogueModule.call(this, 'en');
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      return catalogueModule.call(this, id.slice(PREFIX.length + 1));
    },
  };

  function catalogueModule(this: PluginContext, language: string): string {
    if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(language) || !existsSync(join(LOCALES, language))) throw new Error(`no catalogue for "${language}"`);
    const { files, messages } = readCatalogue(language);
    for (const file of files) this.addWatchFile(join(LOCALES, language, file));
    const output = compile ? Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message, { ignoreTag: true })])) : messages;
    return `export default ${JSON.stringify(output)};`;
  }
}
