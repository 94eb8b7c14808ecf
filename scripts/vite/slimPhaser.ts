/** The slim Phaser: only the modules the table uses, and Phaser's build-time flags. */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The slim Phaser: the bare `phaser` is src/game/boot/phaserEntry.js, which imports only the
 * modules the table uses from Phaser's sources; `phaser/src/...` reaches those sources, which the
 * package's `exports` would otherwise hide. TypeScript does not read this: it still types `phaser`
 * from the package's own .d.ts. The bench's floor page is built without this config, so it stays a
 * page of the full Phaser.
 */
const PHASER_SOURCE = fileURLToPath(new URL('../../node_modules/phaser/src/', import.meta.url));
export const PHASER_ALIASES = [
  { find: /^phaser$/, replacement: fileURLToPath(new URL('../../src/game/boot/phaserEntry.js', import.meta.url)) },
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
  `function LeftOut() { throw new Error(${JSON.stringify(`Phaser's ${what} is left out of this build (scripts/vite/slimPhaser.ts, LEFT_OUT_PHASER)`)}); }`;
const SLIM_NAMESPACES = {
  // Config.js sets RND (a RandomDataGenerator seeded from the game config); GetAdvancedValue reads it.
  math: `module.exports = { RandomDataGenerator: require(${JSON.stringify(`${PHASER_SOURCE}math/random-data-generator/RandomDataGenerator.js`)}), RND: null };`,
  textureParsers: `module.exports = { Image: require(${JSON.stringify(`${PHASER_SOURCE}textures/parsers/Image.js`)}), ${[
    'AtlasXML',
    'JSONArray',
    'JSONHash',
    'PCT',
    'SpriteSheet',
    'SpriteSheetFromAtlas',
    'UnityYAML',
  ]
    .map((name) => `${name}: ${throwing(`texture parser ${name}`)}`)
    .join(', ')} };`,
} as const;
type SlimNamespace = keyof typeof SLIM_NAMESPACES;
const isSlimNamespace = (stub: string): stub is SlimNamespace => Object.hasOwn(SLIM_NAMESPACES, stub);
const LEFT_OUT_PHASER: readonly { readonly importer: RegExp; readonly source: RegExp; readonly stub: 'node' | 'filter' | 'namespace' | SlimNamespace }[] = [
  {
    importer: /[\\/]phaser[\\/]src[\\/]renderer[\\/]webgl[\\/]renderNodes[\\/]RenderNodeManager\.js$/,
    source:
      /^\.\/(filters\/.*|BatchHandler(PointLight|Strip|Tri)|DrawLine|FillPath|FillTri|StrokePath|submitter\/Submitter(MeshToQuad|SpriteGPULayer|Tile|TilemapGPULayer)|transformer\/Transformer(Tile|Vertex))(\.js)?$/,
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

export function leaveOutOfPhaser(): Plugin {
  return {
    name: 'klondike-leave-out-of-phaser',
    enforce: 'pre',
    resolveId: (source, importer) => {
      const rule = importer === undefined ? undefined : LEFT_OUT_PHASER.find((r) => r.importer.test(importer) && r.source.test(source));
      if (rule === undefined) return null;
      // A slimmed namespace is one module whoever imports it (Config.js writes the RND that others read).
      return isSlimNamespace(rule.stub)
        ? `${LEFT_OUT_PREFIX}${rule.stub}:`
        : `${LEFT_OUT_PREFIX}${rule.stub}:${source.replace(/^(\.\.?\/)+(filters\/)?|\.js$/g, '')}`;
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
export const PHASER_FLAGS = {
  'typeof CANVAS_RENDERER': 'true',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof EXPERIMENTAL': 'false',
  'typeof FEATURE_SOUND': 'false',
  'typeof PLUGIN_CAMERA3D': 'false',
  'typeof PLUGIN_FBINSTANT': 'false',
};
