/**
 * The Windows seed's Save and Load, as files: the game in progress as a small JSON file (the engine's
 * save record), and one read back. A bad file gets a clear message and the table is left as it was.
 * Also "Share this deal": a link that opens the same deal under the same rules.
 */
import type { TableSession } from '../../app/session/session';
import { makeSave, makeSaveText, makeRuleOptions, parseSaveText, MAX_SAVE_TEXT, type LoadedGame } from '../../engine';
import { el } from '../dom';
import { shareOrCopy } from './shareLink';
import { showToast } from '../notices/toast';
import { saveErrorReason } from '../../app/storage/saveErrorReason';
import { t } from '../../i18n';

/** Downloads the game in progress as `klondike-deal-N.json`; a game too long to be loaded back is not written. */
export function saveGameToFile(controller: TableSession): void {
  const text = makeSaveText(makeSave(controller.game, controller.elapsedMs, controller.help.hadHelp));
  if (!text.ok) {
    showToast(t('share.save.tooLong', { reason: saveErrorReason(text.error) }), { kind: 'error' });
    return;
  }
  const url = URL.createObjectURL(new Blob([text.value], { type: 'application/json' }));
  const link = el('a', { href: url, download: `klondike-deal-${controller.game.deal}.json` });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  showToast(t('share.save.done'));
}

/** Lets the player pick a saved-game file; resolves with its game, or null (a message says why). */
export function pickGameFile(): Promise<LoadedGame | null> {
  return new Promise((resolve) => {
    const input = el('input', { type: 'file', accept: '.json,application/json', 'data-testid': 'load-file-input', hidden: true });
    document.body.appendChild(input);
    input.addEventListener(
      'change',
      () => {
        const file = input.files?.[0];
        input.remove();
        if (file === undefined) return resolve(null);
        resolve(readGameFile(file));
      },
      { once: true },
    );
    input.addEventListener(
      'cancel',
      () => {
        input.remove();
        resolve(null);
      },
      { once: true },
    );
    input.click();
  });
}

/** Reads and checks a saved-game file; never throws. */
export async function readGameFile(file: Blob): Promise<LoadedGame | null> {
  if (file.size > MAX_SAVE_TEXT) {
    showToast(t('share.load.tooLarge'), { kind: 'error' });
    return null;
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    showToast(t('share.load.unreadable'), { kind: 'error' });
    return null;
  }
  const loaded = parseSaveText(text);
  if (loaded.ok) return loaded.value;
  showToast(t('share.load.refused', { reason: saveErrorReason(loaded.error) }), { kind: 'error' });
  return null;
}

/** The link that opens this deal under these rules (the URL parameters in the README). */
export function dealLink(controller: TableSession, base: string = window.location.href): string {
  const url = new URL(base);
  url.search = '';
  for (const [key, value] of makeRuleOptions(controller.rules)) url.searchParams.set(key, value);
  url.searchParams.set('deal', String(controller.game.deal));
  return url.toString();
}

/** Shares the deal through the system's share sheet where there is one, else copies the link. */
export async function shareDeal(controller: TableSession): Promise<void> {
  const url = dealLink(controller);
  const deal = String(controller.game.deal);
  await shareOrCopy({ title: t('share.deal.title', { deal }), text: t('share.deal.text', { deal }), url }, url, {
    copied: t('share.deal.copied'),
    copyThis: t('share.deal.copyThis'),
  });
}
