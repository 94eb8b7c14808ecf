/**
 * "No more moves", as a proof: from this position, no sequence of legal moves gets another card home
 * or turns a face-down card over. Every game that is not yet won needs one of those to go on, so a
 * stuck game is lost — the dialog that says so can never throw away a winnable game.
 *
 * The test walks every position reachable by the moves that change neither count (draws and redeals,
 * card and run moves between columns, a foundation card taken down and perhaps put back, a waste card
 * played to a column) and stops at the first move that makes progress. A position with too many such
 * positions to walk within the budget is `unsure`, and the table then says nothing.
 */
import { legalMoves } from './legal';
import { applyMove } from './moves';
import type { Rules } from './rules';
import { countFaceDown, countHome, isWon, type GameState } from './state';

export type StuckVerdict =
  /** Nothing reachable gets a card home or turns one over: the game is lost. */
  | 'stuck'
  /** Some sequence of moves gets a card home or turns one over (or the game is won). */
  | 'can-progress'
  /** Too many positions to walk within the budget: no claim either way. */
  | 'unsure';

/**
 * Positions walked before giving up. A dead end late in a game has a few hundred (a stock cycled
 * through, a king moved between spaces), now and then a few thousand; positions with more shuffles
 * than this left are seldom stuck. `npm run bench` prints what the test costs on real games.
 */
export const STUCK_SEARCH_BUDGET = 12_000;

/**
 * The position without what cannot change the answer: score and move count, the pass number when
 * passes are unlimited (so cycling the stock comes back to a position seen), and the columns' order (a
 * king moved from one space to another is the same position).
 */
function positionKey(state: GameState, rules: Rules): string {
  const columns = state.tableau
    .map((column) => `${column.down.length}:${column.up.join('')}`)
    .sort()
    .join('/');
  const pass = rules.passes === null ? '' : String(state.pass);
  return `${state.stock.join('')}|${state.waste.join('')}|${state.foundations.map((pile) => pile.length).join(',')}|${columns}|${pass}`;
}

/**
 * The walk, resumable: `step` expands up to `slice` positions and returns the verdict once it has one,
 * so that the app can spread a long walk over several tasks and never hold up the player's input.
 */
export class StuckSearch {
  private readonly home: number;
  private readonly faceDown: number;
  private readonly seen = new Set<string>();
  private readonly queue: (GameState | undefined)[] = [];
  private next = 0;
  private verdict: StuckVerdict | null = null;

  constructor(
    state: GameState,
    /** The rules walked under: a proof holds for these only. */
    readonly rules: Rules,
    private readonly budget = STUCK_SEARCH_BUDGET,
  ) {
    this.home = countHome(state);
    this.faceDown = countFaceDown(state);
    if (isWon(state)) this.verdict = 'can-progress';
    this.seen.add(positionKey(state, rules));
    this.queue.push(state);
  }

  /**
   * Is `state` one of the positions this search proved stuck? Every position the walk reached is stuck
   * too (what it can reach, the walk reached), so drawing on through a dead stock needs no new walk.
   */
  covers(state: GameState): boolean {
    return (
      this.verdict === 'stuck' && countHome(state) === this.home && countFaceDown(state) === this.faceDown && this.seen.has(positionKey(state, this.rules))
    );
  }

  /** Positions walked so far. */
  get positions(): number {
    return this.seen.size;
  }

  /** Walks on for up to `slice` positions; the verdict, or null while the walk goes on. */
  step(slice = Number.POSITIVE_INFINITY): StuckVerdict | null {
    // Breadth first: the usual answer, a move or two away, is found before the walk spreads.
    for (let expanded = 0; this.verdict === null && expanded < slice; expanded++) {
      if (this.next >= this.queue.length) {
        this.verdict = 'stuck';
        break;
      }
      const position = this.queue[this.next]!;
      // Let walked positions go as the walk moves on: only their keys are needed from here.
      this.queue[this.next++] = undefined;
      this.verdict = this.expand(position);
    }
    return this.verdict;
  }

  /** Queues the positions one move on; a verdict when a move makes progress or the budget runs out. */
  private expand(position: GameState): StuckVerdict | null {
    for (const move of legalMoves(position, this.rules)) {
      if (move.type === 'turn') return 'can-progress';
      const applied = applyMove(position, move, this.rules, false);
      if (!applied.ok) continue;
      const after = applied.value.state;
      if (countHome(after) > this.home || countFaceDown(after) < this.faceDown) return 'can-progress';
      const key = positionKey(after, this.rules);
      if (this.seen.has(key)) continue;
      if (this.seen.size >= this.budget) return 'unsure';
      this.seen.add(key);
      this.queue.push(after);
    }
    return null;
  }
}

/** Can some sequence of moves from `state` get a card home or turn one over? See the module comment. */
export function stuckVerdict(state: GameState, rules: Rules, budget = STUCK_SEARCH_BUDGET): StuckVerdict {
  return new StuckSearch(state, rules, budget).step() ?? 'unsure';
}

/** "No more moves", only when proven (see `stuckVerdict`); an unsure test says nothing. */
export function isStuck(state: GameState, rules: Rules): boolean {
  return stuckVerdict(state, rules) === 'stuck';
}
