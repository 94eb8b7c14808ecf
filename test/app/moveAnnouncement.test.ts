/** The sentences a screen reader hears after each change: one per engine event, merged in order. */
import { afterEach, describe, expect, test } from 'vitest';
import { describeChange, describeEntry, describeEvents, spokenCard } from '../../src/app/session/moveAnnouncement';
import { applyMove, newGame, play, undo, type GameState, type Move, type Rules } from '../../src/engine';
import { useCatalogue } from '../../src/i18n';
import { position, rulesWith } from '../engine/fixtures';

const RULES = rulesWith({ draw: 1, passes: null, turn: 'auto', fromFoundation: true });

function said(state: GameState, move: Move, rules: Rules = RULES): string[] {
  const applied = applyMove(state, move, rules);
  if (!applied.ok) throw new Error(applied.error.reason);
  return describeEvents(applied.value.events, state, rules);
}

describe('move announcements', () => {
  test('cards are named as a player says them', () => {
    expect(spokenCard('9H')).toBe('nine of hearts');
    expect(spokenCard('TS')).toBe('ten of spades');
  });

  test('a card onto another, and the face-down card it uncovers turned up (automatic turning)', () => {
    const state = position({ tableau: ['QD|9H', 'TS'] });
    expect(said(state, { type: 'move', from: 'tableau-1', to: 'tableau-2', card: '9H' })).toEqual([
      'Nine of hearts onto ten of spades.',
      'Queen of diamonds turned up.',
    ]);
  });

  test('a run names its first card and how many more; an empty column is named', () => {
    const state = position({ tableau: ['KH QS JD', ''] });
    expect(said(state, { type: 'move', from: 'tableau-1', to: 'tableau-2', card: 'KH' })).toEqual(['King of hearts and 2 more cards to empty column 2.']);
  });

  test('home, and off the foundation again', () => {
    const state = position({ foundations: ['AS 2S'], tableau: ['3S', '3H'] });
    expect(said(state, { type: 'move', from: 'tableau-1', to: 'foundation-1', card: '3S' })).toEqual(['Three of spades to the foundation.']);
    expect(said(state, { type: 'move', from: 'foundation-1', to: 'tableau-2', card: '2S' })).toEqual([
      'Two of spades off the foundation onto three of hearts.',
    ]);
  });

  test('a deal from the stock says the card turned, the last card too; three cards end with the top one', () => {
    expect(said(position({ stock: '3C 8D' }), { type: 'draw' })).toEqual(['Stock: eight of diamonds.']);
    expect(said(position({ stock: '8D' }), { type: 'draw' })).toEqual(['Stock: eight of diamonds, the last card.']);
    expect(said(position({ stock: '2C 5H 7S 8D' }), { type: 'draw' }, rulesWith({ draw: 3 }))).toEqual([
      'Stock: eight of diamonds, seven of spades, then five of hearts on top.',
    ]);
  });

  test('turning the waste over says the pass, and of how many when they are limited', () => {
    expect(said(position({ waste: '8D' }), { type: 'draw' })).toEqual(['Waste turned over: pass 2.']);
    expect(said(position({ waste: '8D' }), { type: 'draw' }, rulesWith({ passes: 3 }))).toEqual(['Waste turned over: pass 2 of 3.']);
  });

  test('"onto" names the card the move landed on even when later events of the change moved it', () => {
    const state = position({ tableau: ['5H', '6S'] });
    const events = [
      { type: 'move', from: 'tableau-1', to: 'tableau-2', cards: ['5H'] },
      { type: 'move', from: 'tableau-2', to: 'tableau-1', cards: ['6S', '5H'] },
    ] as const;
    expect(describeEvents(events, state, RULES)).toEqual(['Five of hearts onto six of spades.', 'Six of spades and 1 more card to empty column 1.']);
  });

  test('a new deal, a restart and a load say which deal; finish counts the cards', () => {
    const game = newGame(RULES, 12345);
    expect(describeChange('deal', { before: null, events: [] }, game)).toBe('New game: deal 12345.');
    expect(describeChange('restart', { before: null, events: [] }, game)).toBe('Deal 12345 restarted.');
    expect(describeChange('load', { before: null, events: [] }, game)).toBe('Game of deal 12345 loaded.');
  });

  test('Finish counts the cards it sent home, one card in the singular', () => {
    const game = newGame(RULES, 12345);
    const home = (card: 'AS' | 'AH') => ({ type: 'move', from: 'waste', to: 'foundation-1', cards: [card] }) as const;
    expect(describeChange('finish', { before: null, events: [home('AS')] }, game)).toBe('Finish: 1 card to the foundations.');
    expect(describeChange('finish', { before: null, events: [home('AS'), home('AH')] }, game)).toBe('Finish: 2 cards to the foundations.');
  });

  test('undo says what it took back; redo what it played again', () => {
    // Deal 1: the ten of spades is the stock's top card; the jack of diamonds tops column 7.
    const dealt = newGame(RULES, 1);
    const drawn = play(dealt, { type: 'draw' });
    if (!drawn.ok) throw new Error('draw');
    const moved = play(drawn.value.game, { type: 'move', from: 'waste', to: 'tableau-7', card: 'TS' });
    if (!moved.ok) throw new Error('move');
    const undone = undo(moved.value.game);
    if (!undone.ok) throw new Error('undo');
    expect(describeEntry(undone.value, undone.value.cursor)).toEqual(['Ten of spades onto jack of diamonds.']);
    expect(describeChange('undo', { before: moved.value.game.states[2]!, events: [] }, undone.value)).toBe('Undone: ten of spades onto jack of diamonds.');
    expect(describeChange('redo', { before: drawn.value.game.states[1]!, events: moved.value.events }, moved.value.game)).toBe(
      'Redone: ten of spades onto jack of diamonds.',
    );
  });
});

describe('move announcements in the language shown', () => {
  afterEach(() => useCatalogue('en', {}));

  test('each sentence is its language\'s message, the cards declined by their role, "Undone:" taking the inner form', () => {
    useCatalogue('de', {
      'card.name': '{form, select, start {Die Karte {rank}} onto {der Karte {rank}} other {die Karte {rank}}}',
      'a11y.move.ontoCard': '{card} auf {onto}{more, plural, =0 {} other { (+#)}}{fromFoundation, select, yes {} other {}}.',
      'a11y.draw.one': '{position, select, start {Talon} other {vom Talon}}: {card}{last, select, yes { (letzte)} other {}}.',
      'a11y.change.undone': 'Zurück — {what}',
    });
    const state = position({ tableau: ['9H', 'TS'] });
    expect(said(state, { type: 'move', from: 'tableau-1', to: 'tableau-2', card: '9H' })).toEqual(['Die Karte nine auf der Karte ten.']);
    expect(said(position({ stock: '3C 8D' }), { type: 'draw' })).toEqual(['Talon: die Karte eight.']);
    const game = newGame(RULES, 1);
    const drawn = play(game, { type: 'draw' });
    if (!drawn.ok) throw new Error('draw refused');
    const undone = undo(drawn.value.game);
    if (!undone.ok) throw new Error('undo refused');
    expect(describeChange('undo', { before: null, events: [] }, undone.value)).toMatch(/^Zurück — vom Talon: die Karte \w+\.$/);
  });
});
