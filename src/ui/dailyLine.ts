/**
 * The daily deal's one unobtrusive line on the first screen of a day whose deal is still to win: a
 * short bar above the toolbar with Play, never a dialog over the game. It goes once the player makes a
 * move (the first screen is over), plays it, or has today's deal on the table. Play goes through the
 * same question as a link when a game is in progress (`DailyService.playToday`).
 */
import type { DailyDate } from '../app/daily/dailyDate';
import { formatDailyDate } from '../app/daily/dailyDate';
import type { ControllerEvents } from '../app/session/events';
import type { TableSession } from '../app/session/session';
import { el } from './dom';

/** What the UI needs of the daily deal; main.ts makes it (the local date, the link question). */
export interface DailyService {
  /** The player's local date now. */
  today(): DailyDate;
  /** Whether `date` has a daily deal (none before the first). */
  hasDeal(date: DailyDate): boolean;
  /** The day whose daily deal is on the table (as of today), or null. */
  onTable(): DailyDate | null;
  /** Whether the day's daily deal has been won (the daily record). */
  won(date: DailyDate): boolean;
  /** Deals today's daily deal; over a game in progress, asks first (as a link does). */
  playToday(): void;
}

export function mountDailyLine(host: HTMLElement, controller: TableSession, daily: DailyService): { destroy(): void } {
  const today = daily.today();
  const play = el('button', { type: 'button', class: 'action primary', 'data-testid': 'daily-line-play' }, 'Play');
  const line = el(
    'div',
    { class: 'ui-daily', role: 'group', 'aria-label': 'Daily deal', 'data-testid': 'daily-line' },
    el('span', {}, `Today's daily deal, ${formatDailyDate(today)}`),
    play,
  );
  line.hidden = !daily.hasDeal(today) || daily.won(today) || daily.onTable() === today;
  host.appendChild(line);
  const onChanged = ({ cause }: ControllerEvents['changed']): void => {
    if (cause === 'move' || daily.onTable() === today) line.hidden = true;
  };
  play.addEventListener('click', () => {
    line.hidden = true;
    daily.playToday();
  });
  controller.events.on('changed', onChanged);
  return {
    destroy() {
      controller.events.off('changed', onChanged);
      line.remove();
    },
  };
}
