/**
 * HELP: the rules of the game being played (generated from its rules record), every gesture and
 * every key, Klondike 2.3's move keys and the command keys alike.
 */
import type { Rules } from '../engine';
import { actionButton, createDialog } from './dialogShell';
import { el } from './dom';
import { commandKeyHelp, describeRules, GESTURES, MOVE_KEY_HELP, SOLVER_HELP, type HelpItem } from './helpText';
import { matchingPreset } from './rulesModel';

function itemList(items: readonly HelpItem[], keys: boolean): HTMLElement {
  const list = el('dl', { class: 'help-list' });
  for (const item of items) {
    list.append(el('dt', {}, keys ? el('kbd', {}, item.what) : item.what), el('dd', {}, item.how));
  }
  return list;
}

export function openHelpDialog(rules: Rules, host?: HTMLElement): void {
  const shell = createDialog({ testid: 'dialog-help', title: 'Help', className: 'wide', ...(host === undefined ? {} : { host }) });
  const preset = matchingPreset(rules);
  const rulesList = el('ul', { class: 'help-rules' });
  for (const line of describeRules(rules)) rulesList.appendChild(el('li', {}, line));
  shell.body.append(
    el('h3', {}, `The rules of this game${preset === undefined ? '' : ` — ${preset.name}`}`),
    rulesList,
    el('h3', {}, 'Touch and mouse'),
    itemList(GESTURES, false),
    el('h3', {}, 'Keyboard moves'),
    el('p', {}, 'Press where a card comes from, then where it goes: 3 then F sends the top card of column 3 home; W then 5 puts the waste card on column 5.'),
    itemList(MOVE_KEY_HELP, true),
    el('h3', {}, 'Command keys'),
    itemList(commandKeyHelp(), true),
    el('h3', {}, 'Hints, Show me and winnable deals'),
    itemList(SOLVER_HELP, false),
  );
  shell.footer.append(actionButton('Close', 'help-done', () => shell.close('done'), true));
  // The first focusable element would be the footer button far below; start at the top of the text.
  // In the Tab order too (tabindex 0), so that a keyboard alone can scroll the long text (axe:
  // scrollable-region-focusable).
  shell.body.tabIndex = 0;
  shell.open(shell.body);
}
