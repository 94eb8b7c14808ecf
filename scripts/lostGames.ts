/**
 * Seeded games a careless player loses, for the review's benchmark and tests: from a random deal,
 * each step plays a random useful-looking move (a card home, a card from the waste, a card turned
 * over or uncovered) three times in four, else draws, until no more moves are left ("No more moves":
 * as the app says it, a quick test: a few such games can still be won)
 * or a cap on steps is reached (such games are skipped).
 */
import {
  Mt19937,
  applyMove,
  currentState,
  isFoundationId,
  isStuck,
  isTableauId,
  isWon,
  legalMoves,
  newGame,
  tableauIndex,
  uniformInt,
  type GameState,
  type Move,
  type Rules,
} from '../src/engine';

export interface LostGame {
  readonly deal: number;
  /** The moves, one history step each (as `cli replay` plays them). */
  readonly moves: readonly Move[];
  /** `positions[k]`: the table after k moves. */
  readonly positions: readonly GameState[];
}

/** Steps after which a game that still has moves is given up (random play can draw for ever). */
const MAX_STEPS = 250;

function looksUseful(state: GameState, move: Move): boolean {
  if (move.type === 'turn') return true;
  if (move.type !== 'move') return false;
  if (isFoundationId(move.from)) return false;
  if (isFoundationId(move.to) || move.from === 'waste') return true;
  // A column's whole face-up run moved uncovers a face-down card.
  const column = isTableauId(move.from) ? state.tableau[tableauIndex(move.from)] : undefined;
  return column !== undefined && column.down.length > 0 && column.up[0] === move.card;
}

/** One game from `rng`'s next deal; null when it reached the cap or was won. */
export function playCarelessGame(rng: Mt19937, rules: Rules): LostGame | null {
  const deal = rng.next();
  const moves: Move[] = [];
  const positions = [currentState(newGame(rules, deal))];
  return playOnCarelessly(rng, rules, moves, positions) ? { deal, moves, positions } : null;
}

/**
 * Plays on carelessly from the last of `positions`, adding each move and the table after it, until no
 * more moves are left (true) or the game is won or reaches the cap (false).
 */
export function playOnCarelessly(rng: Mt19937, rules: Rules, moves: Move[], positions: GameState[]): boolean {
  let state = positions.at(-1)!;
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    if (isWon(state)) return false;
    if (isStuck(state, rules)) return true;
    const legal = legalMoves(state, rules);
    const useful = legal.filter((move) => looksUseful(state, move));
    const draw = legal.find((move) => move.type === 'draw');
    const pool = useful.length > 0 && (draw === undefined || uniformInt(rng, 3) > 0) ? useful : draw !== undefined ? [draw] : legal;
    const move = pool[uniformInt(rng, pool.length - 1)]!;
    state = legalApply(state, move, rules);
    moves.push(move);
    positions.push(state);
  }
  return false;
}

function legalApply(state: GameState, move: Move, rules: Rules): GameState {
  const applied = applyMove(state, move, rules);
  if (!applied.ok) throw new Error('broken invariant: a listed legal move does not apply');
  return applied.value.state;
}

/** The first `count` lost games from `seed`. */
export function lostGames(seed: number, rules: Rules, count: number): LostGame[] {
  const rng = new Mt19937(seed);
  const games: LostGame[] = [];
  while (games.length < count) {
    const game = playCarelessGame(rng, rules);
    if (game !== null) games.push(game);
  }
  return games;
}
