/**
 * While Show me plays the game out, a small bar above the toolbar says so and offers Stop: the player
 * can take over at any moment (any move of theirs stops it too, and so does S again). It follows the
 * controller's `showMe` event alone, so it can never say "playing" after the playing has ended.
 */
import type { TableSession } from '../app/session';
import type { ControllerEvents } from '../app/events';
import { el } from './dom';

export function mountShowMeBanner(host: HTMLElement, controller: TableSession): { destroy(): void } {
  const text = el('span', { class: 'show-me-text' });
  const stop = el('button', { type: 'button', class: 'action primary', 'data-testid': 'show-me-stop' }, 'Stop');
  const banner = el('div', { class: 'ui-show-me', role: 'status', 'data-testid': 'show-me-banner', hidden: true }, text, stop);
  stop.addEventListener('click', () => controller.stopShowMe());
  // First in the stack, so it sits above the toasts and a hint toast cannot push it about.
  host.prepend(banner);

  const onShowMe = ({ phase, moves }: ControllerEvents['showMe']): void => {
    const playing = phase === 'playing';
    banner.hidden = !playing;
    if (!playing) text.textContent = '';
    else text.textContent = moves > 0 ? `Show me is playing ${moves} move${moves === 1 ? '' : 's'}…` : 'Show me is playing…';
  };
  controller.events.on('showMe', onShowMe);
  onShowMe({ phase: controller.showingMe ? 'playing' : 'over', moves: 0 });

  return {
    destroy() {
      controller.events.off('showMe', onShowMe);
      banner.remove();
    },
  };
}
