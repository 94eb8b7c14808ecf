/**
 * JSolitaire's "display deck contents": the stock and waste listed in the order they will be drawn,
 * with the cards that can become playable (the top of the waste, and every card that will be a waste
 * top on the way through the stock) highlighted. Shown only while settings.showDeck is on.
 */
import { rankOf, reachableStockCards, suitOf, type CardId, type GameState } from '../../engine';
import { pileName, t } from '../../i18n';
import type { TableSession } from '../../app/session/session';
import { el } from '../dom';

/**
 * The waste bottom → top (the order it was drawn, and will be drawn again after a redeal), then the
 * stock in the order it will be drawn (its top card first).
 */
export function deckOrder(state: GameState): { waste: CardId[]; stock: CardId[] } {
  return { waste: [...state.waste], stock: [...state.stock].reverse() };
}

const SUIT_SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;
const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** "10♥": how a card is written in the listing. */
export function shortCardText(card: CardId): string {
  return `${RANK_TEXT[rankOf(card) - 1] ?? '?'}${SUIT_SYMBOLS[suitOf(card)]}`;
}

function chip(card: CardId, playable: ReadonlySet<CardId>, current: boolean): HTMLLIElement {
  const isPlayable = playable.has(card);
  const item = el(
    'li',
    {
      class: `deck-card suit-${suitOf(card)}${isPlayable ? ' playable' : ''}${current ? ' current' : ''}`,
      'data-card': card,
    },
    shortCardText(card),
  );
  // The card's code is read as its letters; say it plainly and say why it is highlighted.
  item.setAttribute('aria-label', t('hud.deck.card', { card: shortCardText(card), top: current ? 'yes' : 'no', playable: isPlayable ? 'yes' : 'no' }));
  return item;
}

function row(label: string, cards: readonly CardId[], playable: ReadonlySet<CardId>, currentCard: CardId | undefined): HTMLElement {
  const list = el('ol', { class: 'deck-row', 'aria-label': label });
  for (const card of cards) list.appendChild(chip(card, playable, card === currentCard));
  if (cards.length === 0) list.appendChild(el('li', { class: 'deck-empty' }, t('hud.deck.empty')));
  return el('div', { class: 'deck-line' }, el('span', { class: 'deck-label', 'aria-hidden': 'true' }, label), list);
}

/** The panel: updates itself on every change and hides while the setting is off. */
export function mountDeckListing(root: HTMLElement, controller: TableSession): { update(): void; destroy(): void } {
  const panel = el('section', { class: 'ui-deck', 'data-testid': 'deck-listing', 'aria-label': t('hud.deck.label') });
  root.appendChild(panel);

  const update = (): void => {
    const shown = controller.settings.showDeck;
    panel.hidden = !shown;
    if (!shown) return;
    const state = controller.state;
    const { waste, stock } = deckOrder(state);
    const playable = new Set(reachableStockCards(state, controller.rules));
    panel.replaceChildren(
      row(pileName('waste', 'label'), waste, playable, waste[waste.length - 1]),
      row(pileName('stock', 'label'), stock, playable, undefined),
    );
  };

  const onChange = (): void => update();
  controller.events.on('changed', onChange);
  controller.events.on('settings', onChange);
  update();
  return {
    update,
    destroy() {
      controller.events.off('changed', onChange);
      controller.events.off('settings', onChange);
      panel.remove();
    },
  };
}
