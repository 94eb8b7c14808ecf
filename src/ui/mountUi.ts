/**
 * Mounts every DOM overlay (HUD, toasts, deck listing, dialogs) over the table and wires them to the
 * controller's events. The UI never changes the game itself: it calls the controller's intents.
 */
import { SHOW_ME_BUDGET_MS, type SessionController } from '../app/controller';
import type { ControllerEvents } from '../app/events';
import type { Rules } from '../engine';
import './ui.css';
import { openAboutDialog } from './aboutDialog';
import { commandForKey, type CommandName } from './commandKeys';
import { confirmAction } from './confirmDialog';
import { mountDeckListing } from './deckListing';
import { anyDialogOpen } from './dialogShell';
import { el } from './dom';
import { formatScore, formatTime, hintMessage, scoreLabel } from './format';
import { openHelpDialog } from './helpDialog';
import { mountHud } from './hud';
import { openMenuDialog } from './menuDialog';
import { openRulesDialog } from './rulesDialog';
import { openSettingsDialog } from './settingsDialog';
import { mountShowMeBanner } from './showMeBanner';
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
  /** CSS pixels covered by the top bar, the toolbar (at the bottom, or at a side on a phone on its side)
   *  and the deck listing, for the layout. */
  insets(): { top: number; bottom: number; left: number; right: number };
  /** Calls `listener` whenever those insets change (the deck listing shown or hidden, a wrap); returns an unsubscriber. */
  onInsetsChange(listener: () => void): () => void;
  /** Where dialogs opened from outside the UI (the link question at launch) belong, for their styles. */
  readonly dialogHost: HTMLElement;
  destroy(): void;
}

/** What the toolbar and the command keys need beyond the controller's intents. */
export interface UiActions {
  /** A new deal (random unless given); asks first when a game is in progress. */
  confirmNew(deal?: number): void;
  /** The same deal from the start; asks first when a game is in progress. */
  confirmRestart(): void;
  /** Show me: asks first (the game will not count as a win); stops it when it is already playing. */
  confirmShowMe(): void;
  openMenu(): void;
}

const NEW_GAME_WARNING = 'The game in progress will count as a loss.';
/** Show me searches up to SHOW_ME_BUDGET_MS before it plays; past this, the search was dropped (the table changed). */
const SHOW_ME_WAIT_MS = SHOW_ME_BUDGET_MS + 1500;

/** Services the UI offers when the app has them (statistics, installing). */
export interface UiServices {
  readonly stats?: StatsStore;
  /** The install entry of the menu, when the browser offers one right now. */
  readonly install?: () => { readonly label: string; readonly run: () => void } | null;
  /** The menu entry of a game link kept for later, while it waits. */
  readonly linkedGame?: () => { readonly label: string; readonly run: () => void } | null;
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

  // Show me looks for a line first (up to a few seconds): the player is told it is looking, and told
  // why when it cannot play (the controller's refusal), even with error messages off, since they asked.
  let showMeSearch: { readonly dismiss: () => void; readonly timer: ReturnType<typeof setTimeout> } | null = null;
  const endShowMeSearch = (): void => {
    if (showMeSearch === null) return;
    clearTimeout(showMeSearch.timer);
    showMeSearch.dismiss();
    showMeSearch = null;
  };
  const startShowMe = (): void => {
    if (!controller.canShowMe || controller.showingMe) return;
    endShowMeSearch();
    showMeSearch = {
      dismiss: showToast('Looking for a winning line…', { durationMs: SHOW_ME_WAIT_MS }),
      timer: setTimeout(endShowMeSearch, SHOW_ME_WAIT_MS),
    };
    controller.showMe();
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
    confirmShowMe() {
      if (controller.showingMe) {
        controller.stopShowMe();
        return;
      }
      if (!controller.canShowMe) {
        showToast(controller.won ? 'This game is already won.' : 'Show me is not available now.');
        return;
      }
      if (confirming) return;
      confirming = true;
      void confirmAction({
        title: 'Play the rest for you?',
        body: 'Show me will play a winning line from here, one move at a time. This game will then not count as your win.',
        confirmLabel: 'Show me', host,
      }).then((yes) => {
        confirming = false;
        if (yes) startShowMe();
      });
    },
    openMenu() {
      const install = services.install?.() ?? null;
      const linkedGame = services.linkedGame?.() ?? null;
      openMenuDialog({
        currentDeal: controller.game.deal,
        newGame: (deal) => actions.confirmNew(deal),
        restart: () => actions.confirmRestart(),
        showMe: { run: () => actions.confirmShowMe(), available: controller.canShowMe && !controller.showingMe },
        rules: openRules,
        settings: () => openSettingsDialog(controller, host),
        help: () => openHelpDialog(controller.rules, host),
        about: () => openAboutDialog(host),
        ...(services.stats ? { openStats: () => openStatsDialog(services.stats!, controller.rules, host, confirmAction) } : {}),
        saveToFile: () => saveGameToFile(controller),
        loadFromFile: () => void loadFromFile(),
        shareDeal: () => void shareDeal(controller),
        ...(install ? { install } : {}),
        ...(linkedGame ? { linkedGame } : {}),
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
    }), () => controller.load(loaded.game, loaded.elapsed, loaded.assisted));
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
    hint: () => controller.hint(),
    showMe: () => actions.confirmShowMe(),
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
  const showMeBanner = mountShowMeBanner(bottomStack, controller);

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
    // The table changed under the search: its answer is dropped, so nothing more will come of it.
    if (!controller.showingMe) endShowMeSearch();
  };
  const onIllegal: On<'illegal'> = ({ message }) => {
    if (controller.settings.errors || showMeSearch !== null) showToast(message, { kind: 'error' });
    endShowMeSearch();
  };
  const onShowMe: On<'showMe'> = () => endShowMeSearch();
  // Notices (a save kept aside, a bad URL value, another tab) matter more and come rarely: they stay
  // longer than a refused move's message, long enough to read twice.
  const onNotice: On<'notice'> = ({ text }) => void showToast(text, { durationMs: 8000 });
  const onHint: On<'hint'> = (hint) => {
    // A hint's search replaces a Show me search under way, which then never answers.
    if (!controller.showingMe) endShowMeSearch();
    const text = hintMessage(hint, controller.state, controller.wayBack);
    // The longer messages (a lost position, a best guess) get time to be read to the end.
    void showToast(text, { kind: 'hint', durationMs: text.length > 70 ? 6000 : 4000 });
  };
  // The dialog waits for the table to show the win (every card landed, the celebration over).
  const onWon: On<'winShown'> = ({ snapshot, elapsedMs, assisted }) => {
    const scoring = controller.rules.scoring;
    const score = formatScore(snapshot.score, scoring);
    openWinDialog({
      score: score === null ? null : { label: scoreLabel(scoring), value: score },
      // A clock that never ran (a game won with no move timed) reads "not timed", not a false 0:00.
      time: elapsedMs > 0 ? formatTime(elapsedMs) : 'Not timed', moves: snapshot.moves, deal: snapshot.deal, assisted,
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
  const listeners = { changed: onChanged, illegal: onIllegal, notice: onNotice, hint: onHint, winShown: onWon, stuck: onStuck, showMe: onShowMe, settings: applySettingsClasses };
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
    dialogHost: host,
    insets: () => {
      const page = host.getBoundingClientRect();
      const top = edge('.ui-hud-top', 'bottom') ?? page.top;
      // A phone on its side has the toolbar standing at one side (ui.css): it takes width, not height.
      const toolbar = host.querySelector('.ui-toolbar')?.getBoundingClientRect() ?? null;
      const aside = toolbar !== null && toolbar.height > toolbar.width ? toolbar : null;
      const onLeft = aside !== null && aside.left < page.left + page.width / 2;
      const bottom = edge('.ui-deck', 'top') ?? (aside === null ? edge('.ui-toolbar', 'top') : null) ?? page.bottom;
      return {
        top: Math.max(0, top - page.top), bottom: Math.max(0, page.bottom - bottom),
        left: aside !== null && onLeft ? aside.right - page.left : 0,
        right: aside !== null && !onLeft ? page.right - aside.left : 0,
      };
    },
    onInsetsChange(listener) {
      insetListeners.add(listener);
      return () => insetListeners.delete(listener);
    },
    destroy() {
      resizes.disconnect();
      insetListeners.clear();
      subscribe(false);
      endShowMeSearch();
      showMeBanner.destroy();
      deck.destroy();
      hud.destroy();
      removeToasts();
      host.remove();
    },
  };
}
