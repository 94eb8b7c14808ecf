/**
 * The quiet "new version" notice: it stays until the player chooses, and "Update" saves the game
 * before the reload (the caller's `apply` does both), so an update never loses a game.
 */
import { el } from '../dom';
import { t } from '../../i18n';

export function showUpdatePrompt(apply: () => Promise<void>, host: HTMLElement = document.body): () => void {
  document.querySelector('[data-testid="update-prompt"]')?.remove();
  const update = el('button', { type: 'button', class: 'action primary', 'data-testid': 'update-apply' }, t('notices.update.apply'));
  const later = el('button', { type: 'button', class: 'action', 'data-testid': 'update-later' }, t('notices.update.later'));
  const prompt = el('div', { class: 'ui-update', role: 'status', 'data-testid': 'update-prompt' }, el('span', {}, t('notices.update.message')), update, later);
  const dismiss = (): void => prompt.remove();
  later.addEventListener('click', dismiss);
  update.addEventListener('click', () => {
    update.disabled = true;
    update.textContent = t('notices.update.applying');
    void apply().catch(() => {
      update.disabled = false;
      update.textContent = t('notices.update.apply');
    });
  });
  host.appendChild(prompt);
  return dismiss;
}
