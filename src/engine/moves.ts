/**
 * Moves as plain data, and the rules that allow or refuse them. Player input never throws:
 * `applyMove` returns a reason code for every illegal move.
 * Each rules option maps to a small function through a lookup table rather than scattered `if`s.
 */
import type { Reason } from './reasons';
import { err, ok, type Result } from './result';
import type { BuildRule, EmptyColumnRule, Rules, StackMoves } from './rules';
import { addPoints, scoringOf, type ScoreEvent } from './scoring';
import { topOf, type Column, type GameState } from './state';
import {
  colourOf,
  foundationIndex,
  isCardId,
  isFoundationId,
  isPileId,
  isTableauId,
  rankOf,
  suitOf,
  tableauIndex,
  type CardId,
  type FoundationId,
  type PileId,
  type TableauId,
} from './types';

export type Move =
  /** Click on the stock: deal `draw` cards to the waste, or recycle the waste when the stock is empty. */
  | { readonly type: 'draw' }
  /** Turn the face-down top card of a column (manual turning only). */
  | { readonly type: 'turn'; readonly pile: TableauId }
  /** Move `card` (and, from a column, every card above it) from one pile to another. */
  | { readonly type: 'move'; readonly from: PileId; readonly to: PileId; readonly card: CardId };

/** A refused move: the reason, and the cards involved so that the message can name them. */
export interface IllegalMove {
  readonly reason: Reason;
  readonly card?: CardId;
  /** The card the moving card would have gone onto, when there is one. */
  readonly onto?: CardId;
}

/** What a move did, in order, for animation, sound and scoring. */
export type GameEvent =
  | { readonly type: 'draw'; readonly cards: readonly CardId[] }
  | { readonly type: 'recycle'; readonly cards: readonly CardId[]; readonly pass: number }
  | { readonly type: 'move'; readonly from: PileId; readonly to: PileId; readonly cards: readonly CardId[] }
  | { readonly type: 'turn'; readonly pile: TableauId; readonly card: CardId };

export interface Applied {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

// ---------------------------------------------------------------------------------------------
// Option tables

/** May `card` be placed on `onto` in a column, colour- or suit-wise? (rank is checked separately) */
const BUILD_CHECKS: { readonly [K in BuildRule]: (card: CardId, onto: CardId) => Reason | null } = {
  alternate: (card, onto) => (colourOf(card) !== colourOf(onto) ? null : 'not-alternating'),
  'any-suit': (card, onto) => (suitOf(card) !== suitOf(onto) ? null : 'same-suit'),
};

/** May a run starting with `card` go into an empty column? */
const EMPTY_COLUMN_CHECKS: { readonly [K in EmptyColumnRule]: (card: CardId) => Reason | null } = {
  king: (card) => (rankOf(card) === 13 ? null : 'king-only'),
  any: () => null,
};

/** May the run starting at face-up index `index` leave its column for another column? */
const RUN_START_CHECKS: { readonly [K in StackMoves]: (index: number) => Reason | null } = {
  strict: (index) => (index === 0 ? null : 'strict-whole-run'),
  relaxed: () => null,
};

// ---------------------------------------------------------------------------------------------
// Checking

/** Can `card` go onto the top of `column` (rank, colour/suit, empty-column rule)? */
export function canBuildOnColumn(card: CardId, column: Column, rules: Rules): IllegalMove | null {
  const onto = topOf(column.up);
  if (onto === undefined) {
    if (column.down.length > 0) return { reason: 'target-face-down', card };
    const reason = EMPTY_COLUMN_CHECKS[rules.empty](card);
    return reason === null ? null : { reason, card };
  }
  if (rankOf(card) !== rankOf(onto) - 1) return { reason: 'not-descending', card, onto };
  const reason = BUILD_CHECKS[rules.build](card, onto);
  return reason === null ? null : { reason, card, onto };
}

/** Can `card` go onto `foundation`? */
export function canBuildOnFoundation(card: CardId, foundation: readonly CardId[]): IllegalMove | null {
  const onto = topOf(foundation);
  if (onto === undefined) return rankOf(card) === 1 ? null : { reason: 'ace-only', card };
  if (suitOf(card) !== suitOf(onto)) return { reason: 'foundation-suit', card, onto };
  if (rankOf(card) !== rankOf(onto) + 1) return { reason: 'foundation-rank', card, onto };
  return null;
}

/** The cards that would leave `from` if `card` were picked up there, or why they cannot. */
function pickUp(state: GameState, from: PileId, card: CardId, rules: Rules, toColumn: boolean): Result<readonly CardId[], IllegalMove> {
  if (from === 'stock') return err({ reason: 'bad-source', card });
  if (from === 'waste') return takeTop(state.waste, card);
  if (isFoundationId(from)) {
    if (toColumn && !rules.fromFoundation) return err({ reason: 'foundation-locked', card });
    return takeTop(state.foundations[foundationIndex(from)]!, card);
  }
  const column = state.tableau[tableauIndex(from)]!;
  const index = column.up.indexOf(card);
  if (index < 0) return err({ reason: column.down.includes(card) ? 'face-down' : 'card-not-there', card });
  // Only a single top card goes to a foundation; runs (and, under strict moves, only whole runs) go to columns.
  if (!toColumn) return index === column.up.length - 1 ? ok([card]) : err({ reason: 'not-top-card', card });
  const startReason = RUN_START_CHECKS[rules.moves](index);
  return startReason === null ? ok(column.up.slice(index)) : err({ reason: startReason, card });
}

function takeTop(pile: readonly CardId[], card: CardId): Result<readonly CardId[], IllegalMove> {
  if (pile.length === 0) return err({ reason: 'empty-source', card });
  if (topOf(pile) === card) return ok([card]);
  return err({ reason: pile.includes(card) ? 'not-top-card' : 'card-not-there', card });
}

/** Checks a card move and returns the cards that would move. */
function checkCardMove(state: GameState, from: PileId, to: PileId, card: CardId, rules: Rules): Result<readonly CardId[], IllegalMove> {
  if (from === to) return err({ reason: 'same-pile', card });
  if (to === 'stock' || to === 'waste') return err({ reason: 'onto-stock-or-waste', card });
  const toColumn = isTableauId(to);
  if (!toColumn && isFoundationId(from)) return err({ reason: 'bad-destination', card });
  const picked = pickUp(state, from, card, rules, toColumn);
  if (!picked.ok) return picked;
  const problem = toColumn
    ? canBuildOnColumn(card, state.tableau[tableauIndex(to)]!, rules)
    : canBuildOnFoundation(card, state.foundations[foundationIndex(to as FoundationId)]!);
  return problem === null ? picked : err(problem);
}

// ---------------------------------------------------------------------------------------------
// Applying

interface Draft {
  stock: readonly CardId[];
  waste: readonly CardId[];
  foundations: (readonly CardId[])[];
  tableau: Column[];
  pass: number;
  score: number;
  events: GameEvent[];
  scoreEvents: ScoreEvent[];
}

function draftOf(state: GameState): Draft {
  return {
    stock: state.stock,
    waste: state.waste,
    foundations: [...state.foundations],
    tableau: [...state.tableau],
    pass: state.pass,
    score: state.score,
    events: [],
    scoreEvents: [],
  };
}

function removeFrom(draft: Draft, pile: PileId, count: number): void {
  if (pile === 'waste') draft.waste = draft.waste.slice(0, -count);
  else if (isFoundationId(pile)) {
    const i = foundationIndex(pile);
    draft.foundations[i] = draft.foundations[i]!.slice(0, -count);
  } else if (isTableauId(pile)) {
    const i = tableauIndex(pile);
    const column = draft.tableau[i]!;
    draft.tableau[i] = { down: column.down, up: column.up.slice(0, column.up.length - count) };
  }
}

function addTo(draft: Draft, pile: PileId, cards: readonly CardId[]): void {
  if (isFoundationId(pile)) {
    const i = foundationIndex(pile);
    draft.foundations[i] = [...draft.foundations[i]!, ...cards];
  } else if (isTableauId(pile)) {
    const i = tableauIndex(pile);
    const column = draft.tableau[i]!;
    draft.tableau[i] = { down: column.down, up: [...column.up, ...cards] };
  }
}

function turnTop(draft: Draft, pile: TableauId): void {
  const i = tableauIndex(pile);
  const column = draft.tableau[i]!;
  const card = topOf(column.down);
  if (card === undefined || column.up.length > 0) return;
  draft.tableau[i] = { down: column.down.slice(0, -1), up: [card] };
  draft.events.push({ type: 'turn', pile, card });
  draft.scoreEvents.push({ type: 'turn' });
}

function applyDraw(draft: Draft, rules: Rules): IllegalMove | null {
  if (draft.stock.length > 0) {
    const count = Math.min(rules.draw, draft.stock.length);
    // Cards go to the waste one by one, so the stock's top card ends up lowest in the drawn group.
    const cards = draft.stock.slice(-count).reverse();
    draft.stock = draft.stock.slice(0, -count);
    draft.waste = [...draft.waste, ...cards];
    draft.events.push({ type: 'draw', cards });
    return null;
  }
  if (draft.waste.length === 0) return { reason: 'stock-empty' };
  if (rules.passes !== null && draft.pass >= rules.passes) return { reason: 'pass-limit' };
  // Turning the waste over keeps its order: the first card drawn is the first drawn again.
  const cards = draft.waste;
  draft.stock = [...cards].reverse();
  draft.waste = [];
  draft.pass += 1;
  draft.events.push({ type: 'recycle', cards, pass: draft.pass });
  draft.scoreEvents.push({ type: 'recycle', newPass: draft.pass });
  return null;
}

function applyCardMove(draft: Draft, state: GameState, move: Extract<Move, { type: 'move' }>, rules: Rules): IllegalMove | null {
  // Moves may come from untrusted data (a save, a test harness): unknown ids are refused, not looked up.
  if (!isPileId(move.from)) return { reason: 'bad-source' };
  if (!isPileId(move.to)) return { reason: 'bad-destination' };
  if (!isCardId(move.card)) return { reason: 'card-not-there' };
  const checked = checkCardMove(state, move.from, move.to, move.card, rules);
  if (!checked.ok) return checked.error;
  const cards = checked.value;
  removeFrom(draft, move.from, cards.length);
  addTo(draft, move.to, cards);
  draft.events.push({ type: 'move', from: move.from, to: move.to, cards });
  if (isFoundationId(move.to)) draft.scoreEvents.push({ type: 'to-foundation' });
  else if (isFoundationId(move.from)) draft.scoreEvents.push({ type: 'from-foundation' });
  else if (move.from === 'waste') draft.scoreEvents.push({ type: 'waste-to-tableau' });
  if (rules.turn === 'auto' && isTableauId(move.from)) turnTop(draft, move.from);
  return null;
}

function applyTurn(draft: Draft, pile: TableauId, rules: Rules): IllegalMove | null {
  if (rules.turn === 'auto') return { reason: 'turn-is-automatic' };
  const column = draft.tableau[tableauIndex(pile)]!;
  if (column.up.length > 0 || column.down.length === 0) return { reason: 'nothing-to-turn' };
  turnTop(draft, pile);
  return null;
}

/**
 * Applies a move. `scoring: false` applies it without changing the score (Windows scoring after an undo).
 * Never throws for player input: an illegal move comes back as `err` and the state is untouched.
 */
export function applyMove(state: GameState, move: Move, rules: Rules, scoring = true): Result<Applied, IllegalMove> {
  const draft = draftOf(state);
  let problem: IllegalMove | null;
  switch (move.type) {
    case 'draw':
      problem = applyDraw(draft, rules);
      break;
    case 'turn':
      problem = isTableauId(move.pile) ? applyTurn(draft, move.pile, rules) : { reason: 'bad-source' };
      break;
    case 'move':
      problem = applyCardMove(draft, state, move, rules);
      break;
    default: {
      // Moves can arrive from untrusted data; an unknown type is refused, not a crash.
      problem = { reason: 'bad-notation' };
    }
  }
  if (problem !== null) return err(problem);
  let score = state.score;
  if (scoring) {
    const system = scoringOf(rules);
    for (const event of draft.scoreEvents) score = addPoints(system, score, system.points(event, rules));
  }
  return ok({
    state: {
      stock: draft.stock,
      waste: draft.waste,
      foundations: draft.foundations,
      tableau: draft.tableau,
      pass: draft.pass,
      score,
      moves: state.moves + 1,
    },
    events: draft.events,
  });
}
