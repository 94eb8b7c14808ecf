/**
 * Finger and mouse, all at once with no mode switch:
 * - drag a card or a run and drop it (an illegal drop flies back; the controller says why, unless it
 *   was let go on open felt, by no pile);
 * - tap a card: it goes to its best legal place (Windows' click), or, when the tap mode in force is
 *   `select` (Klondike 2.3's "select the card … then place it over the destination and press the
 *   left button again"), it is selected and the next tap places it; a tap on the felt cancels;
 * - press and hold a card: it is selected, then tap where it should go (click-click in every mode);
 * - double-tap a card: home; double-tap a foundation: every card that can go home goes (Aisleriot);
 * - tap the stock to deal or recycle; with manual turning, tap a face-down top card to turn it;
 * - the right button (anywhere on the page, rightButton.ts) deals, or with the left one cancels.
 * The view only reports intents; the controller decides what is legal.
 */
import type Phaser from 'phaser';
import type { TableSession } from '../../app/session/session';
import { FOUNDATION_IDS, TABLEAU_IDS, isFoundationId, isTableauId, type CardId, type PileId } from '../../engine';
import type { CardAnimator } from '../animation/CardAnimator';
import { DragLift } from './dragLift';
import { DEPTH, DOUBLE_TAP_MS, DRAG_THRESHOLD_PX, HOLD_TO_SELECT_MS } from '../constants';
import { dropTarget, type Rect, type TableLayout } from '../layout';

/** `Pointer.button` of the event: the left button (or a finger); and the right button's bit of `Pointer.buttons`. */
const PRIMARY_BUTTON = 0;
const RIGHT_BUTTON_BIT = 2;

export interface Selection {
  readonly from: PileId;
  readonly card: CardId;
}

export interface PointerHost {
  readonly controller: TableSession;
  readonly animator: CardAnimator;
  layout(): TableLayout;
  /** Lays every card back where the table says (after a refused drop, or to end a drag). */
  settle(duration: number): void;
  /** Shows (or clears, with null) the selected card and where it may go. */
  showSelection(selection: Selection | null, targets: readonly PileId[]): void;
  /** Milliseconds for a card's flight at the current speed. */
  flightMs(): number;
  /** A drag lifted a card or a run (the pick-up sound). */
  pickedUp(): void;
  /** Has the table draw again (its loop sleeps through a drag: dragLift.ts). */
  wake(): void;
}

interface Press {
  readonly target: PileId;
  readonly card: CardId | null;
  timer: Phaser.Time.TimerEvent | null;
  dragged: boolean;
  held: boolean;
}

interface Drag {
  readonly from: PileId;
  readonly card: CardId;
  readonly images: Phaser.GameObjects.Image[];
  readonly offsets: { dx: number; dy: number }[];
  readonly targets: PileId[];
}

export class PointerInput {
  private press: Press | null = null;
  private drag: Drag | null = null;
  private selection: Selection | null = null;
  private lastTap: { pile: PileId; card: CardId | null; at: number; moved: boolean } | null = null;
  /** The lift of a dragged run (dragLift.ts): lifted at drag start, followed, dropped at the end. */
  private readonly lift: DragLift;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly host: PointerHost,
  ) {
    this.lift = new DragLift(scene, () => host.wake());
    scene.input.dragDistanceThreshold = DRAG_THRESHOLD_PX;
    scene.input.mouse?.disableContextMenu();
    scene.input.on('gameobjectdown', this.onDown, this);
    scene.input.on('gameobjectup', this.onUp, this);
    scene.input.on('pointerup', this.onAnyUp, this);
    scene.input.on('pointerupoutside', this.cancelPress, this);
    scene.input.on('dragstart', this.onDragStart, this);
    scene.input.on('drag', this.onDrag, this);
    scene.input.on('dragend', this.onDragEnd, this);
  }

  get dragging(): boolean {
    return this.drag !== null;
  }

  /** True from a press on a card or pile until its release (a hold may still select). */
  get pressing(): boolean {
    return this.press !== null;
  }

  /** A resize or rotation mid-drag: drop the drag, keep the game. */
  cancel(): void {
    this.lift.drop();
    this.drag = null;
    this.cancelPress();
    this.setSelection(null);
  }

  /** Readies the lift's layer for runs of cards `cardWidth` wide, up to `height` tall (CSS pixels). */
  prepareLift(cardWidth: number, height: number): void {
    this.lift.prepare(cardWidth, height);
  }

  /** The table is going away (its scene shuts down): nothing of a drag may stay on the page. */
  dispose(): void {
    this.drag = null;
    this.cancelPress();
    this.lift.dispose();
  }

  /** Clears a click-click selection (Esc, or a keyboard move). */
  clearSelection(): void {
    this.setSelection(null);
  }

  /** Makes a card image or a pile slot take part in input. */
  register(object: Phaser.GameObjects.Image, pile: PileId | null): void {
    object.setInteractive({ draggable: pile === null, useHandCursor: true });
    if (pile !== null) object.setData('pile', pile);
  }

  /**
   * The pile (and card) that `object`, pressed or released at `at` (world coordinates: CSS pixels),
   * stands for. A card just drawn flies off the stock, over it, for a moment: a quick next tap on the
   * stock lands on that card, and would have tapped it (and sent it to a column) instead of drawing
   * again. A card still flying over the stock's place is the stock's, as far as input goes.
   */
  private locate(object: Phaser.GameObjects.GameObject, at: Phaser.Types.Math.Vector2Like): { pile: PileId; card: CardId | null } | null {
    const card = this.host.animator.cardAt(object);
    if (card !== null && this.scene.tweens.isTweening(object) && contains(this.host.layout().slots.stock, at)) {
      return { pile: 'stock', card: null };
    }
    if (card !== null) {
      const place = this.host.layout().cards.get(card);
      return place ? { pile: place.pile, card } : null;
    }
    const pile: unknown = object.getData('pile');
    return typeof pile === 'string' ? { pile: pile as PileId, card: null } : null;
  }

  /** A point of the game's canvas (device pixels) in world coordinates (CSS pixels). */
  private worldPoint(x: number, y: number): Phaser.Math.Vector2 {
    return this.scene.cameras.main.getWorldPoint(x, y);
  }

  /**
   * The right button deals, or with the left one cancels (rightButton.ts, over the whole page): either
   * way a press in progress ends and the selection goes.
   */
  dropPressAndSelection(): void {
    this.cancelPress();
    this.setSelection(null);
  }

  /**
   * Phaser listens for presses on the whole window (so that a drag let go over the toolbar still
   * ends), and hit-tests those that begin outside its canvas too: a click or tap on a dialog's button
   * or a toast would otherwise also press, tap or drag the card under it. A press counts only if it
   * began on the table's canvas.
   */
  private pressedOnTable(pointer: Phaser.Input.Pointer): boolean {
    return pointer.downElement === this.scene.game.canvas;
  }

  private onDown(pointer: Phaser.Input.Pointer, object: Phaser.GameObjects.GameObject): void {
    // The left button joining a held right one is Klondike 2.3's "both buttons": a cancel, not a press.
    if (pointer.button !== PRIMARY_BUTTON || (pointer.buttons & RIGHT_BUTTON_BIT) !== 0 || !this.pressedOnTable(pointer)) return;
    const where = this.locate(object, this.worldPoint(pointer.x, pointer.y));
    if (where === null) return;
    this.cancelPress();
    const press: Press = { target: where.pile, card: where.card, timer: null, dragged: false, held: false };
    if (where.card !== null && this.isMovable(where.pile, where.card)) {
      press.timer = this.scene.time.delayedCall(HOLD_TO_SELECT_MS, () => {
        if (press.dragged || this.press !== press) return;
        press.held = true;
        this.setSelection({ from: where.pile, card: where.card! });
      });
    }
    this.press = press;
  }

  private onUp(pointer: Phaser.Input.Pointer, object: Phaser.GameObjects.GameObject): void {
    if (pointer.button !== PRIMARY_BUTTON) return;
    const press = this.press;
    this.cancelPress();
    if (press === null || press.dragged || press.held || this.drag !== null) return;
    const where = this.locate(object, this.worldPoint(pointer.x, pointer.y));
    if (where === null) return;
    this.tap(where.pile, where.card);
  }

  /**
   * A release over nothing (the felt) cancels a selection. Any release ends the press (Phaser tells
   * the object released over first, in `onUp`): a finger lifted off the card it pressed must not
   * have the hold select it later, nor keep the table from resting.
   */
  private onAnyUp(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    if (pointer.button !== PRIMARY_BUTTON) return;
    const pressed = this.press !== null;
    this.cancelPress();
    if (over.length === 0 && !pressed && this.drag === null) this.setSelection(null);
  }

  private tap(pile: PileId, card: CardId | null): void {
    const { controller } = this.host;
    // The page's clock: the scene's moves on only in frames, and not at all while the table sleeps.
    const now = performance.now();
    const last = this.lastTap;
    const soon = last !== null && now - last.at < DOUBLE_TAP_MS;
    const double = soon && last.pile === pile;
    this.lastTap = { pile, card, at: now, moved: false };

    if (this.selection !== null) {
      const { from, card: selected } = this.selection;
      this.setSelection(null);
      if (pile !== from) controller.tryMove(from, selected, pile);
      // Selecting by a tap keeps the double-tap: the second tap on the same card sends it home.
      else if (double && card === selected) controller.sendHome(from, selected);
      return;
    }
    // The second tap of a double tap whose first tap moved its card: that move was the double tap's
    // answer (a tap tries home first), so this tap does nothing. It lands where the card was: on the
    // card that move uncovered (the waste's next card, say), or on the card itself, still flying away
    // from under the pointer and already its new pile's (where a tap would find it nowhere to go).
    if (soon && last.moved && (last.pile === pile || (card !== null && last.card === card))) return;
    if (pile === 'stock') {
      controller.draw();
      return;
    }
    if (isFoundationId(pile)) {
      // A single tap on a foundation does nothing (a stray tap must not pull a card down);
      // a double tap plays every card that can go home.
      if (double) controller.finish();
      return;
    }
    if (card === null) return;
    const place = this.host.layout().cards.get(card);
    if (place === undefined) return;
    if (!place.faceUp) {
      if (isTableauId(pile)) controller.turn(pile);
      return;
    }
    // The second tap of a double tap on a card the first could not move: try home, and say why not.
    if (double && last.card === card) {
      controller.sendHome(pile, card);
      return;
    }
    if (controller.style.tap === 'select' && this.isMovable(pile, card)) {
      this.setSelection({ from: pile, card });
      return;
    }
    this.lastTap.moved = controller.tapCard(pile, card);
  }

  private isMovable(pile: PileId, card: CardId): boolean {
    const state = this.host.controller.state;
    if (pile === 'waste') return state.waste.at(-1) === card;
    if (isFoundationId(pile)) return state.foundations[FOUNDATION_IDS.indexOf(pile)]!.at(-1) === card;
    if (isTableauId(pile)) return state.tableau[TABLEAU_IDS.indexOf(pile)]!.up.includes(card);
    return false;
  }

  /** The cards that travel with `card`: the rest of its column's run, or just itself. */
  private runFrom(pile: PileId, card: CardId): CardId[] {
    if (!isTableauId(pile)) return [card];
    const up = this.host.controller.state.tableau[TABLEAU_IDS.indexOf(pile)]!.up;
    return up.slice(up.indexOf(card));
  }

  private onDragStart(pointer: Phaser.Input.Pointer, object: Phaser.GameObjects.GameObject): void {
    if (!this.pressedOnTable(pointer)) return;
    // Offsets from where the finger went down, not where the drag was noticed: a fast flick can
    // travel tens of pixels in its first move event, and the card must not lag behind by that much.
    const down = this.worldPoint(pointer.downX, pointer.downY);
    const where = this.locate(object, down);
    if (this.press) this.press.dragged = true;
    this.cancelPress();
    if (where === null || where.card === null || !this.isMovable(where.pile, where.card)) return;
    this.setSelection(null);
    // The card under the run (hidden while covered: CardAnimator.hideCovered) shows as it is uncovered.
    this.host.animator.uncoverUnder(where.card);
    const images = this.runFrom(where.pile, where.card).map((c) => this.host.animator.image(c));
    images.forEach((image, i) => {
      this.scene.tweens.killTweensOf(image);
      image.setDepth(DEPTH.dragging + i);
    });
    const offsets = images.map((image) => ({ dx: image.x - down.x, dy: image.y - down.y }));
    const targets = this.host.controller.targets(where.pile, where.card);
    this.drag = { from: where.pile, card: where.card, images, offsets, targets };
    this.lift.lift(images, this.host.flightMs() === 0);
    this.host.pickedUp();
    this.host.showSelection({ from: where.pile, card: where.card }, targets);
  }

  private onDrag(pointer: Phaser.Input.Pointer): void {
    const drag = this.drag;
    if (drag === null) return;
    drag.images.forEach((image, i) => image.setPosition(pointer.worldX + drag.offsets[i]!.dx, pointer.worldY + drag.offsets[i]!.dy));
    this.lift.follow();
  }

  private onDragEnd(): void {
    const drag = this.drag;
    this.drag = null;
    this.lift.drop();
    this.host.showSelection(null, []);
    if (drag === null) return;
    const layout = this.host.layout();
    const first = drag.images[0]!;
    const rect = { x: first.x - layout.cardWidth / 2, y: first.y - layout.cardHeight / 2, width: layout.cardWidth, height: layout.cardHeight };
    // A legal pile the card touches (its generous zone: a sloppy thumb still lands) wins over an illegal
    // one it covers more. A refusal is explained only for a pile the card was dropped on or by: one
    // let go on open felt, far from every pile, goes back in silence, as in the classic programs.
    const everyPile = [...FOUNDATION_IDS, ...TABLEAU_IDS].filter((p) => p !== drag.from);
    const to = dropTarget(layout, rect, drag.targets) ?? dropTarget({ ...layout, dropZones: nearZones(layout) }, rect, everyPile);
    const moved = to !== null && this.host.controller.tryMove(drag.from, drag.card, to);
    // A refused or missed drop flies back; a legal one was already laid out by the change.
    if (!moved) this.host.settle(this.host.flightMs());
  }

  private setSelection(selection: Selection | null): void {
    this.selection = selection;
    this.host.showSelection(selection, selection ? this.host.controller.targets(selection.from, selection.card) : []);
  }

  private cancelPress(): void {
    this.press?.timer?.remove(false);
    this.press = null;
  }
}

/**
 * Where a drop counts as made on or by a pile, for explaining a refusal: a top-row pile's zone (its slot
 * and half a gap round it), and a column's cards with the same margin, not the felt below them down to
 * the table's edge (a column's drop zone, which only a legal drop uses).
 */
function nearZones(layout: TableLayout): Record<PileId, Rect> {
  const zones = { ...layout.dropZones };
  for (const column of TABLEAU_IDS) {
    const zone = layout.dropZones[column];
    const margin = layout.slots[column].y - zone.y;
    let bottom = layout.slots[column].y + layout.cardHeight;
    for (const place of layout.cards.values()) if (place.pile === column) bottom = Math.max(bottom, place.y + layout.cardHeight);
    zones[column] = { ...zone, height: bottom + margin - zone.y };
  }
  return zones;
}

function contains(rect: Rect, point: Phaser.Types.Math.Vector2Like): boolean {
  const { x = 0, y = 0 } = point;
  return x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
}
