/**
 * What a screen reader says after each change of the table: one short sentence per thing that
 * happened ("Nine of hearts onto ten of spades. Jack of clubs turned up."), built from the engine's
 * events. Pure, so every sentence is unit-tested; the DOM live region that speaks them is the UI's.
 */
import {
  applyMove,
  capitalise,
  currentState,
  decapitalise,
  isFoundationId,
  nounFor,
  plural,
  type CardId,
  type Game,
  type GameEvent,
  type GameState,
  type PileId,
  type Rules,
} from '../../engine';
import { cardName, pileName } from '../../i18n';
import type { ChangeCause } from './events';

/** "nine of hearts": the engine's card name without its article, for short sentences. */
export function spokenCard(card: CardId): string {
  return cardName(card).replace(/^the /, '');
}

/**
 * The face-up top card of every pile as the events go by, so that "onto" can name the card a move
 * landed on even when a later event of the same change moved it again.
 */
class FaceUpPiles {
  private readonly piles = new Map<PileId, CardId[]>();

  constructor(state: GameState) {
    this.piles.set('waste', [...state.waste]);
    state.foundations.forEach((cards, i) => this.piles.set(`foundation-${i + 1}` as PileId, [...cards]));
    state.tableau.forEach((column, i) => this.piles.set(`tableau-${i + 1}` as PileId, [...column.up]));
  }

  top(pile: PileId): CardId | undefined {
    return this.piles.get(pile)?.at(-1);
  }

  apply(event: GameEvent): void {
    if (event.type === 'draw') this.piles.get('waste')?.push(...event.cards);
    else if (event.type === 'recycle') this.piles.set('waste', []);
    else if (event.type === 'turn') this.piles.get(event.pile)?.push(event.card);
    else {
      const from = this.piles.get(event.from);
      from?.splice(from.length - event.cards.length);
      this.piles.get(event.to)?.push(...event.cards);
    }
  }
}

function moveSentence(event: Extract<GameEvent, { type: 'move' }>, piles: FaceUpPiles): string {
  const [first] = event.cards;
  if (first === undefined) return '';
  const more = event.cards.length - 1;
  const moving = more === 0 ? spokenCard(first) : `${spokenCard(first)} and ${plural(more, 'more card')}`;
  const off = isFoundationId(event.from) ? ' off the foundation' : '';
  if (isFoundationId(event.to)) return `${moving} to the foundation.`;
  const onto = piles.top(event.to);
  return `${moving}${off} ${onto === undefined ? `to empty ${pileName(event.to)}` : `onto ${spokenCard(onto)}`}.`;
}

function drawSentence(cards: readonly CardId[], stockLeft: number | null): string {
  const top = cards.at(-1);
  if (top === undefined) return '';
  // The waste's top (the playable card) is said last, where the ear expects the news.
  const shown = cards.length === 1 ? spokenCard(top) : `${cards.slice(0, -1).map(spokenCard).join(', ')}, then ${spokenCard(top)} on top`;
  return `Stock: ${shown}${stockLeft === 0 ? `, the last ${nounFor(cards.length, 'card')}` : ''}.`;
}

/** One sentence per engine event, in order, starting from the table `before` them. */
export function describeEvents(events: readonly GameEvent[], before: GameState, rules: Rules): string[] {
  const piles = new FaceUpPiles(before);
  let stock = before.stock.length;
  const sentences: string[] = [];
  for (const event of events) {
    if (event.type === 'move') sentences.push(capitalise(moveSentence(event, piles)));
    else if (event.type === 'turn') sentences.push(`${capitalise(spokenCard(event.card))} turned up.`);
    else if (event.type === 'draw') {
      stock -= event.cards.length;
      sentences.push(drawSentence(event.cards, stock));
    } else {
      stock += event.cards.length;
      sentences.push(`Waste turned over: pass ${event.pass}${rules.passes === null ? '' : ` of ${rules.passes}`}.`);
    }
    piles.apply(event);
  }
  return sentences.filter((s) => s.length > 0);
}

/** What a change says, by its cause: the moves themselves, or the new deal, restart or load. */
export function describeChange(cause: ChangeCause, change: { before: GameState | null; events: readonly GameEvent[] }, game: Game): string {
  const sentences = change.before === null ? [] : describeEvents(change.events, change.before, game.rules);
  switch (cause) {
    case 'deal':
      return `New game: deal ${game.deal}.`;
    case 'restart':
      return `Deal ${game.deal} restarted.`;
    case 'load':
      return `Game of deal ${game.deal} loaded.`;
    case 'finish':
      return `Finish: ${plural(change.events.filter((e) => e.type === 'move').length, 'card')} to the foundations.`;
    case 'redo':
      return prefixed('Redone', sentences);
    case 'undo':
      return prefixed('Undone', describeEntry(game, game.cursor));
    default:
      return sentences.join(' ');
  }
}

function prefixed(label: string, sentences: readonly string[]): string {
  const [first, ...rest] = sentences;
  if (first === undefined) return `${label}.`;
  return [`${label}: ${decapitalise(first)}`, ...rest].join(' ');
}

/**
 * The sentences of history entry `index`, replayed from the table before it: what an undo took
 * back (the undo itself reports no engine events).
 */
export function describeEntry(game: Game, index: number): string[] {
  const entry = game.history[index];
  let state = game.states[index] ?? currentState(game);
  if (entry === undefined) return [];
  const events: GameEvent[] = [];
  const start = state;
  for (const move of entry.moves) {
    const applied = applyMove(state, move, game.rules);
    if (!applied.ok) break;
    events.push(...applied.value.events);
    state = applied.value.state;
  }
  return describeEvents(events, start, game.rules);
}
