/**
 * Help for play: safe automatic moves to the foundations (JSolitaire), the auto-finish plan
 * (Klondike 2.3's FINISH, Aisleriot's double-click on a foundation) and "certainly won" ("no more
 * moves" is `stuck.ts`).
 */
import { foundationFor } from './legal';
import { applyMove, canBuildOnColumn, type Move } from './moves';
import type { FinishMode } from './playStyle';
import { playStyleOf } from './presets';
import type { Rules } from './rules';
import { countFaceDown, topOf, type GameState } from './state';
import { RANKS, SUITS, TABLEAU_IDS, rankOf, suitOf, type CardId, type PileId } from './types';

/** How high each suit's foundation has been built (0 when its ace is not home). */
function foundationHeights(state: GameState): Record<string, number> {
  const heights: Record<string, number> = { C: 0, D: 0, H: 0, S: 0 };
  for (const pile of state.foundations) {
    const top = topOf(pile);
    if (top !== undefined) heights[suitOf(top)] = rankOf(top);
  }
  return heights;
}

/**
 * JSolitaire: "a card will be automatically moved to the suit stacks … if the cards which might be
 * placed on top of it are already in the suit stacks". A card of rank r is safe when every card of rank
 * r−1 that the build rule would let sit on it is home, so it can never be needed in the tableau: under
 * JSolitaire a two of spades waits for both red aces.
 */
export function isSafeToSendHome(state: GameState, card: CardId, rules: Rules): boolean {
  const rank = rankOf(card);
  // An ace needs nothing ("an ace can be moved to its suit stack"); a two waits for the aces that could
  // sit on it under JSolitaire only (see PlayStyle.twosWaitForAces).
  if (rank === 1 || (rank === 2 && !playStyleOf(rules).twosWaitForAces)) return true;
  const heights = foundationHeights(state);
  const probeColumn = { down: [], up: [card] };
  return SUITS.every((suit) => {
    const lower: CardId = `${RANKS[rank - 2]!}${suit}`;
    return canBuildOnColumn(lower, probeColumn, rules) !== null || heights[suit]! >= rank - 1;
  });
}

/** The playable cards a "send home" can take: the waste's top and every column's top. */
function homeCandidates(state: GameState): { from: PileId; card: CardId }[] {
  const candidates: { from: PileId; card: CardId }[] = [];
  const wasteTop = topOf(state.waste);
  if (wasteTop !== undefined) candidates.push({ from: 'waste', card: wasteTop });
  state.tableau.forEach((column, i) => {
    const top = topOf(column.up);
    if (top !== undefined) candidates.push({ from: TABLEAU_IDS[i]!, card: top });
  });
  return candidates;
}

function homeMove(state: GameState, from: PileId, card: CardId): Move | null {
  const to = foundationFor(state, card);
  return to === null ? null : { type: 'move', from, to, card };
}

/** A sequence of moves played from `state`, stopping at the first that cannot be made. */
function playOut(state: GameState, rules: Rules, next: (s: GameState) => Move | null, limit = 200): Move[] {
  const moves: Move[] = [];
  let current = state;
  while (moves.length < limit) {
    const move = next(current);
    if (move === null) break;
    const applied = applyMove(current, move, rules);
    if (!applied.ok) break;
    moves.push(move);
    current = applied.value.state;
  }
  return moves;
}

/** The safe automatic moves from a position, in the order they are made (one history entry). */
export function safeAutoMoves(state: GameState, rules: Rules): Move[] {
  return playOut(state, rules, (s) => {
    for (const { from, card } of homeCandidates(s)) {
      if (!isSafeToSendHome(s, card, rules)) continue;
      const move = homeMove(s, from, card);
      if (move !== null) return move;
    }
    return null;
  });
}

/**
 * No face-down cards and nothing that drawing could hide for ever: the finish always wins. Drawing one
 * at a time with unlimited passes reaches every stock card, so the stock does not spoil it then.
 */
export function isCertainlyWon(state: GameState, rules: Rules): boolean {
  if (countFaceDown(state) > 0) return false;
  if (state.stock.length === 0 && state.waste.length === 0) return true;
  return rules.draw === 1 && rules.passes === null;
}

/**
 * The auto-finish: every card that can legally go home from the columns and the waste, lowest rank
 * first so the cards fly up evenly. That is all Klondike 2.3's FINISH does (`home-only`); `play-out`
 * also turns the cards it uncovers (manual turning) and, in a certainly-won position, draws through
 * the stock, so the finish always ends the game.
 */
export function finishPlan(state: GameState, rules: Rules, mode: FinishMode = 'play-out'): Move[] {
  const playOutToo = mode === 'play-out';
  const useStock = playOutToo && isCertainlyWon(state, rules);
  let idleDraws = 0;
  return playOut(
    state,
    rules,
    (s) => {
      const homes = homeCandidates(s)
        .map(({ from, card }) => homeMove(s, from, card))
        .filter((m): m is Move & { type: 'move' } => m !== null)
        .sort((a, b) => rankOf(a.card) - rankOf(b.card));
      const best = homes[0];
      if (best !== undefined) {
        idleDraws = 0;
        return best;
      }
      if (playOutToo && rules.turn === 'manual') {
        const i = s.tableau.findIndex((c) => c.up.length === 0 && c.down.length > 0);
        if (i >= 0) return { type: 'turn', pile: TABLEAU_IDS[i]! };
      }
      // One full cycle of the stock without a card going home means the stock cannot help any more.
      if (useStock && idleDraws <= s.stock.length + s.waste.length + 1 && s.stock.length + s.waste.length > 0) {
        idleDraws += 1;
        return { type: 'draw' };
      }
      return null;
    },
    52 * 60,
  );
}

/** The cards a player could reach by drawing through what is left of the stock, this pass and later ones. */
export function reachableStockCards(state: GameState, rules: Rules): CardId[] {
  const reachable = new Set<CardId>();
  let s = state;
  const wasteTop = topOf(s.waste);
  if (wasteTop !== undefined) reachable.add(wasteTop);
  // The rest of this pass, then one whole pass: with nothing else on the table changing, every later
  // pass repeats that one exactly, so two cycles show every card drawing can ever expose.
  const cycle = Math.ceil((s.stock.length + s.waste.length) / rules.draw) + 1;
  const passesLeft = Math.min(2, rules.passes === null ? 2 : rules.passes - s.pass + 1);
  for (let i = 0; i < cycle * passesLeft; i++) {
    const applied = applyMove(s, { type: 'draw' }, rules, false);
    if (!applied.ok) break;
    s = applied.value.state;
    const top = topOf(s.waste);
    if (top !== undefined) reachable.add(top);
  }
  return [...reachable];
}
