/**
 * A game link (`?deal=`, rules, a shared "Play this deal") opened while a game is in progress: the
 * app asks, in its own dialog, and never replaces the game silently. Keeping the game leaves the table
 * exactly as it was, and the link waits in the menu; playing it counts the abandoned game as New does.
 */
import { formatDailyDate } from '../../app/daily/dailyDate';
import type { TableSession } from '../../app/session/session';
import type { GameLink } from '../../app/startup/startup';
import { confirmAction } from '../dialogs/confirmDialog';
import { dailyQuestion } from '../daily/dailyText';
import { t } from '../../i18n';

export interface LinkOffer {
  /** Asks (or deals at once when no game is in progress any more); resolves once the player answered. */
  ask(): Promise<void>;
  /** The menu's entry for the link while it waits, or null once it has been played. */
  menuEntry(): { readonly label: string; readonly run: () => void } | null;
}

/** `answered` runs after each answer (the caller takes the link out of the address then). */
export function createLinkOffer(controller: TableSession, link: GameLink, options: { host?: HTMLElement; answered: () => void }): LinkOffer {
  let waiting = true;
  let asking = false;
  // A daily deal has a question of its own, in a line or two (dailyText.ts).
  // A link with a deal names it; one of rules alone deals at random ("the linked game").
  const kind = { kind: link.deal === null ? 'game' : 'deal', linkedDeal: String(link.deal ?? '') };
  const play = (): void => {
    waiting = false;
    controller.newGame(link.deal ?? undefined, link.rules);
  };
  const ask = async (): Promise<void> => {
    if (!waiting || asking) return;
    if (!controller.inProgress) {
      play();
      options.answered();
      return;
    }
    asking = true;
    const { deal, moves } = controller.snapshot();
    const yes = await confirmAction({
      ...(link.daily !== undefined
        ? dailyQuestion(link.daily, moves)
        : {
            title: t('notices.link.title', kind),
            body: t('notices.link.body', { ...kind, deal: String(deal), moves }),
          }),
      confirmLabel: link.daily !== undefined ? t('notices.link.playDaily') : t('notices.link.play', kind),
      cancelLabel: t('notices.link.keepPlaying'),
      ...(options.host === undefined ? {} : { host: options.host }),
    });
    asking = false;
    if (yes) play();
    options.answered();
  };
  return {
    ask,
    menuEntry: () =>
      waiting
        ? {
            label: link.daily !== undefined ? t('notices.link.menuEntryDaily', { date: formatDailyDate(link.daily) }) : t('notices.link.menuEntry', kind),
            run: () => void ask(),
          }
        : null,
  };
}
