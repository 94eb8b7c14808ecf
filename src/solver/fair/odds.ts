/**
 * The chance the game can still be won, from what the player knows: the share of the ways the unseen
 * cards could lie (sampled uniformly, seeded) that leave a winning line, with a 95 % interval. Samples
 * the solver cannot decide within its budget are counted apart, never guessed. With a budget in
 * positions (`maxNodes`) and no time limit, the answer is a pure function of the knowledge, the rules,
 * the seed, the sample count and the budget: the same on any machine, under any load.
 */
import { applyMove, legalMoves, type GameState, type Move, type Rules } from '../../engine';
import { solve } from '../solve';
import { SAMPLE_MAX_STATES } from './hindsight';
import { sampleTable, samplesGenerator, type PlayerKnowledge } from './knowledge';

export interface OddsOptions {
  /** Ways the unseen cards could lie, to sample. */
  readonly samples: number;
  readonly seed: number;
  /** Positions each sample's search may expand. */
  readonly maxNodes: number;
  /** A wall-clock limit per sample's search, in milliseconds, read with `now` (the answer then depends on the machine). */
  readonly maxMs?: number;
  readonly now?: () => number;
  /** The fair player's: the work all the searches of one decision may do, in positions expanded plus remembered (`StepBudget`). */
  readonly decisionNodes?: number;
  /** The fair player's: how close to the best a step's worth counts as tied, in sampled ways (fairPlayer.ts). */
  readonly tieTolerance?: number;
}

export interface Odds {
  /** Winnable samples over decided ones; null when none was decided. */
  readonly winChance: number | null;
  /** The 95 % interval (Wilson's) around it; null with it. */
  readonly low: number | null;
  readonly high: number | null;
  readonly samples: number;
  /** Samples the solver could not decide within the budget. */
  readonly undecided: number;
}

/** Wilson's 95 % score interval for `wins` of `n`. */
export function wilsonInterval(wins: number, n: number): { low: number; high: number } {
  const z = 1.959964;
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function oddsFrom(wins: number, losses: number, samples: number): Odds {
  const decided = wins + losses;
  if (decided === 0) return { winChance: null, low: null, high: null, samples, undecided: samples };
  const { low, high } = wilsonInterval(wins, decided);
  return { winChance: wins / decided, low, high, samples, undecided: samples - decided };
}

/** The sampled tables: the same `samples` ways for the same knowledge and seed. */
export function sampledTables(knowledge: PlayerKnowledge, options: Pick<OddsOptions, 'samples' | 'seed'>): GameState[] {
  const random = samplesGenerator(options.seed);
  return Array.from({ length: options.samples }, () => sampleTable(knowledge, random));
}

export function verdictOf(table: GameState, rules: Rules, options: OddsOptions): 'winnable' | 'unwinnable' | 'unknown' {
  const budget = {
    maxNodes: options.maxNodes,
    maxStates: SAMPLE_MAX_STATES,
    ...(options.maxMs === undefined || options.now === undefined ? {} : { maxMs: options.maxMs, now: options.now }),
  };
  return solve(table, rules, budget).verdict;
}

/** Counts the winnable and the lost among `tables`, after `move` when given (the same move in every one). */
function tally(tables: readonly GameState[], rules: Rules, options: OddsOptions, move?: Move): Odds {
  let wins = 0;
  let losses = 0;
  for (const table of tables) {
    let from = table;
    if (move !== undefined) {
      const applied = applyMove(table, move, rules);
      if (!applied.ok) continue; // cannot happen: a move's legality depends only on cards the player sees
      from = applied.value.state;
    }
    const verdict = verdictOf(from, rules, options);
    if (verdict === 'winnable') wins += 1;
    else if (verdict === 'unwinnable') losses += 1;
  }
  return oddsFrom(wins, losses, tables.length);
}

/** The chance to win from the table the knowledge describes. */
export function oddsOf(knowledge: PlayerKnowledge, rules: Rules, options: OddsOptions): Odds {
  return tally(sampledTables(knowledge, options), rules, options);
}

export interface MoveOdds {
  readonly move: Move;
  readonly odds: Odds;
}

/** Does the move turn a face-down card over (directly, or by taking the run off it)? */
export function turnsACard(knowledge: PlayerKnowledge, move: Move): boolean {
  if (move.type === 'turn') return true;
  if (move.type !== 'move' || !move.from.startsWith('tableau-')) return false;
  const column = Number(move.from.slice('tableau-'.length)) - 1;
  return (knowledge.down[column]?.length ?? 0) > 0 && knowledge.table.up[column]?.[0] === move.card;
}

/**
 * Every legal move with the chance to win after it, over the same sampled ways for each, best first:
 * the highest chance, ties broken toward a move that turns a card over (it tells the player more).
 * Moves no sample decided come last.
 */
export function movesByOdds(knowledge: PlayerKnowledge, rules: Rules, options: OddsOptions): MoveOdds[] {
  const tables = sampledTables(knowledge, options);
  const first = tables[0];
  if (first === undefined) return [];
  // Legal moves depend only on face-up cards and on whether the stock is empty: any sample lists them.
  const ranked = legalMoves(first, rules).map((move) => ({ move, odds: tally(tables, rules, options, move), turns: turnsACard(knowledge, move) }));
  ranked.sort((a, b) => (b.odds.winChance ?? -1) - (a.odds.winChance ?? -1) || Number(b.turns) - Number(a.turns));
  return ranked.map(({ move, odds }) => ({ move, odds }));
}
