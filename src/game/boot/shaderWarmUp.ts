/**
 * Compiles the renderer's shader variants before the player needs them. Phaser 4 draws a batch of
 * quads with a shader built for the number of textures in that batch, and builds each variant the
 * first time a batch of that size is drawn. A table at rest draws batches of a few sizes only; the
 * first drag draws others (the lifted run in a batch of its own), and building those stalled the
 * pick-up by 150–600 ms (a profile showed `getProgramParameter` under `getShaderProgram`, and only on
 * the first drag; none once this warm-up had run). So in the table's second frame, batches of 1, 2, …
 * n images, each image with its own texture, are drawn off-screen on top of the table (alternating
 * blend modes keep each group a batch of its own): one longer frame while the deal flies out, where
 * a player's first touch would have waited for it.
 */
import Phaser from 'phaser';

/** Above everything on the table, so that nothing else joins their batches. */
const WARM_UP_DEPTH = 1e6;
/** Each group is drawn for two frames: the browser may compile in the background (parallel shader
 *  compilation), and the program is finished at its next use, which must also come now. */
const FRAMES_PER_GROUP = 2;
const BLENDS = [Phaser.BlendModes.ADD, Phaser.BlendModes.SCREEN] as const;

export class ShaderWarmUp {
  private next = 1;
  private readonly limit: number;
  private images: Phaser.GameObjects.Image[] = [];
  private framesShown = 0;

  constructor(private readonly scene: Phaser.Scene) {
    const renderer = scene.sys.renderer;
    // The Canvas renderer has no shaders: nothing to build. Batches never hold more textures than the
    // renderer lets them (one: see createGame.ts), so no other size needs a shader.
    this.limit = renderer.type === Phaser.WEBGL ? (renderer as Phaser.Renderer.WebGL.WebGLRenderer).renderNodes.maxParallelTextureUnits : 0;
  }

  /** True until every batch size has been drawn: the table is then not at rest. */
  get pending(): boolean {
    return this.next <= this.limit || this.images.length > 0;
  }

  /** Call once a frame after the first; it draws with whatever textures exist (the table has plenty). */
  step(): void {
    // Done once every size was drawn: the table calls this every frame, and listing the textures each
    // time would be work on the per-frame path for nothing.
    if (!this.pending) return;
    if (this.images.length > 0 && ++this.framesShown < FRAMES_PER_GROUP) return;
    this.framesShown = 0;
    this.images.forEach((image) => image.destroy());
    this.images = [];
    const keys = this.scene.textures.getTextureKeys();
    for (let group = 0; this.next <= this.limit; group++, this.next++) {
      // Fewer textures than texture units: no batch can be larger, so there is nothing more to build.
      if (keys.length < this.next) {
        this.next = this.limit + 1;
        break;
      }
      const blend = BLENDS[group % BLENDS.length]!;
      this.images.push(
        ...keys.slice(0, this.next).map((key) =>
          this.scene.add
            .image(-10_000, -10_000, key)
            .setDepth(WARM_UP_DEPTH + group)
            .setBlendMode(blend)
            .setDisplaySize(1, 1),
        ),
      );
    }
  }
}
