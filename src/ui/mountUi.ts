/**
 * Mounts every DOM overlay (HUD, toasts, deck listing, dialogs) over the table and wires them to the
 * controller's events. The UI never changes the game itself: it calls the controller's intents.
 */
import type { TableSession } from '../app/session/session';
import type { ControllerEvents } from '../app/session/events';
import './ui.css';
import { commandForKey, type CommandName } from './input/commandKeys';
import { mountDailyLine } from './daily/dailyLine';
import { shareDailyResult } from './daily/dailyShare';
import { mountDeckListing } from './hud/deckListing';
import { mountAnnouncer } from './a11y/announcer';
import { anyDialogOpen } from './dialogs/dialogShell';
import { el } from './dom';
import { formatScore, formatTime, hintMessage, scoreLabel } from './text/format';
import { fairHintMessage } from './text/fairText';
import { mountHud } from './hud/hud';
import { mountShowMeBanner } from './hud/showMeBanner';
import { mountTableMirror } from './a11y/tableMirror';
import { openStuckDialog } from './dialogs/stuckDialog';
import { mountToastRegion, showToast } from './notices/toast';
import { openWinDialog } from './dialogs/winDialog';
import { createUiCommands, type UiServices } from './input/uiCommands';
import { t } from '../i18n';
import type { Box } from './notices/freeLanes';
import { placeNotices } from './notices/noticePlacer';

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
  /** Where the table's cards lie on the page (main.ts, once the table runs): the notices keep off them. */
  keepNoticesOff(cards: () => readonly Box[]): void;
  destroy(): void;
}

export type { UiServices } from './input/uiCommands';

export function mountUi(root: HTMLElement, controller: TableSession, services: UiServices = {}): UiHandle {
  const host = el('div', { class: 'ui-root' });
  // Above the toolbar, bottom up: the deck listing, then the toasts, so that neither hides the other.
  const bottomStack = el('div', { class: 'ui-bottom-stack' });
  root.appendChild(host);
  const removeToasts = mountToastRegion(bottomStack);
  // Accessibility: every change is said in one polite live region.
  const announcer = mountAnnouncer(host, controller);
  const tableMirror = mountTableMirror(host, controller, (text) => announcer.say(text));

  const { actions, commands } = createUiCommands(controller, host, services, (text) => announcer.say(text));
  // Show me looks for a line first (up to a few seconds): the player is told it is looking until the
  // controller says the search is over, and told why when it cannot play (the controller's refusal),
  // even with error messages off, since they asked.
  let showMeSearch: (() => void) | null = null;
  const endShowMeSearch = (): void => {
    showMeSearch?.();
    showMeSearch = null;
  };
  const runCommand = (name: CommandName): boolean => {
    if (anyDialogOpen()) return false;
    commands[name]();
    return true;
  };
  const hud = mountHud(host, controller, (name) => void runCommand(name), services.daily, services.lastStatus);
  host.appendChild(bottomStack);
  const deck = mountDeckListing(bottomStack, controller);
  const showMeBanner = mountShowMeBanner(bottomStack, controller);
  const dailyLine = services.daily === undefined ? null : mountDailyLine(bottomStack, controller, services.daily);
  const notices = placeNotices(bottomStack, () => edge('.ui-hud-top', 'bottom') ?? 0);

  // After "Keep looking" the stuck dialog stays away until the table really changes (undo, a new deal):
  // drawing through a dead stock would otherwise bring it back on every tap.
  let stuckDismissed = false;
  const applySettingsClasses = (): void => {
    // The buttons follow their own setting: the stock's side (the preset's or the player's) moves the cards alone.
    host.classList.toggle('left-handed', controller.settings.leftHandedToolbar);
    host.classList.toggle('four-colour', controller.settings.fourColour);
  };
  type On<K extends keyof ControllerEvents> = (event: ControllerEvents[K]) => void;
  const onChanged: On<'changed'> = ({ cause }) => {
    notices.update();
    if (cause === 'deal' || cause === 'restart' || cause === 'undo' || cause === 'load') stuckDismissed = false;
  };
  const onIllegal: On<'illegal'> = ({ message }) => {
    // The announcer says the reason already: the toast is for the eye only.
    if (controller.settings.errors || showMeSearch !== null) showToast(message, { kind: 'error', quiet: true });
  };
  const onShowMe: On<'showMe'> = ({ phase }) => {
    endShowMeSearch();
    // The search ends with a 'playing' or 'over' phase, which takes the toast away; its duration is
    // only a backstop far beyond the search's budget.
    if (phase === 'searching') showMeSearch = showToast(t('notices.showMe.searching'), { durationMs: 60_000 });
  };
  // Notices (a save kept aside, a bad URL value, another tab) matter more and come rarely: they stay
  // longer than a refused move's message, long enough to read twice.
  // Several startup notices come as one: a longer text stays longer (up to 20 s).
  const onNotice: On<'notice'> = ({ text }) => void showToast(text, { durationMs: Math.min(20_000, Math.max(8000, text.length * 60)) });
  const onHint: On<'hint'> = (hint) => {
    const { fair } = hint;
    const text = fair === undefined ? hintMessage(hint, controller.state, controller.help.wayBack) : fairHintMessage({ ...hint, fair }, controller.state);
    // The longer messages (a lost position, a best guess) get time to be read to the end.
    void showToast(text, { kind: 'hint', durationMs: text.length > 70 ? 6000 : 4000 });
  };
  // The fair hint takes a second or more: the player is told it is looking until it answers or is dropped.
  let fairHintLooking: (() => void) | null = null;
  const onHintLooking: On<'hintLooking'> = ({ looking }) => {
    fairHintLooking?.();
    fairHintLooking = looking ? showToast(t('fair.hint.looking'), { kind: 'hint', durationMs: 60_000 }) : null;
  };
  // The dialog waits for the table to show the win (every card landed, the celebration over).
  const onWon: On<'winShown'> = ({ snapshot, elapsedMs, assisted, byShowMe }) => {
    const scoring = controller.rules.scoring;
    const score = formatScore(snapshot.score, scoring);
    // A daily deal won by the player (not by Show me) can be shared: its day, time and moves, and its link.
    const day = assisted ? null : (services.daily?.onTable() ?? null);
    openWinDialog(
      {
        score: score === null ? null : { label: scoreLabel(scoring), value: score },
        // A clock that never ran (a game won with no move timed) reads "not timed", not a false 0:00.
        time: elapsedMs > 0 ? formatTime(elapsedMs) : t('hud.time.notTimed'),
        moves: snapshot.moves,
        deal: snapshot.deal,
        assisted,
        byShowMe,
      },
      {
        newDeal: () => controller.newGame(),
        replay: () => controller.restart(),
        ...(day === null ? {} : { share: () => void shareDailyResult(day, elapsedMs, snapshot.moves) }),
      },
      host,
    );
  };
  const onStuck: On<'stuck'> = ({ canUndo }) => {
    if (stuckDismissed || anyDialogOpen()) return;
    openStuckDialog(
      {
        canUndo,
        undo: () => void controller.undo(),
        restart: () => controller.restart(),
        newDeal: () => controller.newGame(),
        ...(controller.review.available ? { review: () => actions.openReview() } : {}),
        dismissed: () => {
          stuckDismissed = true;
        },
      },
      host,
    );
  };
  const { events } = controller;
  // One table of what the UI listens to, so subscribing and unsubscribing can never drift apart.
  const listeners = {
    changed: onChanged,
    illegal: onIllegal,
    notice: onNotice,
    hint: onHint,
    hintLooking: onHintLooking,
    winShown: onWon,
    stuck: onStuck,
    showMe: onShowMe,
    settings: () => {
      applySettingsClasses();
      notices.update();
    },
  };
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
    notices.update();
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
    keepNoticesOff: (cards) => notices.setCards(cards),
    insets: () => {
      const page = host.getBoundingClientRect();
      const top = edge('.ui-hud-top', 'bottom') ?? page.top;
      // A phone on its side has the toolbar standing at one side (ui.css): it takes width, not height.
      const toolbar = host.querySelector('.ui-toolbar')?.getBoundingClientRect() ?? null;
      const aside = toolbar !== null && toolbar.height > toolbar.width ? toolbar : null;
      const onLeft = aside !== null && aside.left < page.left + page.width / 2;
      const bottom = edge('.ui-deck', 'top') ?? (aside === null ? edge('.ui-toolbar', 'top') : null) ?? page.bottom;
      return {
        top: Math.max(0, top - page.top),
        bottom: Math.max(0, page.bottom - bottom),
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
      notices.destroy();
      endShowMeSearch();
      fairHintLooking?.();
      showMeBanner.destroy();
      dailyLine?.destroy();
      deck.destroy();
      hud.destroy();
      tableMirror.destroy();
      announcer.destroy();
      removeToasts();
      host.remove();
    },
  };
}
