/**
 * Earlier games: the games kept aside so that nothing a player did is out of reach (a game left for a
 * newer one from another tab, the game played while storage was slow, a save that would not load).
 * Each can be resumed (the game on the table is kept aside in its turn) or deleted.
 */
import type { EarlierGamesService, EarlierGameView } from '../../app/storage/earlierGames';
import { plural } from '../../engine';
import { actionButton, createDialog } from './dialogShell';
import { el } from '../dom';

const keptWhen = (at: number): string => (at > 0 ? new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'at some point');

export function openEarlierGamesDialog(service: EarlierGamesService, host?: HTMLElement): void {
  const shell = createDialog({ testid: 'dialog-earlier-games', title: 'Earlier games', ...(host === undefined ? {} : { host }) });
  const status = el('p', { class: 'earlier-status', role: 'status' }, 'Looking for earlier games…');
  const list = el('ul', { class: 'earlier-list', 'aria-label': 'Earlier games' });
  shell.body.append(
    el('p', {}, 'Games kept aside so that none is lost: resume one (the game on the table is kept here in its turn), or delete it.'),
    status,
    list,
  );
  shell.footer.append(actionButton('Close', 'earlier-done', () => shell.close('done')));

  const render = (games: readonly EarlierGameView[]): void => {
    list.replaceChildren();
    status.textContent = games.length === 0 ? 'No earlier games.' : `${plural(games.length, 'earlier game')}, newest first.`;
    for (const game of games) {
      const resume = actionButton(
        'Resume',
        'earlier-resume',
        () => {
          void service.resume(game.key).then((done) => {
            if (done) shell.close('resumed');
          });
        },
        true,
      );
      resume.disabled = !game.playable;
      resume.setAttribute('aria-label', `Resume: ${game.summary}`);
      const remove = actionButton('Delete', 'earlier-delete', () => {
        void service
          .remove(game.key)
          .then(() => service.list())
          .then(render);
      });
      remove.setAttribute('aria-label', `Delete: ${game.summary}`);
      list.append(
        el(
          'li',
          { class: 'earlier-item', 'data-testid': 'earlier-game' },
          el('span', { class: 'earlier-summary' }, game.summary),
          el('small', {}, `Kept ${keptWhen(game.keptAt)}: ${game.reason}.`),
          el('span', { class: 'earlier-actions' }, resume, remove),
        ),
      );
    }
  };
  shell.open();
  void service.list().then(render, () => {
    status.textContent = 'The earlier games could not be read just now.';
  });
}
