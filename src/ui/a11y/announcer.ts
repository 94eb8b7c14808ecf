/**
 * The table's voice for screen readers: one polite live region that says every move (the player's and
 * the automatic ones after it), every deal from the stock, undo and redo, the win and the reason for
 * an illegal move, and how many moves Show me will play. Everything said within one task (a move and the auto-moves it set off) is merged
 * into one announcement, so the player hears one message per change, not a burst.
 */
import type { TableSession } from '../../app/session/session';
import type { ControllerEvents } from '../../app/session/events';
import { describeChange } from '../../app/session/moveAnnouncement';
import { t } from '../../i18n';
import { el } from '../dom';

export interface Announcer {
  /** Adds `text` to what is said at the end of this task. */
  say(text: string): void;
  destroy(): void;
}

type On<K extends keyof ControllerEvents> = (event: ControllerEvents[K]) => void;

export function mountAnnouncer(host: HTMLElement, controller: TableSession): Announcer {
  const region = el('div', {
    class: 'visually-hidden',
    role: 'status',
    'aria-live': 'polite',
    'aria-atomic': 'true',
    'aria-label': t('a11y.announcer.label'),
    'data-testid': 'announcer',
  });
  host.appendChild(region);
  let pending: string[] = [];

  const flush = (): void => {
    const text = pending.join(' ');
    pending = [];
    if (text === '') return;
    // A fresh node each time: the same words twice in a row (the same refusal) are said again.
    region.replaceChildren(el('p', {}, text));
  };
  const say = (text: string): void => {
    if (text === '') return;
    if (pending.length === 0) queueMicrotask(flush);
    pending.push(text);
  };

  const onChanged: On<'changed'> = (change) => say(describeChange(change.cause, change, controller.game));
  const onIllegal: On<'illegal'> = ({ message }) => say(message);
  const onWon: On<'won'> = ({ assisted, byShowMe }) => say(wonSentence(assisted, byShowMe));
  const onShowMe: On<'showMe'> = ({ phase, moves }) => {
    if (phase === 'playing' && moves > 0) say(t('a11y.showMe.plays', { count: moves }));
  };
  const { events } = controller;
  events.on('changed', onChanged);
  events.on('illegal', onIllegal);
  events.on('won', onWon);
  events.on('showMe', onShowMe);

  return {
    say,
    destroy() {
      events.off('changed', onChanged);
      events.off('illegal', onIllegal);
      events.off('won', onWon);
      events.off('showMe', onShowMe);
      region.remove();
    },
  };
}

/** What is said at a win: the player's own, Show me's, or one with help along the way. */
function wonSentence(assisted: boolean, byShowMe: boolean): string {
  if (!assisted) return t('a11y.won.player');
  return byShowMe ? t('a11y.won.showMe') : t('a11y.won.assisted');
}
