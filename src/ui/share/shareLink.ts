/**
 * Sharing without a network request of ours: the system's share sheet (Web Share API) where the
 * browser has one, else the clipboard with a toast; when both fail, the text is shown to copy by hand.
 */
import { showToast } from '../notices/toast';
import { t } from '../../i18n';

export async function shareOrCopy(
  share: { readonly title: string; readonly text: string; readonly url: string },
  clipboardText: string,
  words: { readonly copied: string; readonly copyThis: string },
): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share(share);
      return;
    }
    await navigator.clipboard.writeText(clipboardText);
    showToast(words.copied);
  } catch (error) {
    // The player closing the share sheet is not an error worth a message.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    showToast(t('share.copyByHand', { prompt: words.copyThis, text: clipboardText }), { durationMs: 8000 });
  }
}
