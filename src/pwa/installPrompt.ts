/**
 * "Install the game": Chromium's `beforeinstallprompt` is caught and kept, so the app can offer its own
 * Install button and show the browser's dialog when the player asks. iOS has no such event: Safari
 * installs through Share → "Add to Home Screen", so there the app shows the steps instead.
 *
 * Listening starts with the first call to any function here; call `startInstallPrompt()` early in
 * the page's life (Chromium may fire `beforeinstallprompt` soon after load, and only once).
 */
import { t } from '../i18n';

/**
 * - `available`: the browser's install dialog can be shown (`promptInstall`).
 * - `installed`: running as the installed app, or installed from this page just now.
 * - `ios`: an iPhone or iPad browser, not yet installed: show `iosInstallSteps`.
 * - `unavailable`: nothing to offer (not installable here, or the player dismissed the dialog).
 */
export type InstallState = 'available' | 'installed' | 'ios' | 'unavailable';

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** How to install on iOS, in the player's language (looked up when shown). */
export function iosInstallSteps(): string {
  return t('pwa.install.iosSteps');
}

/** Chromium's install event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let started = false;
let deferred: BeforeInstallPromptEvent | null = null;
let installedHere = false;

/** Running as an installed app: a standalone (or fuller) window, or iOS's home-screen mode. */
function runningInstalled(): boolean {
  const modes = ['standalone', 'fullscreen', 'minimal-ui', 'window-controls-overlay'];
  if (modes.some((mode) => window.matchMedia(`(display-mode: ${mode})`).matches)) return true;
  return (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** An iPhone, iPod or iPad (iPadOS presents itself as a Mac with a touch screen). */
function onIos(): boolean {
  const ua = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function compute(): InstallState {
  if (installedHere || runningInstalled()) return 'installed';
  if (deferred !== null) return 'available';
  if (onIos()) return 'ios';
  return 'unavailable';
}

/** Starts listening for the browser's install events. Idempotent; safe outside a browser. */
export function startInstallPrompt(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers installing where it fits.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    installedHere = true;
    deferred = null;
  });
}

/** What the app can offer now. */
export function installState(): InstallState {
  startInstallPrompt();
  return compute();
}

/**
 * Shows the browser's install dialog (call it from a click: browsers want a user gesture). The kept
 * event can be used once; after a dismissal the browser may offer it again later.
 */
export async function promptInstall(): Promise<InstallOutcome> {
  startInstallPrompt();
  const event = deferred;
  if (event === null) return 'unavailable';
  deferred = null;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') installedHere = true;
    return outcome;
  } catch {
    return 'unavailable';
  }
}
