/**
 * Fair help in words (Settings → Hints: "See what you see"; the chance to win; the fair review): the
 * share of the ways the hidden cards could lie that still win, said as a percentage in the player's
 * language. Pure, so every sentence is unit-tested in Node.
 */
import { isFoundationId, type GameState, type Move } from '../../engine';
import { cardName, currentLanguage, pileName, t } from '../../i18n';
import type { ControllerEvents, FairHintOdds } from '../../app/session/events';
import { sameMove } from '../../app/session/fairReview';
import type { FairAnswer } from '../../app/solverPort/solverProtocol';
import { describeMove, describeMoveClause } from './format';

/**
 * A share rounded down to whole percent, so that it never says more than was found: 15 of 16 ways is
 * 93 %, and only all of them is 100 %.
 */
export function flooredShare(chance: number): number {
  return Math.floor(chance * 100 + 1e-9) / 100;
}

/** "64%" (or "64 %", "%64"…) as the language shown writes a percentage. */
export function formatChance(chance: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent' }).format(flooredShare(chance));
}

/** The fair hint's toast: the move, and the share of the ways the hidden cards could lie that still win after it. */
export function fairHintMessage(hint: ControllerEvents['hint'] & { readonly fair: FairHintOdds }, state: GameState): string {
  const { move, fair } = hint;
  if (move === null) return describeMove(null, state);
  if (fair.chance === null) return t('fair.hint.undecided', { move: describeMoveClause(move, state) });
  if (fair.unseen === 0) {
    return fair.chance > 0
      ? t('fair.hint.allSeen', { move: describeMoveClause(move, state) })
      : t('fair.hint.allSeenLost', { move: describeMoveClause(move, state, 'inner') });
  }
  return t('fair.hint.bestBet', { move: describeMoveClause(move, state, 'inner'), chance: flooredShare(fair.chance) });
}

/** A move as the subject of a sentence: "the four of clubs to column 2", "dealing from the stock". */
export function fairMovePhrase(move: Move, state: GameState): string {
  switch (move.type) {
    case 'draw':
      return state.stock.length > 0 ? t('fair.move.draw') : t('fair.move.redeal');
    case 'turn':
      return t('fair.move.turn', { pile: pileName(move.pile) });
    case 'move':
      return isFoundationId(move.to)
        ? t('fair.move.home', { card: cardName(move.card, 'subject') })
        : t('fair.move.toPile', { card: cardName(move.card, 'subject'), pile: pileName(move.to) });
  }
}

/**
 * The fair review's sentence, beside the move that lost the win: the best bet with what the player
 * could see there and its share, and the share of the move played; or, when the move played was as
 * good a bet as any, that the player could not have known. Never a guess: without both shares, it says
 * they could not be worked out.
 */
export function fairReviewText(answer: FairAnswer | null, played: Move, before: GameState): string {
  const best = answer?.moves[0];
  const mine = answer?.moves.find((m) => sameMove(m.move, played));
  const bestChance = best?.odds.winChance ?? null;
  const playedChance = mine?.odds.winChance ?? null;
  if (best === undefined || bestChance === null || playedChance === null) return t('fair.review.undecided');
  if (playedChance >= bestChance) return t('fair.review.couldNotKnow', { chance: flooredShare(playedChance) });
  return t('fair.review.better', { best: fairMovePhrase(best.move, before), bestChance: flooredShare(bestChance), playedChance: flooredShare(playedChance) });
}

/** The HUD's chance to win: its value ("64%", "…" while worked out, "?" when it could not be) and its title. */
export function chanceDisplay(chance: number | null | 'computing'): { value: string; title: string } {
  if (chance === 'computing') return { value: '…', title: t('fair.hud.computingTitle') };
  if (chance === null) return { value: '?', title: t('fair.hud.unknownTitle') };
  return { value: formatChance(chance), title: t('fair.hud.title', { chance: flooredShare(chance) }) };
}
