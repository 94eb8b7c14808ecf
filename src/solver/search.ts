/**
 * Depth-first search over solver positions with an exact visited set (the moves and the pruning that
 * makes "unwinnable" a proof are in moveGenerator.ts), restarted with other move orders; each attempt
 * skips what earlier ones searched to the end. The search runs in slices (`run(nodes)`) so that a Web
 * Worker can stop between them, and stops on its own budget of time, positions expanded and positions
 * remembered. A position with a card buried for good (buriedCards.ts) is lost: the root is tested
 * before any search, and new positions as they are found.
 */
import { BuriedCardTest } from './buriedCards';
import { StepKind, listedMove, stepCard, stepKind, stepRunLength, stepTo } from './encoding';
import { MoveGenerator } from './moveGenerator';
import { moveRunOntoLowestBase } from './equalBases';
import { playReversibleHome } from './reversibleHome';
import type { Position } from './position';
import { VisitedSet } from './visitedSet';

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';
export type StopReason = 'time' | 'nodes' | 'memory';

export interface SearchBudget {
  /** Wall-clock milliseconds, measured with `now` (required for a time limit). */
  readonly maxMs?: number;
  readonly now?: () => number;
  /** Positions expanded. */
  readonly maxNodes?: number;
  /** Positions remembered in the visited set: the memory bound (about 45 bytes each). */
  readonly maxStates?: number;
}

/** Positions kept by default: about 45 MB, which a phone's tab can afford. */
export const DEFAULT_MAX_STATES = 1_000_000;

export type SearchOutcome =
  | { readonly verdict: 'winnable'; readonly log: Int32Array }
  | { readonly verdict: 'unwinnable' }
  | { readonly verdict: 'unknown'; readonly stoppedBy: StopReason };

/** How often (in nodes) the clock is read. */
const CLOCK_EVERY = 256;
/**
 * The unit of the restart allowances (see `restart`). Small units find the hard winnable deals
 * sooner, and proofs lose nothing since closed positions are kept (src/solver/README.md has the
 * measurements behind this and the other constants of the search).
 */
const FIRST_ATTEMPT_NODES = 50;
/**
 * The unit for a search kept for its proofs (see `aimAtProofs`), while it has no guide and the
 * buried-card test finds many positions lost: a proof must search every position anyway, and each
 * restart costs it the positions still open on the stack, which the next attempt must reach and
 * expand again (src/solver/README.md has the measurements).
 */
const PROOF_ATTEMPT_NODES = 1000;
/**
 * After this many positions, a search without a guide that looks like a proof (the buried-card test
 * found many positions lost in its last window) makes its next attempt its last: it searches on to the
 * end without restarting. Restarts find wins hidden in a heavy tail; a proof gains nothing from them,
 * and each costs it the positions still open on the stack, which the next attempt must expand again
 * (src/solver/README.md: deal 1965 at draw 1 is proven lost in 38,396
 * positions instead of 118,052, with the buried-card test on every position of the last attempt).
 * The relaxation, whose proofs have their own longer restarts (`aimAtProofs`), keeps them; a guide
 * given later ends the last attempt, since it works through restarts. Only the order of the search
 * changes, never a verdict.
 */
const LAST_ATTEMPT_AFTER_NODES = 5_000;
/**
 * Once a guiding line is given (see `guideBy`), every GUIDE_EVERY-th attempt goes without it, the
 * others favour its moves. The relaxation's line keeps the real draw's talon order (solve.ts), so it
 * is often nearly a winning line here; but the usual orders win some deals that the guide misleads.
 */
const GUIDE_EVERY = 2;

/** The buried-card test's schedule inside the search (see `Search.isLost` and `YieldSchedule`). */
const TEST_WINDOW = 1024;
const TEST_YIELD = 0.05;
/** The same for the test's rules for pinned cards, their yield measured on the tests that include them. */
const PINNED_WINDOW = 256;
const PINNED_YIELD = 0.02;
/** How sparsely a test that finds too little runs: on every SPARSE_TEST_EVERY-th chance. */
const SPARSE_TEST_EVERY = 16;

export class Search {
  readonly position: Position;
  private readonly visited: VisitedSet;
  private readonly key: Uint32Array;
  private readonly budget: SearchBudget;
  private readonly startedAt: number;

  private readonly generator: MoveGenerator;
  private readonly buried: BuriedCardTest;
  /** Each open frame's moves are `generator.arena[frameStart … next frame's start)`. */
  private frameStart: number[] = [];
  private frameNext: number[] = [];
  /** The undo-log length before the move made from each frame. */
  private frameLog: number[] = [];
  /** Frames that hold only the follow-ups of the move before (see `MoveGenerator.listFollowUps`). */
  private frameIsFollowUp: boolean[] = [];
  /** Each frame's position in the visited set (-1 for follow-up frames, see `halfMadeEntries`). */
  private frameEntry: number[] = [];
  /** This attempt's entries for positions halfway through a move and its follow-up (see `seenBefore`). */
  private halfMadeEntries: number[] = [];
  /** Room for the entries `forgetOpenFrames` removes (kept, so a restart allocates nothing). */
  private forgetBuffer = new Int32Array(1024);
  /** Whether the follow-up being opened continues a chain (only those are remembered half-made). */
  private inChain = false;
  /** `seenBefore`, bound once: the follow-up lister calls it on a hot path. */
  private readonly seenBeforeBound = (context: number): boolean => this.seenBefore(context);

  nodes = 0;
  /** When the buried-card test runs on a new position (see `isLost`). */
  private readonly testSchedule = new YieldSchedule(TEST_WINDOW, TEST_YIELD, false);
  /** When a test that may include the costlier rules for pinned cards does include them (see `isLost`). */
  private readonly pinnedSchedule = new YieldSchedule(PINNED_WINDOW, PINNED_YIELD, true);
  private readonly rootLogLength: number = 0;
  private attempt = 0;
  /** Whether a guiding line has been given (see `guideBy`). */
  private hasGuide = false;
  private attemptNodes = 0;
  private attemptLimit = FIRST_ATTEMPT_NODES;
  /** Whether a win here matters less than a proof (see `aimAtProofs`). */
  private aimsAtProofs = false;
  /** Whether moves that could be undone at once are made without branching (see `makeReversibleMoves`). */
  private reversibleMoves = false;
  /** Positions the current attempt started with, kept from earlier ones. */
  private keptStates = 0;
  private outcome: SearchOutcome | null = null;

  constructor(position: Position, budget: SearchBudget = {}) {
    this.position = position;
    this.budget = budget;
    this.startedAt = budget.now?.() ?? 0;
    this.visited = new VisitedSet(position.keyWidth, budget.maxStates ?? DEFAULT_MAX_STATES);
    this.key = new Uint32Array(position.keyWidth);
    this.generator = new MoveGenerator(position);
    this.buried = new BuriedCardTest(position);
    position.playSafeHome();
    if (position.isWon()) {
      this.outcome = { verdict: 'winnable', log: position.log.slice(0, position.logLength) };
      return;
    }
    if (this.buried.hasBuriedCard()) {
      this.outcome = { verdict: 'unwinnable' };
      return;
    }
    this.rootLogLength = position.logLength;
    this.openRoot();
  }

  private openRoot(): void {
    this.position.writeKey(this.key);
    this.visited.add(this.key);
    this.openFrame(this.visited.size - 1);
  }

  /**
   * Starts the search again from the root with shuffled move priorities. Depth-first search has a
   * heavy tail: one poor early choice can bury a winning line under millions of positions, and a
   * restart with a different order often finds it at once. The allowances follow the Luby sequence
   * (1, 1, 2, 1, 1, 2, 4, … times FIRST_ATTEMPT_NODES), which suits heavy tails, and grow without bound.
   *
   * The positions whose every move has been searched ("closed") stay in the visited set, so no attempt
   * searches them again and an unwinnable position is proved by all attempts together. Those still
   * open on the stack must be forgotten: an attempt that meets one must search it. This is sound:
   * when a position closed, each of its successors was closed or on the stack, and each position left
   * on a stack is reached again from the root and closed by some later attempt if the last one runs to
   * the end; so the positions ever closed include every successor of each, and the root, and no win.
   * (A position found lost by the buried-card test is closed without its successors, which is sound
   * for the same reason: nothing reachable from it is a win.)
   * By the same argument any closed entry may be forgotten too: the half-made positions of this
   * attempt are, because they outnumber the positions several times and another attempt seldom meets
   * them again (keeping them costs about twice the memory for next to no gain).
   * `fresh` forgets everything (when the kept positions leave no room for a new attempt).
   */
  private restart(fresh = false): void {
    this.position.undoTo(this.rootLogLength);
    this.forgetOpenFrames();
    if (fresh) this.visited.clear();
    this.keptStates = this.visited.size;
    this.generator.arenaTop = 0;
    this.attempt += 1;
    this.attemptNodes = 0;
    const unit = this.aimsAtProofs && !this.hasGuide && this.testSchedule.lastWindowFruitful ? PROOF_ATTEMPT_NODES : FIRST_ATTEMPT_NODES;
    const last = !this.aimsAtProofs && !this.hasGuide && this.nodes >= LAST_ATTEMPT_AFTER_NODES && this.testSchedule.lastWindowFruitful;
    this.attemptLimit = last ? Number.POSITIVE_INFINITY : unit * luby(this.attempt + 1);
    this.generator.reseed((0x9e3779b9 * this.attempt) | 1);
    this.generator.guided = this.hasGuide && this.attempt % GUIDE_EVERY !== 0;
    this.openRoot();
  }

  /**
   * Empties the stack, and drops from the visited set the positions that were on it and this attempt's
   * half-made ones: the newest first, since removing an entry renumbers the newest (see `remove`).
   */
  private forgetOpenFrames(): void {
    let count = 0;
    const total = this.frameEntry.length + this.halfMadeEntries.length;
    if (this.forgetBuffer.length < total) this.forgetBuffer = new Int32Array(total * 2);
    const entries = this.forgetBuffer;
    for (const entry of this.frameEntry) if (entry >= 0) entries[count++] = entry;
    for (const entry of this.halfMadeEntries) entries[count++] = entry;
    const oldestFirst = entries.subarray(0, count).sort();
    for (let i = count - 1; i >= 0; i--) this.visited.remove(oldestFirst[i]!);
    this.halfMadeEntries.length = 0;
    this.frameStart.length = 0;
    this.frameNext.length = 0;
    this.frameLog.length = 0;
    this.frameIsFollowUp.length = 0;
    this.frameEntry.length = 0;
  }

  /**
   * Favours, from now on (in the attempts GUIDE_EVERY leaves guided), the moves that put a card where
   * a winning line of a relaxed game put it (`winningPlacements` of another search).
   */
  guideBy(placements: readonly (readonly [card: number, onto: number])[]): void {
    this.generator.guide.add(placements);
    this.generator.guided = true;
    this.hasGuide = true;
    // An attempt meant as the last (LAST_ATTEMPT_AFTER_NODES) ends at once: the guide works through restarts.
    if (this.attemptLimit === Number.POSITIVE_INFINITY) this.attemptLimit = 0;
  }

  /**
   * After a win: each card the winning line put into a column, with what it went onto (−1 for an
   * empty column), read off the undo log. This unmakes the line, leaving the position as it was
   * before the search: the search is finished and cannot go on.
   */
  winningPlacements(): [card: number, onto: number][] {
    if (this.outcome?.verdict !== 'winnable') throw new Error('broken invariant: no winning line to read');
    const pos = this.position;
    const log = pos.log;
    const placements: [number, number][] = [];
    while (pos.logLength > this.rootLogLength) {
      const at = pos.lastStep;
      const kind = stepKind(log, at);
      if (kind === StepKind.TalonColumn || kind === StepKind.HomeColumn || kind === StepKind.ColumnColumn) {
        // What the card went onto lies beneath it, and beneath the rest of its run.
        const column = stepTo(log, at);
        const run = kind === StepKind.ColumnColumn ? stepRunLength(log, at) : 1;
        const below = pos.upCount[column]! - run - 1;
        placements.push([stepCard(log, at), below >= 0 ? pos.upCard(column, below) : -1]);
      }
      pos.undoTo(at);
    }
    return placements.reverse();
  }

  /**
   * Restarts less often while the buried-card test finds many positions lost, that is while the
   * search looks like a proof, and no guide is given: for a search whose "unwinnable" decides but
   * whose win only guides another (the relaxation, solve.ts). A guided one keeps the short restarts,
   * since its guided win soon leads the real search to its own. Only the order of the search
   * changes, never a verdict.
   */
  aimAtProofs(): void {
    this.aimsAtProofs = true;
  }

  /**
   * From now on, after each move, makes without branching the moves that lead to an equal position
   * (one move away both ways): a column top that could come straight back from its foundation goes
   * home (reversibleHome.ts), and a run goes onto the lowest-numbered of the column tops that take it
   * as well as its base (equalBases.ts). Positions are found lost far sooner; only the positions
   * searched change, never a verdict. Called before the search starts: a visited set that mixes
   * positions searched with and without these moves merges fewer of them. The real search and the
   * relaxation do this (solve.ts); the scout does not, its winning lines guide the relaxation as they are.
   */
  makeReversibleMoves(): void {
    this.reversibleMoves = true;
  }

  /** The moves of `makeReversibleMoves`, after the move that starts at log index `moveStart`. */
  private playReversibleMoves(moveStart: number): void {
    const pos = this.position;
    do playReversibleHome(pos, moveStart);
    while (moveRunOntoLowestBase(pos));
  }

  /** Lets the search remember up to `maxStates` positions from now on (see `SearchBudget.maxStates`). */
  allowStates(maxStates: number): void {
    this.visited.setLimit(maxStates);
  }

  /** Positions in the visited set. */
  get states(): number {
    return this.visited.size;
  }
  /** Bytes held by the visited set. */
  get bytes(): number {
    return this.visited.bytes + this.generator.arena.byteLength + this.position.log.byteLength;
  }

  /** Runs up to `sliceNodes` more positions; the outcome once there is one, else null. */
  run(sliceNodes = Number.POSITIVE_INFINITY): SearchOutcome | null {
    if (this.outcome !== null) return this.outcome;
    const pos = this.position;
    const budget = this.budget;
    const maxNodes = budget.maxNodes ?? Number.POSITIVE_INFINITY;
    const sliceEnd = this.nodes + sliceNodes;
    while (this.frameStart.length > 0) {
      const depth = this.frameStart.length - 1;
      const next = this.frameNext[depth]!;
      if (next === this.generator.arenaTop) {
        // Every move from this position is searched: back to its parent.
        this.generator.arenaTop = this.frameStart[depth]!;
        this.frameStart.pop();
        this.frameNext.pop();
        this.frameLog.pop();
        this.frameIsFollowUp.pop();
        this.frameEntry.pop();
        if (depth > 0) pos.undoTo(this.frameLog[depth - 1]!);
        continue;
      }
      this.frameNext[depth] = next + 1;
      this.frameLog[depth] = pos.logLength;
      const move = listedMove(this.generator.arena[next]!);
      this.generator.make(move);
      // A move that is only worth making for what it allows next is followed at once by that. Only
      // talon chains continue from a follow-up (each link uses up a talon card, so they end); any other
      // follow-up that itself prepares something is searched as an ordinary move, so nothing loops.
      if (pos.isWon()) return this.finish({ verdict: 'winnable', log: pos.log.slice(0, pos.logLength) });
      if (!this.frameIsFollowUp[depth] || this.generator.chainsAfter(move)) {
        this.inChain = this.frameIsFollowUp[depth]!;
        const followUp = this.openFollowUpFrame(move);
        if (followUp === 'opened') continue;
        if (followUp === 'seen') {
          pos.undoTo(this.frameLog[depth]!);
          continue;
        }
      }
      if (this.reversibleMoves) this.playReversibleMoves(this.frameLog[this.moveFrame(depth)]!);
      else pos.playSafeHome();
      if (pos.isWon()) return this.finish({ verdict: 'winnable', log: pos.log.slice(0, pos.logLength) });
      pos.writeKey(this.key);
      if (!this.visited.add(this.key)) {
        if (this.visited.full && !this.visited.has(this.key)) {
          // Out of room: make room by forgetting what earlier attempts left, else give up.
          if (this.keptStates === 0) return this.finish({ verdict: 'unknown', stoppedBy: 'memory' });
          this.restart(true);
          continue;
        }
        pos.undoTo(this.frameLog[depth]!);
        continue;
      }
      // A new position with a card buried for good is lost: it stays in the visited set, closed at once.
      if (this.isLost()) {
        pos.undoTo(this.frameLog[depth]!);
        // It counts against the attempt's allowance like a position searched: where most new
        // positions are lost, an attempt would otherwise run on for many times its share.
        this.attemptNodes += 1;
        if (this.attemptNodes >= this.attemptLimit) this.restart();
        continue;
      }
      this.nodes += 1;
      this.attemptNodes += 1;
      this.openFrame(this.visited.size - 1);
      if (this.nodes >= maxNodes) return this.finish({ verdict: 'unknown', stoppedBy: 'nodes' });
      if (this.nodes % CLOCK_EVERY === 0 && budget.maxMs !== undefined && budget.now !== undefined && budget.now() - this.startedAt >= budget.maxMs) {
        return this.finish({ verdict: 'unknown', stoppedBy: 'time' });
      }
      if (this.attemptNodes >= this.attemptLimit) this.restart();
      if (this.nodes >= sliceEnd) return null;
    }
    return this.finish({ verdict: 'unwinnable' });
  }

  /**
   * Runs the buried-card test on the current (new) position, or skips it (skipping is always sound).
   * Where it matters it finds half of the new positions lost and cuts a proof tenfold or more; where
   * it finds few it costs time for nothing, which slows the search for a win: so it runs on every
   * position only while it finds many lost (`testSchedule`), or in a last attempt. Its costlier rules
   * for pinned cards cost a fixed point per candidate card: they run only while the test found many
   * lost in its last window, and, on their own schedule, only while they themselves find some.
   */
  private isLost(): boolean {
    // In a last attempt (LAST_ATTEMPT_AFTER_NODES) the plain test runs on every new position: the
    // search is a proof by then, and each position it finds lost is one fewer to expand.
    if (!this.testSchedule.due() && this.attemptLimit !== Number.POSITIVE_INFINITY) return false;
    const pinned = this.testSchedule.lastWindowFruitful && this.pinnedSchedule.due();
    const lost = this.buried.hasBuriedCard(pinned);
    if (pinned) this.pinnedSchedule.record(this.buried.pinnedRule !== null);
    this.testSchedule.record(lost);
    return lost;
  }

  /** The frame whose move the follow-ups up to frame `depth` complete (that frame itself if it lists full moves). */
  private moveFrame(depth: number): number {
    let frame = depth;
    while (frame > 0 && this.frameIsFollowUp[frame]!) frame -= 1;
    return frame;
  }

  private finish(outcome: SearchOutcome): SearchOutcome {
    this.outcome = outcome;
    return outcome;
  }

  /** Lists the moves from the current position, remembered as visited-set `entry`, as a new frame. */
  private openFrame(entry: number): void {
    const start = this.generator.arenaTop;
    this.generator.listMoves();
    this.pushFrame(start, false, entry);
  }

  /** After a move that only prepares another, a frame of the moves that complete it (or none, or seen). */
  private openFollowUpFrame(move: number): 'opened' | 'seen' | 'none' {
    const start = this.generator.arenaTop;
    const listed = this.generator.listFollowUps(move, this.seenBeforeBound);
    if (listed !== 'listed') return listed;
    this.pushFrame(start, true, -1);
    return 'opened';
  }

  private pushFrame(start: number, followUp: boolean, entry: number): void {
    this.frameIsFollowUp.push(followUp);
    this.frameEntry.push(entry);
    this.frameStart.push(start);
    this.frameNext.push(start);
    this.frameLog.push(this.position.logLength);
  }

  /**
   * Has this position already been searched with this pending follow-up? Positions halfway through
   * a move and its follow-up are remembered too (the follow-up's kind and cards in spare bits of the
   * key), so that the same half-made move reached again is not searched again.
   */
  private seenBefore(context: number): boolean {
    const pos = this.position;
    if (!this.inChain) return false;
    pos.writeHalfMadeKey(this.key, context);
    // No restart forgets the half-made positions of a last attempt: past half the memory allowed it
    // only looks them up, so that they do not crowd out the positions a long proof must keep.
    if (this.attemptLimit === Number.POSITIVE_INFINITY && this.visited.overHalfFull) return this.visited.has(this.key);
    if (this.visited.add(this.key)) {
      this.halfMadeEntries.push(this.visited.size - 1);
      return false;
    }
    return !this.visited.full;
  }
}

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, … (its i-th term, from 1). */
function luby(i: number): number {
  for (let k = 1; ; k++) {
    if (i === (1 << k) - 1) return 1 << (k - 1);
    if (i < (1 << k) - 1) return luby(i - (1 << (k - 1)) + 1);
  }
}

/**
 * When a test that often finds nothing runs: on every chance while at least `minYield` of its runs
 * find something, else on every SPARSE_TEST_EVERY-th chance; the yield is measured afresh over each
 * `windowSize` runs. Skipping a test is always sound, so the schedule changes only the search's speed.
 * A window's rate applies from the next run on, or with `lateByOneRun` from the one after: the rules
 * for pinned cards were tuned so, and applying theirs a run sooner changes which positions are searched.
 */
class YieldSchedule {
  /** The gap to the next run is `every − 1` chances; `nextEvery` takes over after the next run. */
  private every = 1;
  private nextEvery = 1;
  private untilDue = 0;
  private runs = 0;
  private hits = 0;
  /** Whether the last full window found at least `minYield` (false before the first). */
  lastWindowFruitful = false;

  constructor(
    private readonly windowSize: number,
    private readonly minYield: number,
    private readonly lateByOneRun: boolean,
  ) {}

  /** Whether the test runs at this chance. */
  due(): boolean {
    if (this.untilDue > 0) {
      this.untilDue -= 1;
      return false;
    }
    this.untilDue = this.every - 1;
    this.every = this.nextEvery;
    return true;
  }

  /** Counts a run of the test, which found something when `hit`; a full window sets the rate. */
  record(hit: boolean): void {
    if (hit) this.hits += 1;
    this.runs += 1;
    if (this.runs < this.windowSize) return;
    this.lastWindowFruitful = this.hits >= this.windowSize * this.minYield;
    this.nextEvery = this.lastWindowFruitful ? 1 : SPARSE_TEST_EVERY;
    if (!this.lateByOneRun) this.every = this.nextEvery;
    this.runs = 0;
    this.hits = 0;
  }
}
