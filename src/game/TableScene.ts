/**
 * The table: lays the piles out, keeps every card image where the game says, and turns pointer and
 * keyboard input into the controller's intents. It never changes the game itself. The win's showing
 * (win/winSequence.ts) and the frames over cards (highlights.ts) are modules of their own; the scene
 * wires them to its frames, layout and textures.
 */
import Phaser from 'phaser';
import type { TableSession } from '../app/session/session';
import type { ControllerEvents } from '../app/session/events';
import { TWEEN_MS, type Settings } from '../app/settings';
import { PILE_IDS, type CardId, type GameEvent, type PileId } from '../engine';
import { AudioPlayer } from './audio/AudioPlayer';
import { CardAnimator } from './animation/CardAnimator';
import type { CourtFigures } from './cardArt';
import { BACK_KEY, DeferredTextures, isCourtFaceKey, pileMarkKey, registerCardTextures } from './cardTextures';
import { BACKGROUND_COLOURS, DEPTH, SCENE_KEYS, TEXTURES_DRAWN_MARK } from './constants';
import { keyStep, moveKeyOf, originPile, type KeyOrigin } from './input/keyboard';
import { listenRightButton } from './input/rightButton';
import { loadCourtFigures } from './cardArt/courtFigures';
import { paintFelt } from './felt';
import { Highlights } from './highlights';
import type { FrameNeed } from './boot/idleSleep';
import { computeLayout, type Rect, type TableLayout, type Viewport } from './layout';
import { PointerInput, type Selection } from './input/PointerInput';
import { ShaderWarmUp } from './boot/shaderWarmUp';
import { whenIdle } from './boot/whenIdle';
import { WinSequence } from './win/winSequence';

/** What the page gives the table: its size in CSS pixels (with the HUD's room) and the pixel ratio. */
export interface TableHost {
  viewport(): Viewport;
  readonly resolution: number;
  /** Whether the player asked the system for less motion. */
  reducedMotion(): boolean;
  /** True while a dialog has the keyboard: the table then ignores keys. */
  keyboardBlocked(): boolean;
  /** Draws again after the table has changed while at rest (see idleSleep.ts). */
  wake(): void;
}

export interface TableSceneData {
  readonly controller: TableSession;
  readonly host: TableHost;
}

/** How long the textures still to draw wait when the table is busy (a drag, cards moving). */
const TEXTURES_RETRY_MS = 250;

export class TableScene extends Phaser.Scene {
  private controller!: TableSession;
  private host!: TableHost;
  private animator!: CardAnimator;
  private pointer!: PointerInput;
  private currentLayout!: TableLayout;
  private readonly slotImages = new Map<PileId, Phaser.GameObjects.Image>();
  private highlights!: Highlights;
  private keyOrigin: KeyOrigin = null;
  private textureSignature = '';
  private readonly laterTextures = new DeferredTextures();
  /** False until the controller's first change has put the cards in their places. */
  private cardsPlaced = false;
  private readonly unsubscribe: (() => void)[] = [];
  /** Timers started with `after` that have not fired yet. */
  private pendingTimers = 0;
  /** The court figures once loaded (after the first frame); until then courts are plain frames. */
  private figures: CourtFigures = new Map();
  private figuresPending = true;
  private win!: WinSequence;
  private warmUp!: ShaderWarmUp;
  /** Work kept off the player's gestures, run at the first frame with nothing moving or pressed. */
  private quietWork: (() => void)[] = [];
  /** True once the table's first frame is drawn: the work it did not need may start. */
  private shown = false;
  /** TEXTURES_DRAWN_MARK is set (once: court figures arriving later add faces to redraw). */
  private texturesMarked = false;
  /** Stops the drawing of waiting textures (scheduled, see drawLaterTextures); null when none is. */
  private stopTextures: (() => void) | null = null;

  constructor() {
    super(SCENE_KEYS.table);
  }

  init(data: TableSceneData): void {
    this.controller = data.controller;
    this.host = data.host;
  }

  create(): void {
    this.cameras.main.setOrigin(0, 0).setZoom(this.host.resolution);
    this.animator = new CardAnimator(
      this,
      (key) => this.laterTextures.ensure(key),
      () => this.host.wake(),
    );
    this.unsubscribe.push(() => this.animator.dispose());
    this.warmUp = new ShaderWarmUp(this);
    this.highlights = new Highlights(this, {
      layout: () => this.currentLayout,
      ensureTexture: (key) => this.laterTextures.ensure(key),
      after: (ms, then) => this.after(ms, then),
    });
    this.win = new WinSequence({
      canvas: this.sys.game.canvas,
      animator: this.animator,
      resolution: this.host.resolution,
      layout: () => this.currentLayout,
      viewport: () => this.host.viewport(),
      flightMs: () => this.flightMs(),
      dragging: () => this.pointer.dragging,
      setInputEnabled: (enabled) => {
        this.input.enabled = enabled;
      },
      wake: () => this.host.wake(),
      shown: () => this.controller.winShown(),
    });
    this.events.on(Phaser.Scenes.Events.UPDATE, () => {
      // From the second frame on (the first one shows the table): see shaderWarmUp.ts.
      if (this.game.getFrame() > 1) this.warmUp.step();
      this.win.advance();
      if (this.still && !this.pointer.pressing) {
        this.animator.hideCovered();
        if (this.quietWork.length > 0) this.quietWork.splice(0).forEach((work) => work());
      }
    });
    const audio = new AudioPlayer(this.controller, (work) => {
      this.quietWork.push(work);
      this.host.wake();
    });
    this.unsubscribe.push(() => audio.destroy());
    this.pointer = new PointerInput(this, {
      controller: this.controller,
      animator: this.animator,
      layout: () => this.currentLayout,
      settle: (ms) => this.animator.sync(this.currentLayout, { cause: 'layout', duration: ms }),
      showSelection: (selection, targets) => this.showSelection(selection, targets),
      flightMs: () => this.flightMs(),
      pickedUp: () => audio.pickUp(),
      wake: () => this.host.wake(),
    });
    this.unsubscribe.push(() => this.pointer.dispose());
    // The first pick-up should not wait for its layer (dragLift.ts) to be made.
    this.quietWork.push(() => this.pointer.prepareLift(this.currentLayout.cardWidth, this.host.viewport().height));
    this.createSlots();
    // The cards are placed by the controller's first change (a deal flies them from the stock), not
    // here: placing them face up first would draw faces that a deal's first frame does not show.
    this.relayout({ placeCards: false });
    for (const card of this.currentLayout.cards.keys()) this.pointer.register(this.animator.image(card), null);
    this.listen();
    // Keys come straight from the DOM, not through Phaser's keyboard plugin: that one re-reads every key
    // event of the current frame on each new one, so "6", "7" typed within a frame played "6" twice
    // (which cancels the origin) and lost the move. A key the UI has already taken (a command key,
    // handled first in main.ts's capturing listener) is not the table's.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!event.defaultPrevented) this.onKey(event);
    };
    window.addEventListener('keydown', onKeyDown);
    this.unsubscribe.push(() => window.removeEventListener('keydown', onKeyDown));
    this.unsubscribe.push(
      listenRightButton(window, {
        accepting: () => this.input.enabled && !this.host.keyboardBlocked(),
        deal: () => {
          this.keyOrigin = null;
          this.controller.draw();
        },
        cancel: () => {
          this.pointer.dropPressAndSelection();
          this.keyOrigin = null;
          this.showSelection(null, []);
        },
      }),
    );
    this.unsubscribe.push(() => this.win.dispose());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.unsubscribe.forEach((off) => off()));
    this.unsubscribe.push(() => this.stopTextures?.());
    this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
      this.shown = true;
      this.drawLaterTextures();
      this.loadFigures();
    });
    this.controller.start();
  }

  /**
   * Fetches the court figures once the table is on screen, then redraws the court faces on show with
   * them and wakes the loop to show them; the others wait with the textures still to draw (see
   * drawLaterTextures). Meanwhile the loop may sleep: the load is the browser's, not a frame's.
   */
  private loadFigures(): void {
    let shut = false;
    this.unsubscribe.push(() => (shut = true));
    void loadCourtFigures().then((figures) => {
      this.figuresPending = false;
      if (shut || figures.size === 0) return;
      this.figures = figures;
      this.drawTextures(this.controller.settings, isCourtFaceKey);
      const onShow = [...this.keysOnShow()].filter(isCourtFaceKey);
      for (const key of onShow) this.laterTextures.ensure(key);
      if (onShow.length > 0) this.host.wake();
    });
  }

  /**
   * Draws the textures still waiting, a few milliseconds' worth at a time in the page's idle periods
   * (whenIdle.ts), while nothing moves and no finger is down: a texture about to show is drawn on demand
   * anyway (`ensure`), and neither a tap nor a first drag should wait for the others. Drawn in the
   * game's frames instead (four a frame), each batch also cost a whole WebGL frame, and a first tap
   * waited behind a second of them. The loop wakes only when a texture on show was redrawn.
   */
  private drawLaterTextures(): void {
    if (!this.shown || this.stopTextures !== null || this.laterTextures.size === 0) return;
    const next = (): void => {
      this.stopTextures = null;
      this.drawLaterTextures();
    };
    this.stopTextures = whenIdle((time) => {
      if (!this.still || this.pointer.pressing) {
        const timer = window.setTimeout(next, TEXTURES_RETRY_MS);
        this.stopTextures = () => window.clearTimeout(timer);
        return;
      }
      const drawn = new Set<string>();
      for (let key = this.laterTextures.drawNext(); key !== null; key = time.timeRemaining() > 0 ? this.laterTextures.drawNext() : null) drawn.add(key);
      if ([...this.keysOnShow()].some((key) => drawn.has(key))) this.host.wake();
      if (this.laterTextures.size === 0 && !this.texturesMarked) {
        this.texturesMarked = true;
        performance.mark(TEXTURES_DRAWN_MARK);
      }
      next();
    });
  }

  /** The textures that images on the table show now. */
  private keysOnShow(): Set<string> {
    const keys = new Set<string>();
    for (const object of this.children.list) {
      const image = object as Partial<Phaser.GameObjects.Image>;
      if (image.visible === true && image.texture !== undefined) keys.add(image.texture.key);
    }
    return keys;
  }

  /** The page was resized or rotated: lay the table out again at once, even mid-drag. */
  resize(): void {
    this.host.wake();
    const { width, height } = this.host.viewport();
    this.cameras.main.setSize(width * this.host.resolution, height * this.host.resolution).setZoom(this.host.resolution);
    if (this.pointer.dragging) this.pointer.cancel();
    this.win.stop();
    this.relayout();
  }

  /**
   * True when no card is moving, a win has been shown, and the court figures have come (or failed):
   * what `window.klondike.ready()` waits for, so that a table compared across time shows the same faces.
   */
  get idle(): boolean {
    return this.still && !this.win.pending && !this.figuresPending;
  }

  /** A tap or a key skips the win's celebration; true when there was one to skip (the key is then used up). */
  skipCelebration(): boolean {
    return this.win.skip();
  }

  private get still(): boolean {
    return !this.animator.busy && !this.pointer.dragging;
  }

  /**
   * Whether the table needs frames (see idleSleep.ts): none once nothing moves, is pressed or waits on
   * a timer. Card faces still to draw need none: they are drawn in the page's idle periods.
   *
   * A drag needs none either once its pick-up is drawn: the dragged run moves on a layer of its own
   * (dragLift.ts), and the work that waits for a still table (covered cards, quiet work) waits
   * for the drop, which wakes the loop. Nor do cards flying home on layers of their own (a finish,
   * flightLayer.ts) until they land, which wakes it too; the win waits for them. Nor does the win's
   * cascade, which runs on frames of its own over a game that does not change (WinCascade.ts).
   */
  get frameNeed(): FrameNeed {
    const onLayers = this.pointer.dragging || this.animator.flyingOnLayers || this.win.playing;
    const busy = this.animator.tweening || this.win.beginning || this.pointer.pressing || this.pendingTimers > 0 || this.warmUp.pending;
    if (busy) return 'draw';
    if (onLayers) return 'restNow';
    const waitingForStill = this.quietWork.length > 0 || this.animator.coveredPending;
    return waitingForStill ? 'draw' : 'rest';
  }

  /** CSS-pixel rectangle of a card or a pile's base slot, relative to the canvas. */
  rectOf(id: CardId | PileId): Rect | null {
    if ((PILE_IDS as readonly string[]).includes(id)) return this.currentLayout.slots[id as PileId];
    const place = this.currentLayout.cards.get(id as CardId);
    if (place === undefined) return null;
    return { x: place.x, y: place.y, width: this.currentLayout.cardWidth, height: this.currentLayout.cardHeight };
  }

  private listen(): void {
    // Every change the table is told of may come while it sleeps (a hint from the solver's worker, a
    // setting from a dialog, a move from the automation hook): it draws again after each.
    const on = <K extends keyof ControllerEvents>(type: K, handler: (event: ControllerEvents[K]) => void): void => {
      const andWake = (event: ControllerEvents[K]): void => {
        handler(event);
        this.host.wake();
      };
      this.controller.events.on(type, andWake);
      this.unsubscribe.push(() => this.controller.events.off(type, andWake));
    };
    on('changed', ({ cause, events }) => {
      this.win.changed(this.controller.won);
      this.keyOrigin = null;
      // A change mid-drag (from the automation hook, say) lays out the dragged cards too: the drag ends.
      if (this.pointer.dragging) this.pointer.cancel();
      this.pointer.clearSelection();
      this.layoutFor();
      // Before the first placement there is nowhere to fly from: a resumed game appears in place.
      if (this.cardsPlaced || cause === 'deal') this.animator.sync(this.currentLayout, { cause, duration: this.flightMs(), order: movedCards(events) });
      else this.animator.snap(this.currentLayout);
      this.cardsPlaced = true;
      this.refreshSlots();
    });
    on('won', () => this.win.won());
    on('hint', ({ move }) => this.highlights.showHint(move));
    on('settings', () => this.relayout());
  }

  private flightMs(): number {
    return this.host.reducedMotion() ? 0 : TWEEN_MS[this.controller.settings.animation];
  }

  private layoutFor(): void {
    const settings = this.controller.settings;
    this.currentLayout = computeLayout(
      this.host.viewport(),
      {
        cardSize: settings.cardSize,
        stockLeft: this.controller.style.stockSide === 'left',
        wasteFan: this.controller.rules.draw,
      },
      this.controller.state,
    );
  }

  /** Lays out, redraws the textures if their size or style changed, and snaps everything into place. */
  private relayout({ placeCards } = { placeCards: true }): void {
    const settings = this.controller.settings;
    paintFelt(this, BACKGROUND_COLOURS[settings.background]);
    this.layoutFor();
    this.ensureTextures(settings);
    if (placeCards) this.animator.snap(this.currentLayout);
    this.refreshSlots();
    this.showSelection(null, []);
  }

  private ensureTextures(settings: Settings): void {
    const { cardWidth: width, cardHeight: height } = this.currentLayout;
    const signature = `${width}x${height}@${this.host.resolution}/${settings.back}/${settings.fourColour}`;
    if (signature === this.textureSignature) return;
    this.textureSignature = signature;
    this.drawTextures(settings);
  }

  /**
   * Draws the textures (`only` some keys): the back at once, the faces, pile marks and highlights just
   * before they are first shown (CardAnimator, refreshSlots and highlights.ts ask) or a few per frame.
   */
  private drawTextures(settings: Settings, only?: (key: string) => boolean): void {
    const { cardWidth: width, cardHeight: height } = this.currentLayout;
    const opts = { fourColour: settings.fourColour, back: settings.back, figures: this.figures };
    registerCardTextures(
      this,
      { width, height, resolution: this.host.resolution },
      opts,
      {
        later: this.laterTextures,
        drawNow: (key) => key === BACK_KEY,
      },
      only,
    );
    this.drawLaterTextures();
  }

  private createSlots(): void {
    for (const pile of PILE_IDS) {
      const image = this.add.image(0, 0, pileMarkKey('waste')).setOrigin(0, 0).setDepth(DEPTH.slot);
      this.slotImages.set(pile, image);
      this.pointer.register(image, pile);
    }
  }

  /** Slot marks show each empty pile's role: A on foundations, K on columns, recycle or stop on the stock. */
  private refreshSlots(): void {
    const { slots, cardWidth, cardHeight } = this.currentLayout;
    const passesLeft = this.controller.passesLeft;
    const canRecycle = this.controller.state.waste.length > 0 && (passesLeft === null || passesLeft > 0);
    for (const [pile, image] of this.slotImages) {
      const kind =
        pile === 'stock'
          ? canRecycle
            ? 'stock-recycle'
            : 'stock-stop'
          : pile === 'waste'
            ? 'waste'
            : pile.startsWith('foundation')
              ? 'foundation'
              : this.controller.rules.empty === 'king'
                ? 'column-king'
                : 'column';
      const slot = slots[pile];
      this.laterTextures.ensure(pileMarkKey(kind));
      image.setTexture(pileMarkKey(kind)).setPosition(slot.x, slot.y).setDisplaySize(cardWidth, cardHeight);
    }
  }

  private showSelection(selection: Selection | null, targets: readonly PileId[]): void {
    this.highlights.showSelection(selection?.card ?? null, targets, originPile(this.keyOrigin));
    // Klondike 2.3: "the cursor changes to an hourglass to indicate that it is waiting for you to enter
    // the destination"; over a place that could be one (a column, a foundation) the pointing hand shows.
    const waiting = selection !== null && this.controller.style.dosInput;
    this.input.setDefaultCursor(waiting ? 'wait' : '');
    this.showHourglassOverStockAndWaste(waiting);
  }

  /** "You could never move a card … to the waste pile": the stock and the waste keep the hourglass, cards and slots. */
  private showHourglassOverStockAndWaste(waiting: boolean): void {
    const cursorOver = (pile: PileId): string => (waiting && (pile === 'stock' || pile === 'waste') ? 'wait' : 'pointer');
    for (const [pile, slot] of this.slotImages) if (slot.input) slot.input.cursor = cursorOver(pile);
    for (const [card, place] of this.currentLayout.cards) {
      const input = this.animator.image(card).input;
      if (input) input.cursor = cursorOver(place.pile);
    }
  }

  /** Runs `then` after `ms` of the scene's clock, which stands still while the loop sleeps: so until it
   *  has run, the table is not at rest. */
  private after(ms: number, then: () => void): void {
    this.pendingTimers += 1;
    this.time.delayedCall(ms, () => {
      this.pendingTimers -= 1;
      then();
    });
  }

  private onKey(event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey || event.altKey || this.host.keyboardBlocked()) return;
    if (event.key === 'Escape') this.pointer.clearSelection(); // Esc also drops a press-and-hold selection
    const step = keyStep(this.keyOrigin, moveKeyOf(event, this.controller.style.dosInput), this.controller.state, this.controller.rules);
    if (!step.handled) return;
    event.preventDefault();
    this.pointer.clearSelection();
    if (step.play !== undefined) this.controller.playNotation(step.play);
    // "You could never move a card from pile 1 to the waste pile": said, when error messages are on.
    if (step.toWaste !== undefined) this.controller.tryMove(step.toWaste.from, step.toWaste.card, 'waste');
    // After the play, which clears the origin as every change does: P's origin outlives its own deal
    // (P then 1 plays the card P turned).
    this.keyOrigin = step.origin;
    this.showSelection(null, []);
  }
}

/** The cards in the order the engine moved them, so a finish flies them home one after another. */
function movedCards(events: readonly GameEvent[]): CardId[] {
  const order: CardId[] = [];
  for (const event of events) {
    if (event.type === 'move' || event.type === 'draw') order.push(...event.cards);
    else if (event.type === 'turn') order.push(event.card);
  }
  return order;
}
