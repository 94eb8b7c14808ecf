/**
 * The web app manifest's words (name, short name, description) from the catalogues, for the build
 * (scripts/vite/pwa.ts): English as the manifest's own members, every other language in the W3C's
 * localized members (`name_localized` …), from which the browser picks its user's language. One
 * manifest for all languages: the installed app keeps one identity, and nothing is swapped at run time.
 * Pure, no DOM and no file access (the build reads the catalogue files and hands them in).
 */

/** A language's messages, as its locales/<language>/*.json files hold them. */
export type CatalogueFiles = Readonly<Record<string, string | undefined>>;

const MEMBERS = [
  ['name', 'pwa.manifest.name'],
  ['short_name', 'pwa.manifest.shortName'],
  ['description', 'pwa.manifest.description'],
] as const;

type Member = (typeof MEMBERS)[number][0];

export type ManifestText = { readonly [K in Member]: string } & {
  readonly [K in `${Member}_localized`]?: Readonly<Record<string, string>>;
};

/** `english`: the English catalogue; `others`: each other language's, by its tag ("pt-BR"). */
export function manifestText(english: CatalogueFiles, others: Readonly<Record<string, CatalogueFiles>>): ManifestText {
  const text: Record<string, unknown> = {};
  for (const [member, key] of MEMBERS) {
    text[member] = english[key] ?? '';
    const localized: Record<string, string> = {};
    for (const [language, messages] of Object.entries(others)) {
      const value = messages[key];
      // A language without the message yet falls back to the English member, as the browser does.
      if (value !== undefined && value !== english[key]) localized[language] = value;
    }
    if (Object.keys(localized).length > 0) text[`${member}_localized`] = localized;
  }
  return text as ManifestText;
}
