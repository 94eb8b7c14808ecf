/**
 * The Phaser the table is built with: only the modules it uses, taken from Phaser's own sources
 * (`phaser/src/...`, CommonJS), instead of the package's prebuilt bundle of everything (physics,
 * tilemaps, particles, video, sound, the loader's file types…). About half the bytes.
 *
 * Only the bundler sees this file: vite.config.ts aliases the bare `phaser` to it, while TypeScript
 * keeps reading the package's own typings, so the game layer writes `import Phaser from 'phaser'` as
 * before. Phaser's build-time flags (`typeof WEBGL_RENDERER` and the like) are set in vite.config.ts.
 *
 * Phaser registers a scene plugin or a game object factory when its module is imported; one left out
 * is skipped without a word, and the scene's property (`this.tweens`, `scene.add.image`) is simply
 * undefined until the table trips over it. test/e2e/slimPhaser.test.ts boots, deals, drags and plays
 * under the production build to catch that. To use a new part of Phaser: import its module below
 * (a factory for `scene.add.x`, a plugin for `this.x`), and add it to the namespace at the end if the
 * code names it as a value (`new Phaser.X`, `Phaser.X.CONSTANT`).
 */
// In the order of Phaser's own entry (src/phaser.js): its modules require one another in cycles,
// which CommonJS resolves only in that order. (Importing the WebGL renderer before the renderer's
// namespace, say, leaves a render node extending a class not defined yet, and the boot throws.)
import CONST from 'phaser/src/const.js';
import BlendModes from 'phaser/src/renderer/BlendModes.js';
import 'phaser/src/cameras/2d/CameraManager.js'; // this.cameras
import CoreEvents from 'phaser/src/core/events/index.js';
import 'phaser/src/events/EventEmitter.js'; // this.events
import Game from 'phaser/src/core/Game.js';
import 'phaser/src/gameobjects/DisplayList.js'; // what a scene draws
import 'phaser/src/gameobjects/GameObjectFactory.js'; // this.add
import 'phaser/src/gameobjects/UpdateList.js'; // what a scene updates each frame
import 'phaser/src/gameobjects/image/ImageFactory.js'; // this.add.image
import 'phaser/src/input/InputPlugin.js'; // this.input
import 'phaser/src/renderer/index.js'; // before any renderer module: see above
import Scale from 'phaser/src/scale/index.js';
import Scene from 'phaser/src/scene/Scene.js';
import SceneEvents from 'phaser/src/scene/events/index.js';
import 'phaser/src/scene/ScenePlugin.js'; // this.scene
import 'phaser/src/time/Clock.js'; // this.time
import 'phaser/src/tweens/TweenManager.js'; // this.tweens
import './phaserDefaultTextures.js'; // the built-in textures made at once, not decoded from images

// Of the scene plugins Phaser's DefaultPlugins lists, the loader, the data manager and the lights
// are left out: the table has no use for them (a scene without them just lacks `this.load`, …).

/**
 * The values the game layer reads from `Phaser.` (classes to extend or construct, constants, event
 * names), with Phaser's constants (AUTO, WEBGL…). Types need nothing here: TypeScript reads them from
 * the package. test/game/boot/phaserEntry.test.ts checks that every `Phaser.X` the game layer uses as a
 * value is here.
 */
const Phaser = {
  ...CONST,
  BlendModes,
  Core: { Events: CoreEvents },
  Game,
  Scale,
  Scene,
  Scenes: { Events: SceneEvents },
};

export default Phaser;
