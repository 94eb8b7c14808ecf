/**
 * Is some card buried for good, so that no line of play wins? Searching such a position to the end can
 * take millions of positions; this test takes microseconds.
 *
 * It works out, by a fixed point that only ever adds, an over-estimate of four things:
 * - which cards can come free (uncovered): foundation cards, talon cards within reach, and each
 *   column's top card, are; a face-up card with another on it once that one can leave it (taking the
 *   cards above it along, as a run); a face-down card once the face-up run above it and every face-down
 *   card above it have left; a talon card out of reach once the card after it, or any card before it,
 *   can leave the talon (`freeTalonCards`: drawing more than one card, or with the passes used up, a
 *   card the draws skip can stay out of reach for good, and the deal is lost with it);
 * - which cards can leave their column: the run leaves when its base card does, and a free card can
 *   leave by going home once every lower card of its suit is free, into a space (a king, or any card
 *   where spaces take any) once another column can be empty, or onto a free card that may take it and
 *   can be in a column then;
 * - which cards can be in a column at some time: every card dealt to one; a card from the talon or a
 *   foundation only if it can enter a space or go onto such a free card in a column (a talon card whose
 *   every possible base is buried never reaches the table, however free it is in the talon), and a
 *   foundation card only once the card on it can come down;
 * - which columns can be empty at some time: those that are, and those whose every card can leave.
 * One fact it knows from the start: a base that a twin must take first and keep (`TakenBases`, twins.ts).
 * Nothing else is checked (a space is assumed whenever some other column could be empty, a base
 * whenever it could be uncovered), so a card this never frees never comes free in any real game:
 * each step there needs the others it depends on first.
 *
 * When the fixed point frees everything, `pinnedCardNeverLeaves` runs it again with one card pinned
 * where it lies, for cards with their twin or another king above them: what can happen before that
 * card leaves shows when a twin or a king must take, and keep, the last base or space it needs.
 */
import { CARD_COUNT, RANK, SUIT } from './cards';
import { COLUMNS, MAX_RUN, type Position } from './position';
import { drawReach } from './talonOrder';
import { BASE_1, BASE_2, TWIN, TakenBases } from './twins';

/** `heightIn`'s answer for a card that is not in the column: above every card that is. */
const NOT_IN_COLUMN = 99;

export class BuriedCardTest {
  private readonly free = new Uint8Array(CARD_COUNT);
  private readonly leaves = new Uint8Array(CARD_COUNT);
  /** The card can be in a column at some time (it is, or it can come there). */
  private readonly reachesTable = new Uint8Array(CARD_COUNT);
  /**
   * The talon and foundation cards that could reach a column next, if a base or a space lets them:
   * `waiting[0 … waitingCount)`. Talon cards join once within reach, and a foundation card once it
   * is the top or the card on it can reach a column (a foundation gives cards back from the top).
   */
  private readonly waiting = new Int8Array(CARD_COUNT);
  private waitingCount = 0;
  /** Per suit, the rank index of its lowest card not yet known to come free (13 when all do). */
  private readonly firstNotFree = new Int8Array(4);
  /** The bases twins take for good in the position tested (twins.ts). */
  private readonly taken = new TakenBases();
  /** `taken.base`: per card, a base it can never use, or −1. */
  private readonly takenBase = this.taken.base;
  /** Columns the fixed point is done with: every card in them free and able to leave. */
  private readonly finished = new Uint8Array(COLUMNS);
  /** Columns whose face-up cards are all free (a round need not look at their run again). */
  private readonly runFreed = new Uint8Array(COLUMNS);
  /** Columns that can be empty at some time (empty now, or every card in them can leave). */
  private readonly emptiable = new Uint8Array(COLUMNS);
  private emptiableCount = 0;
  /** Which rule of `pinnedCardNeverLeaves` found a card that never leaves in the last test, if any. */
  pinnedRule: 'twin' | 'kings' | null = null;
  /** How many bases the last test found taken by a twin (for the tests). */
  get takenBases(): number {
    return this.taken.count;
  }
  /** Whether the last test found the position lost by the plain fixed point (see `talonOutOfReach`). */
  private lostByFixedPoint = false;
  /** Whether the talon step of this round found a talon card a place in a column (a change, like a freed card). */
  private talonCardsPlaced = false;

  /** The cards each card may sit on in a column, as bit sets (cards 0–31 low, 32–51 high; see `hasBase`). */
  private readonly baseBitsLow = new Int32Array(CARD_COUNT);
  private readonly baseBitsHigh = new Int32Array(CARD_COUNT);
  /** The cards that are free and can be in a column (bases that may be used), kept by `markUsable`. */
  private usableLow = 0;
  private usableHigh = 0;
  private readonly kingOnly: boolean;

  constructor(private readonly pos: Position) {
    for (let card = 0; card < CARD_COUNT; card++) {
      for (let onto = RANK[card]!; RANK[card] !== 13 && onto < CARD_COUNT; onto += 13) {
        if (!pos.fits(card, onto)) continue;
        if (onto < 32) this.baseBitsLow[card] = this.baseBitsLow[card]! | (1 << onto);
        else this.baseBitsHigh[card] = this.baseBitsHigh[card]! | (1 << (onto - 32));
      }
    }
    this.kingOnly = pos.kingOnly;
  }

  /**
   * How many talon cards the last test found never within reach, when its plain fixed point found the
   * position lost (for the tests; worked out on request, off the search's path).
   */
  get talonOutOfReach(): number {
    if (!this.lostByFixedPoint) return 0;
    let count = 0;
    for (let i = 0; i < this.pos.talonCount; i++) count += 1 - this.free[this.pos.talon[i]!]!;
    return count;
  }

  /** Notes that `card` is free and can be in a column: a base for the cards that may sit on it. */
  private markUsable(card: number): void {
    if (card < 32) this.usableLow |= 1 << card;
    else this.usableHigh |= 1 << (card - 32);
  }

  /**
   * True when some card of the position can never come free (the position cannot be won); the rules
   * for pinned cards (`pinnedCardNeverLeaves`) cost a fixed point each, and can be left out. This runs
   * on nearly every position the search finds, so it allocates nothing and repeats no work it can keep:
   * each round of the fixed point reads the state of the last (what a round adds, the next one sees;
   * the rounds go on until one adds nothing, so no fact is missed).
   */
  hasBuriedCard(withPinnedCards = true): boolean {
    this.pinnedRule = null;
    // The bases taken by twins depend on the position alone, not on a pinned card: found once.
    this.taken.find(this.pos);
    this.lostByFixedPoint = this.fixedPoint(-1);
    if (this.lostByFixedPoint) return true;
    return withPinnedCards && this.pinnedCardNeverLeaves();
  }

  /**
   * Runs the fixed point; true when some card never comes free. With `pinned` (a face-down card or a
   * run's base on face-down cards), works out what can happen while that card stays where it is (and
   * `pinnedToo`, another such card, with it).
   */
  private fixedPoint(pinned: number, pinnedToo = -1): boolean {
    const pos = this.pos;
    // Cards not yet known to leave their column: the face-down ones and the runs' bases on them.
    let stuck = 0;
    for (let c = 0; c < COLUMNS; c++) if (pos.downCount[c]! > 0) stuck += pos.downCount[c]! + 1;
    if (stuck === 0) return false;
    const { free, leaves, reachesTable, waiting } = this;
    const home = pos.home;
    free.fill(1);
    leaves.fill(1);
    reachesTable.fill(0);
    // Talon cards out of reach now come free only as the talon changes (see `freeTalonCards`).
    const talonReach = this.talonReachNow();
    const talon = pos.talon;
    let talonOutOfReach = 0;
    for (let i = 0; i < pos.talonCount; i++) {
      if ((talonReach & (1 << i)) !== 0) continue;
      free[talon[i]!] = 0;
      talonOutOfReach++;
    }
    stuck += talonOutOfReach;
    this.emptiableCount = 0;
    this.usableLow = this.usableHigh = 0;
    for (let c = 0; c < COLUMNS; c++) {
      this.emptiable[c] = pos.isEmpty(c) ? 1 : 0;
      this.emptiableCount += this.emptiable[c]!;
      const n = pos.upCount[c]!;
      for (let i = 0; i < n; i++) {
        const card = pos.upCard(c, i);
        reachesTable[card] = 1;
        // Only the top card is uncovered; the others are once the card on each has left it.
        if (i < n - 1) free[card] = 0;
        else this.markUsable(card);
      }
      const downs = pos.downCount[c]!;
      for (let i = 0; i < downs; i++) {
        const card = pos.down[c]![i]!;
        reachesTable[card] = 1;
        free[card] = leaves[card] = 0;
      }
      if (downs > 0) leaves[pos.upCard(c, 0)] = 0;
    }
    this.waitingCount = 0;
    for (let i = 0; i < pos.talonCount; i++) if (free[talon[i]!] === 1) waiting[this.waitingCount++] = talon[i]!;
    if (pos.fromFoundation) {
      for (let s = 0; s < 4; s++) if (home[s]! > 0) waiting[this.waitingCount++] = s * 13 + home[s]! - 1;
    }
    // A column is finished once every card in it is free and can leave: no later round changes it.
    const finished = this.finished;
    finished.fill(0);
    // Columns whose every face-up card is free: later rounds skip their run.
    const runFreed = this.runFreed;
    runFreed.fill(0);
    this.firstNotFree.fill(0);
    const up = pos.up;
    for (let changed = true; changed; ) {
      changed = false;
      this.findFirstNotFree();
      if (talonOutOfReach > 0) {
        this.talonCardsPlaced = false;
        const freed = this.freeTalonCards();
        if (this.talonCardsPlaced) changed = true;
        if (freed > 0) {
          changed = true;
          talonOutOfReach -= freed;
          stuck -= freed;
          if (stuck === 0) return false;
        }
      }
      for (let i = this.waitingCount - 1; i >= 0; i--) {
        const card = waiting[i]!;
        if (reachesTable[card] === 1) {
          // Placed by the talon step already (see `talonCardLeaves`).
          waiting[i] = waiting[--this.waitingCount]!;
          continue;
        }
        if (!this.hasBase(card, -1) && !this.hasSpace(card, -1)) continue;
        reachesTable[card] = 1;
        this.markUsable(card);
        waiting[i] = waiting[--this.waitingCount]!;
        // The foundation card beneath it may come down next.
        if (RANK[card]! > 1 && home[SUIT[card]!]! >= RANK[card]!) waiting[this.waitingCount++] = card - 1;
        changed = true;
      }
      for (let c = 0; c < COLUMNS; c++) {
        if (finished[c] === 1) continue;
        // The column's run lies at up[at …] (as `pos.upCard` reads it, inline in this hot loop).
        const at = c * MAX_RUN;
        // A face-up card is uncovered once the card on it leaves (with the cards above it, as a run).
        let runFree = runFreed[c] === 1;
        if (!runFree) {
          runFree = true;
          for (let i = pos.upCount[c]! - 2; i >= 0; i--) {
            const card = up[at + i]!;
            if (free[card] === 1) continue;
            if (this.canLeave(up[at + i + 1]!, card, c)) {
              free[card] = 1;
              this.markUsable(card);
              changed = true;
            } else {
              runFree = false;
            }
          }
          if (runFree) runFreed[c] = 1;
        }
        const downs = pos.downCount[c]!;
        if (downs === 0) {
          // A column of one run empties when its base can leave.
          if (this.emptiable[c] === 0 && this.canLeave(up[at]!, -1, c)) {
            this.emptiable[c] = 1;
            this.emptiableCount++;
            changed = true;
          }
          if (runFree && this.emptiable[c] === 1) finished[c] = 1;
          continue;
        }
        const base = up[at]!;
        if (leaves[base] === 0 && base !== pinned && base !== pinnedToo && this.canLeave(base, -1, c)) {
          leaves[base] = 1;
          changed = true;
          stuck--;
        }
        let aboveLeft = leaves[base] === 1;
        const down = pos.down[c]!;
        // Below the first card that cannot leave, nothing is free yet (a face-down card comes free only
        // once every card above it has left), and nothing changes this round: the loop stops there.
        for (let i = downs - 1; i >= 0 && aboveLeft; i--) {
          const card = down[i]!;
          if (free[card] === 0) {
            free[card] = 1;
            this.markUsable(card);
            changed = true;
          }
          if (leaves[card] === 0 && card !== pinned && card !== pinnedToo && this.canLeave(card, -1, c)) {
            leaves[card] = 1;
            changed = true;
            stuck--;
          }
          aboveLeft = leaves[card] === 1;
        }
        if (aboveLeft && this.emptiable[c] === 0) {
          this.emptiable[c] = 1;
          this.emptiableCount++;
          changed = true;
        }
        if (runFree && aboveLeft) finished[c] = 1;
        if (stuck === 0) return false;
      }
    }
    return stuck > 0;
  }

  /**
   * The talon cards within reach now, by drawing and recycling, a bit per talon index (every one when
   * drawing one card with unlimited passes).
   */
  private talonReachNow(): number {
    const pos = this.pos;
    const n = pos.talonCount;
    const draw = pos.draw;
    const w = pos.wasteCount;
    // Drawing one at a time, a pass reaches every card (but those held back, see `Position.keepTalonOrder`).
    if (draw === 1 && pos.canRecycle()) {
      let all = (1 << n) - 1;
      // (Only a talon that keeps a bigger draw's order holds cards back: asking each card costs a call.)
      if (!pos.keepsTalonOrder) return all;
      for (let i = 0; i < n; i++) if (!pos.reachable(pos.talon[i]!)) all &= ~(1 << i);
      return all;
    }
    return drawReach(n, w, draw, pos.canRecycle());
  }

  /**
   * Frees the talon cards that can come within reach, as far as the fixed point knows; how many.
   * Drawing and recycling alone reach only the cards within reach now: what else changes is the talon
   * itself, when its waste's top card is played. That uncovers the card beneath it, and moves every
   * later card one place down, which may bring it onto a card that a draw reaches. So a card out of
   * reach now comes free only once the card after it can leave the talon, or some card before it can.
   */
  private freeTalonCards(): number {
    const pos = this.pos;
    const talon = pos.talon;
    const free = this.free;
    const n = pos.talonCount;
    let freed = 0;
    // From the last card down, so that a chain of cards uncovered one by one comes free in one go;
    // then every card after the first that can leave.
    let nextLeaves = false;
    let firstLeaving = n;
    for (let i = n - 1; i >= 0; i--) {
      const card = talon[i]!;
      if (nextLeaves && free[card] === 0) {
        free[card] = 1;
        this.waiting[this.waitingCount++] = card;
        freed++;
      }
      nextLeaves = this.talonCardLeaves(card);
      if (nextLeaves) firstLeaving = i;
    }
    for (let i = firstLeaving + 1; i < n; i++) {
      if (free[talon[i]!] === 1) continue;
      free[talon[i]!] = 1;
      this.waiting[this.waitingCount++] = talon[i]!;
      freed++;
    }
    return freed;
  }

  /** Can this talon card leave the talon, as far as the fixed point knows: come free, then home or onto the table? */
  private talonCardLeaves(card: number): boolean {
    if (this.free[card] === 0) return false;
    if (this.reachesTable[card] === 1 || this.canGoHome(card)) return true;
    // What the waiting cards' step would find in this round anyway, found now: a card freed here
    // may then free the one beneath it in the same pass, not a round later.
    if (!this.hasBase(card, -1) && !this.hasSpace(card, -1)) return false;
    this.reachesTable[card] = 1;
    this.markUsable(card);
    this.talonCardsPlaced = true;
    return true;
  }

  /**
   * Moves each suit's `firstNotFree` up past the cards found free since the last round. Within a fixed
   * point cards only ever come free, so the scan resumes where the last round stopped (`fixedPoint`
   * resets it to 0 first).
   */
  private findFirstNotFree(): void {
    const free = this.free;
    const firstNotFree = this.firstNotFree;
    for (let suit = 0; suit < 4; suit++) {
      let index = firstNotFree[suit]!;
      while (index < 13 && free[suit * 13 + index] === 1) index++;
      firstNotFree[suit] = index;
    }
  }

  /**
   * Could `card`, with the cards above it, leave where it lies in `column` (on `from`, or on
   * face-down cards or nothing when −1), as far as the fixed point knows so far? Into a space, home
   * once it and every lower card of its suit are uncovered, or onto another uncovered card that can
   * be in a column.
   */
  private canLeave(card: number, from: number, column: number): boolean {
    return this.hasSpace(card, column) || this.canGoHome(card) || this.hasBase(card, from);
  }

  /**
   * Could `card`, from `column` (−1 from the talon or a foundation), go into an empty column: may it,
   * and can some other column be empty at some time? (A king whose only way out is a space stays put
   * while every column that could give it one waits for a king to leave first.)
   */
  private hasSpace(card: number, column: number): boolean {
    if (this.kingOnly && RANK[card] !== 13) return false;
    const count = this.emptiableCount;
    return count > 1 || (count === 1 && (column < 0 || this.emptiable[column] === 0));
  }

  /** Is there an uncovered card other than `except` that may take `card` and can be in a column? */
  private hasBase(card: number, except: number): boolean {
    let low = this.usableLow & this.baseBitsLow[card]!;
    let high = this.usableHigh & this.baseBitsHigh[card]!;
    if ((low | high) === 0) return false;
    // Leave out `except` and the base a twin takes (see `TakenBases`).
    const taken = this.takenBase[card]!;
    if (except >= 0) {
      if (except < 32) low &= ~(1 << except);
      else high &= ~(1 << (except - 32));
    }
    if (taken >= 0) {
      if (taken < 32) low &= ~(1 << taken);
      else high &= ~(1 << (taken - 32));
    }
    return (low | high) !== 0;
  }

  /**
   * Cards that can only leave once another card has taken what they need for good. For each card Y
   * that is face down or a run's base on face-down cards, and has above it in its column its twin X or
   * a king (with kings only into a space), the fixed point is run again with Y pinned where it lies:
   * an over-estimate of everything that can happen before Y leaves. Then:
   * - twin: if neither X nor Y can go home and only one of their bases, B1, can be uncovered in a
   *   column, X (which must leave first) goes onto B1 and stays there: Y never leaves. X need not lie
   *   above Y: it must take a base first just as well when it is in the talon and a card above Y
   *   can leave only onto it (`twinNeededAbove`);
   * - kings: if Y is a king that cannot go home, each king above it that cannot go home takes a space
   *   and keeps it; if no more columns than those kings can ever be empty, Y never gets one.
   */
  private pinnedCardNeverLeaves(): boolean {
    const pos = this.pos;
    if (!pos.kingOnly) return false;
    for (let c = 0; c < COLUMNS; c++) {
      const downs = pos.downCount[c]!;
      if (downs === 0) continue;
      for (let i = 0; i <= downs; i++) {
        const y = this.cardAt(c, i);
        const rank = RANK[y]!;
        const twin = pos.anySuit ? -1 : TWIN[y]!;
        // Cards above Y: the face-down ones above it, then the run.
        let twinAbove = false;
        let kingsAbove = 0;
        for (let j = i + 1; j < downs + pos.upCount[c]!; j++) {
          const above = this.cardAt(c, j);
          if (above === twin) twinAbove = true;
          if (RANK[above] === 13) kingsAbove++;
        }
        if (pos.home[SUIT[y]!]! >= rank - 1) continue; // Y can go home as soon as it is free
        if (rank === 13 ? kingsAbove === 0 : this.twinRuleFindsNothing(y, c)) continue;
        // The cheap tests first: this one runs a fixed point for each card that fits on Y.
        if (rank !== 13 && !twinAbove && !(i < downs && this.twinNeededAbove(c, i, y))) continue;
        this.fixedPoint(y);
        if (!this.canGoHome(y)) {
          if (rank === 13) {
            let kingsStaying = 0;
            for (let j = i + 1; j < downs + pos.upCount[c]!; j++) {
              const above = this.cardAt(c, j);
              if (RANK[above] === 13 && !this.canGoHome(above)) kingsStaying++;
            }
            const otherEmptiable = this.emptiableCount - this.emptiable[c]!;
            if (kingsStaying > 0 && otherEmptiable <= kingsStaying) {
              this.pinnedRule = 'kings';
              return true;
            }
          } else if (!this.canGoHome(twin)) {
            if (this.usableBase(BASE_1[y]!) + this.usableBase(BASE_2[y]!) <= 1) {
              this.pinnedRule = 'twin';
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  /**
   * For face-down Y at height `height` of column `column`, whose twin X is in the talon: must X come
   * into a column before Y is uncovered? It must when a card Z above Y, face down or the run's base
   * (so it leaves only as a run's base), fits on Y and cannot go home while Y and Z stay where they
   * are: Z must leave before Y is uncovered, not into a space (it is no king), not onto Y (beneath
   * it), so onto X. Z cannot go home when a lower card of its suit lies beneath it, or when the fixed
   * point with Y and Z pinned (an over-estimate of all that can happen while both stay) says so.
   * (twins.ts's `TakenBases` has the first case where one of Y's bases lies beneath Y as well.)
   */
  private twinNeededAbove(column: number, height: number, y: number): boolean {
    const pos = this.pos;
    if (pos.anySuit || !pos.inTalon(TWIN[y]!)) return false;
    const downs = pos.downCount[column]!;
    // The cards that fit on Y: the rank below, in the other colour.
    const fitting = pos.fittingCards;
    for (let slot = y * 3, end = slot + 3; slot < end && fitting[slot]! >= 0; slot++) {
      const z = fitting[slot]!;
      const zHeight = this.heightIn(column, z);
      if (zHeight <= height || zHeight > downs) continue;
      if (this.lowerCardBeneath(column, zHeight, z)) return true;
      this.fixedPoint(y, z);
      if (!this.canGoHome(z)) return true;
    }
    return false;
  }

  /** The height of `card` in `column` (face-down cards first, from the bottom), or NOT_IN_COLUMN. */
  private heightIn(column: number, card: number): number {
    const total = this.pos.downCount[column]! + this.pos.upCount[column]!;
    for (let h = 0; h < total; h++) if (this.cardAt(column, h) === card) return h;
    return NOT_IN_COLUMN;
  }

  /** Does a lower card of `card`'s suit lie beneath height `height` in `column`? */
  private lowerCardBeneath(column: number, height: number, card: number): boolean {
    for (let h = 0; h < height; h++) {
      const other = this.cardAt(column, h);
      if (SUIT[other] === SUIT[card] && RANK[other]! < RANK[card]!) return true;
    }
    return false;
  }

  /**
   * Cheap cases where the rule for twins cannot find anything, so the fixed point need not run: X can
   * go home as soon as it is free, or both bases are the top cards of other columns now.
   */
  private twinRuleFindsNothing(y: number, column: number): boolean {
    const pos = this.pos;
    const rank = RANK[y]!;
    if (pos.home[SUIT[TWIN[y]!]!]! >= rank - 1) return true;
    let tops = 0;
    for (let c = 0; c < COLUMNS; c++) {
      const top = pos.topOf(c);
      if (c !== column && (top === BASE_1[y] || top === BASE_2[y])) tops++;
    }
    return tops === 2;
  }

  /** The card at `height` in column `column`, counted from its bottom card, face-down cards first. */
  private cardAt(column: number, height: number): number {
    const downs = this.pos.downCount[column]!;
    return height < downs ? this.pos.down[column]![height]! : this.pos.upCard(column, height - downs);
  }

  /** Can `card` go home, as far as the fixed point knows: it and every lower card of its suit come free. */
  private canGoHome(card: number): boolean {
    return this.free[card] === 1 && this.firstNotFree[SUIT[card]!]! >= RANK[card]! - 1;
  }

  private usableBase(card: number): number {
    return this.free[card] === 1 && this.reachesTable[card] === 1 ? 1 : 0;
  }
}
