import type { Plugin } from 'vite';

/**
 * main.ts imports the table (src/game/boot/createGame.ts, and Phaser with it) dynamically, so that storage
 * is asked for before Phaser's bundle is evaluated. Vite preloads a dynamic import's chunks only when
 * it is called, after the main bundle has downloaded and run: this puts them in the page's <head>
 * instead, so they download alongside the main bundle, as they did as static imports. They come before
 * every other <link> and <script> (after the Content-Security-Policy <meta>), Phaser before the table:
 * Phaser is most of the bytes and the first frame waits for it, so its download (and a server's
 * compression of it) starts before the smaller files'.
 */
export function preloadTable(): Plugin {
  let base = '/';
  return {
    name: 'klondike-preload-table',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const table = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/game/boot/createGame.ts') === true);
        if (table === undefined) throw new Error('preloadTable: no chunk for src/game/boot/createGame.ts');
        // A chunk the main bundle imports statically is preloaded already.
        const links = [...table.imports, table.fileName]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        // Before the first element that fetches anything (comments aside), so after the <meta> policy,
        // which governs only what follows it.
        const firstFetch = html.replace(/<!--[\s\S]*?-->/g, (comment) => ' '.repeat(comment.length)).search(/<(link|script)\b/i);
        if (firstFetch < 0) throw new Error('preloadTable: index.html has no <link> or <script> to put the preloads before');
        return `${html.slice(0, firstFetch)}${links.map((link) => `${link}\n    `).join('')}${html.slice(firstFetch)}`;
      },
    },
  };
}
