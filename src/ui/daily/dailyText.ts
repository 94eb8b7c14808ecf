/** Words for the daily deal that several parts of the UI say the same way. */
import { formatDailyDate, type DailyDate } from '../../app/daily/dailyDate';
import { plural } from '../../engine';
import { formatTime } from '../text/format';

/** The daily rule set (DAILY_RULES) in words. */
export const DAILY_RULES_TEXT = 'draw 1, unlimited passes';

/** "27 Nov": a daily deal's day in the phone's status bar, where the year does not fit (it is in the words read out). */
export function shortDailyDate(date: DailyDate): string {
  return formatDailyDate(date).replace(/ \d+$/, '');
}

/**
 * The question before a daily deal over a game in progress: one tap's worth of words, its rules and
 * the cost (it was a six-line paragraph on a phone). Kept, the deal waits in the menu, as it always is.
 */
export function dailyQuestion(date: DailyDate, moves: number): { title: string; body: string } {
  const rules = DAILY_RULES_TEXT.charAt(0).toUpperCase() + DAILY_RULES_TEXT.slice(1);
  return {
    title: `Play the daily deal of ${formatDailyDate(date)}?`,
    body: `${rules}. This game (${plural(moves, 'move')}) counts as a loss.`,
  };
}

/** "Klondike daily · 27 Nov 2026 · won in 3:12, 94 moves": the first line of a shared result. */
export function formatDailyResult(date: DailyDate, elapsedMs: number, moves: number): string {
  return `Klondike daily · ${formatDailyDate(date)} · won in ${formatTime(elapsedMs)}, ${plural(moves, 'move')}`;
}

/** The link that opens `date`'s daily deal, on the app's own origin and path (`base`: the page's address). */
export function dailyLink(date: DailyDate, base: string): string {
  const url = new URL(base);
  url.search = '';
  url.hash = '';
  url.searchParams.set('daily', date);
  return url.toString();
}
