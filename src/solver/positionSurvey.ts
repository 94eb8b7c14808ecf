/**
 * What the move lister (moveGenerator.ts) needs to know about a position before it lists moves,
 * worked out once per list (`take`): the talon cards within reach, by drawing and after a recycle;
 * the first empty column; and, on first use, which columns each card may go onto. Which cards could
 * be picked up (`canPickUp`) it reads off the position, which keeps where each face-up card lies.
 * Entries carry the survey's stamp, so that nothing is ever cleared between positions.
 */
import { CARD_COUNT, MAX_TALON, RANK, SUIT } from './cards';
import { COLUMNS, MAX_RUN, type Position } from './position';

export class PositionSurvey {
  /**
   * The talon cards within reach, in the order they are tried: their talon index, and whether a
   * recycle comes first. With a free talon (every card within reach) the list is made only when
   * asked for (`listReach`): most lists then look for a few cards by name instead.
   */
  readonly reachIndex = new Int8Array(MAX_TALON);
  readonly reachRecycled = new Uint8Array(MAX_TALON);
  private reachCount = 0;
  private reachListed = false;
  /** The first empty column, or −1. */
  firstEmpty = -1;
  /** The current survey's number: a stamped entry belongs to it when it carries this. */
  stamp = 0;
  /** Draw 1 with unlimited passes: every talon card is always within reach. */
  readonly freeTalon: boolean;
  private readonly position: Position;
  /** `talonReach[card] === stamp`: the card is within reach in the talon (by drawing, perhaps after a recycle). */
  private readonly talonReach = new Int32Array(CARD_COUNT);
  /**
   * `acceptingColumns[card]` (valid while `acceptingStamp[card] === stamp`): the columns whose top card
   * `card` may go onto, one bit each; worked out on first use in a survey (see `surveyTops`).
   */
  private readonly acceptingColumns = new Uint8Array(CARD_COUNT);
  private readonly acceptingStamp = new Int32Array(CARD_COUNT);
  private topsSurveyed = false;

  constructor(position: Position) {
    this.position = position;
    this.freeTalon = position.freeTalon;
  }

  /** Surveys the position as it stands now. */
  take(): void {
    const pos = this.position;
    this.reachListed = false;
    if (!this.freeTalon) this.findReach();
    this.stamp += 1;
    this.firstEmpty = -1;
    for (let c = 0; c < COLUMNS; c++) {
      if (pos.upCount[c] === 0 && pos.downCount[c] === 0) {
        this.firstEmpty = c;
        break;
      }
    }
    // With a free talon every talon card is within reach: `canPickUp` asks the position instead.
    if (!this.freeTalon) for (let i = 0; i < this.reachCount; i++) this.talonReach[pos.talon[this.reachIndex[i]!]!] = this.stamp;
    this.topsSurveyed = false;
  }

  /** How many talon cards are within reach: `reachIndex` and `reachRecycled` hold that many. */
  listReach(): number {
    if (!this.reachListed) this.findReach();
    return this.reachCount;
  }

  /** Lists the talon cards within reach: the waste's top, then by drawing, then after a recycle. */
  private findReach(): void {
    this.reachListed = true;
    const pos = this.position;
    const n = pos.talonCount;
    const draw = pos.draw;
    let seen = 0;
    let count = 0;
    if (draw === 1) {
      // The same list as below, without the bookkeeping: the waste's top, the stock, then the rest of the waste.
      const w = pos.wasteCount;
      const talon = pos.talon;
      if (w > 0 && pos.reachable(talon[w - 1]!)) {
        this.reachIndex[count] = w - 1;
        this.reachRecycled[count++] = 0;
      }
      for (let i = w; i < n; i++) {
        if (!pos.reachable(talon[i]!)) continue;
        this.reachIndex[count] = i;
        this.reachRecycled[count++] = 0;
      }
      if (n > 0 && pos.canRecycle()) {
        for (let i = 0; i < w - 1; i++) {
          if (!pos.reachable(talon[i]!)) continue;
          this.reachIndex[count] = i;
          this.reachRecycled[count++] = 1;
        }
      }
      this.reachCount = count;
      return;
    }
    if (pos.wasteCount > 0) {
      seen = 1 << (pos.wasteCount - 1);
      this.reachIndex[count] = pos.wasteCount - 1;
      this.reachRecycled[count++] = 0;
    }
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1 && (n === 0 || !pos.canRecycle())) break;
      for (let q = pass === 0 ? pos.wasteCount : 0; q < n; ) {
        q = Math.min(q + draw, n);
        if ((seen & (1 << (q - 1))) !== 0) continue;
        seen |= 1 << (q - 1);
        this.reachIndex[count] = q - 1;
        this.reachRecycled[count++] = pass;
      }
    }
    this.reachCount = count;
  }

  /** Works out `acceptingColumns` for every card that fits onto some column's top card. */
  private surveyTops(): void {
    const pos = this.position;
    const stamp = this.stamp;
    const fitting = pos.fittingCards;
    for (let c = 0; c < COLUMNS; c++) {
      const top = pos.topOf(c);
      if (top < 0) continue;
      for (let slot = top * 3, end = slot + 3; slot < end; slot++) {
        const card = fitting[slot]!;
        if (card < 0) break;
        if (this.acceptingStamp[card] !== stamp) {
          this.acceptingStamp[card] = stamp;
          this.acceptingColumns[card] = 0;
        }
        this.acceptingColumns[card] = this.acceptingColumns[card]! | (1 << c);
      }
    }
    this.topsSurveyed = true;
  }

  /** The columns whose top card `card` may go onto now, one bit each. */
  topsAccepting(card: number): number {
    if (!this.topsSurveyed) this.surveyTops();
    return this.acceptingStamp[card] === this.stamp ? this.acceptingColumns[card]! : 0;
  }

  /** The columns `card` may go into now, one bit each: onto a top card, or the first empty column. */
  columnsAccepting(card: number): number {
    let columns = this.topsAccepting(card);
    if (this.firstEmpty >= 0 && (!this.position.kingOnly || RANK[card] === 13)) columns |= 1 << this.firstEmpty;
    return columns;
  }

  /** Can `card` be picked up now: within reach in the talon, or from a column or foundation? */
  canPickUp(card: number): boolean {
    const pos = this.position;
    const spot = pos.spot[card]!;
    if (spot >= 0) {
      // Strict moves take whole runs to columns and top cards home; relaxed moves any face-up card.
      if (!pos.strict) return true;
      const index = spot % MAX_RUN;
      return index === 0 || index === pos.upCount[(spot - index) / MAX_RUN]! - 1;
    }
    if (pos.fromFoundation && pos.home[SUIT[card]!] === RANK[card]) return true;
    return this.freeTalon ? pos.reachable(card) : this.talonReach[card] === this.stamp;
  }

  /** Is `card` a talon card within reach now? */
  inReach(card: number): boolean {
    const pos = this.position;
    if (this.freeTalon) return pos.reachable(card);
    for (let i = 0, count = this.listReach(); i < count; i++) if (pos.talon[this.reachIndex[i]!] === card) return true;
    return false;
  }
}
