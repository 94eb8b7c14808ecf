/**
 * A player that sees only what a player sees: each move is the fair hint's (the move that keeps the
 * most of the sampled ways winnable, `movesByOdds`), except where no choice is needed (one legal move,
 * or a card that can safely go home). Where the odds tie (often every move keeps every sampled way
 * winnable), it turns a column's card over if it can, else keeps to one sampled way's winning line
 * (`fairMove`). It plays whole games for `cli fairplay` and `npm run bench:fair`.
 */
import {
  applyMove,
  countFaceDown,
  countHome,
  isSafeToSendHome,
  isWon,
  legalMoves,
  stuckVerdict,
  type CardId,
  type GameState,
  type Move,
  type Rules,
} from '../../engine';
import { solve } from '../solve';
import { faceUpCards, knowledgeOf, type PlayerKnowledge } from './knowledge';
import { movesByOdds, sampledTables, type OddsOptions } from './odds';

/** The sampling a fair game uses unless told otherwise (measured: src/solver/fair/README.md). */
export const FAIR_PLAY_DEFAULTS = { samples: 16, seed: 1, maxNodes: 5000 } as const;

/** Moves a fair game may take before it is called lost (a won game takes 100–250). */
export const FAIR_GAME_MOVE_LIMIT = 500;

/**
 * Moves in a row that neither show a new card nor send one home before the game is called lost: by
 * then the player is moving cards to and fro. Three passes through a full stock of known cards at
 * draw 1 take 75 draws: room to cycle the stock to the card a plan needs.
 */
export const FAIR_NO_PROGRESS_LIMIT = 80;

/**
 * A table as the fair player tells tables apart: the cards where they lie (not the counters; with
 * unlimited passes not the pass number either) and how many cards it has seen by then. Drawing
 * through the stock the first time comes back to the same table knowing more, which is progress; a
 * second time to no effect comes back to a table seen, and the player must do something else.
 */
function tableKey(state: GameState, rules: Rules, seenCount: number): string {
  return JSON.stringify([state.stock, state.waste, state.foundations, state.tableau, rules.passes === null ? 0 : state.pass, seenCount]);
}

export interface FairDecision {
  readonly move: Move;
  /** The chance to win after it, when the sampled odds chose it. */
  readonly winChance: number | null;
  /** Did it take a search (false: a forced or safe move)? */
  readonly searched: boolean;
  /** The rest of the winning line the player follows while the odds leave it free to (see `fairMove`). */
  readonly plan: readonly Move[];
}

/**
 * The fair player's move after `tables` (the deal first, the table now last), never back to a table
 * this game has already stood on while another move exists; null when no move is left. `plan` is the
 * previous decision's: where the odds tie, the player keeps to the line it chose, for a line found
 * afresh each move would start a different plan each time and never finish one.
 */
export function fairMove(tables: readonly GameState[], rules: Rules, options: OddsOptions, plan: readonly Move[] = []): FairDecision | null {
  const now = tables.at(-1)!;
  const seen = new Set<CardId>();
  const visited = new Set<string>();
  for (const table of tables) {
    for (const card of faceUpCards(table)) seen.add(card);
    visited.add(tableKey(table, rules, seen.size));
  }
  // How many never-seen cards each move shows (a count the player knows: face-down cards and stock
  // cards never drawn are marked as such), for every move that leads to a table not stood on before.
  const fresh = legalMoves(now, rules).flatMap((move) => {
    const applied = applyMove(now, move, rules);
    if (!applied.ok) return [];
    const next = applied.value.state;
    const shows = faceUpCards(next).filter((card) => !seen.has(card)).length;
    return visited.has(tableKey(next, rules, seen.size + shows)) ? [] : [{ move, turns: turnsOver(now, next) }];
  });
  if (fresh.length === 0) return null;
  const safe = fresh.find(
    ({ move: m }) => m.type === 'move' && m.to.startsWith('foundation') && !m.from.startsWith('foundation') && isSafeToSendHome(now, m.card, rules),
  );
  const unsearched = (move: Move): FairDecision => ({
    move,
    winChance: null,
    searched: false,
    plan: plan[0] !== undefined && moveKey(plan[0]) === moveKey(move) ? plan.slice(1) : plan,
  });
  if (safe !== undefined) return unsearched(safe.move);
  if (fresh.length === 1) return unsearched(fresh[0]!.move);
  const knowledge = knowledgeOf(tables);
  const byKey = new Map(fresh.map((f) => [moveKey(f.move), f]));
  const ranked = movesByOdds(knowledge, rules, options).filter((m) => byKey.has(moveKey(m.move)));
  const best = ranked[0];
  if (best === undefined) return { move: fresh[0]!.move, winChance: null, searched: true, plan: [] };
  // Where several moves keep every sampled way equally winnable (often all of them, early on), the
  // odds cannot choose. Then a move that turns a column's card over wins (it shows the player more
  // and may free more); among those still tied, the next move of the line the player follows, or else
  // the first move of a sampled way's winning line with the aim most of those lines share.
  const reveal = (m: Move): number => (byKey.get(moveKey(m))!.turns ? 1 : 0);
  const tied = ranked.filter((m) => m.odds.winChance === best.odds.winChance);
  const mostShown = Math.max(...tied.map((m) => reveal(m.move)));
  const showing = new Set(tied.filter((m) => reveal(m.move) === mostShown).map((m) => moveKey(m.move)));
  const decided = (move: Move, rest: readonly Move[]): FairDecision => ({ move, winChance: best.odds.winChance, searched: true, plan: rest });
  if (plan[0] !== undefined && showing.has(moveKey(plan[0]))) return decided(plan[0], plan.slice(1));
  const line = commonestAim(
    knowledge,
    rules,
    options,
    fresh.map((f) => f.move),
  ).find((l) => showing.has(moveKey(l[0]!)));
  if (line !== undefined) return decided(line[0]!, line.slice(1));
  return decided(tied.find((m) => showing.has(moveKey(m.move)))!.move, []);
}

/** Did the move leave fewer face-down cards in the columns (it turned one, or its run uncovered one to turn)? */
function turnsOver(before: GameState, after: GameState): boolean {
  const hidden = (state: GameState): number => state.tableau.filter((column) => column.up.length === 0 && column.down.length > 0).length;
  return countFaceDown(after) < countFaceDown(before) || hidden(after) > hidden(before);
}

function moveKey(move: Move): string {
  return JSON.stringify(move);
}

/**
 * The sampled ways' winning lines, those with the aim most of them share first. A line's aim is its
 * first move that is not a turn of the stock: drawing is how a line reaches a card, not what it is
 * for, and lines that begin with draws would otherwise agree on nothing. An aim that cannot be played
 * yet (its card is still in the stock) counts as drawing.
 */
function commonestAim(knowledge: PlayerKnowledge, rules: Rules, options: OddsOptions, now: readonly Move[]): (readonly Move[])[] {
  const legal = new Set(now.map(moveKey));
  const drawKey = moveKey({ type: 'draw' });
  const lines: { moves: readonly Move[]; aim: string }[] = [];
  for (const table of sampledTables(knowledge, options)) {
    const solved = solve(table, rules, { maxNodes: options.maxNodes, maxStates: 100_000 });
    if (solved.verdict !== 'winnable' || solved.moves.length === 0) continue;
    const aim = solved.moves.find((move) => move.type !== 'draw');
    lines.push({ moves: solved.moves, aim: aim !== undefined && legal.has(moveKey(aim)) ? moveKey(aim) : drawKey });
  }
  const votes = new Map<string, number>();
  for (const { aim } of lines) votes.set(aim, (votes.get(aim) ?? 0) + 1);
  return lines.sort((a, b) => votes.get(b.aim)! - votes.get(a.aim)!).map((l) => l.moves);
}

export interface FairGame {
  readonly won: boolean;
  readonly moves: readonly Move[];
  /** The tables it passed through, the deal first. */
  readonly tables: readonly GameState[];
}

/**
 * Plays a game from `start` by the fair player alone, to a win, a proven dead end ("no more moves"),
 * no fresh move, or the move limit. `decided` hears each decision (for timing).
 */
export function playFairly(start: GameState, rules: Rules, options: OddsOptions, decided: (decision: FairDecision) => void = () => {}): FairGame {
  const tables = [start];
  const moves: Move[] = [];
  const seen = new Set<CardId>(faceUpCards(start));
  let home = countHome(start);
  let idle = 0;
  let plan: readonly Move[] = [];
  while (moves.length < FAIR_GAME_MOVE_LIMIT && idle < FAIR_NO_PROGRESS_LIMIT) {
    const now = tables.at(-1)!;
    if (isWon(now) || stuckVerdict(now, rules) === 'stuck') break;
    const decision = fairMove(tables, rules, options, plan);
    if (decision === null) break;
    decided(decision);
    const applied = applyMove(now, decision.move, rules);
    if (!applied.ok) throw new Error('broken invariant: the fair player chose an illegal move');
    const next = applied.value.state;
    tables.push(next);
    moves.push(decision.move);
    const seenBefore = seen.size;
    for (const card of faceUpCards(next)) seen.add(card);
    idle = seen.size > seenBefore || countHome(next) > home ? 0 : idle + 1;
    // A card shown may prove the line's sampled way wrong: plan afresh.
    plan = seen.size > seenBefore ? [] : decision.plan;
    home = Math.max(home, countHome(next));
  }
  return { won: isWon(tables.at(-1)!), moves, tables };
}
