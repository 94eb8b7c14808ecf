/**
 * The service worker's life cycle as the app hears it, with vite-plugin-pwa's `registerSW` mocked:
 * a new version is announced once and applied once (the waiting worker told to take over, and a
 * reload that does not depend on it); an error is said once, in words, whatever fails; an open page
 * asks for a new version every hour and when it is shown again, but not while one is downloading.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startServiceWorker, UPDATE_CHECK_INTERVAL_MS, type ServiceWorkerCallbacks } from '../../src/pwa/serviceWorker';
import { iosInstallSteps } from '../../src/pwa/installPrompt';
import { useCatalogue } from '../../src/i18n';

interface RegisterOptions {
  onNeedRefresh?(): void;
  onOfflineReady?(): void;
  onRegisteredSW?(url: string, registration: ServiceWorkerRegistration | undefined): void;
  onRegisterError?(error: unknown): void;
}

const plugin = vi.hoisted(() => ({
  options: [] as RegisterOptions[],
  /** What `updateServiceWorker` was called with. */
  updates: [] as (boolean | undefined)[],
  throws: false,
}));

vi.mock('virtual:pwa-register', () => ({
  registerSW(options: RegisterOptions) {
    if (plugin.throws) throw new Error('no registration');
    plugin.options.push(options);
    return async (reload?: boolean) => {
      plugin.updates.push(reload);
    };
  },
}));

function fakePage(page: { secure?: boolean; serviceWorker?: boolean; controlled?: boolean } = {}) {
  const reloads: number[] = [];
  const documentListeners: (() => void)[] = [];
  const fakeDocument = { visibilityState: 'visible', addEventListener: (_type: string, listener: () => void) => documentListeners.push(listener) };
  vi.stubGlobal('window', {
    isSecureContext: page.secure ?? true,
    setTimeout: (work: () => void, ms: number) => setTimeout(work, ms),
    setInterval: (work: () => void, ms: number) => setInterval(work, ms),
    location: { reload: () => reloads.push(Date.now()) },
  });
  vi.stubGlobal('navigator', page.serviceWorker === false ? {} : { serviceWorker: { controller: page.controlled === false ? null : {} } });
  vi.stubGlobal('document', fakeDocument);
  const heard: string[] = [];
  const applies: (() => Promise<void>)[] = [];
  const callbacks: ServiceWorkerCallbacks = {
    onUpdateReady: (apply) => {
      heard.push('update ready');
      applies.push(apply);
    },
    onOfflineReady: () => heard.push('offline ready'),
    onError: (message) => heard.push(`error: ${message}`),
  };
  const showPage = (): void => documentListeners.forEach((l) => l());
  return { reloads, heard, applies, callbacks, showPage };
}

/** A registration as the browser hands it over: `update()` counted, a worker installing or waiting. */
function fakeRegistration() {
  const worker = new EventTarget() as EventTarget & { state: string };
  worker.state = 'installed';
  const registration = { installing: null as object | null, waiting: worker, updates: 0, update: async () => void registration.updates++ };
  return { registration, worker };
}

beforeEach(() => {
  vi.useFakeTimers();
  plugin.options.length = 0;
  plugin.updates.length = 0;
  plugin.throws = false;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the service worker', () => {
  test('a new version is announced once; applying it twice tells the worker once, and reloads after 4 s even unheard', async () => {
    const page = fakePage();
    startServiceWorker(page.callbacks);
    const options = plugin.options[0]!;
    options.onNeedRefresh?.();
    options.onNeedRefresh?.();
    expect(page.heard).toEqual(['update ready']);
    await page.applies[0]!();
    await page.applies[0]!();
    expect(plugin.updates).toEqual([true]);
    expect(page.reloads).toEqual([]);
    vi.advanceTimersByTime(4000);
    expect(page.reloads).toHaveLength(1);
  });

  test('on a first visit (no controller) the page reloads as soon as the new worker is active', async () => {
    const page = fakePage({ controlled: false });
    startServiceWorker(page.callbacks);
    const { registration, worker } = fakeRegistration();
    plugin.options[0]!.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    plugin.options[0]!.onNeedRefresh?.();
    await page.applies[0]!();
    worker.state = 'activating';
    worker.dispatchEvent(new Event('statechange'));
    expect(page.reloads).toEqual([]);
    worker.state = 'activated';
    worker.dispatchEvent(new Event('statechange'));
    expect(page.reloads).toHaveLength(1);
  });

  test('offline play ready is passed on', () => {
    const page = fakePage();
    startServiceWorker(page.callbacks);
    plugin.options[0]!.onOfflineReady?.();
    expect(page.heard).toEqual(['offline ready']);
  });

  test('asks for a new version every hour and when the page is shown, not while one downloads', () => {
    const page = fakePage();
    startServiceWorker(page.callbacks);
    const { registration } = fakeRegistration();
    plugin.options[0]!.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(registration.updates).toBe(0);
    vi.advanceTimersByTime(1);
    expect(registration.updates).toBe(1);
    page.showPage();
    expect(registration.updates).toBe(2);
    registration.installing = {};
    page.showPage();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.updates).toBe(2);
  });

  test('an error is said once, in words, whichever way registration fails', () => {
    const failing = fakePage();
    startServiceWorker(failing.callbacks);
    plugin.options[0]!.onRegisterError?.(new Error('denied'));
    plugin.options[0]!.onRegisterError?.(new Error('denied again'));
    expect(failing.heard).toEqual([expect.stringMatching(/^error: Offline play could not be set up/)]);

    plugin.throws = true;
    const throwing = fakePage();
    startServiceWorker(throwing.callbacks);
    expect(throwing.heard).toEqual([expect.stringMatching(/^error: Offline play could not be set up/)]);
  });

  test('without https or without service workers the player is told so, and nothing is registered', () => {
    const insecure = fakePage({ secure: false });
    startServiceWorker(insecure.callbacks);
    expect(insecure.heard).toEqual([expect.stringMatching(/^error: Offline play needs a secure \(https\) connection/)]);
    const old = fakePage({ serviceWorker: false });
    startServiceWorker(old.callbacks);
    expect(old.heard).toEqual([expect.stringMatching(/^error: This browser cannot keep the game for offline play/)]);
    expect(plugin.options).toEqual([]);
  });

  test("the offline and install notes are said in the player's language", () => {
    useCatalogue('es', {
      'pwa.offline.insecure': 'El juego sin conexión necesita https.',
      'pwa.install.iosSteps': 'Toca Compartir y luego «Añadir a pantalla de inicio».',
    });
    try {
      const insecure = fakePage({ secure: false });
      startServiceWorker(insecure.callbacks);
      expect(insecure.heard).toEqual(['error: El juego sin conexión necesita https.']);
      expect(iosInstallSteps()).toBe('Toca Compartir y luego «Añadir a pantalla de inicio».');
    } finally {
      useCatalogue('en', {});
    }
  });
});
