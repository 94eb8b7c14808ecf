/**
 * The fair odds one search at a time, for the solver's worker: the chance to win from the table now
 * (`oddsOf`'s answer), or every legal move with the chance after it, best first (`movesByOdds`'s
 * answer and order). A step runs one sampled way's search, so the worker reads a cancel between steps
 * and the table never waits. The ways are taken one at a time, each with every move, so a deadline
 * that cuts the work short still compares every move over the same ways (fewer of them, which the
 * answer says).
 */
import { applyMove, legalMoves, type GameState, type Move, type Rules } from '../../engine';
import { knowledgeOf, type PlayerKnowledge } from './knowledge';
import { oddsFrom, sampledTables, turnsACard, verdictOf, type MoveOdds, type Odds, type OddsOptions } from './odds';

/**
 * `chance`: the odds from the table now; `moves`: the odds after each legal move; `move`: the fair
 * player's move, with the odds after its step (steppedMove.ts).
 */
export type FairQuestion = 'chance' | 'moves' | 'move';

export interface FairAnswer {
  /** The chance to win from the table now (`chance` only; null for `moves`). */
  readonly chance: Odds | null;
  /** Every legal move with the chance after it, best first (`moves`); the fair player's move alone (`move`; none when no move is legal); empty for `chance`. */
  readonly moves: readonly MoveOdds[];
  /** Cards the player has never seen: with none, every sampled way is the table itself and the odds are exact. */
  readonly unseen: number;
}

/** A wall-clock limit on the whole answer (read with `now`): past it, the ways searched so far answer. */
export interface SteppedOddsDeadline {
  readonly maxMs: number;
  readonly now: () => number;
}

export class SteppedFairOdds {
  private readonly knowledge: PlayerKnowledge;
  private readonly tables: readonly GameState[];
  /** What each way is searched after: nothing (the table itself) for `chance`, each legal move for `moves`. */
  private readonly targets: readonly (Move | undefined)[];
  private readonly wins: number[];
  private readonly losses: number[];
  private way = 0;
  private target = 0;
  private readonly startedAt: number | undefined;

  /** `history`: the tables the game has passed through, the deal first and the table now last. */
  constructor(
    history: readonly GameState[],
    private readonly rules: Rules,
    private readonly question: Exclude<FairQuestion, 'move'>,
    private readonly options: OddsOptions,
    private readonly deadline?: SteppedOddsDeadline,
  ) {
    this.knowledge = knowledgeOf(history);
    this.tables = sampledTables(this.knowledge, options);
    const first = this.tables[0];
    // Legal moves depend only on face-up cards and on whether the stock is empty: any sample lists them.
    this.targets = question === 'chance' ? [undefined] : first === undefined ? [] : legalMoves(first, rules);
    this.wins = this.targets.map(() => 0);
    this.losses = this.targets.map(() => 0);
    this.startedAt = deadline?.now();
  }

  /** Runs one search; the answer once every way (or every way the deadline allowed) is searched, else null. */
  step(): FairAnswer | null {
    if (this.way >= this.tables.length || this.targets.length === 0 || this.pastDeadline()) return this.answer();
    const table = this.tables[this.way]!;
    const move = this.targets[this.target];
    let state: GameState | null = table;
    if (move !== undefined) {
      const applied = applyMove(table, move, this.rules);
      // A move legal in one way is legal in all (see above); were it refused, the way stays undecided.
      state = applied.ok ? applied.value.state : null;
    }
    const verdict = state === null ? 'unknown' : verdictOf(state, this.rules, this.options);
    if (verdict === 'winnable') this.wins[this.target]! += 1;
    else if (verdict === 'unwinnable') this.losses[this.target]! += 1;
    this.target += 1;
    if (this.target === this.targets.length) {
      this.target = 0;
      this.way += 1;
    }
    return null;
  }

  /** Checked only between ways, so that every move has been searched over the same ways. */
  private pastDeadline(): boolean {
    const { deadline, startedAt } = this;
    return this.target === 0 && this.way > 0 && deadline !== undefined && startedAt !== undefined && deadline.now() - startedAt > deadline.maxMs;
  }

  private answer(): FairAnswer {
    const odds = (i: number): Odds => oddsFrom(this.wins[i]!, this.losses[i]!, this.way);
    const unseen = this.knowledge.unseen.length;
    if (this.question === 'chance') return { chance: this.targets.length === 0 ? null : odds(0), moves: [], unseen };
    const ranked = this.targets.map((move, i) => ({ move: move!, odds: odds(i), turns: turnsACard(this.knowledge, move!) }));
    ranked.sort((a, b) => (b.odds.winChance ?? -1) - (a.odds.winChance ?? -1) || Number(b.turns) - Number(a.turns));
    return { chance: null, moves: ranked.map(({ move, odds }) => ({ move, odds })), unseen };
  }
}
