/**
 * Composition root: storage (while Phaser boots) → settings → the game to resume or deal (URL first) →
 * controller → DOM UI → Phaser table → autosave, automation hook. The only module that wires the layers together.
 * When storage is slow to answer, launch plays on with a stand-in game and puts the stored one back
 * (or asks) when it answers: nothing stored is written over before it has been read.
 */
import './page.css';
import { installAutomationHook, tableHook } from './app/automationHook';
import { startAutosave } from './app/storage/autosave';
import { readClockNote, pageNoteStore, writeClockNote } from './app/clock/clockNote';
import { saveClockWhileRunning } from './app/clock/clockSave';
import { localDate, type DailyDate } from './app/daily/dailyDate';
import { DAILY_RULES, dailyDateOfGame, dailyDeal } from './app/daily/dailyDeal';
import { SessionController } from './app/session/controller';
import { Notices } from './app/session/notices';
import { Persistence } from './app/storage/persistence';
import { planStart, startNotice } from './app/startup/startPlan';
import { parseStartupQuery, type GameLink } from './app/startup/startup';
import { withoutGameLink } from './app/startup/urlQuery';
import { openAppStorage } from './app/storage/storage';
import { SaveOwnership } from './app/storage/tabLock';
import { EarlierGames, earlierGamesService } from './app/storage/earlierGames';
import { DEFAULT_SETTINGS } from './app/settings';
import { startStoredGameSync } from './app/storage/storedGameSync';
import { unsavedGamesLog } from './app/storage/unsavedGames';
import { askAboutLateGame } from './ui/notices/lateGameQuestion';
import { WinnableDeals } from './app/solverPort/winnableDeals';
import { watchWinnability } from './app/solverPort/winnabilityWatch';
import { watchWinChance } from './app/solverPort/winChanceWatch';
import { WorkerSolverPort } from './app/solverPort/workerSolverPort';
import { ALL_CARDS, MAX_DEAL } from './engine';
import { paintCardBack } from './game/cardArt/cardBackArt';
import { safeAreaViewport } from './game/safeArea';
import { whenIdle } from './game/boot/whenIdle';
import { installState, iosInstallSteps, promptInstall, startInstallPrompt } from './pwa/installPrompt';
import { keepFetchedLanguages, runsInstalled } from './pwa/languageCache';
import { OFFLINE_READY_NOTE, OFFLINE_READY_NOTE_MS, startServiceWorker } from './pwa/serviceWorker';
import { routeCommandKeys } from './ui/input/keyRouting';
import { createLinkOffer, type LinkOffer } from './ui/notices/linkOffer';
import { loadLanguageToShow, mountLocalisedUi, startLoadingBrowserLanguage } from './ui/localisedUi';
import { showToast } from './ui/notices/toast';
import { showUpdatePrompt } from './ui/notices/updatePrompt';
import { t } from './i18n';
import { fetchEveryLanguage } from './i18n/loadLanguage';

function element(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`index.html lacks #${id}`);
  return el;
}

/** A fresh deal number: the app may use randomness, the engine may not. */
const randomDeal = (): number => Math.floor(Math.random() * (MAX_DEAL + 1));

// The browser's language is fetched while storage opens (the player's saved choice, if another, follows).
startLoadingBrowserLanguage(navigator.languages);
// Notices raised before the UI exists wait here, then show together once it does.
const notices = new Notices();
const notify = (text: string): void => notices.say(text);

/** How long launch waits for storage before it deals a stand-in game (the stored game still wins when it answers). */
const BOOT_WAIT_MS = 2000;
/** The longest the service worker waits for an idle moment after the table's first frame. */
const SERVICE_WORKER_WAIT_MS = 3000;

// Storage and every record it keeps, each checked before use. Finished games not yet written are noted
// in localStorage too, so that a page closed while storage is away still counts them.
const persistence = new Persistence(openAppStorage(notify), notify, Date.now, unsavedGamesLog(pageNoteStore()), pageNoteStore());
const { storage, stats, games } = persistence;
const ownership = new SaveOwnership();
const claiming = ownership.claim();
const loading = persistence.load();
// Phaser's renderer takes tens of milliseconds to start: it boots while IndexedDB answers. Its bundle is
// evaluated only now, after storage was asked for: the database opens while Phaser compiles and boots.
const booting = import('./game/boot/createGame').then(({ createGame }) => createGame(element('game')));
// Phaser is most of the page's bytes and arrives last: the game, its controller and the HUD are built
// (and the HUD laid out) while it downloads, so that its arrival leaves only the table to draw.
const early = await Promise.race([loading, new Promise<null>((resolve) => setTimeout(() => resolve(null), BOOT_WAIT_MS))]);
const ownsSave = await claiming;
if (early === null) storage.reportSlow();
const { settings: savedSettings, saved } = early ?? { settings: DEFAULT_SETTINGS, saved: null };
/** The player's local date: it decides which daily deal is today's. */
const today = (): DailyDate => localDate(new Date());
const startup = parseStartupQuery(window.location.search, { settings: savedSettings, rules: saved?.loaded.game.rules }, today());
// The URL's deal or rules ask for a new game; a game in progress carries on and the player is asked.
const plan = planStart(saved?.loaded ?? null, startup.link, startup.rules);
const resume = plan.kind === 'resume' ? plan.saved : null;
// The solver searches in a Web Worker, so the table never waits for it.
const solver = new WorkerSolverPort(() => new Worker(new URL('./app/solverPort/solver.worker.ts', import.meta.url), { type: 'module' }));
const controller = new SessionController({
  rules: plan.kind === 'deal' ? plan.rules : startup.rules,
  deal: (plan.kind === 'deal' ? plan.deal : null) ?? randomDeal(),
  settings: startup.settings,
  now: () => performance.now(),
  randomDeal,
  ...(resume
    ? {
        resume: {
          game: resume.game,
          elapsedMs: readClockNote(pageNoteStore(), resume.game, resume.elapsed, saved?.savedAt ?? 0),
          assisted: resume.assisted,
          gameId: saved?.gameId ?? null,
        },
      }
    : {}),
  bank: stats.current().vegasBank,
  solver,
  winnableDeals: new WinnableDeals(solver, randomDeal),
  schedule: (task, ms) => {
    const timer = window.setTimeout(task, ms);
    return () => window.clearTimeout(timer);
  },
});
// The clock counts play, not loading: it stands still until the table is on screen.
controller.setVisible(false);
let tableShown = false;
// --- game link: once acted on, it leaves the address, so that a reload resumes the game ---
const forgetLink = (): void => window.history.replaceState(window.history.state, '', withoutGameLink(window.location.href));
if (plan.kind === 'deal' && plan.fromLink) forgetLink();
let linkOffer: LinkOffer | null = null;
// --- end game link ---

startInstallPrompt();
const earlier = new EarlierGames(storage);
// The first screen is in the player's language: its catalogue (a small chunk, fetched while Phaser
// downloads) is in before the UI is built.
await loadLanguageToShow(controller, navigator.languages);
const ui = mountLocalisedUi(
  element('ui'),
  controller,
  {
    stats,
    install: () => {
      switch (installState()) {
        case 'available':
          return { label: t('pwa.install.label'), run: () => void promptInstall() };
        case 'ios':
          return { label: t('pwa.install.iosLabel'), run: () => void showToast(iosInstallSteps(), { durationMs: 12_000 }) };
        default:
          return null;
      }
    },
    linkedGame: () => linkOffer?.menuEntry() ?? null,
    daily: {
      today,
      hasDeal: (date) => dailyDeal(date) !== null,
      onTable: () => dailyDateOfGame(controller.rules, controller.game.deal, today()),
      won: (date) => Object.hasOwn(stats.current().daily ?? {}, date),
      // Today's deal already in play is carried on, not dealt again; otherwise it comes as a link does.
      playToday: () => {
        const date = today();
        const deal = dailyDeal(date);
        if (deal === null) return;
        if (dailyDateOfGame(controller.rules, controller.game.deal, date) === date && !controller.won) notify(t('pwa.dailyOnTable'));
        else offerLink({ rules: DAILY_RULES, deal, daily: date });
      },
    },
    earlierGames: earlierGamesService(earlier, controller, games, notify),
    // The Settings swatches show the backs drawn by the table's own art.
    paintCardBack,
  },
  () => navigator.languages,
);
const urlNotice = startNotice(startup.notice, startup.dealIgnored, plan, controller.game.deal);
if (urlNotice !== null) notify(urlNotice);
if (!ownsSave) notify(t('pwa.otherTab'));
// Every notice of the startup shows, as one; later ones as they come.
notices.open((text) => controller.events.emit('notice', { text }));
const offerLink = (link: GameLink): void => {
  linkOffer = createLinkOffer(controller, link, { host: ui.dialogHost, answered: forgetLink });
  void linkOffer.ask();
};
if (plan.kind === 'resume' && plan.askAbout !== null) offerLink(plan.askAbout);
watchWinnability(controller, solver);
watchWinChance(controller, solver);

// Save after every change and when the app is hidden or closed, so nothing is ever lost.
const { save, adoptSettings } = startAutosave(controller, persistence, ownership, notify);
const sync = startStoredGameSync(
  controller,
  games,
  notify,
  (stored) => askAboutLateGame(controller, stored, ui.dialogHost),
  () => ownership.anotherTabMaySave,
);
if (early !== null) void games.startSaving().then(() => earlier.prune());
else {
  // Storage answered after launch had dealt a stand-in: its settings come in under the URL's, and the
  // stored game comes back (or the player chooses) before anything is saved.
  void loading.then(async (stored) => {
    const late = parseStartupQuery(window.location.search, { settings: stored.settings, rules: stored.saved?.loaded.game.rules }, today());
    adoptSettings(late.settings);
    await sync.arrive(stored.saved, { link: startup.link !== null, askLink: () => startup.link !== null && offerLink(startup.link) });
    await earlier.prune();
  });
}

/** The player leaves: the game is saved, and its copy (see storageBackup) and the clock's note are written at once. */
function leaving(): void {
  void save();
  if (!ownership.owns) return;
  // The IndexedDB write above may not outlive the page; the clock's note is written at once.
  writeClockNote(pageNoteStore(), controller.game, controller.elapsedMs, games.stampedAt);
}
window.addEventListener('pagehide', leaving);
// The clock moves between changes: saved now and then while it runs (a kill loses at most that much).
saveClockWhileRunning(
  () => ownership.owns && controller.clockRunning,
  () => void save(),
);
document.addEventListener('visibilitychange', () => {
  const visible = document.visibilityState === 'visible';
  if (tableShown) controller.setVisible(visible);
  if (!visible) leaving();
  // Back in front: storage in trouble is tried again at once.
  else storage.nudge();
});
window.addEventListener('focus', () => storage.nudge());
// Ask the browser not to evict the save under storage pressure (granted silently or not at all).
void navigator.storage?.persist?.().catch(() => false);

const viewport = safeAreaViewport(() => ui.insets());

const view = await booting;
view.start({ controller, viewport, keyboardBlocked: () => ui.isDialogOpen() });
void view.firstFrame.then(() => {
  tableShown = true;
  controller.setVisible(document.visibilityState === 'visible');
});
// The HUD's bars change height (the deck listing switched on, a wrap): the table makes room at once.
ui.onInsetsChange(() => view.table()?.resize());

// A new version waits for the player; accepting it saves the game first, then reloads into it. The
// worker starts after the table is on screen, in an idle period (its install downloads and caches the
// whole app, which a 2-core phone feels): its registration and first download never delay the deal
// nor the first tap.
void view.firstFrame.then(() =>
  whenIdle(
    () =>
      startServiceWorker({
        onUpdateReady: (apply) =>
          showUpdatePrompt(async () => {
            await save();
            await storage.settled();
            await apply();
          }),
        onOfflineReady: () => {
          void showToast(t(OFFLINE_READY_NOTE), { kind: 'note', durationMs: OFFLINE_READY_NOTE_MS });
          // This visit fetched its language before any service worker could keep it: kept now.
          void keepFetchedLanguages();
        },
        onError: (message) => notify(message),
      }),
    SERVICE_WORKER_WAIT_MS,
  ),
);

// The installed app keeps every language for offline play (a tab keeps only the ones it has shown).
const cacheEveryLanguage = (): void => {
  whenIdle(() => void fetchEveryLanguage().then(keepFetchedLanguages), SERVICE_WORKER_WAIT_MS);
};
if (runsInstalled()) void view.firstFrame.then(cacheEveryLanguage);
window.addEventListener('appinstalled', cacheEveryLanguage);

routeCommandKeys(window, ui, () => view.table()?.skipCelebration() === true);

const hook = tableHook({
  session: controller,
  table: () => view.table(),
  canvasRect: () => view.canvas.getBoundingClientRect(),
  saved: () => storage.settled(),
  nextFrame: (callback) => requestAnimationFrame(callback),
});
installAutomationHook(window, hook);
// The notices above the toolbar keep off the cards: the hook's rectangles are where they lie on the page.
ui.keepNoticesOff(() => ALL_CARDS.flatMap((card) => hook.rect(card) ?? []));
