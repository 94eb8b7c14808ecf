/**
 * The frames drawn over the table: the selected card and the piles it may go to, the keyboard's
 * chosen origin, and a hint's card and destination (for a while). One set at a time: each showing
 * clears the last.
 */
import type Phaser from 'phaser';
import type { ControllerEvents } from '../app/session/events';
import type { CardId, PileId } from '../engine';
import { highlightKey, type HighlightKind } from './cardTextures';
import { DEPTH } from './constants';
import type { Rect, TableLayout } from './layout';

const HINT_SHOWN_MS = 1800;

/** What the highlights need of the table scene. */
export interface HighlightTable {
  layout(): TableLayout;
  /** Draws a texture now if it is still waiting (see DeferredTextures). */
  ensureTexture(key: string): void;
  /** Runs `then` after `ms` of the scene's clock, keeping the table awake until it has run. */
  after(ms: number, then: () => void): void;
}

export class Highlights {
  private images: Phaser.GameObjects.Image[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly table: HighlightTable,
  ) {}

  /** The selected card, the piles it may go to, and the keyboard's origin pile while nothing is selected. */
  showSelection(selected: CardId | null, targets: readonly PileId[], keyOrigin: PileId | null): void {
    this.clear();
    if (selected !== null) this.card(selected, 'selected');
    for (const pile of targets) this.pile(pile, 'target');
    if (keyOrigin !== null && selected === null) this.pile(keyOrigin, 'selected');
  }

  /** A hint's card and where it goes (or the stock, or the card to turn), cleared after a moment. */
  showHint(move: ControllerEvents['hint']['move']): void {
    this.clear();
    if (move === null) return;
    if (move.type === 'move') {
      this.card(move.card, 'hint');
      this.pile(move.to, 'hint');
    } else {
      this.pile(move.type === 'draw' ? 'stock' : move.pile, 'hint');
    }
    this.table.after(HINT_SHOWN_MS, () => this.clear());
  }

  clear(): void {
    this.images.forEach((h) => h.destroy());
    this.images = [];
  }

  private card(card: CardId, kind: HighlightKind): void {
    const layout = this.table.layout();
    const place = layout.cards.get(card);
    if (place) this.add({ x: place.x, y: place.y, width: layout.cardWidth, height: layout.cardHeight }, kind);
  }

  /** Frames a pile where a card would land on it: its top card, or its empty slot. */
  private pile(pile: PileId, kind: HighlightKind): void {
    const layout = this.table.layout();
    const top = [...layout.cards.entries()].filter(([, p]) => p.pile === pile).sort((a, b) => b[1].index - a[1].index)[0];
    if (top) this.card(top[0], kind);
    else this.add(layout.slots[pile], kind);
  }

  private add(rect: Rect, kind: HighlightKind): void {
    this.table.ensureTexture(highlightKey(kind));
    const image = this.scene.add
      .image(rect.x, rect.y, highlightKey(kind))
      .setOrigin(0, 0)
      .setDisplaySize(rect.width, rect.height)
      .setDepth(DEPTH.highlight + (kind === 'target' ? 0 : 1));
    this.images.push(image);
  }
}
