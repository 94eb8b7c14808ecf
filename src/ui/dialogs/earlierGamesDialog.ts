/**
 * Earlier games: the games kept aside so that nothing a player did is out of reach (a game left for a
 * newer one from another tab, the game played while storage was slow, a save that would not load).
 * Each can be resumed (the game on the table is kept aside in its turn) or deleted.
 */
import type { EarlierGamesService, EarlierGameView } from '../../app/storage/earlierGames';
import { t } from '../../i18n';
import { dateLocale } from '../text/dates';
import { actionButton, createDialog } from './dialogShell';
import { el } from '../dom';

/** "Kept 27 Nov 2026, 10:04: …", in the language's way; a record without its time says less. */
const keptText = (at: number, reason: string): string =>
  at > 0
    ? t('earlier.kept', { when: new Date(at).toLocaleString(dateLocale(), { dateStyle: 'medium', timeStyle: 'short' }), reason })
    : t('earlier.keptSometime', { reason });

export function openEarlierGamesDialog(service: EarlierGamesService, host?: HTMLElement): void {
  const shell = createDialog({ testid: 'dialog-earlier-games', title: t('earlier.title'), ...(host === undefined ? {} : { host }) });
  const status = el('p', { class: 'earlier-status', role: 'status' }, t('earlier.looking'));
  const list = el('ul', { class: 'earlier-list', 'aria-label': t('earlier.title') });
  shell.body.append(el('p', {}, t('earlier.intro')), status, list);
  shell.footer.append(actionButton(t('dialog.close'), 'earlier-done', () => shell.close('done')));

  const render = (games: readonly EarlierGameView[]): void => {
    list.replaceChildren();
    status.textContent = games.length === 0 ? t('earlier.none') : t('earlier.count', { count: games.length });
    for (const game of games) {
      const resume = actionButton(
        t('earlier.resume'),
        'earlier-resume',
        () => {
          void service.resume(game.key).then((done) => {
            if (done) shell.close('resumed');
          });
        },
        true,
      );
      resume.disabled = !game.playable;
      resume.setAttribute('aria-label', t('earlier.resumeLabel', { game: game.summary }));
      const remove = actionButton(t('earlier.delete'), 'earlier-delete', () => {
        void service
          .remove(game.key)
          .then(() => service.list())
          .then(render);
      });
      remove.setAttribute('aria-label', t('earlier.deleteLabel', { game: game.summary }));
      list.append(
        el(
          'li',
          { class: 'earlier-item', 'data-testid': 'earlier-game' },
          el('span', { class: 'earlier-summary' }, game.summary),
          el('small', {}, keptText(game.keptAt, game.reason)),
          el('span', { class: 'earlier-actions' }, resume, remove),
        ),
      );
    }
  };
  shell.open();
  void service.list().then(render, () => {
    status.textContent = t('earlier.unreadable');
  });
}
