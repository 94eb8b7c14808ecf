/**
 * While Show me plays the game out, a small bar above the toolbar says so and offers Stop: the player
 * can take over at any moment (any move of theirs stops it too, and so does S again). It shows how
 * many moves are left, counting down as they are played ("Show me: 118 moves to go"). It follows the
 * controller's `showMe` event, so it can never say "playing" after the playing has ended. It is no
 * live region: the count changes with every move, and the announcer says it once, when the play starts.
 */
import type { TableSession } from '../../app/session/session';
import type { ControllerEvents } from '../../app/session/events';
import { t } from '../../i18n';
import { el } from '../dom';
import { IMPORTANCE, postBar } from '../notices/toast';

export function mountShowMeBanner(host: HTMLElement, controller: TableSession): { destroy(): void } {
  const text = el('span', { class: 'show-me-text' });
  const stop = el('button', { type: 'button', class: 'action primary', 'data-testid': 'show-me-stop' }, t('hud.showMe.stop'));
  const banner = el(
    'div',
    { class: 'ui-show-me', role: 'group', 'aria-label': t('hud.showMe.label'), 'data-testid': 'show-me-banner', hidden: true },
    text,
    stop,
  );
  stop.addEventListener('click', () => controller.help.stopShowMe());
  // It takes the notices' one slot (toast.ts) while it plays, over anything else.
  host.prepend(banner);
  let withdraw: (() => void) | null = null;
  const setPlaying = (playing: boolean): void => {
    if (playing && withdraw === null) withdraw = postBar(banner, { importance: IMPORTANCE.activity, waits: false, durationMs: null });
    if (!playing && withdraw !== null) {
      withdraw();
      withdraw = null;
    }
  };

  /** Moves of the line still to play; null when the line's length is not known. */
  let left: number | null = null;
  const showLeft = (): void => {
    text.textContent = left === null ? t('hud.showMe.playing') : t('hud.showMe.movesLeft', { count: left });
  };
  const onShowMe = ({ phase, moves }: ControllerEvents['showMe']): void => {
    const playing = phase === 'playing';
    setPlaying(playing);
    left = playing && moves > 0 ? moves : null;
    if (playing) showLeft();
    else text.textContent = '';
  };
  // Show me's moves are the only moves while it plays (any other move stops it first).
  const onChanged = ({ cause }: ControllerEvents['changed']): void => {
    if (withdraw === null || cause !== 'move' || left === null || left <= 1) return;
    left -= 1;
    showLeft();
  };
  controller.events.on('showMe', onShowMe);
  controller.events.on('changed', onChanged);
  onShowMe({ phase: controller.help.showingMe ? 'playing' : 'over', moves: 0 });

  return {
    destroy() {
      controller.events.off('showMe', onShowMe);
      controller.events.off('changed', onChanged);
      setPlaying(false);
      banner.remove();
    },
  };
}
