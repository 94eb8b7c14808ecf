/**
 * Settings → Hints: what a hint may look at ("See what you see", the default, or "Know every card")
 * and the chance to win in the status bar. Its own section, words from the `fair` catalogue.
 */
import { HINT_SIGHTS, type HintSight, type Settings } from '../../app/settings';
import { t, type MessageKey } from '../../i18n';
import { el } from '../dom';
import { radioGroup, toggle } from './formControls';

const SIGHT_NAMES: { readonly [K in HintSight]: MessageKey } = { fair: 'fair.settings.hints.fair', full: 'fair.settings.hints.full' };
const SIGHT_NOTES: { readonly [K in HintSight]: MessageKey } = { fair: 'fair.settings.hints.fairNote', full: 'fair.settings.hints.fullNote' };

/** The section, for the settings dialog; `set` applies a change at once, as every setting does. */
export function fairHelpSection(s: Settings, set: <K extends keyof Settings>(key: K) => (value: Settings[K]) => void): HTMLElement {
  const choose = (value: HintSight): void => {
    set('hints')(value);
    if (hints.note !== undefined) hints.note.textContent = t(SIGHT_NOTES[value]);
  };
  const hints = radioGroup(
    t('fair.settings.hints.label'),
    HINT_SIGHTS.map((value) => ({ value, label: t(SIGHT_NAMES[value]) })),
    s.hints,
    choose,
    'settings-hints',
    t(SIGHT_NOTES[s.hints]),
  );
  const chance = toggle(t('fair.settings.chance.label'), s.winChance, set('winChance'), 'settings-win-chance', t('fair.settings.chance.note'));
  return el('section', { class: 'settings-section' }, el('h3', {}, t('fair.settings.section')), hints.element, chance.element);
}
