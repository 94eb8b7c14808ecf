/**
 * Composition root: the only module that wires engine, app and view together. For now it deals the
 * game named by the URL and draws it statically; the Phaser table, settings, storage and the service
 * worker plug in here in later issues.
 */
import './ui/table.css';
import { DEFAULT_RULES, PRESETS, newGame, rulesEqual, snapshotOf } from './engine';
import { installAutomationHook } from './app/automationHook';
import { dealFromQuery } from './app/urlDeal';
import { rulesFromQuery } from './app/urlRules';
import { renderStaticTable } from './ui/staticTable';

function byId(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`index.html lacks #${id}`);
  return el;
}

const { deal, notice: dealNotice } = dealFromQuery(window.location.search);
const { rules, notice: rulesNotice } = rulesFromQuery(window.location.search, DEFAULT_RULES);
const snapshot = snapshotOf(newGame(rules, deal));
const presetName = PRESETS.find((p) => rulesEqual(p.rules, rules))?.name ?? 'Custom rules';

byId('title').textContent = `Deal ${deal} · ${presetName}`;
byId('notice').textContent = [dealNotice, rulesNotice].filter((n) => n !== null).join(' ');
const view = renderStaticTable(byId('table'), snapshot);

installAutomationHook(window, {
  // Nothing animates or saves yet, so the table is idle as soon as it is drawn.
  ready: () => Promise.resolve(),
  // A copy, so that a caller in the page cannot alter what the table shows.
  state: () => structuredClone(snapshot),
  rect: (id) => view.rect(id),
});
