/**
 * The win on the table, from the controller's `won` to its `winShown`: every card lands first; then
 * the cascade plays on the whole felt (not with reduced motion or animations off); then the table is
 * still, and the controller hears that the win has been shown (the dialog opens then). A tap or a
 * key skips the cascade; a new deal or an undo meanwhile drops the win unshown.
 */
import type { CardAnimator } from '../animation/CardAnimator';
import type { TableLayout, Viewport } from '../layout';
import { WinCascade } from './WinCascade';

/** What the win needs of the table scene. */
export interface WinTable {
  /** The game's canvas: the cascade's canvases are laid over it, and it carries the celebration's mark. */
  readonly canvas: HTMLCanvasElement;
  readonly animator: CardAnimator;
  readonly resolution: number;
  layout(): TableLayout;
  viewport(): Viewport;
  /** How long a card's flight takes now; 0 (reduced motion, animations off) shows the win without a cascade. */
  flightMs(): number;
  dragging(): boolean;
  /** Turns the scene's pointer input off during the cascade, and back on after it. */
  setInputEnabled(enabled: boolean): void;
  /** Draws again: the cascade and its end change what the sleeping loop shows. */
  wake(): void;
  /** The win has been shown to its end (or skipped): the controller's `winShown`. */
  shown(): void;
}

export class WinSequence {
  /** The game is won, and the table has not yet shown it (cards landing, the celebration). */
  private winPending = false;
  private cascade: WinCascade | null = null;

  constructor(private readonly table: WinTable) {}

  /** The controller's `won`: the table shows it once every card has landed (see `advance`). */
  won(): void {
    this.winPending = true;
  }

  /** Won and not yet shown: `window.klondike.ready()` waits for the win to be shown. */
  get pending(): boolean {
    return this.winPending;
  }

  /** The cascade is playing (on frames and layers of its own). */
  get playing(): boolean {
    return this.cascade !== null;
  }

  /** The celebration needs a frame to begin in, once every card has landed. */
  get beginning(): boolean {
    return this.winPending && !this.table.animator.flyingOnLayers && this.cascade === null;
  }

  /** A change to the game: a new deal (or an undo) during the celebration leaves no win to show. */
  changed(stillWon: boolean): void {
    if (this.winPending && !stillWon) this.end(false);
  }

  /** Once a frame: starts the cascade when the win is pending and nothing moves any more. */
  advance(): void {
    const { animator } = this.table;
    if (this.cascade !== null || !this.winPending || animator.busy || this.table.dragging()) return;
    if (this.table.flightMs() === 0) {
      this.end(true);
      return;
    }
    const { width, height, insets } = this.table.viewport();
    const layout = this.table.layout();
    // Kings first, one foundation after another, as Windows did.
    const images = [...layout.cards]
      .filter(([, place]) => place.pile.startsWith('foundation'))
      .sort(([, a], [, b]) => b.index - a.index || a.pile.localeCompare(b.pile))
      .map(([card]) => animator.image(card));
    this.table.setInputEnabled(false);
    // Seen by the browser tests (the hook only reads the game): the celebration is playing.
    this.table.canvas.dataset.celebration = 'playing';
    const skip = (): void => {
      this.cascade?.stop();
    };
    window.addEventListener('pointerdown', skip, { capture: true });
    animator.showAll();
    this.cascade = new WinCascade(
      this.table.canvas,
      {
        images,
        felt: { width, floor: height - insets.bottom, top: insets.top },
        cardWidth: layout.cardWidth,
        cardHeight: layout.cardHeight,
        resolution: this.table.resolution,
      },
      {
        redraw: () => this.table.wake(),
        ended: () => {
          window.removeEventListener('pointerdown', skip, { capture: true });
          this.cascade = null;
          if (this.winPending) this.end(true);
          // The cards go back to their places in the game, whose loop slept through the cascade.
          this.table.wake();
        },
      },
    );
  }

  /** A tap or a key skips the celebration; true when there was one to skip. */
  skip(): boolean {
    if (this.cascade === null) return false;
    this.cascade.stop();
    return true;
  }

  /** The page was resized: the cascade's felt was the old one, so the rest of it is skipped. */
  stop(): void {
    this.cascade?.stop();
  }

  /** The trail is the page's, not the scene's: it must not outlive the table. */
  dispose(): void {
    this.cascade?.dispose();
  }

  /** The cards back in their places; `shown`: the win was shown to its end (or skipped), so say so. */
  private end(shown: boolean): void {
    this.winPending = false;
    this.cascade?.stop();
    delete this.table.canvas.dataset.celebration;
    this.table.setInputEnabled(true);
    this.table.animator.snap(this.table.layout());
    if (shown) this.table.shown();
  }
}
