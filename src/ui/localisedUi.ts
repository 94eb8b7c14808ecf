/**
 * The UI in the player's language. A change of language (Settings, or stored settings arriving after
 * launch) loads that language's catalogue, then builds the DOM UI again in it: every label, HUD field
 * and live region comes back in the new words while the game, its clock and the table stay as they
 * were. Settings, where the change was made, opens again. `<html lang dir>` and the title follow.
 */
import type { TableSession } from '../app/session/session';
import { languageToShow } from '../app/displayLanguage';
import { currentLanguage, directionOf, matchLanguage, t, type LanguageCode } from '../i18n';
import { loadLanguage } from '../i18n/loadLanguage';
import { closeEveryDialog } from './dialogs/dialogShell';
import type { LastStatus } from './input/uiCommands';
import { mountUi, type UiHandle, type UiServices } from './mountUi';

let browserLanguageLoading: Promise<unknown> = Promise.resolve();

/**
 * Starts fetching the browser's language at once, before storage is asked for the player's choice: the
 * notices storage raises while it opens are then mostly in the player's words already (most players
 * never choose another language than their browser's).
 */
export function startLoadingBrowserLanguage(browserPreferences: readonly string[]): void {
  browserLanguageLoading = loadLanguage(matchLanguage(browserPreferences));
}

/** The language a launch shows, loaded before the UI is built: the first screen is never in the wrong words. */
export async function loadLanguageToShow(session: Pick<TableSession, 'settings'>, browserPreferences: readonly string[]): Promise<void> {
  // The early fetch settles first, so that it can never land after (and over) the player's own choice.
  await browserLanguageLoading;
  await loadLanguage(languageToShow(session.settings.language, browserPreferences));
  markDocument(currentLanguage());
}

/** `<html lang>` and `dir` match the language shown (screen readers pick their voice by `lang`). */
function markDocument(language: LanguageCode): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.title = t('app.title');
}

export function mountLocalisedUi(root: HTMLElement, session: TableSession, given: UiServices, browserPreferences: () => readonly string[]): UiHandle {
  // The solver's last words, kept for a UI built again before its next ones.
  let status: LastStatus = {};
  const onWinnability = (winnability: LastStatus['winnability']): void => {
    status = { ...status, winnability };
  };
  const onWinChance = (winChance: LastStatus['winChance']): void => {
    status = { ...status, winChance };
  };
  session.events.on('winnability', onWinnability);
  session.events.on('winChance', onWinChance);
  const services: UiServices = { ...given, lastStatus: () => status };
  let inner = mountUi(root, session, services);
  const insetListeners = new Set<() => void>();
  let unsubscribeInsets = inner.onInsetsChange(() => {
    for (const listener of insetListeners) listener();
  });
  let wanted = currentLanguage();
  let cardsOnTable: Parameters<UiHandle['keepNoticesOff']>[0] | null = null;

  const rebuild = (): void => {
    // Settings opens again only when the change was made there (stored settings arriving late close
    // whatever was open, in the old words, and open nothing).
    const settingsWasOpen = document.querySelector('dialog[data-testid="dialog-settings"][open]') !== null;
    closeEveryDialog();
    unsubscribeInsets();
    inner.destroy();
    markDocument(currentLanguage());
    inner = mountUi(root, session, services);
    if (cardsOnTable !== null) inner.keepNoticesOff(cardsOnTable);
    unsubscribeInsets = inner.onInsetsChange(() => {
      for (const listener of insetListeners) listener();
    });
    for (const listener of insetListeners) listener();
    if (settingsWasOpen) inner.runCommand('settings');
  };

  const onSettings = (settings: TableSession['settings']): void => {
    const language = languageToShow(settings.language, browserPreferences());
    if (language === wanted) return;
    wanted = language;
    void loadLanguage(language).then((loaded) => {
      // A later change won the race, or the catalogue could not be fetched (offline before the
      // precache filled): the UI stays as it is, in the words it has.
      if (loaded && language === wanted && currentLanguage() === language) rebuild();
    });
  };
  session.events.on('settings', onSettings);

  return {
    runCommand: (name) => inner.runCommand(name),
    handleKey: (event) => inner.handleKey(event),
    isDialogOpen: () => inner.isDialogOpen(),
    insets: () => inner.insets(),
    keepNoticesOff(cards) {
      cardsOnTable = cards;
      inner.keepNoticesOff(cards);
    },
    onInsetsChange(listener) {
      insetListeners.add(listener);
      return () => insetListeners.delete(listener);
    },
    get dialogHost() {
      return inner.dialogHost;
    },
    destroy() {
      session.events.off('settings', onSettings);
      session.events.off('winnability', onWinnability);
      session.events.off('winChance', onWinChance);
      unsubscribeInsets();
      inner.destroy();
    },
  };
}
