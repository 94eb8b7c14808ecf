/**
 * A player that sees only what a player sees. It chooses whole steps, a step being the moves up to the
 * next card shown: between two cards shown it learns nothing, so nothing is lost by choosing the
 * stretch at once, and a stretch chosen at once is a plan followed to its end rather than a new plan
 * each move (hindsight.ts). The step chosen is the one that keeps the most sampled ways winnable, over
 * the same sampled ways for every step; near-ties go to the step that turns a column's card over,
 * then to the step most ways proposed (`chooseStep`). Moves no sampling need weigh (a turn, a card safe
 * to send home, a lone move) are played at once (`isSafeMove`). It plays whole games for
 * `cli fairplay` and `npm run bench:fair`.
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
import { finish, firstStep, scoreSteps, showsACard, solveWithin, stepValue, type Searches, type StepBudget, type StepScore } from './hindsight';
import { faceUpCards, knowledgeOf } from './knowledge';
import { oddsFrom, sampledTables, type Odds, type OddsOptions } from './odds';

/** The sampling a fair game uses unless told otherwise (measured: src/solver/fair/README.md). */
export const FAIR_PLAY_DEFAULTS = { samples: 16, seed: 1, maxNodes: 5000 } as const;

/**
 * The work all the searches of one decision may do together, in positions expanded plus positions
 * remembered (see `StepBudget`), those from the table now included. Counting only positions expanded
 * left the slowest decisions at 1.3–1.9 s of CPU (a search that expands 5000 can remember 53 000);
 * counted so, 60 000 brought them to 0.9 s (1.06 s once, beside other work), and 45 000 leaves a
 * margin while winning about as many. Measured: README.md.
 */
export const FAIR_DECISION_NODES = 45_000;

/** Steps tried at one decision at most, the most proposed first. */
const MAX_STEPS = 8;

/**
 * Steps whose worth (ways won, undecided ones counting half) lies within this of the best are tied: one
 * sampled way more or less is noise at 16 samples, and the tie-break (turn a column's card, then the
 * step most ways proposed) is a better guide than that noise.
 */
export const FAIR_TIE_TOLERANCE = 1;

/** Moves a fair game may take before it is called lost (a won game takes 150–600: the steps follow the solver's lines). */
export const FAIR_GAME_MOVE_LIMIT = 1500;

/**
 * Moves in a row that neither show a new card nor send one home before the game is called lost: by
 * then the player is moving cards to and fro. A step may cycle a stock of known cards a few times
 * (25 moves a pass at draw 1) to reach the card it needs.
 */
export const FAIR_NO_PROGRESS_LIMIT = 300;

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
  /** The chance to win after its step, when the sampled odds chose it (`odds.winChance`). */
  readonly winChance: number | null;
  /** The odds after its step over the sampled ways, with their interval; null with `winChance`. */
  readonly odds: Odds | null;
  /** Did it take a search (false: a forced or safe move, or the next move of the step chosen before)? */
  readonly searched: boolean;
  /** The rest of the step chosen: the moves up to the next card shown (see hindsight.ts). */
  readonly plan: readonly Move[];
}

/** What the player remembers of the game so far: every card seen, and every table stood on (`tableKey`). */
export interface FairMemory {
  readonly seen: Set<CardId>;
  readonly visited: Set<string>;
}

/** The memory of a game that passed through `tables` (the deal first). */
export function memoryOf(tables: readonly GameState[], rules: Rules): FairMemory {
  const memory: FairMemory = { seen: new Set(), visited: new Set() };
  for (const table of tables) remember(memory, table, rules);
  return memory;
}

/** Adds a table stood on to `memory`. */
function remember(memory: FairMemory, table: GameState, rules: Rules): void {
  for (const card of faceUpCards(table)) memory.seen.add(card);
  memory.visited.add(tableKey(table, rules, memory.seen.size));
}

/** A legal move from the table now that leads to a table not stood on before (knowing what the player would know there). */
interface FreshMove {
  readonly move: Move;
  readonly next: GameState;
}

/**
 * Is `move` one no sampling need weigh? Turning a column's face-down card only shows it (nothing else
 * changes, and the card can do nothing face down), and a card that can safely go home (the engine's
 * `isSafeToSendHome`: every card that could sit on it in a column is home or has somewhere else to go)
 * costs nothing, but for the waste's top at a draw of more than one. The solver plays these without
 * branching too.
 */
export function isSafeMove(table: GameState, move: Move, rules: Rules): boolean {
  if (move.type === 'turn') return true;
  if (move.type !== 'move' || !move.to.startsWith('foundation') || move.from.startsWith('foundation')) return false;
  // Drawing more than one card, taking the waste's top regroups every later draw, which can bury a
  // card the game needs (the solver's own rule too: Position.playSafeHome).
  if (move.from === 'waste' && rules.draw > 1) return false;
  return isSafeToSendHome(table, move.card, rules);
}

/**
 * The fair player's move after `tables` (the deal first, the table now last), never back to a table
 * this game has already stood on knowing no more; null when no move is left. `plan` is the rest of
 * the step chosen before: followed while its next move stays fresh, since nothing has been learnt
 * since it was chosen. `memory` (`memoryOf(tables)`, kept up by `playFairly`) saves rebuilding it.
 */
export function fairMove(
  tables: readonly GameState[],
  rules: Rules,
  options: OddsOptions,
  plan: readonly Move[] = [],
  memory: FairMemory = memoryOf(tables, rules),
): FairDecision | null {
  return finish(fairDecision(tables, rules, options, plan, memory));
}

/**
 * `fairMove` one search at a time (see `Searches`), for the solver's worker; `stop` (read between
 * searches) ends the decision early as if its budget were spent: the app's wall-clock limit.
 */
export function* fairDecision(
  tables: readonly GameState[],
  rules: Rules,
  options: OddsOptions,
  plan: readonly Move[] = [],
  memory: FairMemory = memoryOf(tables, rules),
  stop?: () => boolean,
): Searches<FairDecision | null> {
  const now = tables.at(-1)!;
  const fresh = freshMoves(now, rules, memory);
  if (fresh.length === 0) return null;
  const unsearched = (move: Move, rest: readonly Move[]): FairDecision => ({ move, winChance: null, odds: null, searched: false, plan: rest });
  const next = plan[0];
  if (next !== undefined && fresh.some((f) => moveKey(f.move) === moveKey(next))) return unsearched(next, plan.slice(1));
  const safe = fresh.find((f) => isSafeMove(now, f.move, rules));
  if (safe !== undefined) return unsearched(safe.move, []);
  if (fresh.length === 1) return unsearched(fresh[0]!.move, []);
  const step = yield* bestStep(tables, rules, options, memory, fresh, stop);
  return { move: step.moves[0]!, winChance: step.odds?.winChance ?? null, odds: step.odds, searched: true, plan: step.moves.slice(1) };
}

function freshMoves(now: GameState, rules: Rules, memory: FairMemory): FreshMove[] {
  return legalMoves(now, rules).flatMap((move) => {
    const applied = applyMove(now, move, rules);
    if (!applied.ok) return [];
    const next = applied.value.state;
    const shows = faceUpCards(next).filter((card) => !memory.seen.has(card)).length;
    return memory.visited.has(tableKey(next, rules, memory.seen.size + shows)) ? [] : [{ move, next }];
  });
}

interface Step {
  readonly key: string;
  readonly moves: readonly Move[];
  /** Sampled ways whose winning line begins with this step. */
  votes: number;
  /** Does it end by showing a column's card (rather than a stock card, or none)? */
  readonly turnsColumn: boolean;
}

/**
 * The step (moves up to the next card shown) that keeps the most sampled ways winnable, tried over the
 * same ways for every step (hindsight.ts). The steps tried are those the sampled ways' winning lines
 * begin with, and every single move that shows a card at once; where no way is won, every fresh move.
 * Among the steps tied (FAIR_TIE_TOLERANCE): one that turns a column's card over (it shows the player
 * more and frees the column), then the one most ways proposed, then the shortest.
 */
function* bestStep(
  tables: readonly GameState[],
  rules: Rules,
  options: OddsOptions,
  memory: FairMemory,
  fresh: readonly FreshMove[],
  stop: (() => boolean) | undefined,
): Searches<{ moves: readonly Move[]; odds: Odds | null }> {
  const now = tables.at(-1)!;
  const knowledge = knowledgeOf(tables);
  // With every card seen, every sampled way is the table itself: one search says it all.
  const samples = sampledTables(knowledge, knowledge.unseen.length === 0 ? { samples: 1, seed: options.seed } : options);
  const budget: StepBudget = { maxNodes: options.maxNodes, decisionNodes: options.decisionNodes ?? FAIR_DECISION_NODES, stop };
  const verdicts = yield* solveWithin(samples, rules, budget);
  const spent = verdicts.reduce((sum, v) => sum + v.work, 0);
  const steps = new Map<string, Step>();
  const propose = (moves: readonly Move[]): string | null => {
    const step = stepInGame(now, moves, rules, memory);
    if (step === null) return null;
    const known = steps.get(step.key);
    if (known !== undefined) known.votes += 1;
    else steps.set(step.key, { ...step, moves, votes: 1 });
    return step.key;
  };
  const ownStep = samples.map((table, i) => {
    const verdict = verdicts[i]!;
    if (verdict.verdict !== 'winnable' || verdict.moves.length === 0) return null;
    const moves = firstStep(table, verdict.moves, rules, memory.seen);
    return moves === null || moves.length === 0 ? null : propose(moves);
  });
  const single = (f: FreshMove): void => {
    const step = stepInGame(now, [f.move], rules, memory);
    if (step !== null && !steps.has(step.key)) steps.set(step.key, { ...step, moves: [f.move], votes: 0 });
  };
  for (const f of fresh) if (showsACard(f.next, memory.seen)) single(f);
  if (steps.size === 0) for (const f of fresh) single(f);
  const tried = [...steps.values()].sort((a, b) => b.votes - a.votes).slice(0, MAX_STEPS);
  const tolerance = options.tieTolerance ?? FAIR_TIE_TOLERANCE;
  const scores = yield* scoreSteps(tried, samples, verdicts, ownStep, rules, budget, tolerance, spent);
  const chosen = chooseStep(
    tried.flatMap((step, i) => (scores[i] ? [{ ...step, score: scores[i] }] : [])),
    tolerance,
  );
  // The first step is always scored (scoreSteps); this is a guard, not a path.
  if (chosen === undefined) return { moves: [fresh[0]!.move], odds: null };
  const odds = oddsFrom(chosen.score.wins, chosen.score.losses, samples.length);
  return { moves: chosen.moves, odds: odds.winChance === null ? null : odds };
}

/** A step tried, with what the sampled ways made of it. */
export interface ScoredStep {
  readonly moves: readonly Move[];
  /** Sampled ways whose winning line begins with it. */
  readonly votes: number;
  /** Does it end by showing a column's card? */
  readonly turnsColumn: boolean;
  readonly score: StepScore;
}

/**
 * The step to play: of those whose worth lies within `tolerance` of the best (`stepValue`), one that
 * turns a column's card over (it shows the player more, and a column's hidden card is what most often
 * blocks a game), then the one most sampled ways proposed (their solver's lines agree on it), then the
 * shortest (fewer moves made on a guess). Undefined for no step.
 */
export function chooseStep<T extends ScoredStep>(scored: readonly T[], tolerance: number): T | undefined {
  const top = Math.max(...scored.map((s) => stepValue(s.score)));
  return scored
    .filter((s) => stepValue(s.score) >= top - tolerance)
    .sort((a, b) => Number(b.turnsColumn) - Number(a.turnsColumn) || b.votes - a.votes || a.moves.length - b.moves.length)[0];
}

/**
 * `moves` played in the game from `now`: the key of the table they lead to and whether they end by
 * turning a column's card; null if one is refused or leads back to a table stood on knowing no more.
 */
function stepInGame(now: GameState, moves: readonly Move[], rules: Rules, memory: FairMemory): { key: string; turnsColumn: boolean } | null {
  let table = now;
  const seen = new Set(memory.seen);
  for (const move of moves) {
    const applied = applyMove(table, move, rules);
    if (!applied.ok) return null;
    table = applied.value.state;
    for (const card of faceUpCards(table)) seen.add(card);
    if (memory.visited.has(tableKey(table, rules, seen.size))) return null;
  }
  return { key: tableKey(table, rules, seen.size), turnsColumn: turnsOver(now, table) };
}

/** Did the move leave fewer face-down cards in the columns (it turned one, or its run uncovered one to turn)? */
function turnsOver(before: GameState, after: GameState): boolean {
  const hidden = (state: GameState): number => state.tableau.filter((column) => column.up.length === 0 && column.down.length > 0).length;
  return countFaceDown(after) < countFaceDown(before) || hidden(after) > hidden(before);
}

function moveKey(move: Move): string {
  return JSON.stringify(move);
}

export interface FairGame {
  readonly won: boolean;
  readonly moves: readonly Move[];
  /** The tables it passed through, the deal first. */
  readonly tables: readonly GameState[];
}

/** Hears a fair game's decisions (the benchmark times them). */
export interface FairGameWatcher {
  /** Just before the player decides: after the referee's check for a dead end, which is not the player's. */
  readonly deciding?: () => void;
  readonly decided?: (decision: FairDecision) => void;
}

/**
 * Plays a game from `start` by the fair player alone, to a win, a proven dead end ("no more moves"),
 * no fresh move, or the move limit.
 */
export function playFairly(start: GameState, rules: Rules, options: OddsOptions, watcher: FairGameWatcher = {}): FairGame {
  const tables = [start];
  const moves: Move[] = [];
  const memory = memoryOf(tables, rules);
  let home = countHome(start);
  let idle = 0;
  let plan: readonly Move[] = [];
  while (moves.length < FAIR_GAME_MOVE_LIMIT && idle < FAIR_NO_PROGRESS_LIMIT) {
    const now = tables.at(-1)!;
    // The referee's check, as the table makes it after each move in the app (it reads the face-down
    // cards): a game with no move left that turns a card or sends one home ends here.
    if (isWon(now) || stuckVerdict(now, rules) === 'stuck') break;
    watcher.deciding?.();
    const decision = fairMove(tables, rules, options, plan, memory);
    if (decision === null) break;
    watcher.decided?.(decision);
    const applied = applyMove(now, decision.move, rules);
    if (!applied.ok) throw new Error('broken invariant: the fair player chose an illegal move');
    const next = applied.value.state;
    tables.push(next);
    moves.push(decision.move);
    const seenBefore = memory.seen.size;
    remember(memory, next, rules);
    idle = memory.seen.size > seenBefore || countHome(next) > home ? 0 : idle + 1;
    // A card shown ends the step: the next decision weighs what it showed.
    plan = memory.seen.size > seenBefore ? [] : decision.plan;
    home = Math.max(home, countHome(next));
  }
  return { won: isWon(tables.at(-1)!), moves, tables };
}
