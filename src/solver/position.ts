/**
 * A mutable, compact copy of an engine position for the search: typed arrays, card numbers, and
 * make/unmake of elementary steps through an undo log, so that the search allocates nothing per node.
 *
 * The stock and waste are one "talon" in draw order (the waste bottom first, the stock's top card
 * next): drawing and recycling never reorder it, so it is the opening talon with cards removed, plus
 * `wasteCount`, the number of cards already drawn. A card the player could reach by drawing is played
 * in one step; the draws (and a recycle, which uses a pass) are implied by where the card lies.
 */
import type { GameState, Rules } from '../engine';
import { CARD_COUNT, MAX_TALON, RANK, RED, SAME_COLOUR_SUIT, SUIT, cardNumber } from './cards';
import { LOG_STRIDE, StepKind, stepCard, stepFrom, stepKind, stepPassBefore, stepRunLength, stepTo, stepTurned, stepWasteBefore, writeStep } from './encoding';
import { TalonOrder } from './talonOrder';

export const COLUMNS = 7;
export const MAX_RUN = 32;

export class Position {
  readonly draw: number;
  /** Passes allowed in all, or 0 for unlimited. */
  readonly passLimit: number;
  readonly strict: boolean;
  readonly anySuit: boolean;
  readonly kingOnly: boolean;
  /** Draw 1 with unlimited passes: every talon card is within reach, whatever the order. */
  readonly freeTalon: boolean;
  readonly fromFoundation: boolean;

  /** Height of each suit's foundation (0 … 13), by suit number. */
  readonly home = new Int8Array(4);
  /** Each column's face-down cards as dealt (bottom → top); only the first `downCount[c]` remain. */
  readonly down: Int8Array[];
  readonly downCount = new Int8Array(COLUMNS);
  /** Face-up cards, column c at `c * MAX_RUN`, bottom → top. */
  readonly up = new Int8Array(COLUMNS * MAX_RUN);
  readonly upCount = new Int8Array(COLUMNS);
  /** Where each face-up card lies (column * MAX_RUN + index in `up`), or −1 for every other card. */
  readonly spot = new Int16Array(CARD_COUNT).fill(-1);
  /** The talon in draw order, and each card's index in the opening talon (for the key's mask). */
  readonly talon = new Int8Array(MAX_TALON);
  readonly talonOrigin = new Int8Array(MAX_TALON);
  talonCount = 0;
  /** Cards of the talon already drawn: the waste. Its top is `talon[wasteCount - 1]`. */
  wasteCount = 0;
  /** The current pass, 1 for the first. */
  pass = 1;
  /** Bit i set while the opening talon's card i is still in the talon. */
  talonMask = 0;
  /** The talon cards held back where this stands in for a bigger draw (see `keepTalonOrder`). */
  private readonly talonOrder = new TalonOrder();
  /** Each card's index in the opening talon, or −1 (see `inTalon`). */
  private readonly talonOriginOf = new Int8Array(CARD_COUNT).fill(-1);

  /** `canBuild[card * 52 + onto]`: may `card` sit on `onto` in a column? */
  private readonly canBuild = new Uint8Array(CARD_COUNT * CARD_COUNT);
  /**
   * The cards that may sit on each card in a column, three slots a card (`onto * 3 …`), −1 after the
   * last: the rank below, in each suit the build rule allows.
   */
  readonly fittingCards = new Int8Array(CARD_COUNT * 3).fill(-1);
  /** The key's code for a card sitting on `onto` (1 … 3), see `writeKey`. */
  private readonly parentCode = new Uint8Array(CARD_COUNT * CARD_COUNT);
  private readonly runBaseCode: number;
  /** Where each card's code goes in the key: its word, and its shift in the word. */
  private readonly codeWord = new Uint8Array(CARD_COUNT);
  private readonly codeShift = new Uint8Array(CARD_COUNT);
  /** The bits of one card's code (2, or 3 when building in any suit). */
  private readonly codeMask: number;

  /** The undo log: LOG_STRIDE ints per step, read and written through encoding.ts. */
  log = new Int32Array(LOG_STRIDE * 256);
  logLength = 0;

  /** Words in a key; see `writeKey`. */
  readonly keyWidth: number;
  /**
   * The key's words from 2 on (the columns and the cards), kept up to date by every step and its undo:
   * writing each new position's key then copies them instead of walking every column, on the
   * search's hottest path.
   */
  private readonly keyWords: Uint32Array;

  constructor(state: GameState, rules: Rules) {
    this.draw = rules.draw;
    this.passLimit = rules.passes ?? 0;
    this.strict = rules.moves === 'strict';
    this.anySuit = rules.build === 'any-suit';
    this.kingOnly = rules.empty === 'king';
    this.freeTalon = this.draw === 1 && this.passLimit === 0;
    this.fromFoundation = rules.fromFoundation;

    for (const pile of state.foundations) {
      const top = pile[pile.length - 1];
      if (top !== undefined) this.home[SUIT[cardNumber(top)]!] = pile.length;
    }
    this.down = state.tableau.map((column) => Int8Array.from(column.down, cardNumber));
    state.tableau.forEach((column, c) => {
      this.downCount[c] = column.down.length;
      column.up.forEach((card, i) => {
        this.up[c * MAX_RUN + i] = cardNumber(card);
        this.spot[cardNumber(card)] = c * MAX_RUN + i;
      });
      this.upCount[c] = column.up.length;
    });
    const talon = [...state.waste, ...[...state.stock].reverse()];
    // A dealt game never has more (cards never go back to the stock); a hand-made file might.
    if (talon.length > MAX_TALON) throw new Error(`the solver takes at most ${MAX_TALON} cards in the stock and waste, not ${talon.length}`);
    talon.forEach((card, i) => {
      this.talon[i] = cardNumber(card);
      this.talonOrigin[i] = i;
      this.talonOriginOf[cardNumber(card)] = i;
    });
    this.talonCount = talon.length;
    this.talonMask = (1 << talon.length) - 1;
    this.wasteCount = state.waste.length;
    this.pass = state.pass;

    for (let card = 0; card < CARD_COUNT; card++) {
      for (let onto = 0; onto < CARD_COUNT; onto++) {
        if (RANK[card] !== RANK[onto]! - 1) continue;
        const fits = this.anySuit ? SUIT[card] !== SUIT[onto] : RED[card] !== RED[onto];
        if (!fits) continue;
        this.canBuild[card * CARD_COUNT + onto] = 1;
        // The parent's suit among those the build rule allows under this card, counted from 1.
        let code = 0;
        for (let s = 0; s <= SUIT[onto]!; s++) if (this.anySuit ? s !== SUIT[card] : (s === 1 || s === 2 ? 1 : 0) !== RED[card]) code++;
        this.parentCode[card * CARD_COUNT + onto] = code;
      }
    }
    for (let onto = 0; onto < CARD_COUNT; onto++) {
      let slot = onto * 3;
      for (let card = 0; card < CARD_COUNT; card++) if (this.fits(card, onto)) this.fittingCards[slot++] = card;
    }
    this.runBaseCode = this.anySuit ? 4 : 3;
    const codeBits = this.anySuit ? 3 : 2;
    this.codeMask = (1 << codeBits) - 1;
    const cardsPerWord = Math.floor(32 / codeBits);
    this.keyWidth = 5 + Math.ceil(CARD_COUNT / cardsPerWord);
    for (let card = 0; card < CARD_COUNT; card++) {
      this.codeWord[card] = 5 + Math.floor(card / cardsPerWord);
      this.codeShift[card] = (card % cardsPerWord) * codeBits;
    }
    this.keyWords = new Uint32Array(this.keyWidth);
    // With manual turning the player may not have turned a bare column's card yet; the search does.
    for (let c = 0; c < COLUMNS; c++) this.turnIfBare(c);
    this.computeKeyWords(this.keyWords);
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  topOf(column: number): number {
    const n = this.upCount[column]!;
    return n === 0 ? -1 : this.up[column * MAX_RUN + n - 1]!;
  }

  upCard(column: number, index: number): number {
    return this.up[column * MAX_RUN + index]!;
  }

  /** Is `card` in the talon (the stock or the waste)? */
  inTalon(card: number): boolean {
    const origin = this.talonOriginOf[card]!;
    return origin >= 0 && ((this.talonMask >>> origin) & 1) === 1;
  }

  /**
   * Is `card` a talon card that may be played? With a free talon every talon card may, except, where
   * it stands in for a bigger draw (`keepTalonOrder`), one the bigger draw could not have reached yet.
   */
  reachable(card: number): boolean {
    return this.inTalon(card) && this.talonOrder.mayPlay(this.talonOriginOf[card]!, this.talonMask);
  }

  /** Does this position hold some talon card back (see `keepTalonOrder`)? */
  get keepsTalonOrder(): boolean {
    return this.talonOrder.kept;
  }

  /** Would taking `card` from the talon let another talon card be played (see `keepTalonOrder`)? */
  wouldRelease(card: number): boolean {
    return this.talonOrder.kept && this.inTalon(card) && (this.talonOrder.releasersIn(this.talonMask) & (1 << this.talonOriginOf[card]!)) !== 0;
  }

  /** Did taking `card` (no longer in the talon) just let another talon card be played? */
  released(card: number): boolean {
    if (!this.talonOrder.kept) return false;
    const bit = 1 << this.talonOriginOf[card]!;
    return (this.talonOrder.releasersIn(this.talonMask | bit) & bit) !== 0;
  }

  /**
   * Makes this free talon (draw 1, unlimited passes) a closer relaxation of drawing `draw` cards with
   * unlimited passes, for solve.ts: it holds back the talon cards the bigger draw cannot reach yet
   * (talonOrder.ts says which, and why it is still a relaxation).
   */
  keepTalonOrder(draw: number): void {
    // The held-back cards are worked out from the talon as dealt to this position: before any step.
    if (this.logLength !== 0) throw new Error('broken invariant: the talon order is kept from the start only');
    if (!this.freeTalon || draw < 2) return;
    this.talonOrder.keep(this.talonCount, this.wasteCount, draw);
  }

  isEmpty(column: number): boolean {
    return this.upCount[column] === 0 && this.downCount[column] === 0;
  }

  fits(card: number, onto: number): boolean {
    return this.canBuild[card * CARD_COUNT + onto] === 1;
  }

  /** May `card` start a run put into column `column` (top card, or the empty-column rule)? */
  accepts(column: number, card: number): boolean {
    const n = this.upCount[column]!;
    if (n > 0) return this.canBuild[card * CARD_COUNT + this.up[column * MAX_RUN + n - 1]!] === 1;
    return this.downCount[column] === 0 && (!this.kingOnly || RANK[card] === 13);
  }

  goesHome(card: number): boolean {
    return this.home[SUIT[card]!] === RANK[card]! - 1;
  }

  isWon(): boolean {
    return this.home[0] === 13 && this.home[1] === 13 && this.home[2] === 13 && this.home[3] === 13;
  }

  /** May another pass through the stock start? */
  canRecycle(): boolean {
    return this.passLimit === 0 || this.pass < this.passLimit;
  }

  /**
   * Can `card` go home now without ever being needed in the tableau again? Then the search plays it
   * without branching. A card of rank r is needed only as a base for an r−1, and that only while the
   * r−1 itself might need to hold an r−2 that cannot go home. When foundation cards are locked it is
   * also enough that every r−1 that could sit on it is home for good.
   */
  isSafeHome(card: number): boolean {
    const rank = RANK[card]!;
    if (rank <= 2) return true;
    const suit = SUIT[card]!;
    const home = this.home;
    if (this.anySuit) {
      // Every r−2 home: no r−1 ever needs a base, so this card is never one.
      for (let s = 0; s < 4; s++) if (s !== suit && home[s]! < rank - 2) return false;
      return true;
    }
    const sameColour = SAME_COLOUR_SUIT[suit]!;
    const opposite1 = RED[card] === 1 ? 0 : 1;
    const opposite2 = RED[card] === 1 ? 3 : 2;
    const low = Math.min(home[opposite1]!, home[opposite2]!);
    if (!this.fromFoundation && low >= rank - 1) return true;
    return low >= rank - 2 && home[sameColour]! >= rank - 3;
  }

  // -------------------------------------------------------------------------------------------
  // The key: an exact description of the position, identical for positions that differ only by
  // which empty-based columns hold which runs (columns without face-down cards are interchangeable).
  //
  //   word 0  foundation heights (4 × 4 bits) | waste count (5 bits, normalised) | pass − 1 (10 bits)
  //   word 1  the opening talon's cards still in the talon (24 bits)
  //   word 2–4  per column with face-down cards: how many (3 bits) and the face-up run's base card + 1 (6 bits)
  //   word 5…   per card, what it sits on: 0 not face up in a column, 1 … 3 which possible parent,
  //             or the run-base code; 2 bits a card (3 when building in any suit)
  //   word 4 holds a single column's field (9 bits): its spare bits hold a half-made position's
  //   follow-up context (`writeHalfMadeKey`), 0 for every whole position

  writeKey(key: Uint32Array): void {
    const home = this.home;
    key[0] =
      (home[0]! | (home[1]! << 4) | (home[2]! << 8) | (home[3]! << 12) | (this.keyWasteCount() << 16) | ((this.passLimit === 0 ? 0 : this.pass - 1) << 21)) >>>
      0;
    key[1] = this.talonMask >>> 0;
    const words = this.keyWords;
    for (let i = 2; i < this.keyWidth; i++) key[i] = words[i]!;
  }

  /**
   * The key of this position halfway through a move, waiting for the follow-up that `context`
   * (encoding.ts's follow-up contexts, at most 15 bits) describes: a key no whole position has.
   */
  writeHalfMadeKey(key: Uint32Array, context: number): void {
    this.writeKey(key);
    key[4] = (key[4]! | (context << 9)) >>> 0;
  }

  /** The key's words from 2 on, worked out from the whole position (`keyWords` is kept equal to this). */
  computeKeyWords(words: Uint32Array): void {
    words.fill(0);
    const codeWord = this.codeWord;
    const codeShift = this.codeShift;
    for (let c = 0; c < COLUMNS; c++) {
      const n = this.upCount[c]!;
      if (n === 0) continue;
      words[columnFieldWord(c)] = (words[columnFieldWord(c)]! | (this.columnField(c) << columnFieldShift(c))) >>> 0;
      for (let i = 0; i < n; i++) {
        const card = this.up[c * MAX_RUN + i]!;
        words[codeWord[card]!] = (words[codeWord[card]!]! | (this.codeAt(c, i) << codeShift[card]!)) >>> 0;
      }
    }
  }

  /** The key's code for the face-up card at `index` in `column`: what it sits on. */
  private codeAt(column: number, index: number): number {
    if (index === 0) return this.runBaseCode;
    const base = column * MAX_RUN + index;
    return this.parentCode[this.up[base]! * CARD_COUNT + this.up[base - 1]!]!;
  }

  /** A column's field in the key: its face-down count and its run's base card + 1 (0 without face-down cards). */
  private columnField(column: number): number {
    const downs = this.downCount[column]!;
    return downs > 0 && this.upCount[column]! > 0 ? downs | ((this.up[column * MAX_RUN]! + 1) << 3) : 0;
  }

  /** Sets `card`'s code in `keyWords` (0: not face up in a column). */
  private setCode(card: number, code: number): void {
    const word = this.codeWord[card]!;
    const shift = this.codeShift[card]!;
    this.keyWords[word] = ((this.keyWords[word]! & ~(this.codeMask << shift)) | (code << shift)) >>> 0;
  }

  /** Writes column `column`'s field into `keyWords`. */
  private refreshColumnField(column: number): void {
    const word = columnFieldWord(column);
    const shift = columnFieldShift(column);
    this.keyWords[word] = ((this.keyWords[word]! & ~(0x1ff << shift)) | (this.columnField(column) << shift)) >>> 0;
  }

  /**
   * With unlimited passes, every waste count reachable from an empty waste by drawing (0, d, 2d … and
   * "all drawn") leads to the same futures, so they share one key; with draw 1 every count does.
   */
  private keyWasteCount(): number {
    const w = this.wasteCount;
    if (this.passLimit !== 0) return w;
    if (this.draw === 1 || w % this.draw === 0 || w === this.talonCount) return 0;
    return w;
  }

  // -------------------------------------------------------------------------------------------
  // Making and unmaking steps

  /** Appends a step to the undo log (see `writeStep` for what each argument is). */
  private pushStep(kind: StepKind, card: number, from: number, to: number, turned: number, runLength: number, wasteBefore: number, passBefore: number): void {
    if (this.logLength + LOG_STRIDE > this.log.length) {
      const grown = new Int32Array(this.log.length * 2);
      grown.set(this.log);
      this.log = grown;
    }
    writeStep(this.log, this.logLength, kind, card, from, to, turned, runLength, wasteBefore, passBefore);
    this.logLength += LOG_STRIDE;
  }

  /** Where the last step begins in the log (the log holds at least one step). */
  get lastStep(): number {
    return this.logLength - LOG_STRIDE;
  }

  /** Turns the column's top face-down card when no face-up card covers it; 1 when it did. */
  private turnIfBare(column: number): number {
    if (this.upCount[column] !== 0 || this.downCount[column] === 0) return 0;
    const downs = this.downCount[column]! - 1;
    this.downCount[column] = downs;
    const card = this.down[column]![downs]!;
    this.up[column * MAX_RUN] = card;
    this.spot[card] = column * MAX_RUN;
    this.upCount[column] = 1;
    this.setCode(card, this.runBaseCode);
    this.refreshColumnField(column);
    return 1;
  }

  private unturn(column: number): void {
    this.spot[this.up[column * MAX_RUN]!] = -1;
    this.setCode(this.up[column * MAX_RUN]!, 0);
    this.downCount[column] = this.downCount[column]! + 1;
    this.upCount[column] = 0;
    this.refreshColumnField(column);
  }

  /**
   * Puts `card` on `column`'s top. Onto a bare column the key's column field changes: that happens
   * when a step is unmade onto the face-down cards it uncovered (into a space the field stays 0).
   */
  private putOnColumn(card: number, column: number): void {
    const n = this.upCount[column]!;
    this.up[column * MAX_RUN + n] = card;
    this.spot[card] = column * MAX_RUN + n;
    this.upCount[column] = n + 1;
    this.setCode(card, this.codeAt(column, n));
    if (n === 0) this.refreshColumnField(column);
  }

  /** Takes `card`, `column`'s top card, off the column (the caller turns what it uncovers, if anything). */
  private takeTop(column: number, card: number): void {
    this.upCount[column] = this.upCount[column]! - 1;
    this.spot[card] = -1;
    this.setCode(card, 0);
  }

  /**
   * Moves `from`'s run from face-up index `start` onto `to`'s top, for a step and for its undo (which
   * moves it back, onto face-down cards it may have uncovered: then the column field changes).
   */
  private moveRun(from: number, start: number, to: number): void {
    const count = this.upCount[from]! - start;
    const src = from * MAX_RUN + start;
    const at = this.upCount[to]!;
    const dst = to * MAX_RUN + at;
    for (let i = 0; i < count; i++) {
      const card = this.up[src + i]!;
      this.up[dst + i] = card;
      this.spot[card] = dst + i;
    }
    this.upCount[to] = at + count;
    this.upCount[from] = start;
    this.setCode(this.up[dst]!, this.codeAt(to, at));
    if (at === 0) this.refreshColumnField(to);
  }

  columnHome(column: number): void {
    const card = this.topOf(column);
    this.takeTop(column, card);
    this.home[SUIT[card]!] = RANK[card]!;
    this.pushStep(StepKind.ColumnHome, card, column, 0, this.turnIfBare(column), 0, 0, 0);
  }

  /** Takes the talon card at `index` (reached by drawing, after a recycle when `recycled`). */
  private takeFromTalon(index: number, recycled: boolean): number {
    const card = this.talon[index]!;
    const origin = this.talonOrigin[index]!;
    for (let i = index; i < this.talonCount - 1; i++) {
      this.talon[i] = this.talon[i + 1]!;
      this.talonOrigin[i] = this.talonOrigin[i + 1]!;
    }
    this.talonCount -= 1;
    this.talonMask &= ~(1 << origin);
    this.wasteCount = index;
    if (recycled) this.pass += 1;
    return card;
  }

  private putBackInTalon(index: number, card: number, wasteCount: number, pass: number): void {
    const origin = this.talonOriginOf[card]!;
    for (let i = this.talonCount; i > index; i--) {
      this.talon[i] = this.talon[i - 1]!;
      this.talonOrigin[i] = this.talonOrigin[i - 1]!;
    }
    this.talon[index] = card;
    this.talonOrigin[index] = origin;
    this.talonCount += 1;
    this.talonMask |= 1 << origin;
    this.wasteCount = wasteCount;
    this.pass = pass;
  }

  talonHome(index: number, recycled: boolean): void {
    const waste = this.wasteCount;
    const pass = this.pass;
    const card = this.takeFromTalon(index, recycled);
    this.home[SUIT[card]!] = RANK[card]!;
    this.pushStep(StepKind.TalonHome, card, index, 0, 0, 0, waste, pass);
  }

  talonToColumn(index: number, recycled: boolean, column: number): void {
    const waste = this.wasteCount;
    const pass = this.pass;
    const card = this.takeFromTalon(index, recycled);
    this.putOnColumn(card, column);
    this.pushStep(StepKind.TalonColumn, card, index, column, 0, 0, waste, pass);
  }

  /** Moves the run of `from` that starts at face-up index `start` onto `to`. */
  columnToColumn(from: number, start: number, to: number): void {
    const base = this.upCard(from, start);
    const count = this.upCount[from]! - start;
    this.moveRun(from, start, to);
    this.pushStep(StepKind.ColumnColumn, base, from, to, this.turnIfBare(from), count, 0, 0);
  }

  homeToColumn(suit: number, column: number): void {
    const rank = this.home[suit]!;
    const card = suit * 13 + rank - 1;
    this.home[suit] = rank - 1;
    this.putOnColumn(card, column);
    this.pushStep(StepKind.HomeColumn, card, suit, column, 0, 0, 0, 0);
  }

  /** Unmakes steps until the log is `length` long again. */
  undoTo(length: number): void {
    const log = this.log;
    while (this.logLength > length) {
      const at = this.logLength - LOG_STRIDE;
      this.logLength = at;
      const card = stepCard(log, at);
      const from = stepFrom(log, at);
      switch (stepKind(log, at)) {
        case StepKind.ColumnHome:
          if (stepTurned(log, at)) this.unturn(from);
          this.putOnColumn(card, from);
          this.home[SUIT[card]!] = RANK[card]! - 1;
          break;
        case StepKind.TalonHome:
          this.home[SUIT[card]!] = RANK[card]! - 1;
          this.putBackInTalon(from, card, stepWasteBefore(log, at), stepPassBefore(log, at));
          break;
        case StepKind.TalonColumn:
          this.takeTop(stepTo(log, at), card);
          this.putBackInTalon(from, card, stepWasteBefore(log, at), stepPassBefore(log, at));
          break;
        case StepKind.ColumnColumn: {
          if (stepTurned(log, at)) this.unturn(from);
          const to = stepTo(log, at);
          this.moveRun(to, this.upCount[to]! - stepRunLength(log, at), from);
          break;
        }
        case StepKind.HomeColumn:
          this.takeTop(stepTo(log, at), card);
          this.home[from] = RANK[card]!;
          break;
        default:
          throw new Error('broken invariant: unknown step in the undo log');
      }
    }
  }

  /**
   * Plays every safe card home (column tops; with draw 1 the waste's top, or any talon card when the
   * passes are unlimited too), repeatedly, until none is left. The order does not matter: sending a
   * card home only ever makes other cards safe or uncovers them, so every order ends in the same
   * position. These steps are logged like any other, so unmaking the move that caused them unmakes them too.
   */
  playSafeHome(): void {
    const home = this.home;
    let changed = true;
    while (changed) {
      changed = false;
      // Only the next card of each suit can go home: where is it?
      for (let s = 0; s < 4; s++) {
        if (home[s] === 13) continue;
        const card = s * 13 + home[s]!;
        const spot = this.spot[card]!;
        if (spot >= 0) {
          const column = (spot / MAX_RUN) | 0;
          if (spot - column * MAX_RUN !== this.upCount[column]! - 1 || !this.isSafeHome(card)) continue;
          this.columnHome(column);
          changed = true;
        } else if (this.freeTalon) {
          // Drawing one card with unlimited passes, every talon card is within reach whatever the
          // order: each of them is as safe to send home as a column's top.
          if (!this.reachable(card) || !this.isSafeHome(card)) continue;
          const i = this.talon.indexOf(card);
          this.talonHome(i, i < this.wasteCount - 1);
          changed = true;
        } else if (this.draw === 1 && this.wasteCount > 0 && this.talon[this.wasteCount - 1] === card && this.isSafeHome(card)) {
          // Drawing more than one card, taking a card out of the talon regroups every later draw,
          // which can bury a card the game needs: so only with draw 1 is the waste's top ever safe.
          this.talonHome(this.wasteCount - 1, false);
          changed = true;
        }
      }
    }
  }
}

/** Where a column's field (see `writeKey`) lies in the key: three columns of 9 bits to a word, from word 2. */
function columnFieldWord(column: number): number {
  return 2 + ((column / 3) | 0);
}

function columnFieldShift(column: number): number {
  return (column % 3) * 9;
}
