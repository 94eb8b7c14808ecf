/**
 * HELP, in sections a player can scan: "How to play" (open), then the rules of the game being played
 * (generated from its rules record), every gesture, every key (tables: key | what it does) and the
 * solver's help, each folded away under its heading. A section's heading holds the button that
 * opens it (WAI-ARIA's accordion: headings for a screen reader's list, buttons for the keyboard).
 */
import type { Rules } from '../../engine';
import { actionButton, createDialog } from './dialogShell';
import { el, uniqueId } from '../dom';
import { commandKeyHelp, describeRules, gestures, howToPlay, moveKeyHelp, moveKeysIntro, solverHelp, type HelpItem } from '../text/helpText';
import { presetName } from '../../i18n/ruleNames';
import { t } from '../../i18n';
import { matchingPreset } from './rulesModel';

function itemList(items: readonly HelpItem[]): HTMLElement {
  const list = el('dl', { class: 'help-list' });
  for (const item of items) list.append(el('dt', {}, item.what), el('dd', {}, item.how));
  return list;
}

/** "1 – 7, W" as a key cap per key, the words between them as text, so that a narrow cell wraps. */
function keyCaps(keys: string): Node[] {
  const between = new RegExp(`(, | ${escapeRegExp(t('help.moveKeys.then'))} )`);
  return keys.split(between).map((part, index) => (index % 2 === 0 ? el('kbd', {}, part) : document.createTextNode(part)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Keys as a table: key | what it does. */
function keyTable(caption: string, items: readonly HelpItem[]): HTMLElement {
  return el(
    'table',
    { class: 'help-keys' },
    el('caption', {}, caption),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('help.keys.keyColumn')), el('th', { scope: 'col' }, t('help.keys.whatColumn')))),
    el('tbody', {}, ...items.map((item) => el('tr', {}, el('th', { scope: 'row' }, ...keyCaps(item.what)), el('td', {}, item.how)))),
  );
}

/** A section that folds: its heading is the button that shows or hides the rest. */
function section(title: string, testid: string, open: boolean, ...content: HTMLElement[]): HTMLElement {
  const panel = el('div', { id: uniqueId('help-panel'), class: 'help-panel' }, ...content);
  panel.hidden = !open;
  const toggle = el('button', { type: 'button', class: 'help-toggle', 'aria-expanded': String(open), 'aria-controls': panel.id }, title);
  toggle.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
  });
  return el('section', { class: 'help-section', 'data-testid': testid }, el('h3', {}, toggle), panel);
}

export function openHelpDialog(rules: Rules, host?: HTMLElement): void {
  const shell = createDialog({ testid: 'dialog-help', title: t('help.title'), className: 'wide', ...(host === undefined ? {} : { host }) });
  const preset = matchingPreset(rules);
  const rulesList = el('ul', { class: 'help-rules' });
  for (const line of describeRules(rules)) rulesList.appendChild(el('li', {}, line));
  shell.body.append(
    section(t('help.section.howToPlay'), 'help-how-to-play', true, ...howToPlay(rules).map((text) => el('p', {}, text))),
    section(preset === undefined ? t('help.section.rules') : t('help.section.rulesOfPreset', { preset: presetName(preset) }), 'help-rules', false, rulesList),
    section(t('help.section.touch'), 'help-touch', false, itemList(gestures())),
    section(
      t('help.section.keys'),
      'help-keyboard',
      false,
      el('p', {}, moveKeysIntro()),
      keyTable(t('help.keys.moving'), moveKeyHelp()),
      keyTable(t('help.keys.commands'), commandKeyHelp()),
    ),
    section(t('help.section.solver'), 'help-solver', false, itemList(solverHelp())),
  );
  shell.footer.append(actionButton(t('help.close'), 'help-done', () => shell.close('done'), true));
  // The first section's button: at the top, and the way on to the others (Tab).
  shell.open();
}
