/** A greedy player for tests: a move that sends a card home or turns one over when there is one, else any legal move. */
import { isFoundationId, legalMoves, uniformInt, type GameState, type Move, type Mt19937, type Rules } from '../../src/engine';

export function greedyMove(state: GameState, rules: Rules, random: Mt19937): Move | undefined {
  const moves = legalMoves(state, rules);
  const progress = moves.filter((m) => m.type === 'turn' || (m.type === 'move' && isFoundationId(m.to) && !isFoundationId(m.from)));
  const pool = progress.length > 0 ? progress : moves;
  return pool[uniformInt(random, pool.length - 1)];
}
