/**
 * Composition root: the only module that wires engine, app and view together. For now it deals the
 * game named by the URL and draws it statically; the Phaser table, settings, storage and the service
 * worker plug in here in later issues.
 */
import './ui/table.css';
import { DEFAULT_PRESET_ID, PRESETS, newGame, snapshotOf } from './engine';
import { installAutomationHook } from './app/automationHook';
import { dealFromQuery } from './app/urlDeal';
import { renderStaticTable } from './ui/staticTable';

function byId(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`index.html lacks #${id}`);
  return el;
}

const preset = PRESETS.find((p) => p.id === DEFAULT_PRESET_ID) ?? PRESETS[0];
if (preset === undefined) throw new Error('the engine exports no presets');

const { deal, notice } = dealFromQuery(window.location.search);
const snapshot = snapshotOf(newGame(preset.rules, deal));

byId('title').textContent = `Deal ${deal} · ${preset.name}`;
byId('notice').textContent = notice ?? '';
const view = renderStaticTable(byId('table'), snapshot);

installAutomationHook(window, {
  // Nothing animates or saves yet, so the table is idle as soon as it is drawn.
  ready: () => Promise.resolve(),
  // A copy, so that a caller in the page cannot alter what the table shows.
  state: () => structuredClone(snapshot),
  rect: (id) => view.rect(id),
});
