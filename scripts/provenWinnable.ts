/** What the generated deal lists keep: a deal the solver wins within a budget of positions, its line replayed through the engine. */
import { applyMove, currentState, isWon, newGame, type Rules } from '../src/engine';
import { solve } from '../src/solver';

/** A budget of positions, not of time: neither the machine nor its load changes a verdict. */
export function provenWinnable(rules: Rules, deal: number, maxNodes: number): boolean {
  const start = currentState(newGame(rules, deal));
  const result = solve(start, rules, { maxNodes });
  if (result.verdict !== 'winnable') return false;
  let state = start;
  for (const move of result.moves) {
    const applied = applyMove(state, move, rules);
    if (!applied.ok) return false;
    state = applied.value.state;
  }
  return isWon(state);
}
