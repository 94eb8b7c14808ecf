/**
 * The menu: every dialog and game command in one place, and a deal chosen by number
 * (deal numbers are a promise: deal 12345 is the same deal everywhere, for ever).
 */
import { MAX_DEAL } from '../../engine';
import { actionButton, createDialog, type DialogShell } from './dialogShell';
import { el, icon } from '../dom';
import { parseDealInput } from '../text/format';
import { COMMAND_KEYS, type CommandName } from '../input/commandKeys';
import { ICONS } from '../icons';
import { t } from '../../i18n';

export interface MenuActions {
  readonly currentDeal: number;
  readonly newGame: (deal?: number) => void;
  readonly restart: () => void;
  /** Show me (asks first); the entry is there but disabled when it cannot run now. Shown when given. */
  readonly showMe?: { readonly run: () => void; readonly available: boolean };
  /** Review this game (where the win slipped away); disabled before the first move and after a win. Shown when given. */
  readonly review?: { readonly run: () => void; readonly available: boolean };
  readonly rules: () => void;
  readonly settings: () => void;
  readonly help: () => void;
  readonly about: () => void;
  /** Opens the Statistics dialog; the menu shows the entry only when given. */
  readonly openStats?: () => void;
  /** The Windows seed's Save and Load, as files; and a link to this deal. Shown when given. */
  readonly saveToFile?: () => void;
  readonly loadFromFile?: () => void;
  readonly shareDeal?: () => void;
  /** "Install" (or how to add to the Home Screen on iOS), when the browser offers it. */
  readonly install?: { readonly label: string; readonly run: () => void };
  /** A game link the player kept for later ("Play the linked deal"), while it waits. */
  readonly linkedGame?: { readonly label: string; readonly run: () => void };
  /** Opens Earlier games (the games kept aside). Shown when given. */
  readonly earlierGames?: () => void;
  /** Today's daily deal (asks first over a game in progress). Shown when given. */
  readonly daily?: () => void;
}

/** A bar chart, for the Statistics entry. */
const STATS_ICON = ['M4 20h16', 'M7 16v-4', 'M12 16V6', 'M17 16V9'];
const SAVE_ICON = ['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'];
const LOAD_ICON = ['M12 15V4', 'M7 9l5-5 5 5', 'M5 20h14'];
const SHARE_ICON = ['M8 12h8', 'M14 7l5 5-5 5', 'M5 5v14'];
const SHOW_ME_ICON = ['M8 5.5v13l10.5-6.5z'];
/** A magnifying glass. */
const REVIEW_ICON = ['M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13', 'M15.5 15.5L20 20'];
const INSTALL_ICON = ['M7 3h10v18H7z', 'M12 8v7', 'M9 12l3 3 3-3'];
/** A calendar page. */
const DAILY_ICON = ['M5 6h14v14H5z', 'M5 10h14', 'M9 4v4', 'M15 4v4'];
/** A clock face turned back. */
const EARLIER_ICON = ['M4 12a8 8 0 1 0 2.3-5.7', 'M4 4v4h4', 'M12 8v4l3 2'];

/**
 * Marks the menu `more-below` while items lie below its edge: a phone on its side shows a few of a
 * dozen, and menu.css then shades the edge over them and shows "More" beside Close, so that the list
 * is seen to go on. A tap on "More" scrolls it on (keys and screen readers reach the items anyway).
 */
function markMoreBelow(shell: DialogShell): void {
  const { body, dialog } = shell;
  const more = el('button', { type: 'button', class: 'action menu-more', tabindex: -1, 'aria-hidden': 'true', 'data-testid': 'menu-more' }, t('menu.more'));
  more.addEventListener('click', () => body.scrollBy({ top: body.clientHeight * 0.8 }));
  shell.footer.prepend(more);
  const update = (): void => {
    dialog.classList.toggle('more-below', body.scrollTop + body.clientHeight < body.scrollHeight - 1);
  };
  body.addEventListener('scroll', update, { passive: true });
  if (typeof ResizeObserver === 'undefined') return;
  // Called once the body is laid out, and again whenever its size changes (a phone turned).
  const resizes = new ResizeObserver(update);
  resizes.observe(body);
  shell.onClose(() => resizes.disconnect());
}

/**
 * A menu label with its command's key letter highlighted, as Klondike 2.3's command buttons show "the
 * highlighted letter" to type (menu.css underlines it); the plain label without a key.
 */
export function keyedLabel(label: string, command?: CommandName): HTMLElement {
  const key = command === undefined ? '' : COMMAND_KEYS[command].key;
  if (!/^[A-Z]$/.test(key)) return el('span', {}, label);
  const at = label.toUpperCase().indexOf(key);
  // A label in a language without the key's letter says the key after it, as Japanese and Chinese
  // menus write access keys ("元に戻す (U)"); screen readers hear the label alone.
  if (at < 0) return el('span', {}, label, el('span', { class: 'key-suffix', 'aria-hidden': 'true' }, ` (${key})`));
  return el('span', {}, label.slice(0, at), el('span', { class: 'key-letter' }, label.slice(at, at + 1)), label.slice(at + 1));
}

export function openMenuDialog(actions: MenuActions, host?: HTMLElement): void {
  const shell = createDialog({ testid: 'dialog-menu', title: t('menu.title'), className: 'narrow menu', ...(host === undefined ? {} : { host }) });
  // The chosen action runs once the menu has closed and given focus back to the Menu button, so that
  // the next dialog returns focus there too rather than to a button that no longer exists.
  let chosen: (() => void) | null = null;
  shell.onClose(() => chosen?.());
  const choose = (value: string, action: () => void): void => {
    chosen = action;
    shell.close(value);
  };
  const item = (label: string, testid: string, glyph: readonly string[], action: () => void, command?: CommandName): HTMLButtonElement => {
    const button = el('button', { type: 'button', class: 'menu-item', 'data-testid': testid }, icon(glyph), keyedLabel(label, command));
    if (command !== undefined) button.setAttribute('aria-keyshortcuts', COMMAND_KEYS[command].key);
    button.addEventListener('click', () => choose(testid, action));
    return button;
  };

  const optionalItem = (
    label: string,
    testid: string,
    glyph: readonly string[],
    entry: { readonly run: () => void; readonly available: boolean },
  ): HTMLButtonElement => {
    const button = item(label, testid, glyph, entry.run);
    button.disabled = !entry.available;
    if (!entry.available) button.title = t('menu.notAvailable');
    return button;
  };

  const dealInput = el('input', {
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    enterkeyhint: 'go',
    id: 'menu-deal-number',
    placeholder: String(actions.currentDeal),
    'data-testid': 'menu-deal-input',
    'aria-describedby': 'menu-deal-note',
  });
  const note = el('small', { id: 'menu-deal-note', class: 'deal-note' }, t('menu.deal.note', { max: String(MAX_DEAL), deal: String(actions.currentDeal) }));
  const playDeal = (): void => {
    const deal = parseDealInput(dealInput.value);
    if (!deal.ok) {
      note.textContent = deal.error;
      note.classList.add('invalid');
      dealInput.setAttribute('aria-invalid', 'true');
      dealInput.focus();
      return;
    }
    choose('deal', () => actions.newGame(deal.value));
  };
  // Checked by parseDealInput, with our own words: the browser's validation bubble would say less.
  const form = el('form', { class: 'deal-form', 'data-testid': 'menu-deal-form', novalidate: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    playDeal();
  });
  form.append(
    el('label', { for: dealInput.id }, t('menu.deal.label')),
    el(
      'div',
      { class: 'deal-row' },
      dealInput,
      el('button', { type: 'submit', class: 'action primary', 'data-testid': 'menu-deal-play' }, t('menu.deal.play')),
    ),
    note,
  );

  shell.body.append(
    el(
      'nav',
      { class: 'menu-list', 'aria-label': t('menu.group.game') },
      item(t('menu.newGame'), 'menu-new', ICONS.new, () => actions.newGame(), 'new'),
      item(t('menu.restart'), 'menu-restart', ICONS.restart, actions.restart, 'restart'),
      actions.daily === undefined ? null : item(t('menu.daily'), 'menu-daily', DAILY_ICON, actions.daily),
      actions.linkedGame === undefined ? null : item(actions.linkedGame.label, 'menu-linked-game', SHARE_ICON, actions.linkedGame.run),
      actions.showMe === undefined ? null : optionalItem(t('menu.showMe'), 'menu-show-me', SHOW_ME_ICON, actions.showMe),
      actions.review === undefined ? null : optionalItem(t('menu.review'), 'menu-review', REVIEW_ICON, actions.review),
    ),
    form,
    el(
      'nav',
      { class: 'menu-list', 'aria-label': t('menu.group.more') },
      item(t('menu.rules'), 'menu-rules', ICONS.rules, actions.rules, 'rules'),
      item(t('menu.settings'), 'menu-settings', ICONS.settings, actions.settings, 'settings'),
      actions.openStats === undefined ? null : item(t('menu.stats'), 'menu-stats', STATS_ICON, actions.openStats),
      actions.saveToFile === undefined ? null : item(t('menu.saveFile'), 'menu-save-file', SAVE_ICON, actions.saveToFile),
      actions.loadFromFile === undefined ? null : item(t('menu.loadFile'), 'menu-load-file', LOAD_ICON, actions.loadFromFile),
      actions.earlierGames === undefined ? null : item(t('menu.earlierGames'), 'menu-earlier-games', EARLIER_ICON, actions.earlierGames),
      actions.shareDeal === undefined ? null : item(t('menu.shareDeal'), 'menu-share', SHARE_ICON, actions.shareDeal),
      actions.install === undefined ? null : item(actions.install.label, 'menu-install', INSTALL_ICON, actions.install.run),
      item(t('menu.help'), 'menu-help', ICONS.help, actions.help),
      item(t('menu.about'), 'menu-about', ICONS.about, actions.about, 'about'),
    ),
  );
  shell.footer.append(actionButton(t('dialog.close'), 'menu-done', () => shell.close('done')));
  const first = shell.body.querySelector<HTMLElement>('.menu-item');
  shell.open(first ?? undefined);
  markMoreBelow(shell);
}
