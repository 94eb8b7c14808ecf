/**
 * The daily deal's one unobtrusive line on the first screen of a day whose deal is still to win: a
 * short bar above the toolbar with Play (as Show me's), never a dialog over the game. It goes once the
 * first screen is over (a move, another game dealt, loaded or restarted), or today's deal is on the
 * table. Play asks first over a game in progress, as a link does (`DailyService.playToday`).
 */
import { formatDailyDate, type DailyDate } from '../app/daily/dailyDate';
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
  // The first screen is over once the table changes by the player's hand or another game comes (a
  // move, a deal, a restart, a file: each a new game record). The view's first announcement of the
  // game on the table is no change of it, and auto-moves are the app's.
  const firstScreen = controller.game;
  const onChanged = ({ cause }: ControllerEvents['changed']): void => {
    if ((cause !== 'auto' && controller.game !== firstScreen) || daily.onTable() === today) line.hidden = true;
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
