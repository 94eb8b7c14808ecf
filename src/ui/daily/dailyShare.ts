/** Share after a daily win: the result in one line and the link to the day's deal, through shareOrCopy (no network). */
import type { DailyDate } from '../../app/daily/dailyDate';
import { dailyLink, formatDailyResult } from './dailyText';
import { shareOrCopy } from '../share/shareLink';
import { t } from '../../i18n';

export function shareDailyResult(date: DailyDate, elapsedMs: number, moves: number, base: string = window.location.href): Promise<void> {
  const text = formatDailyResult(date, elapsedMs, moves);
  const url = dailyLink(date, base);
  return shareOrCopy({ title: t('daily.share.title'), text, url }, `${text}\n${url}`, {
    copied: t('daily.share.copied'),
    copyThis: t('daily.share.copyThis'),
  });
}
