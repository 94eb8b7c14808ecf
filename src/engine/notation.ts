/**
 * The text move notation (README, "Move notation"), for tests, replays, bug reports and the command line:
 * `P`, `W>3`, `W>F`, `7>F`, `3:QH>5`, `3>5`, `F2>4`, `^3`; moves separated by spaces.
 * `F` as a destination means the foundation of the card's suit (an ace: the leftmost empty one);
 * `F1`…`F4` names one. Parsing needs the position, to resolve `>F` and `3>5`.
 */
import { foundationFor } from './legal';
import { applyMove, type IllegalMove, type Move } from './moves';
import { err, ok, type Result } from './result';
import type { Rules } from './rules';
import { topOf, type GameState } from './state';
import {
  FOUNDATION_IDS,
  TABLEAU_IDS,
  foundationIndex,
  isCardId,
  isFoundationId,
  isTableauId,
  tableauIndex,
  type CardId,
  type FoundationId,
  type PileId,
} from './types';

/** A token is short; anything longer is not notation (and not worth scanning). */
const MAX_TOKEN_LENGTH = 16;
const MOVE_PATTERN = /^(W|F[1-4]|[1-7])(?::([A2-9TJQK][CDHS]))?>(F[1-4]?|[1-7])$/;
const TURN_PATTERN = /^\^([1-7])$/;

function pileOfToken(token: string): PileId {
  if (token === 'W') return 'waste';
  if (token.startsWith('F')) return FOUNDATION_IDS[Number(token.slice(1)) - 1]!;
  return TABLEAU_IDS[Number(token) - 1]!;
}

/** The card a source token names when no card is written: the waste's or a foundation's top card. */
function topCardOf(state: GameState, pile: PileId): CardId | undefined {
  if (pile === 'waste') return topOf(state.waste);
  if (isFoundationId(pile)) return topOf(state.foundations[foundationIndex(pile)]!);
  if (isTableauId(pile)) return topOf(state.tableau[tableauIndex(pile)]!.up);
  return undefined;
}

/**
 * `3>5`: the one run of column 3 that fits column 5. When none fits, the move the player most likely
 * meant (the whole run under strict moves, the top card otherwise) so that the refusal names a reason.
 */
function resolveColumnRun(state: GameState, from: PileId, to: PileId, rules: Rules): Result<CardId, IllegalMove> {
  const column = state.tableau[tableauIndex(from as (typeof TABLEAU_IDS)[number])]!;
  if (column.up.length === 0) return err({ reason: column.down.length > 0 ? 'face-down' : 'empty-source' });
  const fitting = column.up.filter((card) => applyMove(state, { type: 'move', from, to, card }, rules).ok);
  if (fitting.length > 1) return err({ reason: 'ambiguous' });
  const chosen = fitting[0] ?? (rules.moves === 'strict' ? column.up[0] : topOf(column.up));
  return ok(chosen!);
}

/** Parses one move token against the position it will be played in. */
export function parseMove(token: string, state: GameState, rules: Rules): Result<Move, IllegalMove> {
  const text = token.trim().toUpperCase();
  if (text.length === 0 || text.length > MAX_TOKEN_LENGTH) return err({ reason: 'bad-notation' });
  if (text === 'P') return ok({ type: 'draw' });
  const turn = TURN_PATTERN.exec(text);
  if (turn) return ok({ type: 'turn', pile: TABLEAU_IDS[Number(turn[1]) - 1]! });
  const match = MOVE_PATTERN.exec(text);
  if (!match) return err({ reason: 'bad-notation' });
  const [, fromToken, cardToken, toToken] = match as unknown as [string, string, string | undefined, string];
  const from = pileOfToken(fromToken);
  let card: CardId | undefined;
  if (cardToken !== undefined) {
    if (!isCardId(cardToken)) return err({ reason: 'bad-notation' });
    card = cardToken;
  } else if (isTableauId(from) && /^[1-7]$/.test(toToken)) {
    const resolved = resolveColumnRun(state, from, pileOfToken(toToken), rules);
    if (!resolved.ok) return resolved;
    card = resolved.value;
  } else {
    card = topCardOf(state, from);
    if (card === undefined) return err({ reason: 'empty-source' });
  }
  let to: PileId;
  if (toToken === 'F') to = foundationFor(state, card) ?? defaultFoundation(state, card);
  else to = pileOfToken(toToken);
  return ok({ type: 'move', from, to, card });
}

/** Where `>F` points when the card cannot go home: its suit's pile, else the leftmost empty one, so the refusal has a reason. */
function defaultFoundation(state: GameState, card: CardId): FoundationId {
  const own = state.foundations.findIndex((pile) => pile[0]?.[1] === card[1]);
  const empty = state.foundations.findIndex((pile) => pile.length === 0);
  return FOUNDATION_IDS[own >= 0 ? own : Math.max(empty, 0)]!;
}

function pileToken(pile: PileId): string {
  if (pile === 'waste') return 'W';
  if (pile === 'stock') return 'P';
  if (isFoundationId(pile)) return `F${foundationIndex(pile) + 1}`;
  return String(tableauIndex(pile) + 1);
}

/** Writes a move as notation, given the position before it; `parseMove` reads it back to the same move. */
export function makeMoveNotation(move: Move, state: GameState): string {
  switch (move.type) {
    case 'draw':
      return 'P';
    case 'turn':
      return `^${tableauIndex(move.pile) + 1}`;
    case 'move': {
      const source = isTableauId(move.from) && isTableauId(move.to) ? `${pileToken(move.from)}:${move.card}` : pileToken(move.from);
      const canonicalHome = isFoundationId(move.to) && (foundationFor(state, move.card) ?? defaultFoundation(state, move.card)) === move.to;
      const target = canonicalHome ? 'F' : pileToken(move.to);
      return `${source}>${target}`;
    }
  }
}

/** Splits a move list on whitespace. */
export function splitMoves(text: string): string[] {
  return text.split(/\s+/).filter((t) => t.length > 0);
}

/** Formats a list of moves played in order from `state`. */
export function makeMovesNotation(moves: readonly Move[], state: GameState, rules: Rules): string {
  const tokens: string[] = [];
  let current = state;
  for (const move of moves) {
    tokens.push(makeMoveNotation(move, current));
    const applied = applyMove(current, move, rules);
    if (!applied.ok) break;
    current = applied.value.state;
  }
  return tokens.join(' ');
}

/** Parses and plays a move list, stopping at the first token that is bad or illegal. */
export function parseMoves(text: string, state: GameState, rules: Rules): Result<Move[], IllegalMove & { index: number; token: string }> {
  const moves: Move[] = [];
  let current = state;
  const tokens = splitMoves(text);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const parsed = parseMove(token, current, rules);
    if (!parsed.ok) return err({ ...parsed.error, index, token });
    const applied = applyMove(current, parsed.value, rules);
    if (!applied.ok) return err({ ...applied.error, index, token });
    moves.push(parsed.value);
    current = applied.value.state;
  }
  return ok(moves);
}
