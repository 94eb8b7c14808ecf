/**
 * Deal numbers the solver has proven winnable, for "winnable deals only". A list shipped with the app
 * answers at once for the common rules; otherwise random deals are tried in the worker until one is
 * proven. After each deal the next one is looked for in the background, so New rarely waits.
 */
import { currentState, newGame, type Rules } from '../../engine';
import type { SolverPort } from './solverProtocol';
import { winnabilityKey } from './winnabilityKey';

/** The shipped lists, loaded on the first ask: most players never turn the setting on. */
type DealList = typeof import('./winnableDealList');
let dealList: Promise<DealList> | null = null;
const loadDealList = (): Promise<DealList> => (dealList ??= import('./winnableDealList'));

/** Time for one candidate deal: most are decided in milliseconds; a hard one is skipped. */
const TRY_BUDGET_MS = 1000;
/** How many of the deals given lately New avoids dealing again. */
const RECENT_KEPT = 20;
/** Candidates before giving up (the hardest rules win under one deal in ten). */
const MAX_TRIES = 60;

export class WinnableDeals {
  private readonly solver: SolverPort;
  private readonly random: () => number;
  /** Proven deals found in the background, by winnability key. */
  private readonly found = new Map<string, number[]>();
  private readonly looking = new Set<string>();
  /** The deals `next` gave lately, newest last: New should not deal a game the player has just played. */
  private readonly recent: number[] = [];

  constructor(solver: SolverPort, random: () => number) {
    this.solver = solver;
    this.random = random;
  }

  /** A proven-winnable deal for `rules`, or null when none was found within the tries. */
  async next(rules: Rules): Promise<number | null> {
    const lists = await loadDealList();
    const key = winnabilityKey(rules);
    const ready = this.found.get(key)?.shift() ?? this.fromList(lists.PROVEN_WINNABLE[key]);
    const deal = ready ?? (await this.search(rules));
    void this.lookAhead(rules, key, lists.PROVEN_WINNABLE[key] !== undefined);
    if (deal !== null) {
      this.recent.push(deal);
      if (this.recent.length > RECENT_KEPT) this.recent.shift();
    }
    return deal;
  }

  /**
   * A deal picked at random from `list`, other than the ones dealt lately (the next one along the list
   * from the random pick that is not; any, when the list holds nothing else).
   */
  private fromList(list: readonly number[] | undefined): number | null {
    if (list === undefined || list.length === 0) return null;
    const start = Math.floor(this.random() % list.length);
    for (let step = 0; step < list.length; step++) {
      const deal = list[(start + step) % list.length]!;
      if (!this.recent.includes(deal)) return deal;
    }
    return list[start]!;
  }

  /** Finds one more for later, unless the rules have a shipped list or a search is already under way. */
  private async lookAhead(rules: Rules, key: string, listed: boolean): Promise<void> {
    if (this.looking.has(key) || listed || (this.found.get(key)?.length ?? 0) > 0) return;
    this.looking.add(key);
    try {
      const deal = await this.search(rules);
      if (deal !== null) this.found.set(key, [...(this.found.get(key) ?? []), deal]);
    } finally {
      this.looking.delete(key);
    }
  }

  private async search(rules: Rules): Promise<number | null> {
    for (let i = 0; i < MAX_TRIES; i++) {
      const deal = this.random();
      const state = currentState(newGame(rules, deal));
      const result = await this.solver.solve({ state, rules, maxMs: TRY_BUDGET_MS }).done;
      if (result === null) return null; // no solver: nothing can be proven
      if (result.verdict === 'winnable') return deal;
    }
    return null;
  }
}
