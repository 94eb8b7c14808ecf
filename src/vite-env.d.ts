/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** A language's catalogue, its namespace files merged (scripts/vite/catalogues.ts). */
declare module 'virtual:catalogue/*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
