/**
 * The one animation path (chessground's `anim.ts`): after every change the scene lays the table out
 * again and the animator moves each card from where it is to where it belongs, flipping it on the way
 * when its face changes. Deal, move, undo, redo, load and the auto-finish all come through here.
 * Cards going home in a finish or an auto-move fly on layers over the game (flightLayer.ts) rather
 * than in it, so the game need not draw every frame of their flights.
 */
import type Phaser from 'phaser';
import type { CardId } from '../../engine';
import type { ChangeCause } from '../../app/session/events';
import { BACK_KEY, faceKey } from '../cardTextures';
import { DEPTH } from '../constants';
import { FlightLayer, type LayerFlight } from './flightLayer';
import type { CardPlacement, TableLayout } from '../layout';

export interface SyncOptions {
  readonly cause: ChangeCause | 'layout';
  /** Milliseconds for one card's flight; 0 places every card at once. */
  readonly duration: number;
  /** Cards in the order they moved (the engine's events), for cascades. */
  readonly order?: readonly CardId[];
}

/** Cascades: how long to wait between one card and the next (as a share of a flight). */
const STAGGER: Partial<Record<SyncOptions['cause'], number>> = { deal: 0.12, restart: 0.12, finish: 0.45, auto: 0.45 };
/**
 * Changes whose cards fly home on layers of their own (flightLayer.ts) rather than in the game: a
 * finish sends up to 52 cards one after another, seconds of frames the game need not draw.
 */
const FLOWN_ON_LAYERS: ReadonlySet<SyncOptions['cause']> = new Set(['finish', 'auto']);

export class CardAnimator {
  private readonly images = new Map<CardId, Phaser.GameObjects.Image>();
  /** The layout whose covered cards are to be hidden once the table is still (see `hideCovered`). */
  private coverLayout: TableLayout | null = null;
  /** The layout whose covered cards are hidden now (null while every card shows). */
  private hiddenLayout: TableLayout | null = null;

  private readonly flightLayer: FlightLayer;

  /**
   * `prepare(key)` is called just before a card shows a texture, which may not be drawn yet; `redraw`
   * when cards flying on layers were hidden or shown in the game, whose loop may sleep meanwhile.
   */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly prepare: (textureKey: string) => void = () => {},
    redraw: () => void = () => {},
  ) {
    this.flightLayer = new FlightLayer(scene.game.canvas, redraw);
  }

  /** The card's image, created on first use. */
  image(card: CardId): Phaser.GameObjects.Image {
    let image = this.images.get(card);
    if (image === undefined) {
      image = this.scene.add.image(0, 0, BACK_KEY).setOrigin(0.5).setName(card);
      image.setData('card', card);
      this.images.set(card, image);
    }
    return image;
  }

  cardAt(image: Phaser.GameObjects.GameObject): CardId | null {
    const card: unknown = image.getData('card');
    return typeof card === 'string' && this.images.has(card as CardId) ? (card as CardId) : null;
  }

  /** True while any card is still moving, in the game or on a layer of its own. */
  get busy(): boolean {
    return this.tweening || this.flightLayer.active;
  }

  /** True while a card moves in the game (a tween): the game must draw every frame. */
  get tweening(): boolean {
    return this.scene.tweens.getTweens().length > 0;
  }

  /** True while cards fly on layers of their own: the game has nothing to draw until they land. */
  get flyingOnLayers(): boolean {
    return this.flightLayer.active;
  }

  /** Brings every card to its place in `layout`; a deal or a restart first stacks them on the stock. */
  sync(layout: TableLayout, options: SyncOptions): void {
    const { duration } = options;
    const order = new Map((options.order ?? []).map((card, i) => [card, i]));
    const stagger = (STAGGER[options.cause] ?? 0) * duration;
    const dealing = options.cause === 'deal' || options.cause === 'restart';
    // Cards still on their layers come back into the game where they show, and go on from there.
    this.flightLayer.stop();
    this.showAll();
    const flights: Flight[] = [];
    // Hidden once every card has landed (the table calls hideCovered), not before: a card flying onto
    // a pile covers the one under it only when it is there.
    this.coverLayout = layout;
    for (const [card, place] of layout.cards) {
      const image = this.image(card);
      const target = { x: place.x + layout.cardWidth / 2, y: place.y + layout.cardHeight / 2 };
      const texture = place.faceUp ? faceKey(card) : BACK_KEY;
      // A card already flying to this very place keeps flying (a deal followed at once by auto-moves).
      const heading = `${target.x},${target.y},${texture}`;
      if (!dealing && duration > 0 && image.getData('heading') === heading && this.scene.tweens.isTweening(image)) continue;
      image.setData('heading', heading);
      this.scene.tweens.killTweensOf(image);
      image.setAngle(0);
      if (dealing && duration > 0) {
        // Every card starts on the stock, face down, and is dealt out in table order.
        const stock = layout.slots.stock;
        image.setTexture(BACK_KEY).setPosition(stock.x + layout.cardWidth / 2, stock.y + layout.cardHeight / 2);
      }
      this.fit(image, layout);
      const moves = image.x !== target.x || image.y !== target.y;
      const flips = image.texture.key !== texture;
      if (duration === 0 || (!moves && !flips)) {
        this.prepare(texture);
        image
          .setTexture(texture)
          .setPosition(target.x, target.y)
          .setDepth(DEPTH.card + place.depth);
        this.fit(image, layout);
        continue;
      }
      const delay = dealing ? place.depth * stagger * 0.25 : (order.get(card) ?? 0) * stagger;
      flights.push({ image, to: target, texture, place, delay });
    }
    // A card that turns over on its way flies in the game (its layer would show one face), and so do
    // the rest of its change, so that they stack as one.
    const onLayers = FLOWN_ON_LAYERS.has(options.cause) && flights.every((f) => f.image.texture.key === f.texture);
    if (onLayers && this.flyOnLayers(flights, layout, duration)) return;
    for (const f of flights) this.fly(f.image, f.to, f.texture, f.place, layout, duration, f.delay);
  }

  /** Flies `flights` on layers of their own (flightLayer.ts); false when the browser cannot. */
  private flyOnLayers(flights: readonly Flight[], layout: TableLayout, duration: number): boolean {
    const size = { width: layout.cardWidth, height: layout.cardHeight, resolution: this.scene.cameras.main.zoom };
    if (!this.flightLayer.fly(flights, size, duration)) return false;
    // At rest where they land: the layers show them until the last has landed.
    for (const { image, place } of flights) image.setDepth(DEPTH.card + place.depth);
    return true;
  }

  /** True from a change until `hideCovered` has hidden the cards it covers. */
  get coveredPending(): boolean {
    return this.coverLayout !== null;
  }

  /**
   * Call when nothing moves: hides every card that lies exactly under a higher card of its pile (the
   * stock's and the foundations' piles, the waste under its fan). A software GPU draws every textured
   * pixel it is given, covered or not, and a pile of 24 cards at one spot was a third of a frame's
   * GPU time. Hidden cards come back at the next change (`sync`), or with `showAll`.
   */
  hideCovered(): void {
    const layout = this.coverLayout;
    if (layout === null) return;
    this.coverLayout = null;
    this.hiddenLayout = layout;
    const top = new Map<string, number>();
    for (const place of layout.cards.values()) {
      const spot = `${place.pile}@${place.x},${place.y}`;
      top.set(spot, Math.max(top.get(spot) ?? -1, place.index));
    }
    for (const [card, place] of layout.cards) {
      if (place.index < top.get(`${place.pile}@${place.x},${place.y}`)!) this.image(card).setVisible(false);
    }
  }

  /**
   * Shows every card again, and drops a hiding still waiting for a still table: a drag may uncover a
   * card, and the win's cascade throws them all (it starts in a frame where nothing moves).
   */
  showAll(): void {
    this.coverLayout = null;
    this.hiddenLayout = null;
    for (const image of this.images.values()) if (!this.flightLayer.holds(image)) image.setVisible(true);
  }

  /** Takes the cards' layers off the page: the table is going away. */
  dispose(): void {
    this.flightLayer.dispose();
  }

  /**
   * Shows the card that `card` lies on, if it was hidden under it: the card a drag uncovers. The rest
   * stay hidden, so a drag draws no more than the still table did (a waste of 20 cards was 20 more
   * textures for every frame of a drag from anywhere).
   */
  uncoverUnder(card: CardId): void {
    // Cards may be hidden at rest (hideCovered) or as they landed (hideLandedUnder).
    const layout = this.hiddenLayout ?? this.coverLayout;
    const place = layout?.cards.get(card);
    if (layout === null || place === undefined) return;
    let under: CardId | null = null;
    let underIndex = -1;
    for (const [other, otherPlace] of layout.cards) {
      if (sameSpot(otherPlace, place) && otherPlace.index < place.index && otherPlace.index > underIndex) {
        under = other;
        underIndex = otherPlace.index;
      }
    }
    if (under !== null && !this.flightLayer.holds(this.image(under))) this.image(under).setVisible(true);
  }

  /** Puts every card where it belongs at once (a resize or rotation, even mid-flight). */
  snap(layout: TableLayout): void {
    this.sync(layout, { cause: 'layout', duration: 0 });
  }

  private fly(
    image: Phaser.GameObjects.Image,
    target: { x: number; y: number },
    texture: string,
    place: CardPlacement,
    layout: TableLayout,
    duration: number,
    delay: number,
  ): void {
    image.setDepth(DEPTH.flying + place.depth);
    this.scene.tweens.add({
      targets: image,
      x: target.x,
      y: target.y,
      duration,
      delay,
      ease: 'Cubic.easeOut',
      onComplete: () => {
        image.setDepth(DEPTH.card + place.depth);
        this.hideLandedUnder(place, layout);
      },
      onStop: () => image.setDepth(DEPTH.card + place.depth),
    });
    if (image.texture.key === texture) return;
    // A flip: squash to nothing, change face, open again — halfway through the flight. The face is
    // drawn only then, if it is not yet: a deal's first frame waits for none of them.
    const turn = (): void => {
      this.prepare(texture);
      image.setTexture(texture);
      this.fit(image, layout);
    };
    this.scene.tweens.add({
      targets: image,
      scaleX: 0,
      duration: duration / 2,
      delay,
      yoyo: true,
      onYoyo: () => {
        turn();
        image.scaleX = 0;
      },
      onComplete: turn,
      onStop: turn,
    });
  }

  /**
   * Hides the cards that a card just landed at `place` lies exactly on, those already still: while
   * Finish sends the cards home, each foundation would otherwise draw every card it has received.
   */
  private hideLandedUnder(place: CardPlacement, layout: TableLayout): void {
    for (const [card, other] of layout.cards) {
      if (!sameSpot(other, place) || other.index >= place.index) continue;
      const image = this.image(card);
      if (this.scene.tweens.getTweensOf(image).length === 0) image.setVisible(false);
    }
  }

  /** Shows a texture at the card's CSS size (textures are drawn at device resolution). */
  private fit(image: Phaser.GameObjects.Image, layout: TableLayout): void {
    image.setDisplaySize(layout.cardWidth, layout.cardHeight);
  }
}

/** A card about to fly to `to` (its centre, CSS pixels), showing `texture` there. */
interface Flight extends LayerFlight {
  readonly texture: string;
  readonly place: CardPlacement;
}

/** Do the two places lie exactly on one another, in one pile (one covers the other whole)? */
function sameSpot(a: CardPlacement, b: CardPlacement): boolean {
  return a.pile === b.pile && a.x === b.x && a.y === b.y;
}
