// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ControllerEvents } from '../../../src/app/session/events';
import { mountHud } from '../../../src/ui/hud/hud';
import { UNWINNABLE_TEXT, WINNABILITY_TEXT } from '../../../src/ui/hud/winnableBadge';
import { t, useCatalogue } from '../../../src/i18n';
import { fakeController, type FakeController } from '../support/fakeController';
import { byTestId, clearDocument } from '../support/happyDom';

type Verdict = ControllerEvents['winnability']['verdict'];

describe('HUD: the "still winnable?" mark', () => {
  let controller: FakeController;
  let root: HTMLElement;
  let hud: { destroy(): void };

  beforeEach(() => {
    controller = fakeController({ winnableIndicator: true });
    root = document.createElement('div');
    document.body.appendChild(root);
    hud = mountHud(root, controller.asController, vi.fn());
  });
  afterEach(() => {
    hud.destroy();
    clearDocument();
  });

  const mark = (): HTMLElement => byTestId(root, 'hud-winnable');
  const emit = (verdict: Verdict): void => controller.events.emit('winnability', { verdict });

  test('hidden until the controller says anything, and hidden again for "off"', () => {
    expect(mark().hidden).toBe(true);
    emit('winnable');
    expect(mark().hidden).toBe(false);
    emit('off');
    expect(mark().hidden).toBe(true);
    expect(mark().getAttribute('data-verdict')).toBe('off');
  });

  test.each(['winnable', 'unwinnable', 'unknown', 'checking'] as const)('%s: shown, with data-verdict, a title and words', (verdict) => {
    emit(verdict);
    const shown = mark();
    expect(shown.hidden).toBe(false);
    expect(shown.getAttribute('data-verdict')).toBe(verdict);
    expect(shown.title).toBe(t(WINNABILITY_TEXT[verdict]));
    expect(shown.getAttribute('aria-label')).toContain(t(WINNABILITY_TEXT[verdict]));
    expect(shown.querySelector('svg')).not.toBeNull();
  });

  test('the words say what to do when the game is lost', () => {
    expect(t(WINNABILITY_TEXT.unwinnable)).toMatch(/undo/i);
    expect(t(WINNABILITY_TEXT.winnable)).toBe('Still winnable');
  });

  test("a lost deal with none of the player's moves on the table says to deal again, not to undo", () => {
    controller.help.wayBack = 'new-deal';
    emit('unwinnable');
    expect(mark().title).toBe(t(UNWINNABLE_TEXT['new-deal']));
    expect(mark().title).not.toMatch(/undo/i);
    expect(mark().getAttribute('aria-label')).toContain(t(UNWINNABLE_TEXT['new-deal']));
    controller.help.wayBack = 'restart';
    emit('unwinnable');
    expect(mark().title).toBe(t(UNWINNABLE_TEXT.restart));
  });

  test('each answer has its own glyph (colour is not the only signal)', () => {
    const drawn = (['winnable', 'unwinnable', 'unknown'] as const).map((verdict) => {
      emit(verdict);
      return [...mark().querySelectorAll('path')].map((path) => path.getAttribute('d')).join(' ');
    });
    expect(new Set(drawn).size).toBe(3);
  });

  test('while checking, the last answer stays drawn (marked stale) so that the mark does not flash', () => {
    emit('unwinnable');
    emit('checking');
    expect(mark().getAttribute('data-verdict')).toBe('checking');
    expect(mark().getAttribute('data-glyph')).toBe('unwinnable');
    expect(mark().classList.contains('stale')).toBe(true);
    emit('winnable');
    expect(mark().classList.contains('stale')).toBe(false);
    expect(mark().getAttribute('data-glyph')).toBe('winnable');
  });

  test("a new deal forgets the last game's answer", () => {
    emit('unwinnable');
    controller.events.emit('changed', { cause: 'deal', before: null, after: controller.asController.state, events: [] });
    emit('checking');
    expect(mark().getAttribute('data-glyph')).toBe('checking');
  });

  test('screen readers hear the answer when it changes, not every check', () => {
    const live = root.querySelector('[aria-live="polite"]')!;
    emit('winnable');
    expect(live.textContent).toBe('Still winnable');
    emit('checking');
    expect(live.textContent).toBe('Still winnable');
    emit('unwinnable');
    expect(live.textContent).toBe(t(WINNABILITY_TEXT.unwinnable));
  });

  test('destroy() takes the bar away and unsubscribes', () => {
    const before = mark();
    hud.destroy();
    expect(root.querySelector('[data-testid="hud-winnable"]')).toBeNull();
    emit('winnable');
    expect(before.getAttribute('data-verdict')).toBe('off');
  });
});

describe('HUD: words in the language shown when it is built', () => {
  afterEach(() => {
    useCatalogue('en', {});
    clearDocument();
  });

  test('the toolbar, the status labels and the winnable mark take the current catalogue', () => {
    useCatalogue('de', {
      'toolbar.undo.text': 'Zurück',
      'toolbar.undo.name': 'Zug zurücknehmen',
      'toolbar.tooltip': '{name} [{keys}]',
      'hud.moves.label': 'Züge',
      'hud.score.label': '{scoring, select, vegas {Vegas} bank {Bank} home {Heim} other {Punkte}}',
      'hud.winnable.label': 'Noch gewinnbar? {verdict}',
      'hud.winnable.winnable': 'Ja',
    });
    const controller = fakeController({ winnableIndicator: true });
    const root = document.createElement('div');
    document.body.appendChild(root);
    const hud = mountHud(root, controller.asController, vi.fn());
    const undo = byTestId(root, 'hud-undo');
    expect(undo.textContent).toBe('Zurück');
    expect(undo.getAttribute('aria-label')).toBe('Zug zurücknehmen');
    expect(undo.title).toMatch(/^Zug zurücknehmen \[/);
    expect(root.querySelector('.stat-label')?.textContent).toBe('Punkte');
    expect(byTestId(root, 'hud-moves').previousElementSibling?.textContent).toBe('Züge');
    controller.events.emit('winnability', { verdict: 'winnable' });
    expect(byTestId(root, 'hud-winnable').getAttribute('aria-label')).toBe('Noch gewinnbar? Ja');
    hud.destroy();
  });
});

test("a HUD built again (a change of language) shows the solver's last word at once, not blank until the next move", () => {
  const controller = fakeController({ winnableIndicator: true, winChance: true });
  const root = document.createElement('div');
  document.body.appendChild(root);
  const hud = mountHud(root, controller.asController, vi.fn(), undefined, () => ({ winnability: { verdict: 'unwinnable' }, winChance: { chance: 0.64 } }));
  expect(byTestId(root, 'hud-winnable').getAttribute('data-verdict')).toBe('unwinnable');
  expect(byTestId(root, 'hud-win-chance-stat').hidden).toBe(false);
  expect(byTestId(root, 'hud-win-chance').textContent).toMatch(/64/);
  hud.destroy();
  clearDocument();
});
