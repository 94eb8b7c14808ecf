/**
 * Queries over a position: every legal move, and the legal targets of one card (what the table
 * highlights during a drag, chessground's `movable.dests`).
 */
import { applyMove, canBuildOnColumn, canBuildOnFoundation, type Move } from './moves';
import type { Rules } from './rules';
import { topOf, type GameState } from './state';
import { FOUNDATION_IDS, TABLEAU_IDS, type CardId, type FoundationId, type PileId } from './types';

/**
 * The foundation a card goes to when the player just says "home": the one holding its suit, else
 * (for an ace) the leftmost empty one. Null when it cannot go home.
 */
export function foundationFor(state: GameState, card: CardId): FoundationId | null {
  let firstEmpty: FoundationId | null = null;
  for (let i = 0; i < FOUNDATION_IDS.length; i++) {
    const pile = state.foundations[i]!;
    if (pile.length === 0) firstEmpty ??= FOUNDATION_IDS[i]!;
    else if (pile[0]![1] === card[1]) return canBuildOnFoundation(card, pile) === null ? FOUNDATION_IDS[i]! : null;
  }
  return firstEmpty !== null && canBuildOnFoundation(card, []) === null ? firstEmpty : null;
}

/** Every pile where `card`, picked up at `from`, may legally go. */
export function targetsOf(state: GameState, rules: Rules, from: PileId, card: CardId): PileId[] {
  const targets: PileId[] = [];
  for (const to of [...FOUNDATION_IDS, ...TABLEAU_IDS]) {
    if (applyMove(state, { type: 'move', from, to, card }, rules).ok) targets.push(to);
  }
  return targets;
}

/**
 * Every legal move in a position. Aces are offered to one empty foundation only (the leftmost), since
 * the others are the same move; everything else is listed once per distinct destination.
 */
export function legalMoves(state: GameState, rules: Rules): Move[] {
  const moves: Move[] = [];
  const draw: Move = { type: 'draw' };
  if (applyMove(state, draw, rules).ok) moves.push(draw);

  const sources: { from: PileId; card: CardId; single: boolean }[] = [];
  const wasteTop = topOf(state.waste);
  if (wasteTop !== undefined) sources.push({ from: 'waste', card: wasteTop, single: true });
  state.tableau.forEach((column, i) => {
    const pile = TABLEAU_IDS[i]!;
    if (rules.turn === 'manual' && column.up.length === 0 && column.down.length > 0) moves.push({ type: 'turn', pile });
    const first = rules.moves === 'strict' ? Math.max(0, column.up.length - 1) : 0;
    column.up.forEach((card, index) => {
      // In strict mode only the whole run (index 0) or the top card (to a foundation) may move.
      if (rules.moves === 'strict' && index !== 0 && index < first) return;
      sources.push({ from: pile, card, single: index === column.up.length - 1 });
    });
  });
  if (rules.fromFoundation) {
    state.foundations.forEach((pile, i) => {
      const top = topOf(pile);
      if (top !== undefined) sources.push({ from: FOUNDATION_IDS[i]!, card: top, single: true });
    });
  }

  for (const { from, card, single } of sources) {
    if (single && !from.startsWith('foundation')) {
      const home = foundationFor(state, card);
      if (home !== null) moves.push({ type: 'move', from, to: home, card });
    }
    for (let i = 0; i < TABLEAU_IDS.length; i++) {
      const to = TABLEAU_IDS[i]!;
      if (to === from) continue;
      if (canBuildOnColumn(card, state.tableau[i]!, rules) !== null) continue;
      const move: Move = { type: 'move', from, to, card };
      if (applyMove(state, move, rules).ok) moves.push(move);
    }
  }
  return moves;
}
