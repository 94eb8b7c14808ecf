/**
 * The daily deal's one unobtrusive line on the first screen of a day whose deal is still to win: a
 * short bar above the toolbar with Play (as Show me's), never a dialog over the game. It takes the
 * notices' one slot (toast.ts) when nothing more important has it, and goes after a few seconds, at
 * the first tap on the table, once the first screen is over (a move, another game dealt, loaded or
 * restarted), or when today's deal is on the table; the menu's Daily deal stays. Play asks first over a
 * game in progress, as a link does (`DailyService.playToday`).
 */
import type { DailyDate } from '../../app/daily/dailyDate';
import type { ControllerEvents } from '../../app/session/events';
import type { TableSession } from '../../app/session/session';
import { el } from '../dom';
import { IMPORTANCE, postBar } from '../notices/toast';
import { t } from '../../i18n';
import { dailyDateText } from './dailyText';

/** Long enough to read the line and reach Play; after it, the menu's Daily deal is the way in. */
const DAILY_LINE_MS = 8000;

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
  const play = el('button', { type: 'button', class: 'action primary', 'data-testid': 'daily-line-play' }, t('daily.line.play'));
  const line = el(
    'div',
    { class: 'ui-daily', role: 'group', 'aria-label': t('daily.line.label'), 'data-testid': 'daily-line' },
    el('span', {}, t('daily.line.text', { date: dailyDateText(today) })),
    play,
  );
  line.hidden = true;
  host.appendChild(line);
  const offered = daily.hasDeal(today) && !daily.won(today) && daily.onTable() !== today;
  const withdraw = offered ? postBar(line, { importance: IMPORTANCE.offer, waits: true, durationMs: DAILY_LINE_MS }) : () => {};
  // The first screen is over once the table changes by the player's hand or another game comes (a
  // move, a deal, a restart, a file: each a new game record). The view's first announcement of the
  // game on the table is no change of it, and auto-moves are the app's.
  const firstScreen = controller.game;
  const onChanged = ({ cause }: ControllerEvents['changed']): void => {
    if ((cause !== 'auto' && controller.game !== firstScreen) || daily.onTable() === today) end();
  };
  // A tap anywhere but on the notices and the bars (on the table, or a dialog over it) ends the offer:
  // the player has turned to the game.
  const onPointerDown = (event: PointerEvent): void => {
    const target = event.target;
    if (target instanceof Element && target.closest('.ui-bottom-stack, .ui-hud-top, .ui-toolbar') !== null) return;
    end();
  };
  function end(): void {
    withdraw();
    controller.events.off('changed', onChanged);
    window.removeEventListener('pointerdown', onPointerDown, { capture: true });
  }
  play.addEventListener('click', () => {
    end();
    daily.playToday();
  });
  if (offered) {
    controller.events.on('changed', onChanged);
    window.addEventListener('pointerdown', onPointerDown, { capture: true });
  }
  return {
    destroy() {
      end();
      line.remove();
    },
  };
}
