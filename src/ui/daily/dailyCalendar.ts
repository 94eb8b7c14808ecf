/**
 * The daily record in the Statistics dialog: days won, the current and best streaks, and a month
 * calendar marking the days won and today. The calendar is a table (a screen reader reads it by row
 * and column, each won day with its best time and fewest moves, today named), and the months are
 * turned with two buttons, so keys alone reach every month since the first daily deal.
 */
import { addDays, dayNumber, type DailyDate } from '../../app/daily/dailyDate';
import { FIRST_DAILY_DATE } from '../../app/daily/dailyDeal';
import { dailyStreaks, type DailyWins } from '../../app/daily/dailyRecord';
import { plural } from '../../engine';
import { actionButton } from '../dialogs/dialogShell';
import { el } from '../dom';
import { DAILY_RULES_TEXT } from './dailyText';
import { formatTime } from '../text/format';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** `YYYY-MM` of a date: the month the calendar shows. */
const monthOf = (date: DailyDate): string => date.slice(0, 7);

/** Monday 0 … Sunday 6 (1970-01-01, day 0, was a Thursday). */
const weekday = (date: DailyDate): number => (((dayNumber(date) + 3) % 7) + 7) % 7;

function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The calendar of `month` (`YYYY-MM`): a week a row, Monday first. */
export function monthTable(month: string, wins: DailyWins, today: DailyDate): HTMLTableElement {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const first = `${month}-01`;
  const length = dayNumber(`${shiftMonth(month, 1)}-01`) - dayNumber(first);
  const table = el('table', { class: 'daily-calendar', 'data-testid': 'daily-calendar' }, el('caption', {}, `${MONTH_NAMES[number - 1]!} ${year}`));
  table.append(el('thead', {}, el('tr', {}, ...WEEKDAYS.map((day) => el('th', { scope: 'col' }, day)))));
  const body = el('tbody', {});
  let row = el('tr', {});
  for (let blank = 0; blank < weekday(first); blank++) row.append(el('td', {}));
  for (let day = 1; day <= length; day++) {
    const date = addDays(first, day - 1);
    const best = Object.hasOwn(wins, date) ? wins[date] : undefined;
    const said = [date === today ? 'today' : null, best === undefined ? null : `won in ${formatTime(best.bestTimeMs)}, ${plural(best.fewestMoves, 'move')}`];
    const words = said.filter((part) => part !== null).join(', ');
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
  const previous = actionButton('Previous month', 'daily-previous-month', () => turn(-1));
  const next = actionButton('Next month', 'daily-next-month', () => turn(1));
  const element = el(
    'section',
    { class: 'daily-record', 'aria-labelledby': 'daily-record-title', 'data-testid': 'daily-record' },
    el('h3', { id: 'daily-record-title' }, 'Daily deals'),
    el('p', { class: 'daily-rules' }, `Every daily deal is played with ${DAILY_RULES_TEXT}, and also counts under those rules above.`),
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
      fact('Days won', String(Object.keys(days).length), 'daily-days-won'),
      fact('Current streak', plural(streaks.current, 'day'), 'daily-streak'),
      fact('Best streak', plural(streaks.best, 'day'), 'daily-best-streak'),
    );
    calendar.replaceChildren(monthTable(shown, days, today));
    previous.disabled = shown <= firstMonth;
    next.disabled = shown >= lastMonth;
  }
  refresh();
  return { element, refresh };
}
