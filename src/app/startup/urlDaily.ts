/**
 * The `?daily=YYYY-MM-DD` URL parameter: that day's daily deal. Past days are playable; a date not
 * yet come (by the player's local date), one before the first daily deal, or one that is no date is
 * named in one short line and refused, as a bad `?deal=` is.
 */
import { echo } from '../../engine';
import { t } from '../../i18n';
import { formatDailyDate, parseDailyDate, type DailyDate } from '../daily/dailyDate';
import { dailyDeal, FIRST_DAILY_DATE } from '../daily/dailyDeal';

export interface DailyChoice {
  /** The day asked for, with its deal; null when none was, or the value was refused. */
  readonly daily: { readonly date: DailyDate; readonly deal: number } | null;
  readonly notice: string | null;
}

export function parseDailyQuery(search: string, today: DailyDate): DailyChoice {
  const raw = new URLSearchParams(search).get('daily');
  if (raw === null) return { daily: null, notice: null };
  const date = parseDailyDate(raw);
  if (!date.ok) return { daily: null, notice: t('startup.ignored.dailyNotDate', { value: echo(raw) }) };
  if (date.value > today) {
    return {
      daily: null,
      notice: t('startup.ignored.dailyFuture', { value: date.value, day: formatDailyDate(date.value), today: formatDailyDate(today) }),
    };
  }
  const deal = dailyDeal(date.value);
  if (deal === null) return { daily: null, notice: t('startup.ignored.dailyTooEarly', { value: date.value, first: formatDailyDate(FIRST_DAILY_DATE) }) };
  return { daily: { date: date.value, deal }, notice: null };
}
