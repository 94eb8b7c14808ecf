/**
 * The daily record in the Statistics dialog: days won, the current and best streaks, and a month
 * calendar marking the days won and today. The calendar is a table (a screen reader reads it by row
 * and column, each won day with its best time and fewest moves, today named), and the months are
 * turned with two buttons, so keys alone reach every month since the first daily deal.
 */
import { addDays, dayNumber, type DailyDate } from '../../app/daily/dailyDate';
import { FIRST_DAILY_DATE } from '../../app/daily/dailyDeal';
import { dailyStreaks, type DailyWins } from '../../app/daily/dailyRecord';
import { actionButton } from '../dialogs/dialogShell';
import { el } from '../dom';
import { formatNumber, t } from '../../i18n';
import { formatCalendarDay, firstWeekday } from '../text/dates';
import { formatTime } from '../text/format';

/** `YYYY-MM` of a date: the month the calendar shows. */
const monthOf = (date: DailyDate): string => date.slice(0, 7);

/** Monday 0 … Sunday 6 (1970-01-01, day 0, was a Thursday). */
const weekday = (date: DailyDate): number => (((dayNumber(date) + 3) % 7) + 7) % 7;

function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 1 January 2024 was a Monday: the weekdays' names are read off its week. */
const A_MONDAY = '2024-01-01';

/** Monday 0 … Sunday 6's short name ("Mon") in the language shown. */
const weekdayName = (day: number): string => formatCalendarDay(addDays(A_MONDAY, day), { weekday: 'short' });

/** What a screen reader hears of a day after its number: today, and a won day's best time and fewest moves. */
function dayWords(isToday: boolean, best: DailyWins[string] | undefined): string {
  if (best === undefined) return isToday ? t('daily.calendar.today') : '';
  const won = { time: formatTime(best.bestTimeMs), moves: best.fewestMoves };
  return isToday ? t('daily.calendar.todayWon', won) : t('daily.calendar.won', won);
}

/** The calendar of `month` (`YYYY-MM`): a week a row, from the first day of the language's week. */
export function monthTable(month: string, wins: DailyWins, today: DailyDate): HTMLTableElement {
  const first = `${month}-01`;
  const weekStart = firstWeekday();
  const length = dayNumber(`${shiftMonth(month, 1)}-01`) - dayNumber(first);
  const table = el(
    'table',
    { class: 'daily-calendar', 'data-testid': 'daily-calendar' },
    el('caption', {}, formatCalendarDay(first, { month: 'long', year: 'numeric' })),
  );
  table.append(el('thead', {}, el('tr', {}, ...[0, 1, 2, 3, 4, 5, 6].map((column) => el('th', { scope: 'col' }, weekdayName((weekStart + column) % 7))))));
  const body = el('tbody', {});
  let row = el('tr', {});
  for (let blank = 0; blank < (weekday(first) - weekStart + 7) % 7; blank++) row.append(el('td', {}));
  for (let day = 1; day <= length; day++) {
    const date = addDays(first, day - 1);
    const best = Object.hasOwn(wins, date) ? wins[date] : undefined;
    const words = dayWords(date === today, best);
    const cell = el(
      'td',
      {
        class: [best === undefined ? null : 'won', date === today ? 'today' : null].filter((c) => c !== null).join(' ') || null,
        'data-date': date,
        'aria-current': date === today ? 'date' : null,
        title: words === '' ? null : words,
      },
      String(day),
      words === '' ? null : el('span', { class: 'visually-hidden' }, ` ${words}`),
    );
    row.append(cell);
    if (row.childElementCount === 7) {
      body.append(row);
      row = el('tr', {});
    }
  }
  if (row.childElementCount > 0) body.append(row);
  table.append(body);
  return table;
}

/** The daily part of the Statistics dialog; `refresh` redraws it from the record (after a reset or an import). */
export function dailySection(wins: () => DailyWins, today: DailyDate): { readonly element: HTMLElement; refresh(): void } {
  const firstMonth = monthOf(FIRST_DAILY_DATE);
  const lastMonth = monthOf(today);
  let shown = lastMonth;
  const facts = el('dl', { class: 'stats-facts' });
  const calendar = el('div', { class: 'daily-month' });
  const previous = actionButton(t('daily.calendar.previous'), 'daily-previous-month', () => turn(-1));
  const next = actionButton(t('daily.calendar.next'), 'daily-next-month', () => turn(1));
  const element = el(
    'section',
    { class: 'daily-record', 'aria-labelledby': 'daily-record-title', 'data-testid': 'daily-record' },
    el('h3', { id: 'daily-record-title' }, t('daily.record.title')),
    el('p', { class: 'daily-rules' }, t('daily.record.rules')),
    facts,
    calendar,
    el('div', { class: 'daily-months' }, previous, next),
  );
  function turn(by: number): void {
    shown = shiftMonth(shown, by);
    refresh();
  }
  function refresh(): void {
    const days = wins();
    const streaks = dailyStreaks(days, today);
    const fact = (name: string, value: string, testid: string): HTMLElement =>
      el('div', { class: 'stats-fact' }, el('dt', {}, name), el('dd', { 'data-testid': testid }, value));
    facts.replaceChildren(
      fact(t('daily.fact.daysWon'), formatNumber(Object.keys(days).length), 'daily-days-won'),
      fact(t('daily.fact.currentStreak'), t('daily.streak', { count: streaks.current }), 'daily-streak'),
      fact(t('daily.fact.bestStreak'), t('daily.streak', { count: streaks.best }), 'daily-best-streak'),
    );
    calendar.replaceChildren(monthTable(shown, days, today));
    previous.disabled = shown <= firstMonth;
    next.disabled = shown >= lastMonth;
  }
  refresh();
  return { element, refresh };
}
