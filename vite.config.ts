/**
 * One config for the app build (Vite) and the tests (Vitest), so both resolve modules the same way.
 * Keep this file the one place where build and test wiring lives.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/** The table's felt: the splash screen and the title bar of the installed app match it. */
const FELT = '#0b5d33';

/**
 * Installable and offline (vite-plugin-pwa, Workbox generateSW). The app registers the service worker
 * itself (src/pwa/serviceWorker.ts) and asks the player before a new version takes over, so that the
 * game is saved first: `registerType: 'prompt'`, `injectRegister: false`.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // Every path below is relative, so the app installs wherever it is served: at the site's root or
  // under a sub-path (`vite build --base /klondike/`). The manifest's URLs resolve against the
  // manifest's own address (which Vite puts under the base); the service worker resolves the
  // precache and the navigation fallback against its own, also under the base. Served at the root,
  // `./` is `/`, so the app's id is the one installs made before.
  manifest: {
    id: './',
    name: 'Klondike Solitaire',
    short_name: 'Klondike',
    description: 'Klondike solitaire: draw one or three, many rule variants, undo, hints. Installs and plays offline.',
    lang: 'en',
    display: 'standalone',
    orientation: 'any',
    start_url: './',
    scope: './',
    theme_color: FELT,
    background_color: FELT,
    categories: ['games', 'entertainment'],
    // Drawn by scripts/make-icons.ts; the maskable one keeps its cards inside the central 80 %.
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // The glob below already precaches the icons: listing them again (the plugin's default) would add
  // each one twice. The plugin still adds manifest.webmanifest itself, hence no
  // `webmanifest` in the glob either.
  includeManifestIcons: false,
  workbox: {
    // Everything the game uses, so that a first visit is enough to play offline; audio types are here
    // for the sounds to come. Source maps stay out: players never need them.
    globPatterns: ['**/*.{js,css,html,png,svg,ico,json,webm,ogg,mp3,m4a,wav}'],
    // Phaser's chunk is about 700 KB (1.4 MB for the full build); Workbox silently skips files over
    // its 2 MiB default.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Relative: the service worker resolves it against its own URL, under the base.
    navigateFallback: 'index.html',
    cleanupOutdatedCaches: true,
    // No runtimeCaching: the app makes no cross-origin requests, and everything same-origin is precached.
  },
});

/**
 * The Content-Security-Policy of the built app: scripts, workers, styles, fonts, data and the manifest
 * come from the app's own origin only, with no eval and no inline script or style, so that injected
 * markup can neither run code nor send anything elsewhere (test/e2e/csp.test.ts plays a whole game
 * under it and checks that no request leaves the origin). It goes into the built index.html as a
 * <meta>, so any static host enforces it; `npm run dev` goes without it, since Vite's dev server
 * injects inline scripts for hot reload. A <meta> cannot carry `frame-ancestors` (nor report-uri or
 * sandbox): the same policy goes, with `frame-ancestors 'none'`, into the host headers file that
 * hostHeaders() below writes.
 * The service worker and the solver's worker get no policy from this <meta> (a worker's policy comes
 * from its own response headers), but only 'self' may start them, and their fetches are checked too.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  // Phaser loads data: PNGs through <img> at boot and offers no way around them: its three built-in
  // textures (__DEFAULT, __MISSING, __WHITE) and its canvas blend-mode check. Refused, the table never
  // starts (WebGL finds no texture). The card art is drawn on canvases; the court figures it draws
  // are <img>s of the app's own hashed SVG files ('self'), so blob: is not needed.
  "img-src 'self' data:",
  // Howler fetches the sound sprite (connect-src) and decodes it with Web Audio; its HTML5 Audio
  // fallback plays the same file from 'self'. That fallback's unload points each <audio> at a silent
  // data: WAV to stop a download; the app unloads only when the table goes away, where a refusal
  // costs nothing, so data: is not granted here.
  "media-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "manifest-src 'self'",
].join('; ');

/**
 * Puts CONTENT_SECURITY_POLICY in the built index.html right after <meta charset> (which lints expect
 * first), before any script, style or link, since a <meta> policy only governs what follows it.
 */
function contentSecurityPolicy(): Plugin {
  const charset = '<meta charset="utf-8" />';
  return {
    name: 'klondike:content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(charset)) throw new Error(`index.html lacks ${charset}, after which the CSP goes`);
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`);
    },
  };
}

/**
 * `_headers` in the build (Netlify's and Cloudflare Pages' format; other hosts: README, Deploying):
 * the policy above as a real header, with what a <meta> cannot say (`frame-ancestors 'none'`: no
 * other site may frame the game); `no-cache` for the files that name the others (index.html, sw.js,
 * the manifest), so that a new version is seen at once; a year, immutable, for the hashed assets.
 * Its paths carry the base. Written from the same constant, it cannot drift from the <meta>; it has
 * no extension, so the service worker's precache (see `globPatterns`) leaves it out.
 */
function hostHeaders(): Plugin {
  let base = '/';
  const rule = (path: string, ...headers: string[]): string => [path, ...headers.map((h) => `  ${h}`)].join('\n');
  return {
    name: 'klondike:host-headers',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      const noCache = 'Cache-Control: no-cache';
      const source = [
        rule(`${base}*`, `Content-Security-Policy: ${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
          'X-Content-Type-Options: nosniff', 'Referrer-Policy: strict-origin-when-cross-origin'),
        rule(base, noCache),
        rule(`${base}index.html`, noCache),
        rule(`${base}sw.js`, noCache),
        rule(`${base}manifest.webmanifest`, noCache),
        rule(`${base}assets/*`, 'Cache-Control: public, max-age=31536000, immutable'),
      ].join('\n') + '\n';
      this.emitFile({ type: 'asset', fileName: '_headers', source });
    },
  };
}

/**
 * The slim Phaser (issue 25): the bare `phaser` is src/game/phaserEntry.js, which imports only the
 * modules the table uses from Phaser's sources; `phaser/src/...` reaches those sources, which the
 * package's `exports` would otherwise hide. TypeScript does not read this: it still types `phaser`
 * from the package's own .d.ts. The bench's floor page is built without this config, so it stays a
 * page of the full Phaser.
 */
const PHASER_SOURCE = fileURLToPath(new URL('node_modules/phaser/src/', import.meta.url));
const PHASER_ALIASES = [
  { find: /^phaser$/, replacement: fileURLToPath(new URL('src/game/phaserEntry.js', import.meta.url)) },
  { find: /^phaser\/src\//, replacement: PHASER_SOURCE },
];

/**
 * Phaser's WebGL renderer lists every render node it has (RenderNodeManager.js) and so pulls in all of
 * them, with their shaders, although it makes a node only when something asks for it by name; its
 * namespace (renderer/webgl/index.js) pulls in every shader and node once more. The table draws
 * images, a camera's fill and, for the win, stamps on a dynamic texture (Phaser's texture manager also
 * makes a tile sprite at boot): the nodes for filters, lights, graphics paths, tiles, meshes and GPU
 * layers are never asked for, and nothing reads the namespace's shaders or nodes. Imported from those
 * two places, they resolve to stand-ins: a node that throws if it is ever made (naming it), an empty
 * namespace. Other Phaser modules that import the same files still get the real ones. About a sixth
 * of Phaser's chunk. test/e2e/slimPhaser.test.ts plays the table under this build, and fails on the
 * page error a missing node raises.
 *
 * The same goes for the filters every object's filter list (a camera's too) can make, which the table
 * never makes, and two namespaces shrink to what is used: the math namespace, which Phaser's config
 * and GetAdvancedValue import for its random number generator alone (the rest is 3D math, noise and
 * interpolation the table never runs), and the texture parsers, of which the texture manager uses only
 * the image's (the table's textures are canvases; atlases, sprite sheets and PCT files throw, naming
 * the parser). These three took 65 KiB more off Phaser's chunk (20.7 KiB gzip).
 */
const throwing = (what: string): string =>
  `function LeftOut() { throw new Error(${JSON.stringify(`Phaser's ${what} is left out of this build (vite.config.ts, LEFT_OUT_PHASER)`)}); }`;
const SLIM_NAMESPACES = {
  // Config.js sets RND (a RandomDataGenerator seeded from the game config); GetAdvancedValue reads it.
  math: `module.exports = { RandomDataGenerator: require(${JSON.stringify(`${PHASER_SOURCE}math/random-data-generator/RandomDataGenerator.js`)}), RND: null };`,
  textureParsers: `module.exports = { Image: require(${JSON.stringify(`${PHASER_SOURCE}textures/parsers/Image.js`)}), ${
    ['AtlasXML', 'JSONArray', 'JSONHash', 'PCT', 'SpriteSheet', 'SpriteSheetFromAtlas', 'UnityYAML']
      .map((name) => `${name}: ${throwing(`texture parser ${name}`)}`).join(', ')} };`,
} as const;
type SlimNamespace = keyof typeof SLIM_NAMESPACES;
const isSlimNamespace = (stub: string): stub is SlimNamespace => Object.hasOwn(SLIM_NAMESPACES, stub);
const LEFT_OUT_PHASER: readonly { readonly importer: RegExp; readonly source: RegExp; readonly stub: 'node' | 'filter' | 'namespace' | SlimNamespace }[] = [
  {
    importer: /[\\/]phaser[\\/]src[\\/]renderer[\\/]webgl[\\/]renderNodes[\\/]RenderNodeManager\.js$/,
    source: /^\.\/(filters\/.*|BatchHandler(PointLight|Strip|Tri)|DrawLine|FillPath|FillTri|StrokePath|submitter\/Submitter(MeshToQuad|SpriteGPULayer|Tile|TilemapGPULayer)|transformer\/Transformer(Tile|Vertex))(\.js)?$/,
    stub: 'node',
  },
  {
    importer: /[\\/]phaser[\\/]src[\\/]renderer[\\/]webgl[\\/]index\.js$/,
    source: /^\.\/(shaders|shaders\/additionMakers|renderNodes)$/,
    stub: 'namespace',
  },
  {
    // Every object's filter list (cameras have one) can make any of Phaser's filters; the table makes none.
    importer: /[\\/]phaser[\\/]src[\\/]gameobjects[\\/]components[\\/]FilterList\.js$/,
    source: /^\.\.\/\.\.\/filters\/\w+$/,
    stub: 'filter',
  },
  {
    importer: /[\\/]phaser[\\/]src[\\/](core[\\/]Config|utils[\\/]object[\\/]GetAdvancedValue)\.js$/,
    source: /^(\.\.\/math\/?|\.\.\/\.\.\/math)$/,
    stub: 'math',
  },
  {
    importer: /[\\/]phaser[\\/]src[\\/]textures[\\/]TextureManager\.js$/,
    source: /^\.\/parsers$/,
    stub: 'textureParsers',
  },
];
const LEFT_OUT_PREFIX = '\0phaser-left-out:';

function leaveOutOfPhaser(): Plugin {
  return {
    name: 'klondike-leave-out-of-phaser',
    enforce: 'pre',
    resolveId: (source, importer) => {
      const rule = importer === undefined ? undefined : LEFT_OUT_PHASER.find((r) => r.importer.test(importer) && r.source.test(source));
      if (rule === undefined) return null;
      // A slimmed namespace is one module whoever imports it (Config.js writes the RND that others read).
      return isSlimNamespace(rule.stub) ? `${LEFT_OUT_PREFIX}${rule.stub}:` : `${LEFT_OUT_PREFIX}${rule.stub}:${source.replace(/^(\.\.?\/)+(filters\/)?|\.js$/g, '')}`;
    },
    load: (id) => {
      if (!id.startsWith(LEFT_OUT_PREFIX)) return null;
      const [stub, name] = id.slice(LEFT_OUT_PREFIX.length).split(':') as [string, string];
      if (stub === 'namespace') return 'module.exports = {};';
      if (isSlimNamespace(stub)) return SLIM_NAMESPACES[stub];
      return `module.exports = ${throwing(`${stub === 'filter' ? 'filter' : 'render node'} ${name}`)};`;
    },
  };
}

/**
 * The build-time flags Phaser's own build defines (its config/webpack.dist.config.js): both renderers
 * (WebGL, and Canvas where WebGL is missing), no WebGL debugging (whose `phaser3spectorjs` import is
 * a dev-only package), no sound manager (Howler plays the sounds), neither the 3D camera nor the
 * Facebook Instant Games plugin. Phaser tests them as `if (typeof FLAG)`, so the whole `typeof FLAG`
 * is replaced; a flag left undefined would read as the truthy string 'undefined'.
 */
const PHASER_FLAGS = {
  'typeof CANVAS_RENDERER': 'true',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof EXPERIMENTAL': 'false',
  'typeof FEATURE_SOUND': 'false',
  'typeof PLUGIN_CAMERA3D': 'false',
  'typeof PLUGIN_FBINSTANT': 'false',
};

/**
 * main.ts imports the table (src/game/createGame.ts, and Phaser with it) dynamically, so that storage
 * is asked for before Phaser's bundle is evaluated. Vite preloads a dynamic import's chunks only when
 * it is called, after the main bundle has downloaded and run: this puts them in the page's <head>
 * instead, so they download alongside the main bundle, as they did as static imports. They come before
 * every other <link> and <script> (after the Content-Security-Policy <meta>), Phaser before the table:
 * Phaser is most of the bytes and the first frame waits for it, so its download (and a server's
 * compression of it) starts before the smaller files'.
 */
function preloadTable(): Plugin {
  let base = '/';
  return {
    name: 'klondike-preload-table',
    apply: 'build',
    configResolved: (config) => { base = config.base; },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const table = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/game/createGame.ts') === true);
        if (table === undefined) throw new Error('preloadTable: no chunk for src/game/createGame.ts');
        // A chunk the main bundle imports statically is preloaded already.
        const links = [...table.imports, table.fileName].filter((file) => !html.includes(`${base}${file}"`))
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

export default defineConfig({
  plugins: [pwa, contentSecurityPolicy(), hostHeaders(), preloadTable(), leaveOutOfPhaser()],
  resolve: { alias: PHASER_ALIASES },
  define: PHASER_FLAGS,
  // `npm run dev` pre-bundles Phaser's modules apart from the app: they need the flags there too.
  optimizeDeps: { rolldownOptions: { transform: { define: PHASER_FLAGS } } },
  build: {
    outDir: 'dist',
    // The app targets evergreen browsers; es2022 keeps top-level await and class fields native.
    target: 'es2022',
    sourcemap: true,
    // The slim Phaser is ~700 KB minified; warn only about chunks beyond it.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Phaser in a chunk of its own, with the entry that picks its modules: its hash only changes
        // when Phaser (or the table's use of it) does, so an app update re-downloads (and
        // re-precaches) the app's own code, not 700 KB of engine.
        codeSplitting: {
          groups: [{ name: 'phaser', test: /[\\/]node_modules[\\/]phaser[\\/]|[\\/]src[\\/]game[\\/]phaserEntry\.js$/ }],
        },
      },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'node_modules/**'],
          environment: 'node',
          // The solver's tests search tens of thousands of positions under budgets of positions, not
          // time; on a busy shared machine they take several times their quiet seconds, and vitest's
          // default limit (5 s) would fail them for the machine's load alone.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // One preview server is shared by every e2e file (started in globalSetup), and each file
          // launches its own Chromium: running the files one at a time keeps a 2-core machine from
          // thrashing and the timings honest.
          globalSetup: ['test/e2e/globalSetup.ts'],
          fileParallelism: false,
          maxWorkers: 1,
          pool: 'forks',
          // Tests wait for states, never for time; a timeout only ends a test that hangs. On a busy
          // shared machine (CI) a long game played with real input can take several times what it
          // takes on a quiet one (60 s tests measured at 3 to 4 times that under load), so the limits
          // are far above the quiet figures: they cost nothing while the tests pass.
          testTimeout: 240_000,
          hookTimeout: 120_000,
          // expect.poll's own default (1 s) is a wall-clock budget too short for a busy machine.
          expect: { poll: { timeout: 60_000 } },
        },
      },
    ],
  },
});
