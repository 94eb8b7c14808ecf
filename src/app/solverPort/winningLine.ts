/**
 * A winning line the solver found, kept so that a repeated Hint follows it without searching again:
 * it knows the position before each of its moves, and answers for any position on the line — also
 * after automatic safe moves have jumped ahead along it — and for none off it.
 */
import { applyMove, type GameState, type Move, type Rules } from '../../engine';

/** The table's cards and pass, without score or move count (which do not change what can be played). */
function positionKey(state: GameState): string {
  return JSON.stringify([state.stock, state.waste, state.foundations, state.tableau, state.pass]);
}

export class WinningLine {
  private readonly keys: Map<string, number>;
  private readonly moves: readonly Move[];
  /** Found by Show me's search for a short line (not the plain search's first line). */
  readonly short: boolean;

  private constructor(keys: Map<string, number>, moves: readonly Move[], short: boolean) {
    this.keys = keys;
    this.moves = moves;
    this.short = short;
  }

  /** The line of `moves` from `start`; it stops at a move that does not apply (never expected). */
  static from(start: GameState, rules: Rules, moves: readonly Move[], short = false): WinningLine {
    const keys = new Map<string, number>();
    let state = start;
    for (let i = 0; i < moves.length; i++) {
      keys.set(positionKey(state), i);
      const applied = applyMove(state, moves[i]!, rules);
      if (!applied.ok) return new WinningLine(keys, moves.slice(0, i), short);
      state = applied.value.state;
    }
    return new WinningLine(keys, moves, short);
  }

  /** The line's next move from `state`, or null when `state` is not on the line. */
  nextMove(state: GameState): Move | null {
    const index = this.keys.get(positionKey(state));
    return index === undefined ? null : (this.moves[index] ?? null);
  }

  /** The rest of the line from `state` (empty when off the line). */
  rest(state: GameState): readonly Move[] {
    const index = this.keys.get(positionKey(state));
    return index === undefined ? [] : this.moves.slice(index);
  }
}
