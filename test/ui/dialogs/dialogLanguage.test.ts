// @vitest-environment happy-dom
/**
 * The dialogs speak the language shown when they open, not the one the module was loaded in (a change
 * of language rebuilds the UI and opens them afresh). Made-up words stand in for a translation.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { emptyStats, recordGame, statsFor } from '../../../src/app/stats';
import { PRESETS } from '../../../src/engine';
import { useCatalogue } from '../../../src/i18n';
import { AppStorage, memoryStore } from '../../../src/app/storage/storage';
import { StatsStore } from '../../../src/app/storage/statsStore';
import { rulesWith } from '../../engine/fixtures';
import { confirmAction } from '../../../src/ui/dialogs/confirmDialog';
import { openMenuDialog } from '../../../src/ui/dialogs/menuDialog';
import { chartOf, factsOf, openStatsDialog } from '../../../src/ui/dialogs/statsDialog';
import { openStuckDialog } from '../../../src/ui/dialogs/stuckDialog';
import { openWinDialog } from '../../../src/ui/dialogs/winDialog';
import { byTestId, clearDocument } from '../support/happyDom';

afterEach(() => {
  useCatalogue('en', {});
  clearDocument();
});

const noop = (): void => {};

describe('in another language', () => {
  test('the menu: its title, entries, deal field and Close', () => {
    useCatalogue('de', {
      'menu.title': 'Menü',
      'menu.newGame': 'Neues Spiel',
      'menu.deal.note': 'Eine Zahl von 0 bis {max}. Dies ist Spiel {deal}.',
      'dialog.close': 'Schließen',
    });
    openMenuDialog({ currentDeal: 42, newGame: noop, restart: noop, rules: noop, settings: noop, help: noop, about: noop });
    const menu = byTestId(document, 'dialog-menu');
    expect(menu.querySelector('h2')!.textContent).toBe('Menü');
    expect(byTestId(menu, 'menu-new').textContent).toBe('Neues Spiel');
    expect(menu.querySelector('#menu-deal-note')!.textContent).toBe('Eine Zahl von 0 bis 4294967295. Dies ist Spiel 42.');
    expect(byTestId(menu, 'menu-done').textContent).toBe('Schließen');
    expect(byTestId(menu, 'dialog-menu-close').getAttribute('aria-label')).toBe('Schließen');
  });

  test('the win: its title, facts and note', () => {
    useCatalogue('de', {
      'win.title.assisted': 'Alle Karten abgelegt',
      'win.fact.dealValue': 'Nr. {deal}',
      'win.assisted.byShowMe': 'Zeig es mir hat gespielt.',
    });
    openWinDialog({ score: null, time: '1:00', moves: 1234, deal: 7, assisted: true, byShowMe: true }, { newDeal: noop, replay: noop });
    const win = byTestId(document, 'dialog-win');
    expect(win.querySelector('h2')!.textContent).toBe('Alle Karten abgelegt');
    expect(byTestId(win, 'win-deal').textContent).toBe('Nr. 7');
    expect(byTestId(win, 'win-moves').textContent).toBe('1.234');
    expect(byTestId(win, 'win-assisted').textContent).toBe('Zeig es mir hat gespielt.');
  });

  test('no more moves: its title and buttons', () => {
    useCatalogue('de', { 'stuck.title': 'Keine Züge mehr', 'stuck.keepLooking': 'Weiter schauen' });
    openStuckDialog({ canUndo: false, undo: noop, restart: noop, newDeal: noop, dismissed: noop });
    const stuck = byTestId(document, 'dialog-stuck');
    expect(stuck.querySelector('h2')!.textContent).toBe('Keine Züge mehr');
    expect(byTestId(stuck, 'stuck-close').textContent).toBe('Weiter schauen');
  });

  test('a confirmation: its safe answer', () => {
    useCatalogue('de', { 'dialog.keepPlaying': 'Weiterspielen' });
    void confirmAction({ title: 'T', body: 'B', confirmLabel: 'OK' });
    expect(byTestId(document, 'confirm-no').textContent).toBe('Weiterspielen');
  });

  test('statistics: the facts, Vegas money and the chart in the language', () => {
    useCatalogue('fr', {
      'stats.fact.played': 'Parties',
      'stats.streak.wins': '{count, plural, one {# victoire} other {# victoires}}',
      'stats.chart.caption': '{count, plural, one {# partie} other {# parties}} ({measure})',
    });
    const rules = rulesWith({ scoring: 'vegas-cumulative' });
    const stats = recordGame(emptyStats(), rules, { won: true, score: 1234, moves: 90, elapsedMs: 60_000, at: 1 });
    const facts = factsOf(statsFor(stats, rules), rules, -1500);
    expect(facts.querySelector('dt')!.textContent).toBe('Parties');
    expect(byTestId(facts, 'stats-streak').textContent).toBe('1 victoire');
    expect(byTestId(facts, 'stats-best-score').textContent).toBe('1\u202f234\u00a0$');
    expect(byTestId(facts, 'stats-bank').textContent).toBe('\u22121\u202f500\u00a0$');
    expect(chartOf(statsFor(stats, rules).recent, rules).querySelector('figcaption')!.textContent).toBe('1 partie (score)');
  });

  test("statistics: its title, the rule set's name, and a refused import saying why, in the language", async () => {
    useCatalogue('fr', {
      'stats.title': 'Statistiques',
      'stats.rules.current': '{name} (en cours)',
      'presets.modern.name': 'Klondike (une carte, tours illimités)',
      'stats.import.refused': '« {file} » refusé : {reason}.',
      'stats.import.notJson': "ce n'est pas du JSON",
    });
    const rules = PRESETS.find((preset) => preset.id === 'modern')!.rules;
    openStatsDialog(new StatsStore(new AppStorage(memoryStore()), noop), rules, document.body, async () => false);
    const dialog = byTestId(document, 'dialog-stats');
    expect(dialog.querySelector('h2')!.textContent).toBe('Statistiques');
    expect(byTestId<HTMLSelectElement>(dialog, 'stats-rules').selectedOptions[0]!.textContent).toBe('Klondike (une carte, tours illimités) (en cours)');
    const input = byTestId<HTMLInputElement>(dialog, 'stats-import');
    Object.defineProperty(input, 'files', { value: [new File(['{oops'], 'stats.json', { type: 'application/json' })], configurable: true });
    input.dispatchEvent(new Event('change'));
    await expect.poll(() => byTestId(dialog, 'stats-message').textContent).toBe("« stats.json » refusé : ce n'est pas du JSON.");
  });
});
