/** Words for the daily deal that several parts of the UI say the same way, in the language shown. */
import type { DailyDate } from '../../app/daily/dailyDate';
import { t } from '../../i18n';
import { formatCalendarDay } from '../text/dates';
import { formatTime } from '../text/format';

/** "27 Nov 2026": a daily deal's day, as the language writes a date. */
export function dailyDateText(date: DailyDate): string {
  return formatCalendarDay(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "27 Nov": a daily deal's day in the phone's status bar, where the year does not fit (it is in the words read out). */
export function shortDailyDate(date: DailyDate): string {
  return formatCalendarDay(date, { day: 'numeric', month: 'short' });
}

/**
 * The question before a daily deal over a game in progress: one tap's worth of words, its rules and
 * the cost (it was a six-line paragraph on a phone). Kept, the deal waits in the menu, as it always is.
 */
export function dailyQuestion(date: DailyDate, moves: number): { title: string; body: string } {
  return {
    title: t('daily.question.title', { date: dailyDateText(date) }),
    body: t('daily.question.body', { moves }),
  };
}

/** "Klondike daily · 27 Nov 2026 · won in 3:12, 94 moves": the first line of a shared result. */
export function formatDailyResult(date: DailyDate, elapsedMs: number, moves: number): string {
  return t('daily.share.result', { date: dailyDateText(date), time: formatTime(elapsedMs), moves });
}

/** The link that opens `date`'s daily deal, on the app's own origin and path (`base`: the page's address). */
export function dailyLink(date: DailyDate, base: string): string {
  const url = new URL(base);
  url.search = '';
  url.hash = '';
  url.searchParams.set('daily', date);
  return url.toString();
}
