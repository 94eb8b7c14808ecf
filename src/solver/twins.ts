/**
 * Twins (the two cards of a rank and colour) and the bases one of them takes for good, for the
 * buried-card test (buriedCards.ts): with kings only into a space and building in alternate colours,
 * a card can lose one of its two bases to its twin for as long as it matters (`TakenBases`).
 */
import { CARD_COUNT, RANK, RED, SAME_COLOUR_SUIT, SUIT } from './cards';
import { COLUMNS, MAX_RUN, type Position } from './position';

/** Each card's twin: the other card of its rank and colour. */
export const TWIN = Int8Array.from({ length: CARD_COUNT }, (_, card) => SAME_COLOUR_SUIT[SUIT[card]!]! * 13 + RANK[card]! - 1);
/** The two cards a card can sit on when building in alternate colours (clubs or diamonds first, then the other); −1 for a king. */
export const BASE_1 = Int8Array.from({ length: CARD_COUNT }, (_, card) => (RANK[card] === 13 ? -1 : (RED[card] === 1 ? 0 : 1) * 13 + RANK[card]!));
export const BASE_2 = Int8Array.from({ length: CARD_COUNT }, (_, card) => (RANK[card] === 13 ? -1 : (RED[card] === 1 ? 3 : 2) * 13 + RANK[card]!));
/** One bit for each rank and colour: twins share it. */
const TWIN_BIT = Int32Array.from({ length: CARD_COUNT }, (_, card) => 1 << ((RANK[card]! - 1) * 2 + RED[card]!));

/** Do a column's face-down cards `down[0 … downs)` and face-up cards `up[at … at + ups)` include both of some pair of twins? */
function hasTwins(down: Int8Array, downs: number, up: Int8Array, at: number, ups: number): boolean {
  let seen = 0;
  for (let i = 0; i < downs; i++) {
    const bit = TWIN_BIT[down[i]!]!;
    if ((seen & bit) !== 0) return true;
    seen |= bit;
  }
  for (let i = at; i < at + ups; i++) {
    const bit = TWIN_BIT[up[i]!]!;
    if ((seen & bit) !== 0) return true;
    seen |= bit;
  }
  return false;
}

/** The bases taken for good by a twin in a position: worked out by `find`, read by the buried-card test. */
export class TakenBases {
  /** Per card, a base the card can never use, or −1. */
  readonly base = new Int8Array(CARD_COUNT);
  /** How many cards `find` found a base taken from (for the tests). */
  count = 0;
  /** While scanning a column up from its bottom card: each card's height in it (−1 when not in it) … */
  private readonly height = new Int8Array(CARD_COUNT).fill(-1);
  /** … and per suit, the lowest rank seen below. */
  private readonly lowestBelow = new Int8Array(4);

  /**
   * Finds the bases taken for good by a twin (the other card of the same rank and colour). In a
   * column, let Y be face down or its run's base, and below Y lie one of Y's two bases, B2, and a
   * lower card of each twin's suit; let Y's twin X lie above Y. Then X must leave before Y, and (kings only into a
   * space) onto the other base, B1: it cannot go home, onto B2 or into a space while Y covers those
   * cards. For the same reason it stays on B1 until Y has left. So Y can never use B1, and its only
   * other ways out (B2, home) lie beneath it: Y never leaves. For example QC over QS over KH over 9C
   * and 6S, where both black queens need the red king not under them.
   *
   * X need not lie above Y for this: it is enough that X must take B1 before Y is uncovered
   * (`twinMustTakeBase`). That holds when above Y lies a card Z that fits on Y, face down or its run's
   * base (so it leaves the column only as a run's base), with a lower card of its own suit beneath
   * it: Z cannot go home or into a space, and Y is beneath it, so it leaves onto X; and X, not a
   * king, is not in a column yet or already sits on a base, so it stands on B1 by then (B2 is beneath
   * Y), and cannot leave B1 while Y is in place. Deal 2201 at draw 1 is lost so at its root: 9D lies
   * over TS and 8D and under 4S and 8S, whose only way out is onto 9H, in the stock, which must
   * take TC, the only black ten not under 9D.
   */
  find(pos: Position): void {
    const { base: takenBase, height, lowestBelow } = this;
    takenBase.fill(-1);
    this.count = 0;
    if (!pos.kingOnly || pos.anySuit) return;
    for (let c = 0; c < COLUMNS; c++) {
      const downs = pos.downCount[c]!;
      if (downs === 0) continue;
      const ups = pos.upCount[c]!;
      const down = pos.down[c]!;
      if (!hasTwins(down, downs, pos.up, c * MAX_RUN, ups) && !hasStuckCardOnFittingOne(down, downs, pos.upCard(c, 0))) continue;
      for (let i = 0; i < downs; i++) height[down[i]!] = i;
      for (let i = 0; i < ups; i++) height[pos.upCard(c, i)] = downs + i;
      lowestBelow.fill(14);
      // Y runs up the face-down cards and then the run's base, the cards that leave only on their own.
      for (let i = 0; i <= downs; i++) {
        const y = i < downs ? down[i]! : pos.upCard(c, 0);
        const rank = RANK[y]!;
        const suit = SUIT[y]!;
        const twin = TWIN[y]!;
        if (
          rank < 13 &&
          lowestBelow[suit]! < rank &&
          lowestBelow[SUIT[twin]!]! < rank &&
          (height[twin]! > i || (height[twin]! < 0 && this.twinMustTakeBase(pos, y, i, downs)))
        ) {
          // Y's bases: the two cards of the next rank in the other colour.
          const base1 = BASE_1[y]!;
          const base2 = BASE_2[y]!;
          const below1 = height[base1]! >= 0 && height[base1]! < i;
          const below2 = height[base2]! >= 0 && height[base2]! < i;
          if (below1 !== below2) {
            takenBase[y] = below1 ? base2 : base1;
            this.count++;
          }
        }
        if (rank < lowestBelow[suit]!) lowestBelow[suit] = rank;
      }
      for (let i = 0; i < downs; i++) height[down[i]!] = -1;
      for (let i = 0; i < ups; i++) height[pos.upCard(c, i)] = -1;
    }
  }

  /**
   * For Y at height `at` of the column being scanned (its `downs` face-down cards and run in
   * `height`), whose twin X lies in another column or off the table: must X stand on one of Y's bases
   * before Y is uncovered (see `find`)? X must be in the talon or on a base already (not face down,
   * nor the bottom of a run, where a card could go onto it without its taking a base), and some card
   * Z that fits on Y must lie above Y, face down or the run's base, over a lower card of Z's suit.
   */
  private twinMustTakeBase(pos: Position, y: number, at: number, downs: number): boolean {
    const twin = TWIN[y]!;
    const spot = pos.spot[twin]!;
    if (spot >= 0 ? spot % MAX_RUN === 0 : !pos.inTalon(twin)) return false;
    const height = this.height;
    // The cards that fit on Y (the rank below, in the other colour: `find` runs only for such builds).
    const fitting = pos.fittingCards;
    for (let slot = y * 3, end = slot + 3; slot < end && fitting[slot]! >= 0; slot++) {
      const z = fitting[slot]!;
      const zHeight = height[z]!;
      if (zHeight <= at || zHeight > downs) continue;
      const base = SUIT[z]! * 13;
      for (let lower = base; lower < z; lower++) {
        if (height[lower]! >= 0 && height[lower]! < zHeight) return true;
      }
    }
    return false;
  }
}

/**
 * Does a column's stuck card (face down, `down[0 … downs)`, or the run's base `runBase` above them)
 * lie on another stuck card it fits on? Only then can `TakenBases.twinMustTakeBase` find anything in
 * a column without twins.
 */
function hasStuckCardOnFittingOne(down: Int8Array, downs: number, runBase: number): boolean {
  for (let i = 1; i <= downs; i++) {
    const z = i < downs ? down[i]! : runBase;
    for (let j = 0; j < i; j++) {
      const y = down[j]!;
      if (RANK[z] === RANK[y]! - 1 && RED[z] !== RED[y]) return true;
    }
  }
  return false;
}
