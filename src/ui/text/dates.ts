/**
 * Dates in the language shown, through `Intl`: month and weekday names, the order of day, month and
 * year, and the first day of the week are each language's own. The game's English is written the
 * British way ("27 Nov 2026", weeks from Monday), so English dates are formatted as en-GB.
 */
import { currentLanguage } from '../../i18n';

/** The locale dates are formatted in. */
export function dateLocale(): string {
  const language = currentLanguage();
  return language === 'en' ? 'en-GB' : language;
}

/** A calendar day (`YYYY-MM-DD`, a local date) as midnight UTC, formatted in UTC: no time zone moves it. */
export function formatCalendarDay(date: string, options: Intl.DateTimeFormatOptions): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(dateLocale(), { ...options, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/** Week information as browsers give it: a method in newer ones, a getter in older ones (and Node). */
type WithWeekInfo = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/** The first day of the locale's week: 0 Monday … 6 Sunday (Monday where the browser cannot say). */
export function firstWeekday(): number {
  const locale = new Intl.Locale(dateLocale()) as WithWeekInfo;
  const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? 1;
  return (firstDay - 1) % 7;
}
