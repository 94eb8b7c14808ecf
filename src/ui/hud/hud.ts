/**
 * The HUD: a compact status bar on top (score, moves, time, redeals, deal, and the opt-in "still
 * winnable?" mark) and the command toolbar at the bottom, where a thumb reaches it on a phone. It
 * reads the controller and calls its intents; New and Restart go through `actions`, which asks first
 * when a game is in progress.
 */
import type { TableSession } from '../../app/session/session';
import type { ControllerEvents } from '../../app/session/events';
import type { LastStatus } from '../input/uiCommands';
import { formatDailyDate } from '../../app/daily/dailyDate';
import { shortDailyDate } from '../daily/dailyText';
import { COMMAND_KEYS, keysText, type CommandName } from '../input/commandKeys';
import type { DailyService } from '../daily/dailyLine';
import { el, icon } from '../dom';
import { formatNumber, t, type MessageKey } from '../../i18n';
import { formatPassesLeft, formatScore, formatTime, scoreLabel } from '../text/format';
import { ICONS } from '../icons';
import { createWinnableBadge } from './winnableBadge';
import { createWinChanceStat } from './winChanceStat';
import { fitToolbarLabels } from './fitLabels';

/** Show me has no button: seven fill a phone's toolbar; it lives in the menu and on the S key. */
type ToolbarCommand = Exclude<CommandName, 'help' | 'showMe' | 'rules' | 'settings' | 'about'>;

/** Each button's short text and its full name (aria-label, tooltip): keys, looked up when the HUD is built. */
const BUTTONS: readonly { command: ToolbarCommand; text: MessageKey; name: MessageKey }[] = [
  { command: 'undo', text: 'toolbar.undo.text', name: 'toolbar.undo.name' },
  { command: 'redo', text: 'toolbar.redo.text', name: 'toolbar.redo.name' },
  { command: 'hint', text: 'toolbar.hint.text', name: 'toolbar.hint.name' },
  { command: 'finish', text: 'toolbar.finish.text', name: 'toolbar.finish.name' },
  { command: 'new', text: 'toolbar.new.text', name: 'toolbar.new.name' },
  { command: 'restart', text: 'toolbar.restart.text', name: 'toolbar.restart.name' },
  { command: 'menu', text: 'toolbar.menu.text', name: 'toolbar.menu.name' },
];

/** `aria-keyshortcuts` syntax: "U Control+Z". */
function ariaShortcuts(command: CommandName): string {
  const entry = COMMAND_KEYS[command];
  return [entry.key, ...entry.chords.map((c) => c.replace('Ctrl', 'Control'))].join(' ');
}

function stat(label: string, testid: string): { item: HTMLElement; label: HTMLElement; value: HTMLElement } {
  const labelEl = el('span', { class: 'stat-label' }, label);
  const value = el('span', { class: 'stat-value', 'data-testid': testid });
  return { item: el('div', { class: 'stat' }, labelEl, value), label: labelEl, value };
}

/** Keys that only change another key, and a phone keyboard's "Unidentified": they move no focus. */
const NOT_NAVIGATION = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'Unidentified']);

/**
 * Keeps `data-input` on the UI root: "pointer" after a press or tap, "keyboard" after a key that may
 * move the focus. The focus ring (base.css) follows it: Chromium rings a <select> or a text field
 * however it was focused, and the control a dialog focuses when a tap opened it; the ring is for keys.
 * Typing into a text field is not moving the focus (Tab from it is).
 */
function followInputKind(root: HTMLElement): () => void {
  const onPointer = (): void => {
    root.dataset.input = 'pointer';
  };
  const onKey = (event: KeyboardEvent): void => {
    if (NOT_NAVIGATION.has(event.key) || event.isComposing) return;
    const typing =
      event.target instanceof HTMLTextAreaElement || (event.target instanceof HTMLInputElement && /^(text|number|search)$/.test(event.target.type));
    if (typing && event.key !== 'Tab') return;
    root.dataset.input = 'keyboard';
  };
  window.addEventListener('pointerdown', onPointer, { capture: true });
  window.addEventListener('keydown', onKey, { capture: true });
  return () => {
    window.removeEventListener('pointerdown', onPointer, { capture: true });
    window.removeEventListener('keydown', onKey, { capture: true });
    delete root.dataset.input;
  };
}

/**
 * `runCommand` is mountUi's, so a toolbar button and its key always do the same thing. With `daily`,
 * a daily deal on the table is marked with its day ("Daily", or "Past daily" for another day's).
 */
export function mountHud(
  root: HTMLElement,
  controller: TableSession,
  runCommand: (name: CommandName) => void,
  daily?: DailyService,
  lastStatus?: () => LastStatus,
): { destroy(): void } {
  const score = stat(scoreLabel('standard'), 'hud-score');
  const moves = stat(t('hud.moves.label'), 'hud-moves');
  const time = stat(t('hud.time.label'), 'hud-time');
  const passes = stat(t('hud.redeals.label'), 'hud-passes');
  const deal = stat(t('hud.deal.label'), 'hud-deal');
  passes.item.title = t('hud.redeals.title');
  deal.item.classList.add('stat-deal');
  const day = stat(t('hud.daily.label'), 'hud-daily');
  day.item.classList.add('stat-daily');
  // A daily deal's day is shown short ("27 Nov") and its deal number not at all, so that the bar fits
  // a 320 px phone; a screen reader hears the whole ("27 Nov 2026, deal 2532533884"), and the menu names the deal.
  day.value.setAttribute('aria-hidden', 'true');
  const dayInFull = el('span', { class: 'visually-hidden', 'data-testid': 'hud-daily-full' });
  day.item.appendChild(dayInFull);
  const winnable = createWinnableBadge();
  const top = el(
    'header',
    { class: 'ui-hud-top', 'aria-label': t('hud.label') },
    score.item,
    moves.item,
    time.item,
    passes.item,
    deal.item,
    day.item,
    ...winnable.elements,
  );
  const winChance = createWinChanceStat();
  top.insertBefore(winChance.element, winnable.elements[0] ?? null);
  const onWinChance = ({ chance }: ControllerEvents['winChance']): void => winChance.set(chance);
  controller.events.on('winChance', onWinChance);

  const buttons = new Map<ToolbarCommand, HTMLButtonElement>();
  const toolbar = el('nav', { class: 'ui-toolbar', 'aria-label': t('toolbar.label') });
  for (const spec of BUTTONS) {
    const name = t(spec.name);
    const button = el(
      'button',
      {
        type: 'button',
        class: 'tool',
        'data-testid': `hud-${spec.command}`,
        'aria-label': name,
        title: t('toolbar.tooltip', { name, keys: keysText(spec.command) }),
        'aria-keyshortcuts': ariaShortcuts(spec.command),
      },
      icon(ICONS[spec.command]),
      el('span', { class: 'tool-text' }, t(spec.text)),
    );
    if (spec.command === 'menu') button.setAttribute('aria-haspopup', 'dialog');
    button.addEventListener('click', () => runCommand(spec.command));
    buttons.set(spec.command, button);
    toolbar.appendChild(button);
  }
  root.append(top, toolbar);
  const stopFittingLabels = fitToolbarLabels(toolbar);

  const setDisabled = (command: ToolbarCommand, disabled: boolean): void => {
    const button = buttons.get(command);
    if (button !== undefined) button.disabled = disabled;
  };

  // Polled a few times a second so the display turns over close to the true second, written only on change.
  const tick = (): void => {
    const text = formatTime(controller.elapsedMs);
    if (time.value.textContent !== text) time.value.textContent = text;
  };

  const update = (): void => {
    const state = controller.state;
    const scoring = controller.rules.scoring;
    const shown = formatScore(state.score, scoring);
    score.item.hidden = shown === null;
    score.label.textContent = scoreLabel(scoring);
    score.value.textContent = shown ?? '';
    moves.value.textContent = formatNumber(state.moves);
    passes.value.textContent = formatPassesLeft(controller.passesLeft);
    // A deal is a name (typed into the menu's field as it is shown): its digits are never grouped.
    deal.value.textContent = String(controller.game.deal);
    const dailyDate = daily?.onTable() ?? null;
    day.item.hidden = dailyDate === null;
    deal.item.hidden = dailyDate !== null;
    day.label.textContent = dailyDate === daily?.today() ? t('hud.daily.label') : t('hud.daily.pastLabel');
    day.value.textContent = dailyDate === null ? '' : shortDailyDate(dailyDate);
    const dayText = dailyDate === null ? '' : t('hud.daily.full', { date: formatDailyDate(dailyDate), deal: String(controller.game.deal) });
    dayInFull.textContent = dayText === '' ? '' : ` ${dayText}`;
    day.item.title = dayText;
    time.item.hidden = !controller.settings.showTimer;
    tick();
    const won = controller.won;
    setDisabled('undo', !controller.canUndo);
    setDisabled('redo', !controller.canRedo);
    setDisabled('hint', won);
    setDisabled('finish', won || !controller.canFinish);
  };

  const onWinnability = ({ verdict }: ControllerEvents['winnability']): void => winnable.set(verdict, controller.help.wayBack);
  const onChanged = ({ cause }: ControllerEvents['changed']): void => {
    if (cause === 'deal' || cause === 'restart' || cause === 'load') winnable.forget();
  };

  controller.events.on('changed', update);
  controller.events.on('changed', onChanged);
  controller.events.on('settings', update);
  // A win once shown closes the game: Undo and Redo go off then, with no change of the table.
  controller.events.on('winShown', update);
  controller.events.on('winnability', onWinnability);
  // Built again (a change of language): the solver's last word shows until its next one.
  const last = lastStatus?.();
  if (last?.winnability !== undefined) onWinnability(last.winnability);
  if (last?.winChance !== undefined) onWinChance(last.winChance);
  const timer = setInterval(tick, 250);
  update();
  const forgetInputKind = followInputKind(root);

  return {
    destroy() {
      clearInterval(timer);
      forgetInputKind();
      controller.events.off('changed', update);
      controller.events.off('changed', onChanged);
      controller.events.off('settings', update);
      controller.events.off('winShown', update);
      controller.events.off('winnability', onWinnability);
      controller.events.off('winChance', onWinChance);
      stopFittingLabels();
      top.remove();
      toolbar.remove();
    },
  };
}
