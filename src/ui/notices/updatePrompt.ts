/**
 * The quiet "new version" notice: it stays until the player chooses, and "Update" saves the game
 * before the reload (the caller's `apply` does both), so an update never loses a game.
 */
import { el } from '../dom';

export function showUpdatePrompt(apply: () => Promise<void>, host: HTMLElement = document.body): () => void {
  document.querySelector('[data-testid="update-prompt"]')?.remove();
  const update = el('button', { type: 'button', class: 'action primary', 'data-testid': 'update-apply' }, 'Update');
  const later = el('button', { type: 'button', class: 'action', 'data-testid': 'update-later' }, 'Later');
  const prompt = el(
    'div',
    { class: 'ui-update', role: 'status', 'data-testid': 'update-prompt' },
    el('span', {}, 'A new version of Klondike is ready.'),
    update,
    later,
  );
  const dismiss = (): void => prompt.remove();
  later.addEventListener('click', dismiss);
  update.addEventListener('click', () => {
    update.disabled = true;
    update.textContent = 'Updating…';
    void apply().catch(() => {
      update.disabled = false;
      update.textContent = 'Update';
    });
  });
  host.appendChild(prompt);
  return dismiss;
}
