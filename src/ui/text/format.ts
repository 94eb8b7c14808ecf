/**
 * Pure formatting for the HUD, toasts and dialogs: time, score per scoring system, passes, hint moves
 * in words, and the deal-number input. No DOM here, so all of it is unit-tested in Node.
 */
import {
  capitalise,
  decapitalise,
  err,
  isFoundationId,
  isTableauId,
  MAX_DEAL,
  ok,
  tableauIndex,
  type GameState,
  type Move,
  type Result,
  type ScoringId,
} from '../../engine';
import { cardName, pileName } from '../../i18n';
import type { ControllerEvents } from '../../app/session/events';
import type { WayBack } from '../../app/session/gameProgress';

/** "m:ss" under an hour ("0:07", "12:34"), "h:mm:ss" beyond; negative or broken input reads "0:00". */
export function formatTime(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The HUD label of each scoring system's number. */
const SCORE_LABELS: { readonly [K in ScoringId]: string } = {
  standard: 'Score',
  jsolitaire: 'Score',
  vegas: 'Vegas',
  'vegas-cumulative': 'Bank',
  foundation: 'Home',
  'windows-help': 'Score',
  none: '',
};

export function scoreLabel(scoring: ScoringId): string {
  return SCORE_LABELS[scoring];
}

/** The score as the player reads it: money for Vegas ("−$52"), a plain number otherwise; null when unscored. */
export function formatScore(score: number, scoring: ScoringId): string | null {
  if (scoring === 'none') return null;
  if (scoring === 'vegas' || scoring === 'vegas-cumulative') return formatMoney(score);
  return String(score);
}

/** The minus sign (U+2212), not a hyphen: money owed reads "−$52", as it is printed ("$-52" is no one's way). */
const MINUS = '\u2212';

/** Dollars as the player reads them: "$13", "−$52". */
export function formatMoney(amount: number): string {
  return amount < 0 ? `${MINUS}$${-amount}` : `$${amount}`;
}

/** Redeals left (the controller's `passesLeft`): "∞" when unlimited. */
export function formatPassesLeft(passesLeft: number | null): string {
  return passesLeft === null ? '∞' : String(passesLeft);
}

/** A hint in plain words, given the table it applies to; `null` means there is nothing useful to do. */
export function describeMove(move: Move | null, state: GameState): string {
  if (move === null) return 'No useful move found. Try Undo, Restart or a new deal.';
  switch (move.type) {
    case 'draw':
      return state.stock.length > 0 ? 'Deal cards from the stock.' : 'Turn the waste over and go through the stock again.';
    case 'turn':
      return `Turn over the top card of ${pileName(move.pile)}.`;
    case 'move': {
      const card = cardName(move.card);
      if (isFoundationId(move.to)) return `${capitalise(card)} can go home to the foundations.`;
      const from = ` from ${pileName(move.from)}`;
      const column = isTableauId(move.to) ? state.tableau[tableauIndex(move.to)] : undefined;
      const onto = column?.up[column.up.length - 1];
      const target = onto === undefined ? `the empty ${pileName(move.to)}` : `${cardName(onto)} in ${pileName(move.to)}`;
      return `Move ${card}${from} onto ${target}.`;
    }
  }
}

/**
 * The hint toast: the move in words, and how much to trust it — a step of a winning line the solver
 * found, or the plain ranking's best guess when it found none in time. A position the solver proved
 * lost says so first, with the way back (see `WayBack`), whatever move is left. Short, for a phone's toast.
 */
export function hintMessage(hint: ControllerEvents['hint'], state: GameState, way: WayBack = 'undo'): string {
  const { move, source, verdict } = hint;
  if (verdict === 'unwinnable') {
    const lost = LOST_ADVICE[way];
    return move === null ? lost : `${lost} Best try: ${decapitalise(describeMove(move, state))}`;
  }
  if (move === null) return describeMove(null, state);
  const sentence = describeMove(move, state).replace(/\.$/, '');
  if (source === 'winning-line') return `${sentence} — on a winning line.`;
  return verdict === 'unknown' ? `${sentence} — best guess (no winning line found quickly).` : `${sentence} — best guess.`;
}

const LOST_ADVICE: Readonly<Record<WayBack, string>> = {
  undo: "This game can't be won from here: Undo to go back.",
  restart: "This game can't be won from here: try Restart or a new deal.",
  'new-deal': "This deal can't be won, however it is played: try a new deal.",
};

/** The deal-number field: a whole number 0…MAX_DEAL, spaces ignored; anything else is refused with the field's note. */
export function parseDealInput(text: string): Result<number, string> {
  const trimmed = text.trim();
  const deal = Number(trimmed);
  return /^\d{1,10}$/.test(trimmed) && deal <= MAX_DEAL ? ok(deal) : err(`Type a whole number from 0 to ${MAX_DEAL}.`);
}
