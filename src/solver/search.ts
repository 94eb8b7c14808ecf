/**
 * Depth-first search over solver positions with an exact visited set (the moves and the pruning that
 * makes "unwinnable" a proof are in moveGenerator.ts), restarted with other move orders; each attempt
 * skips what earlier ones searched to the end. The search runs in slices (`run(nodes)`) so that a Web
 * Worker can stop between them, and stops on its own budget of time, positions expanded and positions
 * remembered. A position with a card buried for good is called unwinnable before any search.
 */
import { CARD_COUNT, RANK, SUIT } from './cards';
import { MOVE_MASK, MoveGenerator } from './moveGenerator';
import { COLUMNS, type Position } from './position';
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
 * sooner, and proofs lose nothing since closed positions are kept: over deals 1–1000 with 1 s each,
 * 50 decided 6 more deals than 500 at draw 1 and 7 more at draw 3, and halved the draw-3 median.
 */
const FIRST_ATTEMPT_NODES = 50;

export class Search {
  readonly position: Position;
  private readonly visited: VisitedSet;
  private readonly key: Uint32Array;
  private readonly budget: SearchBudget;
  private readonly startedAt: number;

  private readonly generator: MoveGenerator;
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
  /** Whether the follow-up being opened continues a chain (only those are remembered half-made). */
  private inChain = false;
  /** `seenBefore`, bound once: the follow-up lister calls it on a hot path. */
  private readonly seenBeforeBound = (context: number): boolean => this.seenBefore(context);

  nodes = 0;
  private readonly rootLogLength: number = 0;
  private attempt = 0;
  private attemptNodes = 0;
  private attemptLimit = FIRST_ATTEMPT_NODES;
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
    position.playSafeHome();
    if (position.isWon()) {
      this.outcome = { verdict: 'winnable', log: position.log.slice(0, position.logLength) };
      return;
    }
    if (hasBuriedCard(position)) {
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
   * By the same argument any closed entry may be forgotten too: the half-made positions of this
   * attempt are, because they outnumber the positions several times and another attempt seldom meets
   * them again (keeping them decided one more deal in a thousand at twice the memory and more time).
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
    this.attemptLimit = FIRST_ATTEMPT_NODES * luby(this.attempt + 1);
    this.generator.reseed((0x9e3779b9 * this.attempt) | 1);
    this.openRoot();
  }

  /**
   * Empties the stack, and drops from the visited set the positions that were on it and this attempt's
   * half-made ones: the newest first, since removing an entry renumbers the newest (see `remove`).
   */
  private forgetOpenFrames(): void {
    const entries = this.frameEntry.filter((entry) => entry >= 0).concat(this.halfMadeEntries);
    const newestFirst = Int32Array.from(entries).sort().reverse();
    for (const entry of newestFirst) this.visited.remove(entry);
    this.halfMadeEntries.length = 0;
    this.frameStart.length = 0;
    this.frameNext.length = 0;
    this.frameLog.length = 0;
    this.frameIsFollowUp.length = 0;
    this.frameEntry.length = 0;
  }

  /** Positions in the visited set. */
  get states(): number { return this.visited.size; }
  /** Bytes held by the visited set. */
  get bytes(): number { return this.visited.bytes + this.generator.arena.byteLength + this.position.log.byteLength; }

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
      const move = this.generator.arena[next]! & MOVE_MASK;
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
      pos.playSafeHome();
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
      this.nodes += 1;
      this.attemptNodes += 1;
      this.openFrame(this.visited.size - 1);
      if (this.nodes >= maxNodes) return this.finish({ verdict: 'unknown', stoppedBy: 'nodes' });
      if (this.nodes % CLOCK_EVERY === 0 && budget.maxMs !== undefined && budget.now !== undefined &&
        budget.now() - this.startedAt >= budget.maxMs) {
        return this.finish({ verdict: 'unknown', stoppedBy: 'time' });
      }
      if (this.attemptNodes >= this.attemptLimit) this.restart();
      if (this.nodes >= sliceEnd) return null;
    }
    return this.finish({ verdict: 'unwinnable' });
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
    pos.writeKey(this.key);
    this.key[4] = (this.key[4]! | (context << 9)) >>> 0;
    if (this.visited.add(this.key)) {
      this.halfMadeEntries.push(this.visited.size - 1);
      return false;
    }
    return !this.visited.full;
  }
}

/**
 * Is some face-down card buried for good, so that no line of play wins? Searching such a position to
 * the end can take millions of positions. A face-down card can come free once the face-up run above it
 * and every face-down card above it have left the column; the run leaves when its base card does. A
 * free card can leave by going home once every lower card of its suit is free, onto a free card that
 * may take it (not one home for good), or into a space (a king, or any card where spaces take any).
 * Every other card counts as free and nothing else is checked, so this over-estimates what can come
 * free, and a card it never frees never does: in any real game each step needs the others it depends
 * on to happen first. Only the root is checked: when foundation cards may come back, playing on only
 * turns cards or changes a run's base to a card turned since, so a root that passes passes for good.
 */
function hasBuriedCard(pos: Position): boolean {
  const free = new Uint8Array(CARD_COUNT).fill(1);
  const leaves = new Uint8Array(CARD_COUNT).fill(1);
  for (let c = 0; c < COLUMNS; c++) {
    if (pos.downCount[c] === 0) continue;
    leaves[pos.upCard(c, 0)] = 0;
    for (let i = 0; i < pos.downCount[c]!; i++) free[pos.down[c]![i]!] = leaves[pos.down[c]![i]!] = 0;
  }
  for (let changed = true; changed;) {
    changed = false;
    for (let c = 0; c < COLUMNS; c++) {
      if (pos.downCount[c] === 0) continue;
      const base = pos.upCard(c, 0);
      if (markIfLeaves(pos, base, free, leaves)) changed = true;
      let aboveLeft = leaves[base] === 1;
      for (let i = pos.downCount[c]! - 1; i >= 0; i--) {
        const card = pos.down[c]![i]!;
        if (aboveLeft && free[card] === 0) { free[card] = 1; changed = true; }
        if (markIfLeaves(pos, card, free, leaves)) changed = true;
        aboveLeft = aboveLeft && leaves[card] === 1;
      }
    }
  }
  return leaves.includes(0);
}

/** Marks the free `card` as able to leave its column if it is, and says whether that is news. */
function markIfLeaves(pos: Position, card: number, free: Uint8Array, leaves: Uint8Array): boolean {
  if (free[card] === 0 || leaves[card] === 1 || !canLeave(pos, card, free)) return false;
  leaves[card] = 1;
  return true;
}

/** Could the free `card` leave its column, as far as `free` tells (see `hasBuriedCard`)? */
function canLeave(pos: Position, card: number, free: Uint8Array): boolean {
  const rank = RANK[card]!;
  if (rank === 13 || !pos.kingOnly) return true;
  const first = SUIT[card]! * 13;
  let lowerFree = true;
  for (let lower = first; lower < card; lower++) if (free[lower] === 0) lowerFree = false;
  if (lowerFree) return true;
  for (let onto = rank; onto < CARD_COUNT; onto += 13) {
    if (free[onto] === 1 && pos.fits(card, onto) && !isHomeForGood(pos, onto)) return true;
  }
  return false;
}

/** Is `card` on a foundation that never gives cards back? */
function isHomeForGood(pos: Position, card: number): boolean {
  return !pos.fromFoundation && pos.home[SUIT[card]!]! > RANK[card]! - 1;
}

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, … (its i-th term, from 1). */
function luby(i: number): number {
  for (let k = 1; ; k++) {
    if (i === (1 << k) - 1) return 1 << (k - 1);
    if (i < (1 << k) - 1) return luby(i - (1 << (k - 1)) + 1);
  }
}
