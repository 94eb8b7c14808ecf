/**
 * "Still winnable?": a small mark at the end of the status bar, for players who turned it on (it looks
 * at the face-down cards, so it is opt-in). A tick while the game can still be won, a red cross once
 * it cannot, a question mark when the solver could not tell in time. It keeps one size whatever it
 * says, so the score and the clock never move; colour is never the only signal (each verdict has its
 * own glyph, a title and words for screen readers). Tapping it says the words in a toast, since a
 * phone shows no tooltips.
 */
import type { ControllerEvents } from '../../app/session/events';
import type { WayBack } from '../../app/session/gameProgress';
import { el, icon } from '../dom';
import { showToast } from '../notices/toast';
import { t, type MessageKey } from '../../i18n';

export type Winnability = ControllerEvents['winnability']['verdict'];
type Shown = Exclude<Winnability, 'off'>;

/** Each verdict's words (looked up when shown: the language can change). */
export const WINNABILITY_TEXT: { readonly [K in Shown]: MessageKey } = {
  winnable: 'hud.winnable.winnable',
  unwinnable: 'hud.winnable.unwinnable',
  unknown: 'hud.winnable.unknown',
  checking: 'hud.winnable.checking',
};

/** The words for a lost game, by the way back (see `WayBack`: with none of the player's moves to undo, the deal itself is lost). */
export const UNWINNABLE_TEXT: { readonly [K in WayBack]: MessageKey } = {
  undo: WINNABILITY_TEXT.unwinnable,
  restart: 'hud.winnable.unwinnableRestart',
  'new-deal': 'hud.winnable.unwinnableNewDeal',
};

const GLYPHS: { readonly [K in Shown]: readonly string[] } = {
  winnable: ['M6.5 12.5l3.5 3.5 7.5-8'],
  unwinnable: ['M7.5 7.5l9 9', 'M16.5 7.5l-9 9'],
  unknown: ['M9.2 9.2a3 3 0 0 1 5.8 1c0 2-3 2.6-3 4', 'M12 17.5v.1'],
  checking: ['M7 12v.1', 'M12 12v.1', 'M17 12v.1'],
};

export interface WinnableBadge {
  /** The button itself (hidden while the setting is off), and the live region next to it. */
  readonly elements: readonly HTMLElement[];
  /** `way`: what the player can do about a lost game (the words for 'unwinnable'). */
  set(verdict: Winnability, way?: WayBack): void;
  /** A new deal, restart or load: the last answer belonged to another game. */
  forget(): void;
}

export function createWinnableBadge(): WinnableBadge {
  const button = el('button', {
    type: 'button',
    class: 'hud-winnable',
    'data-testid': 'hud-winnable',
    'data-verdict': 'off',
    hidden: true,
  });
  // Announced only when the answer itself changes: a "Checking…" after every move would be noise.
  const live = el('span', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  let verdict: Winnability = 'off';
  let way: WayBack = 'undo';
  const textOf = (shown: Shown): string => t(shown === 'unwinnable' ? UNWINNABLE_TEXT[way] : WINNABILITY_TEXT[shown]);
  /** The last real answer (not 'checking') for this game, still drawn, dimmed, while the next check runs. */
  let last: Exclude<Shown, 'checking'> | null = null;

  const draw = (): void => {
    button.hidden = verdict === 'off';
    button.setAttribute('data-verdict', verdict);
    if (verdict === 'off') return;
    // A check after every move must not make the mark flash: until it answers, the previous answer
    // stays, greyed after a moment by CSS (.stale), so only a slow check is visible at all.
    const glyph: Shown = verdict === 'checking' ? (last ?? 'checking') : verdict;
    button.setAttribute('data-glyph', glyph);
    button.classList.toggle('stale', verdict === 'checking');
    const text = textOf(verdict);
    button.title = text;
    button.setAttribute('aria-label', t('hud.winnable.label', { verdict: text }));
    button.replaceChildren(el('span', { class: 'winnable-dot' }, icon(GLYPHS[glyph])));
  };

  button.addEventListener('click', () => {
    if (verdict !== 'off') showToast(textOf(verdict), { kind: verdict === 'unwinnable' ? 'error' : 'info' });
  });

  return {
    elements: [button, live],
    set(next, nextWay = 'undo') {
      verdict = next;
      way = nextWay;
      if (next === 'off') last = null;
      else if (next !== 'checking' && next !== last) {
        last = next;
        live.textContent = textOf(next);
      }
      draw();
    },
    forget() {
      last = null;
      live.textContent = '';
      draw();
    },
  };
}
