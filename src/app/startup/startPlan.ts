/**
 * Which game the app opens with: the game in progress, or the one a link asks for. A link never
 * silently replaces a game the player has moves in: the app resumes it and asks (`askAbout`).
 */
import { currentState, isWon, type LoadedGame, type Rules } from '../../engine';
import { gameInProgress } from '../session/gameProgress';
import type { GameLink } from './startup';
import { t } from '../../i18n';

export type StartPlan =
  /** Carry on with the saved game; with `askAbout`, ask whether to play that link instead. */
  | { readonly kind: 'resume'; readonly saved: LoadedGame; readonly askAbout: GameLink | null }
  /** A new game: the link's, or (no link) a fresh deal under `rules`. `deal` null: a random one. */
  | { readonly kind: 'deal'; readonly rules: Rules; readonly deal: number | null; readonly fromLink: boolean };

/**
 * `rules`: the rules of a fresh deal when neither a link nor a game to resume decides (the saved
 * game's, after a win). A won game is over: the link, or a fresh deal, comes at once.
 */
export function planStart(saved: LoadedGame | null, link: GameLink | null, rules: Rules): StartPlan {
  const won = saved !== null && isWon(currentState(saved.game));
  if (saved !== null && !won) {
    if (link === null) return { kind: 'resume', saved, askAbout: null };
    if (gameInProgress(saved.game, won)) return { kind: 'resume', saved, askAbout: link };
  }
  return link === null ? { kind: 'deal', rules, deal: null, fromLink: false } : { kind: 'deal', rules: link.rules, deal: link.deal, fromLink: true };
}

/**
 * The launch notice: what the URL had that was ignored (`startup.notice`), and, when its deal was
 * ignored, the deal actually on the table, so that the player is never told of a deal not dealt.
 */
export function startNotice(notice: string | null, dealIgnored: boolean, plan: StartPlan, dealOnTable: number): string | null {
  if (notice === null || !dealIgnored) return notice;
  const deal = String(dealOnTable);
  if (plan.kind === 'deal') return `${notice} ${t('startup.dealIgnored.playing', { deal })}`;
  if (plan.askAbout === null) return `${notice} ${t('startup.dealIgnored.resumed', { deal })}`;
  return `${notice} ${t('startup.dealIgnored.linkNewDeal')}`;
}
