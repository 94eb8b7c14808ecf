/**
 * Pure formatting for the HUD, toasts and dialogs: time, score per scoring system, passes, hint moves
 * in words, and the deal-number input. No DOM here, so all of it is unit-tested in Node.
 */
import { err, isFoundationId, isTableauId, MAX_DEAL, ok, tableauIndex, type GameState, type Move, type Result, type ScoringId } from '../../engine';
import { cardName, currentLanguage, formatMoney, formatNumber, pileName, t, type MessageKey } from '../../i18n';
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

/** The HUD label of each scoring system's number, as the `scoring` choice of its message. */
const SCORE_LABELS: { readonly [K in ScoringId]: 'score' | 'vegas' | 'bank' | 'home' | null } = {
  standard: 'score',
  jsolitaire: 'score',
  vegas: 'vegas',
  'vegas-cumulative': 'bank',
  foundation: 'home',
  'windows-help': 'score',
  none: null,
};

export function scoreLabel(scoring: ScoringId): string {
  const label = SCORE_LABELS[scoring];
  return label === null ? '' : t('hud.score.label', { scoring: label });
}

/** The score as the player reads it: money for Vegas ("−$52"), a number otherwise; null when unscored. */
export function formatScore(score: number, scoring: ScoringId): string | null {
  if (scoring === 'none') return null;
  if (scoring === 'vegas' || scoring === 'vegas-cumulative') return formatMoney(score);
  // A score owed is printed with the language's own minus ("-100" in English), unlike money.
  return new Intl.NumberFormat(currentLanguage()).format(score);
}

/** Dollars as the player's language writes them ("$13", "−$52" in English). */
export { formatMoney };

/** Redeals left (the controller's `passesLeft`): "∞" when unlimited. */
export function formatPassesLeft(passesLeft: number | null): string {
  return passesLeft === null ? t('hud.redeals.unlimited') : formatNumber(passesLeft);
}

/**
 * Where a move's words stand: `start` opens a sentence (English capitalises its first word), `inner`
 * follows other words ("Best try: move the …"). Each message selects on it, so no code changes case.
 */
export type MovePosition = 'start' | 'inner';

/** A move in words, without the sentence's end: "Move the seven of hearts from column 2 onto …". */
export function describeMoveClause(move: Move, state: GameState, position: MovePosition = 'start'): string {
  switch (move.type) {
    case 'draw':
      return t(state.stock.length > 0 ? 'hints.move.draw' : 'hints.move.redeal', { position });
    case 'turn':
      return t('hints.move.turn', { position, pile: pileName(move.pile) });
    case 'move': {
      if (isFoundationId(move.to)) return t('hints.move.home', { card: cardName(move.card, position === 'start' ? 'start' : 'subject') });
      const column = isTableauId(move.to) ? state.tableau[tableauIndex(move.to)] : undefined;
      const onto = column?.up[column.up.length - 1];
      const names = { position, card: cardName(move.card, 'object'), from: pileName(move.from), to: pileName(move.to) };
      return onto === undefined ? t('hints.move.ontoEmpty', names) : t('hints.move.ontoCard', { ...names, onto: cardName(onto, 'onto') });
    }
  }
}

/** A hint in plain words, given the table it applies to; `null` means there is nothing useful to do. */
export function describeMove(move: Move | null, state: GameState): string {
  if (move === null) return t('hints.move.none');
  return t('hints.sentence', { move: describeMoveClause(move, state) });
}

/**
 * The hint toast: the move in words, and how much to trust it — a step of a winning line the solver
 * found, or the plain ranking's best guess when it found none in time. A position the solver proved
 * lost says so first, with the way back (see `WayBack`), whatever move is left. Short, for a phone's toast.
 */
export function hintMessage(hint: ControllerEvents['hint'], state: GameState, way: WayBack = 'undo'): string {
  const { move, source, verdict } = hint;
  if (verdict === 'unwinnable') {
    const advice = t(LOST_ADVICE[way]);
    return move === null ? advice : t('hints.lost.bestTry', { advice, move: describeMoveClause(move, state, 'inner') });
  }
  if (move === null) return describeMove(null, state);
  const clause = describeMoveClause(move, state);
  if (source === 'winning-line') return t('hints.source.winningLine', { move: clause });
  return t(verdict === 'unknown' ? 'hints.source.bestGuessUnsure' : 'hints.source.bestGuess', { move: clause });
}

const LOST_ADVICE: Readonly<Record<WayBack, MessageKey>> = {
  undo: 'hints.lost.undo',
  restart: 'hints.lost.restart',
  'new-deal': 'hints.lost.newDeal',
};

/** The deal-number field: a whole number 0…MAX_DEAL, spaces ignored; anything else is refused with the field's note. */
export function parseDealInput(text: string): Result<number, string> {
  const trimmed = text.trim();
  const deal = Number(trimmed);
  return /^\d{1,10}$/.test(trimmed) && deal <= MAX_DEAL ? ok(deal) : err(t('hints.dealInput.invalid', { max: String(MAX_DEAL) }));
}
