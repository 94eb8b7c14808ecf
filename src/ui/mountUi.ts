/**
 * Mounts every DOM overlay (HUD, toasts, deck listing, dialogs) over the table and wires them to the
 * controller's events. The UI never changes the game itself: it calls the controller's intents.
 */
import type { SessionController } from '../app/controller';
import type { ControllerEvents } from '../app/events';
import type { Rules } from '../engine';
import './ui.css';
import { openAboutDialog } from './aboutDialog';
import { commandForKey, type CommandName } from './commandKeys';
import { confirmAction } from './confirmDialog';
import { mountDeckListing } from './deckListing';
import { anyDialogOpen } from './dialogShell';
import { el } from './dom';
import { describeMove, formatScore, formatTime, scoreLabel } from './format';
import { openHelpDialog } from './helpDialog';
import { mountHud } from './hud';
import { openMenuDialog } from './menuDialog';
import { openRulesDialog } from './rulesDialog';
import { openSettingsDialog } from './settingsDialog';
import { openStuckDialog } from './stuckDialog';
import { mountToastRegion, showToast } from './toast';
import { openWinDialog } from './winDialog';
import { openStatsDialog } from './statsDialog';
import { pickGameFile, saveGameToFile, shareDeal } from './gameFile';
import type { StatsStore } from '../app/statsStore';

export interface UiHandle {
  /** Runs a command as its toolbar button would; ignored (false) while a dialog is open. */
  runCommand(name: CommandName): boolean;
  /** For the keyboard handler: runs the command key of this key press, if it is one; true when handled. */
  handleKey(event: KeyboardEvent): boolean;
  /** True while any dialog is open: the table should then ignore keys and gestures. */
  isDialogOpen(): boolean;
  /** CSS pixels covered by the top bar and by the bottom toolbar (with the deck listing), for the layout. */
  insets(): { top: number; bottom: number };
  /** Calls `listener` whenever those insets change (the deck listing shown or hidden, a wrap); returns an unsubscriber. */
  onInsetsChange(listener: () => void): () => void;
  destroy(): void;
}

/** What the toolbar and the command keys need beyond the controller's intents. */
export interface UiActions {
  /** A new deal (random unless given); asks first when a game is in progress. */
  confirmNew(deal?: number): void;
  /** The same deal from the start; asks first when a game is in progress. */
  confirmRestart(): void;
  openMenu(): void;
}

const NEW_GAME_WARNING = 'The game in progress will count as a loss.';

/** Services the UI offers when the app has them (statistics, installing). */
export interface UiServices {
  readonly stats?: StatsStore;
  /** The install entry of the menu, when the browser offers one right now. */
  readonly install?: () => { readonly label: string; readonly run: () => void } | null;
}

export function mountUi(root: HTMLElement, controller: SessionController, services: UiServices = {}): UiHandle {
  const host = el('div', { class: 'ui-root' });
  // Above the toolbar, bottom up: the deck listing, then the toasts, so that neither hides the other.
  const bottomStack = el('div', { class: 'ui-bottom-stack' });
  root.appendChild(host);
  const removeToasts = mountToastRegion(bottomStack);

  const inProgress = (): boolean => controller.inProgress;
  let confirming = false;
  /** Asks first when a game would be thrown away; one question at a time. */
  const confirmThen = async (ask: () => Promise<boolean>, action: () => void): Promise<boolean> => {
    if (!inProgress()) {
      action();
      return true;
    }
    if (confirming) return false;
    confirming = true;
    try {
      const yes = await ask();
      if (yes) action();
      return yes;
    } finally {
      confirming = false;
    }
  };

  const actions: UiActions = {
    confirmNew(deal) {
      void confirmThen(() => confirmAction({
        title: deal === undefined ? 'Start a new game?' : `Play deal ${deal}?`,
        body: NEW_GAME_WARNING, confirmLabel: 'New game', host,
      }), () => controller.newGame(deal));
    },
    confirmRestart() {
      void confirmThen(() => confirmAction({
        title: 'Restart this deal?',
        body: 'The cards go back to where they were dealt; the moves you made are lost.', confirmLabel: 'Restart', host,
      }), () => controller.restart());
    },
    openMenu() {
      const install = services.install?.() ?? null;
      openMenuDialog({
        currentDeal: controller.game.deal,
        newGame: (deal) => actions.confirmNew(deal),
        restart: () => actions.confirmRestart(),
        rules: openRules,
        settings: () => openSettingsDialog(controller, host),
        help: () => openHelpDialog(controller.rules, host),
        about: () => openAboutDialog(host),
        ...(services.stats ? { openStats: () => openStatsDialog(services.stats!, controller.rules, host, confirmAction) } : {}),
        saveToFile: () => saveGameToFile(controller),
        loadFromFile: () => void loadFromFile(),
        shareDeal: () => void shareDeal(controller),
        ...(install ? { install } : {}),
      }, host);
    },
  };

  /** Load from a file: a bad file leaves the table as it is; a game in progress is confirmed first. */
  async function loadFromFile(): Promise<void> {
    const loaded = await pickGameFile();
    if (loaded === null) return;
    await confirmThen(() => confirmAction({
      title: `Load deal ${loaded.game.deal} from the file?`,
      body: NEW_GAME_WARNING, confirmLabel: 'Load', host,
    }), () => controller.load(loaded.game, loaded.elapsed));
  }

  function openRules(): void {
    openRulesDialog({
      current: controller.rules,
      host,
      apply: (rules: Rules) => confirmThen(() => confirmAction({
        title: 'Start a new game with these rules?', body: NEW_GAME_WARNING, confirmLabel: 'New game', host,
      }), () => controller.newGame(undefined, rules)),
    });
  }


  const commands: { readonly [K in CommandName]: () => void } = {
    undo: () => void controller.undo(),
    redo: () => void controller.redo(),
    hint: () => void controller.hint(),
    finish: () => void controller.finish(),
    new: () => actions.confirmNew(),
    restart: () => actions.confirmRestart(),
    menu: () => actions.openMenu(),
    help: () => openHelpDialog(controller.rules, host),
  };
  const runCommand = (name: CommandName): boolean => {
    if (anyDialogOpen()) return false;
    commands[name]();
    return true;
  };
  const hud = mountHud(host, controller, (name) => void runCommand(name));
  host.appendChild(bottomStack);
  const deck = mountDeckListing(bottomStack, controller);

  // After "Keep looking" the stuck dialog stays away until the table really changes (undo, a new deal):
  // drawing through a dead stock would otherwise bring it back on every tap.
  let stuckDismissed = false;
  const applySettingsClasses = (): void => {
    host.classList.toggle('left-handed', controller.settings.leftHanded);
    host.classList.toggle('four-colour', controller.settings.fourColour);
  };
  type On<K extends keyof ControllerEvents> = (event: ControllerEvents[K]) => void;
  const onChanged: On<'changed'> = ({ cause }) => {
    if (cause === 'deal' || cause === 'restart' || cause === 'undo' || cause === 'load') stuckDismissed = false;
  };
  const onIllegal: On<'illegal'> = ({ message }) => {
    if (controller.settings.errors) showToast(message, { kind: 'error' });
  };
  // Notices (a save kept aside, a bad URL value, another tab) matter more and come rarely: they stay
  // longer than a refused move's message, long enough to read twice.
  const onNotice: On<'notice'> = ({ text }) => void showToast(text, { durationMs: 8000 });
  const onHint: On<'hint'> = ({ move }) => void showToast(describeMove(move, controller.state), { kind: 'hint', durationMs: 4000 });
  const onWon: On<'won'> = ({ snapshot, elapsedMs }) => {
    const scoring = controller.rules.scoring;
    const score = formatScore(snapshot.score, scoring);
    openWinDialog({
      score: score === null ? null : { label: scoreLabel(scoring), value: score },
      time: formatTime(elapsedMs), moves: snapshot.moves, deal: snapshot.deal,
    }, { newDeal: () => controller.newGame(), replay: () => controller.restart() }, host);
  };
  const onStuck: On<'stuck'> = ({ canUndo }) => {
    if (stuckDismissed || anyDialogOpen()) return;
    openStuckDialog({
      canUndo,
      undo: () => void controller.undo(),
      restart: () => controller.restart(),
      newDeal: () => controller.newGame(),
      dismissed: () => { stuckDismissed = true; },
    }, host);
  };
  const { events } = controller;
  // One table of what the UI listens to, so subscribing and unsubscribing can never drift apart.
  const listeners = { changed: onChanged, illegal: onIllegal, notice: onNotice, hint: onHint, won: onWon, stuck: onStuck, settings: applySettingsClasses };
  const subscribe = (on: boolean): void => {
    for (const [type, handler] of Object.entries(listeners)) {
      if (on) events.on(type as keyof typeof listeners, handler as never);
      else events.off(type as keyof typeof listeners, handler as never);
    }
  };
  subscribe(true);
  applySettingsClasses();

  const edge = (selector: string, side: 'top' | 'bottom'): number | null => {
    const found = host.querySelector(selector);
    return found instanceof HTMLElement && !found.hidden ? found.getBoundingClientRect()[side] : null;
  };

  // The bars and the deck listing change size with settings and content; the table must make room.
  const insetListeners = new Set<() => void>();
  const resizes = new ResizeObserver(() => {
    for (const listener of insetListeners) listener();
  });
  for (const part of host.querySelectorAll('.ui-hud-top, .ui-toolbar, .ui-deck')) resizes.observe(part);

  return {
    runCommand,
    handleKey(event) {
      if (event.defaultPrevented || event.repeat) return false;
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return false;
      const name = commandForKey(event);
      return name === null ? false : runCommand(name);
    },
    isDialogOpen: anyDialogOpen,
    insets: () => {
      const page = host.getBoundingClientRect();
      const top = edge('.ui-hud-top', 'bottom') ?? page.top;
      const bottom = edge('.ui-deck', 'top') ?? edge('.ui-toolbar', 'top') ?? page.bottom;
      return { top: Math.max(0, top - page.top), bottom: Math.max(0, page.bottom - bottom) };
    },
    onInsetsChange(listener) {
      insetListeners.add(listener);
      return () => insetListeners.delete(listener);
    },
    destroy() {
      resizes.disconnect();
      insetListeners.clear();
      subscribe(false);
      deck.destroy();
      hud.destroy();
      removeToasts();
      host.remove();
    },
  };
}
