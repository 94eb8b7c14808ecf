/**
 * What the toolbar, the command keys and the menu do, and the one policy they share: a game in
 * progress is never thrown away without asking (New, Restart, a loaded file, new rules), and Show me
 * asks first because the game will then not count as the player's win. One question at a time.
 */
import type { ControllerEvents } from '../../app/session/events';
import type { TableSession } from '../../app/session/session';
import type { StatsStore } from '../../app/storage/statsStore';
import type { Rules } from '../../engine';
import { openAboutDialog } from '../dialogs/aboutDialog';
import type { DailyService } from '../daily/dailyLine';
import type { CommandName } from './commandKeys';
import { confirmAction, showConfirmKeysWhen } from '../dialogs/confirmDialog';
import { pickGameFile, saveGameToFile, shareDeal } from '../share/gameFile';
import { openHelpDialog } from '../dialogs/helpDialog';
import type { EarlierGamesService } from '../../app/storage/earlierGames';
import { openEarlierGamesDialog } from '../dialogs/earlierGamesDialog';
import { openMenuDialog } from '../dialogs/menuDialog';
import { openReviewDialog } from '../dialogs/reviewDialog';
import { openRulesDialog } from '../dialogs/rulesDialog';
import { openSettingsDialog, type CardBackPainter } from '../dialogs/settingsDialog';
import { openStatsDialog } from '../dialogs/statsDialog';
import { showToast } from '../notices/toast';
import { t } from '../../i18n';

/** What the toolbar and the command keys need beyond the controller's intents. */
export interface UiActions {
  /** A new deal (random unless given); asks first when a game is in progress. */
  confirmNew(deal?: number): void;
  /** The same deal from the start; asks first when a game is in progress. */
  confirmRestart(): void;
  /** Show me: asks first (the game will not count as a win); stops it when it is already playing. */
  confirmShowMe(): void;
  /** Reviews the game on the table (where the win slipped away). */
  openReview(): void;
  openMenu(): void;
}

/** Services the UI offers when the app has them (statistics, installing, a kept game link). */
export interface UiServices {
  readonly stats?: StatsStore;
  /** The install entry of the menu, when the browser offers one right now. */
  readonly install?: () => { readonly label: string; readonly run: () => void } | null;
  /** The menu entry of a game link kept for later, while it waits. */
  readonly linkedGame?: () => { readonly label: string; readonly run: () => void } | null;
  /** Earlier games (the games kept aside), listed, resumed and deleted. */
  readonly earlierGames?: EarlierGamesService;
  /** Draws a card back as the table deals it, for the Settings swatches (the table's art, from main.ts). */
  readonly paintCardBack?: CardBackPainter;
  /** The daily deal: the menu's entry, the first screen's line, the HUD's mark, the record in Statistics. */
  readonly daily?: DailyService;
  /** The solver's last word on the table, for a HUD built again (a change of language) before the next one. */
  readonly lastStatus?: () => LastStatus;
}

/** The last "Still winnable?" verdict and chance to win the session announced, if any. */
export interface LastStatus {
  readonly winnability?: ControllerEvents['winnability'];
  readonly winChance?: ControllerEvents['winChance'];
}

/** The actions and the command table; dialogs open in `host`; `say` speaks through the table's announcer. */
export function createUiCommands(
  controller: TableSession,
  host: HTMLElement,
  services: UiServices,
  say: (text: string) => void = () => {},
): {
  readonly actions: UiActions;
  readonly commands: { readonly [K in CommandName]: () => void };
} {
  showConfirmKeysWhen(() => controller.style.dosInput);
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
      void confirmThen(
        () =>
          confirmAction({
            title: deal === undefined ? t('toolbar.confirm.newGame.title') : t('toolbar.confirm.newDeal.title', { deal: String(deal) }),
            body: t('toolbar.confirm.inProgressLoss'),
            confirmLabel: t('toolbar.confirm.newGame.button'),
            host,
            // Before a game is given up: where could it have been won?
            ...(controller.review.available
              ? { alternative: { label: t('toolbar.confirm.reviewFirst'), testid: 'confirm-review', run: () => actions.openReview() } }
              : {}),
          }),
        () => controller.newGame(deal),
      );
    },
    confirmRestart() {
      void confirmThen(
        () =>
          confirmAction({
            title: t('toolbar.confirm.restart.title'),
            body: t('toolbar.confirm.restart.body'),
            confirmLabel: t('toolbar.confirm.restart.button'),
            host,
          }),
        () => controller.restart(),
      );
    },
    confirmShowMe() {
      if (controller.help.showingMe) {
        controller.help.stopShowMe();
        return;
      }
      if (!controller.help.canShowMe) {
        showToast(controller.won ? t('toolbar.showMe.alreadyWon') : t('toolbar.showMe.unavailable'));
        return;
      }
      if (confirming) return;
      confirming = true;
      void confirmAction({
        title: t('toolbar.confirm.showMe.title'),
        body: t('toolbar.confirm.showMe.body'),
        confirmLabel: t('toolbar.confirm.showMe.button'),
        host,
      }).then((yes) => {
        confirming = false;
        if (yes) controller.help.showMe();
      });
    },
    openReview() {
      openReviewDialog(controller, { say, confirm: confirmAction, confirmShowMe: () => actions.confirmShowMe(), host });
    },
    openMenu() {
      const install = services.install?.() ?? null;
      const linkedGame = services.linkedGame?.() ?? null;
      openMenuDialog(
        {
          currentDeal: controller.game.deal,
          newGame: (deal) => actions.confirmNew(deal),
          restart: () => actions.confirmRestart(),
          showMe: { run: () => actions.confirmShowMe(), available: controller.help.canShowMe && !controller.help.showingMe },
          review: { run: () => actions.openReview(), available: controller.review.available },
          rules: () => commands.rules(),
          settings: () => commands.settings(),
          help: () => openHelpDialog(controller.rules, host),
          about: () => commands.about(),
          ...(services.stats ? { openStats: () => openStatsDialog(services.stats!, controller.rules, host, confirmAction, services.daily?.today()) } : {}),
          ...(services.daily?.hasDeal(services.daily.today()) ? { daily: services.daily.playToday } : {}),
          saveToFile: () => saveGameToFile(controller),
          loadFromFile: () => void loadFromFile(),
          shareDeal: () => void shareDeal(controller),
          ...(install ? { install } : {}),
          ...(linkedGame ? { linkedGame } : {}),
          ...(services.earlierGames ? { earlierGames: () => openEarlierGamesDialog(services.earlierGames!, host) } : {}),
        },
        host,
      );
    },
  };

  /** Load from a file: a bad file leaves the table as it is; a game in progress is confirmed first. */
  async function loadFromFile(): Promise<void> {
    const loaded = await pickGameFile();
    if (loaded === null) return;
    await confirmThen(
      () =>
        confirmAction({
          title: t('toolbar.confirm.load.title', { deal: String(loaded.game.deal) }),
          body: t('toolbar.confirm.inProgressLoss'),
          confirmLabel: t('toolbar.confirm.load.button'),
          host,
        }),
      () => controller.load(loaded.game, loaded.elapsed, loaded.assisted),
    );
  }

  function openRules(): void {
    openRulesDialog({
      current: controller.rules,
      host,
      apply: (rules: Rules) =>
        confirmThen(
          () =>
            confirmAction({
              title: t('toolbar.confirm.newRules.title'),
              body: t('toolbar.confirm.inProgressLoss'),
              confirmLabel: t('toolbar.confirm.newGame.button'),
              host,
            }),
          () => controller.newGame(undefined, rules),
        ),
    });
  }

  const commands: { readonly [K in CommandName]: () => void } = {
    undo: () => void controller.undo(),
    redo: () => void controller.redo(),
    hint: () => controller.help.hint(),
    showMe: () => actions.confirmShowMe(),
    finish: () => void controller.finish(),
    new: () => actions.confirmNew(),
    restart: () => actions.confirmRestart(),
    menu: () => actions.openMenu(),
    help: () => openHelpDialog(controller.rules, host),
    rules: openRules,
    settings: () => openSettingsDialog(controller, host, services.paintCardBack),
    about: () => openAboutDialog(host),
  };
  return { actions, commands };
}
