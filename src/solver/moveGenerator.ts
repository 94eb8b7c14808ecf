/**
 * The moves worth searching from a position, best first, for the search in search.ts. Moves are
 * small integers (encoding.ts), listed with their priority above them on a shared arena, so listing
 * them allocates nothing. The order is moveOrder.ts's; whether a move would serve a purpose,
 * movePurpose.ts's.
 *
 * Each pruning keeps some winning line whenever one exists, so a search over these moves that finds
 * no win has proved the position unwinnable:
 * - columns without face-down cards are interchangeable: runs go only into the first empty one, and
 *   a run that already fills its column never moves to an empty one;
 * - a move that only prepares another is followed at once by one that completes it (`listFollowUps`):
 *   any winning line can be reordered so, because the steps between the two do not depend on the
 *   first and can be made before it. Part of a run moves only when the card it uncovers can then head
 *   home or take another card of the moved card's rank; an emptied column is filled next; a
 *   foundation card comes down to hold a card within reach or to let the one beneath it come down.
 *   A card wanted from beneath the top of a foundation counts as within reach: the follow-ups then
 *   include bringing down the top of its foundation (`pushUncoveringHome`);
 * - a card goes home (other than by the safe moves, which need no choice) only just before the card
 *   it makes way for: the next of its suit, or a move using what it uncovered. Kings are exempt;
 * - with draw 1 and unlimited passes every talon card is always within reach, so a talon card goes
 *   into a column only as a link of a chain that some tableau or foundation card is moved onto (or,
 *   where the talon keeps a bigger draw's order, one whose leaving lets a held-back card be played).
 * Every test depends only on the position, never on the path to it, so a visited set stays exact.
 * Tests compare the verdicts with a brute-force search over the engine's own moves.
 */
import { CARD_COUNT, RANK, SUIT } from './cards';
import {
  FollowUpKind,
  LOG_STRIDE,
  StepKind,
  cardsContext,
  columnContext,
  encodeMove,
  listedEntry,
  moveKind,
  moveRecycles,
  moveRunStart,
  moveSource,
  moveTarget,
  stepCard,
  stepFrom,
  stepKind,
  stepTurned,
} from './encoding';
import { COLUMNS, MAX_RUN, type Position } from './position';
import { MoveGuide } from './moveGuide';
import { MoveNoise, PRIORITY, sortDescending } from './moveOrder';
import { MovePurpose } from './movePurpose';
import { PositionSurvey } from './positionSurvey';

export class MoveGenerator {
  readonly position: Position;
  /** Listed moves, each a `listedEntry` (encoding.ts); a list is `arena[start … arenaTop)`. */
  arena = new Int32Array(4096);
  arenaTop = 0;

  /** What the lists need to know about the position, taken afresh for each list (positionSurvey.ts). */
  private readonly survey: PositionSurvey;
  /** Whether a move would serve a purpose, asked of the current survey (movePurpose.ts). */
  private readonly purpose: MovePurpose;
  /** Draw 1 with unlimited passes: every talon card is always within reach (see `MovePurpose.chainIsViable`). */
  readonly freeTalon: boolean;
  /** While listing a column's runs: the face-up index of its card that fits onto each column's top. */
  private readonly runIndexOnto = new Int8Array(COLUMNS);
  /** While listing the runs that start with a card of one rank: the face-up index of that card in each column. */
  private readonly runIndexIn = new Int8Array(COLUMNS);
  private readonly noise = new MoveNoise();
  /** Where a winning line put the cards (see moveGuide.ts), and whether moves that follow it get its bonus. */
  readonly guide = new MoveGuide();
  guided = false;

  constructor(position: Position) {
    this.position = position;
    this.survey = new PositionSurvey(position);
    this.purpose = new MovePurpose(position, this.survey);
    this.freeTalon = this.survey.freeTalon;
  }

  /** Surveys the position for a new list (what `purpose` worked out for the last one is then stale). */
  private takeSurvey(): void {
    this.survey.take();
  }

  /** Shuffles move priorities a little from now on (a restart's different order); 0 for none. */
  reseed(seed: number): void {
    this.noise.reseed(seed);
  }

  /** May a follow-up made right after `move` need follow-ups of its own? (Chains that use up cards.) */
  chainsAfter(move: number): boolean {
    const kind = moveKind(move);
    return kind === StepKind.ColumnHome || kind === StepKind.TalonHome || (this.freeTalon && kind === StepKind.TalonColumn);
  }

  /** Makes a listed move on the position. */
  make(move: number): void {
    const pos = this.position;
    const source = moveSource(move);
    switch (moveKind(move)) {
      case StepKind.ColumnHome:
        pos.columnHome(source);
        break;
      case StepKind.TalonHome:
        pos.talonHome(source, moveRecycles(move));
        break;
      case StepKind.TalonColumn:
        pos.talonToColumn(source, moveRecycles(move), moveTarget(move));
        break;
      case StepKind.ColumnColumn:
        pos.columnToColumn(source, moveRunStart(move), moveTarget(move));
        break;
      case StepKind.HomeColumn:
        pos.homeToColumn(source, moveTarget(move));
        break;
      default:
        throw new Error('broken invariant: unknown solver move');
    }
  }

  /**
   * Pushes a move of talon card `card` with a free talon (draw 1, unlimited passes), where drawing
   * reaches it without a recycle when it is the waste's top or in the stock, as `findReach` lists it.
   */
  private pushFromFreeTalon(priority: number, kind: StepKind, card: number, to: number): void {
    const pos = this.position;
    const index = pos.talon.indexOf(card);
    this.push(priority, kind, index, 0, to, index < pos.wasteCount - 1 ? 1 : 0);
  }

  /** Lists a move (see `encodeMove` for its fields) with `priority`, the guide's bonus and a restart's noise. */
  private push(priority: number, kind: StepKind, source: number, start: number, target: number, recycled: number): void {
    if (this.arenaTop === this.arena.length) {
      const grown = new Int32Array(this.arena.length * 2);
      grown.set(this.arena);
      this.arena = grown;
    }
    if (this.guided) priority += this.guideBonus(kind, source, start, target);
    this.arena[this.arenaTop++] = listedEntry(priority + this.noise.next(), encodeMove(kind, source, start, target, recycled));
  }

  /** The guide's bonus for a move that puts a card into a column (moves home get none). */
  private guideBonus(kind: StepKind, source: number, start: number, target: number): number {
    const pos = this.position;
    let card: number;
    if (kind === StepKind.TalonColumn) card = pos.talon[source]!;
    else if (kind === StepKind.ColumnColumn) card = pos.upCard(source, start);
    else if (kind === StepKind.HomeColumn) card = source * 13 + pos.home[source]! - 1;
    else return 0;
    return this.guide.bonus(card, pos.topOf(target));
  }

  /**
   * After a move that only prepares another, lists just the moves that complete it
   * (see the file comment); false when `move` needs no follow-up.
   *  - part of a run moved: the card it uncovered goes home, or a card of the moved card's rank
   *    takes the moved card's place;
   *  - a column emptied: something goes into an empty column;
   *  - a foundation card brought down: a card goes onto it, or the card beneath it comes down too;
   *  - a talon card put into a column with a free talon: a card goes onto it (unless taking it let a
   *    held-back talon card be played, see `Position.keepTalonOrder`).
   */
  listFollowUps(move: number, seenBefore: (context: number) => boolean): 'listed' | 'seen' | 'none' {
    const pos = this.position;
    const kind = moveKind(move);
    const start = this.arenaTop;
    const to = moveTarget(move);
    // The log's last step is this move's: the card it moved (for a run, its base card).
    const moved = stepCard(pos.log, pos.lastStep);
    if (kind === StepKind.ColumnColumn) {
      const from = moveSource(move);
      const index = moveRunStart(move);
      if (index > 0) {
        // This context names cards, not the column: columns without face-down cards are
        // interchangeable in the key, so a column number would not say which card the follow-up is for.
        const uncovered = pos.topOf(from);
        if (seenBefore(cardsContext(FollowUpKind.PartRun, uncovered, moved))) return 'seen';
        this.takeSurvey();
        this.pushHeadingHome(uncovered, from);
        // The run just moved must not simply come back.
        this.pushMovesOnto(from, RANK[uncovered]! - 1, moved);
      } else if (pos.isEmpty(from)) {
        if (seenBefore(cardsContext(FollowUpKind.ColumnEmptied, -1, -1))) return 'seen';
        this.takeSurvey();
        this.pushMovesOnto(this.survey.firstEmpty, -1, -1);
      } else {
        return 'none';
      }
    } else if (kind === StepKind.HomeColumn) {
      const suit = moveSource(move);
      if (seenBefore(columnContext(FollowUpKind.BroughtDown, to, pos.topOf(to)))) return 'seen';
      this.takeSurvey();
      this.pushMovesOnto(to, RANK[pos.topOf(to)]! - 1, -1);
      // …or the card beneath it on the foundation comes down too.
      const beneath = pos.home[suit]!;
      if (beneath >= 2) {
        for (let c = 0; c < COLUMNS; c++) {
          if (c !== to && pos.accepts(c, suit * 13 + beneath - 1) && (!pos.isEmpty(c) || c === this.survey.firstEmpty)) {
            this.pushDescentAsFollowUp(suit, c);
          }
        }
      }
    } else if (kind === StepKind.ColumnHome) {
      const column = moveSource(move);
      if (stepTurned(pos.log, pos.lastStep)) return 'none'; // it turned a card: purpose enough
      // A king has no next card to make way for: it may simply be among the last cards home.
      const wentHome = moved;
      if (RANK[wentHome] === 13) return 'none';
      if (this.wasUncoveredByPartRun(column)) return 'none';
      if (seenBefore(cardsContext(FollowUpKind.WentHome, pos.topOf(column), wentHome))) return 'seen';
      this.takeSurvey();
      this.pushNextHome(wentHome);
      // The card that went home is never brought straight back: that is the position before the move.
      if (pos.upCount[column]! > 0) {
        const uncovered = pos.topOf(column);
        this.pushHeadingHome(uncovered, column);
        this.pushMovesOnto(column, RANK[uncovered]! - 1, wentHome);
        this.pushRunsFrom(column);
      } else {
        this.pushMovesOnto(this.survey.firstEmpty, -1, wentHome);
      }
    } else if (kind === StepKind.TalonHome && this.freeTalon && RANK[moved]! !== 13 && !pos.released(moved)) {
      // (A talon card whose leaving let a held-back one be played needs nothing more: `Position.keepTalonOrder`.)
      if (seenBefore(columnContext(FollowUpKind.TalonHome, 0, moved))) return 'seen';
      this.takeSurvey();
      this.pushNextHome(moved);
    } else if (kind === StepKind.TalonColumn && this.freeTalon && !pos.released(moved)) {
      if (seenBefore(columnContext(FollowUpKind.TalonIntoColumn, to, pos.topOf(to)))) return 'seen';
      this.takeSurvey();
      this.pushMovesOnto(to, RANK[pos.topOf(to)]! - 1, -1);
    } else {
      return 'none';
    }
    sortDescending(this.arena, start, this.arenaTop);
    return 'listed';
  }

  /**
   * Did the card that just went home from `column` lie under a part of a run moved off it just
   * before (with only other cards going home in between)? Then going home is what that move was
   * for, and it needs no purpose of its own: the part-run move could not have waited, since a
   * move that uncovers the next card of this one's suit has a purpose only once this card is
   * within reach. (Asking for one called won positions lost: followUps.test.ts has the case.)
   */
  private wasUncoveredByPartRun(column: number): boolean {
    const log = this.position.log;
    for (let at = this.position.lastStep - LOG_STRIDE; at >= 0; at -= LOG_STRIDE) {
      const kind = stepKind(log, at);
      if (kind === StepKind.TalonHome || (kind === StepKind.ColumnHome && stepFrom(log, at) !== column)) continue;
      // A run moved off the column without turning a card left a face-up card there: a part of the run.
      return kind === StepKind.ColumnColumn && stepFrom(log, at) === column && !stepTurned(log, at);
    }
    return false;
  }

  /** The move that sends the next card of `card`'s suit home, if it can go now. */
  private pushNextHome(card: number): void {
    if (RANK[card] !== 13) this.pushHomeMovesOf(card + 1);
  }

  /** The move that sends `card` home from a column's top or from the talon, if it is there. */
  private pushHomeMovesOf(card: number): void {
    const pos = this.position;
    for (let c = 0; c < COLUMNS; c++) {
      if (pos.topOf(c) === card) this.push(PRIORITY.columnHomeTurning, StepKind.ColumnHome, c, 0, 0, 0);
    }
    if (this.freeTalon) {
      if (pos.reachable(card)) this.pushFromFreeTalon(PRIORITY.talonHome, StepKind.TalonHome, card, 0);
      return;
    }
    const survey = this.survey;
    for (let i = 0, count = survey.listReach(); i < count; i++) {
      const index = survey.reachIndex[i]!;
      if (pos.talon[index] === card) this.push(PRIORITY.talonHome, StepKind.TalonHome, index, 0, 0, survey.reachRecycled[i]!);
    }
  }

  /** Follow-ups for an uncovered card that should head home: it, or the next card of its suit. */
  private pushHeadingHome(card: number, column: number): void {
    const pos = this.position;
    if (pos.goesHome(card)) this.push(PRIORITY.columnHomeTurning, StepKind.ColumnHome, column, 0, 0, 0);
    else this.pushHomeMovesOf(SUIT[card]! * 13 + pos.home[SUIT[card]!]!);
  }

  /**
   * Every purposeful move that puts a card of `rank` (any rank when -1) other than `except` onto
   * column `to`: from the talon, from another column, or down from a foundation.
   */
  private pushMovesOnto(to: number, rank: number, except: number): void {
    const pos = this.position;
    const survey = this.survey;
    if (this.freeTalon && rank >= 0) {
      // A free talon holds every card within reach: the four of the rank are looked up by name.
      for (let card = rank - 1; card < CARD_COUNT; card += 13) {
        if (card === except || !pos.reachable(card) || !pos.accepts(to, card) || !this.purpose.chainIsViable(card)) continue;
        this.pushFromFreeTalon(PRIORITY.talonToColumn, StepKind.TalonColumn, card, to);
      }
    } else {
      for (let i = 0, count = survey.listReach(); i < count; i++) {
        const index = survey.reachIndex[i]!;
        const card = pos.talon[index]!;
        if (card === except || (rank >= 0 && RANK[card] !== rank) || !pos.accepts(to, card)) continue;
        if (this.freeTalon && !this.purpose.chainIsViable(card)) continue;
        this.push(PRIORITY.talonToColumn, StepKind.TalonColumn, index, 0, to, survey.reachRecycled[i]!);
      }
    }
    const intoSpace = pos.isEmpty(to);
    if (rank >= 0) {
      this.pushRunsOfRankOnto(to, rank, except, intoSpace);
    } else {
      for (let from = 0; from < COLUMNS; from++) {
        if (from === to || pos.upCount[from] === 0) continue;
        const last = pos.strict ? 0 : pos.upCount[from]! - 1;
        for (let index = 0; index <= last; index++) this.pushRunOnto(from, index, to, except, intoSpace);
      }
    }
    if (pos.fromFoundation) {
      for (let s = 0; s < 4; s++) {
        const height = pos.home[s]!;
        const card = s * 13 + height - 1;
        if (rank >= 1 && height > rank) this.pushUncoveringHome(s, rank, to);
        if (height === 0 || card === except || (rank >= 0 && height !== rank) || !pos.accepts(to, card)) continue;
        this.pushDescentAsFollowUp(s, to);
      }
    }
  }

  /**
   * For `pushMovesOnto`: the runs of other columns that start with a card of `rank` (≥ 0), in column
   * order. The four cards of the rank are looked up where they lie, rather than every column searched.
   */
  private pushRunsOfRankOnto(to: number, rank: number, except: number, intoSpace: boolean): void {
    if (rank < 1) return; // below an ace: no card
    const pos = this.position;
    let columns = 0;
    for (let card = rank - 1; card < CARD_COUNT; card += 13) {
      const spot = pos.spot[card]!;
      if (spot < 0) continue;
      const from = (spot / MAX_RUN) | 0;
      const index = spot - from * MAX_RUN;
      if (from === to || (pos.strict && index !== 0)) continue;
      columns |= 1 << from;
      this.runIndexIn[from] = index;
    }
    for (; columns !== 0; columns &= columns - 1) {
      const from = 31 - Math.clz32(columns & -columns);
      this.pushRunOnto(from, this.runIndexIn[from]!, to, except, intoSpace);
    }
  }

  /** For `pushMovesOnto`: the run of column `from` from face-up index `index` onto `to`, if it serves a purpose. */
  private pushRunOnto(from: number, index: number, to: number, except: number, intoSpace: boolean): void {
    const pos = this.position;
    const card = pos.upCard(from, index);
    if (card === except || !pos.accepts(to, card)) return;
    const downs = pos.downCount[from]!;
    if (index === 0 && downs === 0 && intoSpace) return; // a whole column into a space: no change
    if (!this.purpose.runIsWorthMoving(from, index)) return;
    const priority = index === 0 && downs > 0 ? PRIORITY.runOffDownCards + downs : PRIORITY.run;
    this.push(priority, StepKind.ColumnColumn, from, index, to, 0);
  }

  /**
   * When suit `s`'s card of `rank`, which column `to` would take, lies beneath others on its
   * foundation: the moves that bring down the top one, into any other column. The position after
   * such a move is searched with all its moves (it is a foundation card brought down as a follow-up),
   * so the rest of the way down, perhaps onto cards of another suit brought down in turn, is open.
   */
  private pushUncoveringHome(s: number, rank: number, to: number): void {
    const pos = this.position;
    if (!pos.accepts(to, s * 13 + rank - 1)) return;
    const top = s * 13 + pos.home[s]! - 1;
    const firstEmpty = this.survey.firstEmpty;
    for (let c = 0; c < COLUMNS; c++) {
      if (c === to || (pos.isEmpty(c) && c !== firstEmpty)) continue;
      if (pos.accepts(c, top)) this.pushDescentAsFollowUp(s, c);
    }
  }

  /**
   * A follow-up that brings suit `s`'s top card down into column `column`, unless that card is safe
   * to send home: a follow-up ends the move there, and the safe moves home would send it straight
   * back, so the move would amount to no follow-up at all (and a common one: README.md).
   */
  private pushDescentAsFollowUp(s: number, column: number): void {
    if (this.position.isSafeHome(s * 13 + this.position.home[s]! - 1)) return;
    this.push(PRIORITY.fromFoundation, StepKind.HomeColumn, s, 0, column, 0);
  }

  /** Lists the moves worth searching from the current position, best first, at the top of the arena. */
  listMoves(): void {
    const pos = this.position;
    const start = this.arenaTop;
    this.takeSurvey();
    const survey = this.survey;
    const firstEmpty = survey.firstEmpty;

    // Column tops home (safe ones have gone already).
    for (let c = 0; c < COLUMNS; c++) {
      const top = pos.topOf(c);
      if (top < 0 || !pos.goesHome(top)) continue;
      const uncovers = pos.upCount[c] === 1 && pos.downCount[c]! > 0;
      this.push(uncovers ? PRIORITY.columnHomeTurning + pos.downCount[c]! : PRIORITY.columnHome, StepKind.ColumnHome, c, 0, 0, 0);
    }

    // Talon cards home or into a column.
    for (let i = 0, count = survey.listReach(); i < count; i++) {
      const index = survey.reachIndex[i]!;
      const recycled = survey.reachRecycled[i]!;
      const card = pos.talon[index]!;
      if (pos.goesHome(card)) this.push(PRIORITY.talonHome - recycled, StepKind.TalonHome, index, 0, 0, recycled);
      if (this.freeTalon && !this.purpose.chainIsViable(card)) continue;
      for (let columns = survey.columnsAccepting(card); columns !== 0; columns &= columns - 1) {
        const c = 31 - Math.clz32(columns & -columns);
        const priority = (c === firstEmpty ? PRIORITY.talonToSpace : PRIORITY.talonToColumn) - recycled;
        this.push(priority, StepKind.TalonColumn, index, 0, c, recycled);
      }
    }

    // Runs between columns.
    for (let from = 0; from < COLUMNS; from++) this.pushRunsFrom(from);

    // Foundation cards back down: as a base for a card within reach, or to free the card beneath.
    if (pos.fromFoundation) {
      for (let s = 0; s < 4; s++) {
        const rank = pos.home[s]!;
        if (rank < 2) continue;
        const card = s * 13 + rank - 1;
        // (A card beneath that is safe to send home is not brought down: see `pushDescentAsFollowUp`.)
        const beneath = s * 13 + rank - 2;
        const freesBeneath = rank >= 3 && !pos.isSafeHome(beneath) && this.hasColumnFor(beneath);
        if (!freesBeneath && !this.purpose.canFill(card, rank - 1, -1)) continue;
        for (let c = 0; c < COLUMNS; c++) {
          if (pos.isEmpty(c) && c !== firstEmpty) continue;
          if (pos.accepts(c, card)) this.push(PRIORITY.fromFoundation, StepKind.HomeColumn, s, 0, c, 0);
        }
      }
    }
    sortDescending(this.arena, start, this.arenaTop);
  }

  /** Every purposeful move of a run of column `from` onto another column. */
  private pushRunsFrom(from: number): void {
    const pos = this.position;
    const firstEmpty = this.survey.firstEmpty;
    const n = pos.upCount[from]!;
    if (n === 0) return;
    const downs = pos.downCount[from]!;
    // The other columns whose top some card of the run fits onto (at most one card each: a run's
    // ranks differ), and the first empty column; then each in column order.
    let targets = firstEmpty >= 0 ? 1 << firstEmpty : 0;
    const last = pos.strict ? 0 : n - 1;
    for (let index = 0; index <= last; index++) {
      const columns = this.survey.topsAccepting(pos.upCard(from, index)) & ~(1 << from);
      for (let bits = columns; bits !== 0; bits &= bits - 1) this.runIndexOnto[31 - Math.clz32(bits & -bits)] = index;
      targets |= columns;
    }
    for (; targets !== 0; targets &= targets - 1) {
      const to = 31 - Math.clz32(targets & -targets);
      if (to !== firstEmpty) {
        this.pushRun(from, this.runIndexOnto[to]!, to, downs);
      } else {
        for (let index = 0; index <= last; index++) {
          if (index === 0 && downs === 0) continue; // the run already fills its own column
          if (!pos.accepts(to, pos.upCard(from, index))) continue;
          this.pushRun(from, index, to, downs);
        }
      }
    }
  }

  /** Could `card` go into some column now? */
  private hasColumnFor(card: number): boolean {
    for (let c = 0; c < COLUMNS; c++) if (this.position.accepts(c, card)) return true;
    return false;
  }

  private pushRun(from: number, index: number, to: number, downs: number): void {
    const pos = this.position;
    if (index === 0) {
      this.push(downs > 0 ? PRIORITY.runOffDownCards + downs : PRIORITY.wholeRun, StepKind.ColumnColumn, from, 0, to, 0);
      return;
    }
    if (!this.purpose.runIsWorthMoving(from, index)) return;
    const priority = pos.goesHome(pos.upCard(from, index - 1)) ? PRIORITY.partRunUncoveringHome : PRIORITY.run;
    this.push(priority, StepKind.ColumnColumn, from, index, to, 0);
  }
}
