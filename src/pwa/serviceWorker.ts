/**
 * Registers the service worker that vite-plugin-pwa generates (Workbox, precache of the whole app) and
 * turns its life cycle into three plain callbacks. A new version never takes over by itself
 * (`registerType: 'prompt'`): the app is told it is ready, saves the game, then applies it.
 *
 * Without a service worker (an old browser, a private window that forbids it, a page served over
 * plain http from another machine) the game still works online; the player is told once, in plain words.
 */
import { registerSW } from 'virtual:pwa-register';
import { t, type MessageKey } from '../i18n';

export interface ServiceWorkerCallbacks {
  /**
   * A new version is installed and waiting. `apply` switches to it and reloads the page; the caller
   * saves the game before calling it. Called at most once per page.
   */
  onUpdateReady(apply: () => Promise<void>): void;
  /** The first install finished: every file the game needs is cached, so it now plays offline. */
  onOfflineReady(): void;
  /** The service worker cannot run here (the game goes on without offline play). Called at most once. */
  onError(message: string): void;
}

/** How often an open page asks the server for a new version (also whenever it becomes visible). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * If the page has not reloaded this long after `apply`, it reloads anyway: the new worker may have
 * been activated by another tab, or may not control this page (a first visit, before any reload).
 */
const RELOAD_FALLBACK_MS = 4_000;

/**
 * Said once the game is cached for offline play: good news, not urgent. It is a note (toast.ts): it
 * waits until nothing else is shown (the daily line, a notice, a hint), and stays only briefly.
 */
export const OFFLINE_READY_NOTE: MessageKey = 'pwa.offlineReady';
export const OFFLINE_READY_NOTE_MS = 4000;

/**
 * Starts the service worker: registration after the page's load event, an update check every hour
 * and whenever the page becomes visible again. Never throws.
 */
export function startServiceWorker(callbacks: ServiceWorkerCallbacks): void {
  let errorReported = false;
  const reportError = (message: MessageKey): void => {
    if (errorReported) return;
    errorReported = true;
    callbacks.onError(t(message));
  };

  if (!window.isSecureContext) {
    reportError('pwa.offline.insecure');
    return;
  }
  if (!('serviceWorker' in navigator)) {
    reportError('pwa.offline.unsupported');
    return;
  }

  let registration: ServiceWorkerRegistration | undefined;
  let updateAnnounced = false;
  let applying = false;

  try {
    const updateServiceWorker = registerSW({
      onNeedRefresh() {
        if (updateAnnounced) return;
        updateAnnounced = true;
        callbacks.onUpdateReady(async () => {
          if (applying) return;
          applying = true;
          reloadOnceActivated(registration?.waiting ?? null);
          // Tells the waiting worker to skip waiting; the plugin reloads on the change of controller.
          await updateServiceWorker(true);
          window.setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
        });
      },
      onOfflineReady: () => callbacks.onOfflineReady(),
      onRegisteredSW(_url, found) {
        if (found === undefined) return;
        registration = found;
        watchForUpdates(found);
      },
      onRegisterError: () => reportError('pwa.offline.failed'),
    });
  } catch {
    reportError('pwa.offline.failed');
  }
}

/**
 * The plugin reloads only when a worker that replaces an earlier controller takes over. A page that
 * was not controlled (the very first visit) reloads here instead, once the new worker is active.
 */
function reloadOnceActivated(waiting: ServiceWorker | null): void {
  if (waiting === null || navigator.serviceWorker.controller !== null) return;
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') window.location.reload();
  });
}

/** Asks the server for a new sw.js now and then; `update()` fails while offline, which is fine. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = (): void => {
    // An update already downloading needs no second request.
    if (registration.installing !== null) return;
    registration.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
