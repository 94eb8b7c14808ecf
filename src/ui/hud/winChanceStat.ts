/**
 * The status bar's "Chance to win" (Settings → Hints), for players who turned it on: "Win 64%", "…"
 * while the solver's worker works it out, "?" when it could not in time. The number says the share of
 * the ways the hidden cards could lie that still win; the title says so in words.
 */
import type { ControllerEvents } from '../../app/session/events';
import { t } from '../../i18n';
import { el } from '../dom';
import { chanceDisplay } from '../text/fairText';

export interface WinChanceStat {
  readonly element: HTMLElement;
  set(chance: ControllerEvents['winChance']['chance']): void;
}

export function createWinChanceStat(): WinChanceStat {
  const label = el('span', { class: 'stat-label' });
  const value = el('span', { class: 'stat-value', 'data-testid': 'hud-win-chance' });
  const element = el('div', { class: 'stat', 'data-testid': 'hud-win-chance-stat', hidden: true }, label, value);
  return {
    element,
    set(chance) {
      element.hidden = chance === 'off';
      if (chance === 'off') return;
      const shown = chanceDisplay(chance);
      label.textContent = t('fair.hud.label');
      value.textContent = shown.value;
      element.title = shown.title;
      element.setAttribute('aria-label', shown.title);
    },
  };
}
