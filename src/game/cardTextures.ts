/**
 * The card art as Phaser textures: one canvas texture per face, the chosen back, each empty-pile
 * mark and each highlight, under frozen keys.
 *
 * Textures are drawn at DEVICE resolution (CSS size × resolution) and shown at their CSS size with a
 * camera zoom equal to the resolution, so every texel lands on one screen pixel: crisp at any DPR.
 *
 * Phaser is imported for its types only, so this module (and its pure helpers) loads in Node too.
 */
import type Phaser from 'phaser';
import { ALL_CARDS, type CardId } from '../engine';
import {
  CARD_BACKS,
  HIGHLIGHT_KINDS,
  PILE_MARK_KINDS,
  drawCardBack,
  drawCardFace,
  drawHighlight,
  drawPileMark,
  isCourt,
  type Canvas2D,
  type CardBack,
  type CourtFigures,
  type FaceOptions,
  type HighlightKind,
  type PileMarkKind,
} from './cardArt';

export type { CardBack, HighlightKind, PileMarkKind } from './cardArt';
export { CARD_BACKS, HIGHLIGHT_KINDS, PILE_MARK_KINDS } from './cardArt';

/** The one back in use (the setting picks which of the five is drawn under this key). */
export const BACK_KEY = 'card-back';

export function faceKey(card: CardId): `card-face-${CardId}` {
  return `card-face-${card}`;
}

export function isFaceKey(key: string): boolean {
  return key.startsWith('card-face-');
}

const COURT_FACE_KEYS: ReadonlySet<string> = new Set(ALL_CARDS.filter(isCourt).map(faceKey));

/** True for the faces of jacks, queens and kings: the ones a loaded figure redraws. */
export function isCourtFaceKey(key: string): boolean {
  return COURT_FACE_KEYS.has(key);
}

export function pileMarkKey(kind: PileMarkKind): `pile-${PileMarkKind}` {
  return `pile-${kind}`;
}

export function highlightKey(kind: HighlightKind): `highlight-${HighlightKind}` {
  return `highlight-${kind}`;
}

export interface CardTextureSize {
  /** Card size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel (devicePixelRatio, or whatever the camera zoom is). */
  readonly resolution: number;
}

export interface CardTextureOptions {
  readonly fourColour: boolean;
  readonly back: CardBack;
  /** The court figures loaded so far; a court without one is drawn as the plain frame. */
  readonly figures?: CourtFigures;
}

/** One texture to make: its key and how to draw it on a `width` × `height` device-pixel canvas. */
export interface CardTextureSpec {
  readonly key: string;
  readonly draw: (ctx: Canvas2D, width: number, height: number) => void;
}

/** The canvas size in device pixels: whole pixels, never zero. */
export function deviceSize(size: CardTextureSize): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(size.width * size.resolution)),
    height: Math.max(1, Math.round(size.height * size.resolution)),
  };
}

/** Every texture the table needs, in a stable order: 3 highlights, 6 pile marks, the back, 52 faces. */
export function cardTextureSpecs(opts: CardTextureOptions): readonly CardTextureSpec[] {
  const face = (card: CardId): FaceOptions => ({ fourColour: opts.fourColour, figure: opts.figures?.get(card) });
  // In the order the textures drawn after start-up are drawn: the highlights first, which every
  // pick-up shows (drawn there, they lengthened a session's first drag), then the faces.
  return [
    ...HIGHLIGHT_KINDS.map((kind) => ({ key: highlightKey(kind), draw: (ctx: Canvas2D, w: number, h: number) => drawHighlight(ctx, w, h, kind) })),
    ...PILE_MARK_KINDS.map((kind) => ({ key: pileMarkKey(kind), draw: (ctx: Canvas2D, w: number, h: number) => drawPileMark(ctx, kind, w, h) })),
    { key: BACK_KEY, draw: (ctx: Canvas2D, w: number, h: number) => drawCardBack(ctx, opts.back, w, h) },
    ...ALL_CARDS.map((card) => ({ key: faceKey(card), draw: (ctx: Canvas2D, w: number, h: number) => drawCardFace(ctx, card, w, h, face(card)) })),
  ];
}

/** Every key `registerCardTextures` owns. */
export const CARD_TEXTURE_KEYS: readonly string[] = cardTextureSpecs({ fourColour: false, back: CARD_BACKS[0] ?? 1 }).map((s) => s.key);

/**
 * (Re)draws every card texture for this size and style. Call it at start-up and again after a resize,
 * a card-size change or a change of back or deck colours. Each call redraws and re-uploads all 61
 * canvases, so skip it when the size and options have not changed.
 *
 * How a redraw reaches images already on screen (checked against Phaser 4.2.1's source):
 * - An existing key is never removed. Its `CanvasTexture` is kept, resized with `setSize` when the
 *   size changed (which resizes the canvas and the `__BASE` frame in place), redrawn, and
 *   re-uploaded to the GPU with `refresh()`. Images hold that same Texture and Frame objects, so
 *   they show the new art at once, with no `setTexture` call. (Removing and re-adding the key
 *   instead would destroy the Texture and Frame those images still point at.)
 * - A Game Object caches its frame's size (`width`/`height`, used for its origin and hit area) when
 *   its frame is set. After a size change this function re-applies the frame (`setFrame`) of every
 *   textured object in `scene` (containers included) that uses one of these keys, which refreshes
 *   that cache while keeping its scale. Their displayed size then follows the new texture size ×
 *   the old scale: the caller should still `setDisplaySize(width, height)` (CSS pixels) after a
 *   resize, as it does when placing cards. Objects in other scenes need `setTexture(key)` again.
 * `only` limits the redraw to some keys (the court faces, once their figures have loaded).
 */
export function registerCardTextures(
  scene: Phaser.Scene,
  size: CardTextureSize,
  opts: CardTextureOptions,
  defer?: Deferral,
  only: (key: string) => boolean = () => true,
): void {
  const { width, height } = deviceSize(size);
  const resized = new Set<string>();
  for (const spec of cardTextureSpecs(opts).filter((s) => only(s.key))) {
    const paint = (texture: Phaser.Textures.CanvasTexture): void => {
      spec.draw(texture.getContext(), width, height);
      texture.refresh();
    };
    const drawNow = defer === undefined || defer.drawNow(spec.key);
    if (!drawNow && !scene.textures.exists(spec.key)) {
      // Not made yet (the table's start-up): made as well as drawn when it is first needed. Each canvas
      // texture costs a canvas and a GPU upload even blank, which the first frame need not wait for. No
      // image shows it yet, so none needs refitting to it.
      defer.later.add(spec.key, () => paint(canvasTextureFor(scene.textures, spec.key, width, height).texture));
      continue;
    }
    const { texture, wasResized } = canvasTextureFor(scene.textures, spec.key, width, height);
    if (wasResized) resized.add(spec.key);
    const draw = (): void => paint(texture);
    if (drawNow) {
      defer?.later.forget(spec.key);
      draw();
    } else {
      defer.later.add(spec.key, draw);
    }
  }
  if (resized.size > 0) refitUsers(scene.children.list, resized);
}

/** Which textures `registerCardTextures` draws at once; the others wait in `later`. */
export interface Deferral {
  readonly later: DeferredTextures;
  drawNow(key: string): boolean;
}

/**
 * Textures not drawn yet (at start-up, not even made). Making and drawing all 61 canvases is the largest
 * part of the table's start-up, while a fresh deal shows seven faces: the rest are drawn one at a time
 * in the page's idle periods after the first frame (TableScene), and any texture about to be shown is
 * drawn on the spot (`ensure`).
 */
export class DeferredTextures {
  private readonly waiting = new Map<string, () => void>();

  get size(): number {
    return this.waiting.size;
  }

  add(key: string, draw: () => void): void {
    this.waiting.set(key, draw);
  }

  forget(key: string): void {
    this.waiting.delete(key);
  }

  /** Draws the texture under `key` now if it is still waiting. */
  ensure(key: string): void {
    const draw = this.waiting.get(key);
    if (draw === undefined) return;
    this.waiting.delete(key);
    draw();
  }

  /** Draws the oldest waiting texture; returns its key, or null when none waits. */
  drawNext(): string | null {
    // A Map keeps its keys in insertion order: the first is the oldest still waiting.
    const oldest = this.waiting.keys().next();
    if (oldest.done === true) return null;
    this.ensure(oldest.value);
    return oldest.value;
  }
}

function isCanvasTexture(texture: Phaser.Textures.Texture): texture is Phaser.Textures.CanvasTexture {
  const candidate = texture as Partial<Phaser.Textures.CanvasTexture>;
  return typeof candidate.getContext === 'function' && typeof candidate.refresh === 'function' && typeof candidate.setSize === 'function';
}

/**
 * The canvas texture under `key` at `width` × `height` device pixels: the existing one resized in place
 * (images that show it keep it), or a new one. `wasResized` says whether its size changed.
 */
export function canvasTextureFor(
  textures: Phaser.Textures.TextureManager,
  key: string,
  width: number,
  height: number,
): { texture: Phaser.Textures.CanvasTexture; wasResized: boolean } {
  if (textures.exists(key)) {
    const existing = textures.get(key);
    if (isCanvasTexture(existing)) {
      const wasResized = existing.width !== width || existing.height !== height;
      // setSize resizes the canvas (which also clears it) and the base frame; every draw clears anyway.
      existing.setSize(width, height);
      return { texture: existing, wasResized };
    }
    // Some other kind of texture took the key (never ours): replace it.
    textures.remove(key);
  }
  const created = textures.createCanvas(key, width, height);
  if (created === null) throw new Error(`broken invariant: texture key '${key}' is still in use`);
  return { texture: created, wasResized: false };
}

type Textured = Phaser.GameObjects.GameObject & Pick<Phaser.GameObjects.Components.Texture, 'texture' | 'frame' | 'setFrame'>;

function isTextured(object: Phaser.GameObjects.GameObject): object is Textured {
  const candidate = object as Partial<Textured>;
  return typeof candidate.setFrame === 'function' && candidate.texture !== undefined && candidate.frame !== undefined;
}

function childrenOf(object: Phaser.GameObjects.GameObject): readonly Phaser.GameObjects.GameObject[] {
  const list = (object as Partial<Phaser.GameObjects.Container>).list;
  return Array.isArray(list) ? list : [];
}

/** Re-applies the current frame so cached sizes, origins and default hit areas match a resized texture. */
function refitUsers(objects: readonly Phaser.GameObjects.GameObject[], keys: ReadonlySet<string>): void {
  for (const object of objects) {
    if (isTextured(object) && keys.has(object.texture.key)) object.setFrame(object.frame.name);
    refitUsers(childrenOf(object), keys);
  }
}
