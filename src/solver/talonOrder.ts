/**
 * Which talon cards a draw-1 relaxation of a bigger draw holds back (`Position.keepTalonOrder`).
 *
 * Drawing d cards with unlimited passes, a talon card is played as the waste's top, and the card at
 * talon index i (in draw order) becomes the top only when the waste count reaches i + 1. Draws add d
 * to the count; a recycle sets it to 0; playing the top card at index j sets it to j. So the count
 * reaches i + 1 by draws from the opening count w (i = w − 1 + kd), from a recycle (i = kd − 1, or i
 * is the last card), or from a play at index j = i + 1 − kd: the card right after this one (k = 0),
 * or a card before it. While no card before it has left, its index stays i; while the card after it
 * stays, it is not the last. So a card that neither the opening draws nor a recycle reach can be
 * played only once a card before it, or the card right after it, has left the talon; the relaxation
 * lets it be played from then on (a relaxation may allow more). Every line of play at draw d is then
 * a line of play there, so a position lost there is lost at draw d; and it is lost there far more
 * often than with the whole talon within reach, and sooner than by a search at draw d.
 *
 * Cards are named here by their index in the opening talon, as bits of the position's talon mask.
 */
import { MAX_TALON } from './cards';

export class TalonOrder {
  /**
   * Per card, by its index in the opening talon: the opening talon's cards (as bits) of which one must
   * have left the talon before the card may be played; 0 for any time.
   */
  private readonly needs = new Int32Array(MAX_TALON);
  /** Whether some talon card is held back. */
  kept = false;
  /** `releasersIn`'s last answer, and the talon mask it was for (−1: none yet; a mask is at most 24 bits). */
  private releasersMask = -1;
  private releasers = 0;

  /**
   * Holds back, in the opening talon of `count` cards (in draw order, `wasteCount` of them drawn), the
   * cards that drawing `draw` cards reaches neither from the opening waste nor after a recycle.
   */
  keep(count: number, wasteCount: number, draw: number): void {
    const reach = drawReach(count, wasteCount, draw, true);
    for (let i = 0; i < count; i++) {
      if ((reach & (1 << i)) !== 0) continue;
      // Every card before it (bits 0 … i − 1) and the card after it; one of them must have left.
      this.needs[i] = ((1 << i) - 1) | (i + 1 < count ? 1 << (i + 1) : 0);
      this.kept = true;
    }
  }

  /** May the card at `origin` in the opening talon be played, with the talon's remaining cards `mask`? */
  mayPlay(origin: number, mask: number): boolean {
    const needs = this.needs[origin]!;
    return needs === 0 || (mask & needs) !== needs;
  }

  /**
   * The cards (as bits) whose leaving would let a card held back in the talon `mask` be played: every
   * card each held-back card waits for. Kept for the last mask asked about, since the move lists ask
   * about every talon card of the same position.
   */
  releasersIn(mask: number): number {
    if (mask === this.releasersMask) return this.releasers;
    let releasers = 0;
    for (let bits = mask; bits !== 0; bits &= bits - 1) {
      const needs = this.needs[31 - Math.clz32(bits & -bits)]!;
      if (needs !== 0 && (mask & needs) === needs) releasers |= needs;
    }
    this.releasersMask = mask;
    this.releasers = releasers;
    return releasers;
  }
}

/**
 * The talon indices (as bits) that drawing `draw` cards reaches from a waste count of `wasteCount` in a
 * talon of `count` cards: the waste's top, the draws through the stock, and after a recycle (when
 * `recycles`) the draws from an empty waste.
 */
export function drawReach(count: number, wasteCount: number, draw: number, recycles: boolean): number {
  let reach = wasteCount > 0 ? 1 << (wasteCount - 1) : 0;
  for (let q = wasteCount; q < count; ) {
    q = Math.min(q + draw, count);
    reach |= 1 << (q - 1);
  }
  if (recycles) {
    for (let q = 0; q < count; ) {
      q = Math.min(q + draw, count);
      reach |= 1 << (q - 1);
    }
  }
  return reach;
}
