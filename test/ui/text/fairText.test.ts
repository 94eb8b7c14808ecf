/** Fair help in words (src/ui/text/fairText.ts): the fair hint, the status bar's chance, a move as a sentence's subject. */
import { afterEach, describe, expect, test } from 'vitest';
import { useCatalogue } from '../../../src/i18n';
import { chanceDisplay, fairHintMessage, fairMovePhrase, flooredShare, formatChance } from '../../../src/ui/text/fairText';
import { position } from '../../engine/fixtures';

const table = position({
  stock: '2C',
  waste: '9D',
  foundations: ['AS'],
  tableau: ['KD | 8S', '7H', '', 'QC | 3D', '2S', '', ''],
});
const toColumn = { type: 'move', from: 'tableau-2', to: 'tableau-1', card: '7H' } as const;
const fairHint = (move: typeof toColumn | null, chance: number | null, unseen: number) =>
  ({ move, source: 'fair', verdict: 'unknown', fair: { chance, unseen } }) as const;

afterEach(() => useCatalogue('en', {}));

describe('the fair hint', () => {
  test('the move and the share of the ways the hidden cards could lie that still win after it', () => {
    expect(fairHintMessage(fairHint(toColumn, 0.71875, 30), table)).toBe(
      'Best bet with what you can see: move the seven of hearts from column 2 onto the eight of spades in column 1 — 71% of the ways the hidden cards could lie still win.',
    );
  });

  test('a share is rounded down, never up: 31 of 32 ways is 96%, not 97%; only all of them is 100%', () => {
    expect(fairHintMessage(fairHint(toColumn, 31 / 32, 30), table)).toContain(' — 96% of the ways');
    expect(fairHintMessage(fairHint(toColumn, 1, 30), table)).toContain(' — 100% of the ways');
    expect(flooredShare(0.29)).toBe(0.29);
    expect(formatChance(0.999)).toBe('99%');
  });

  test('with every card seen the odds are no estimate: a win kept, or none to keep', () => {
    expect(fairHintMessage(fairHint(toColumn, 1, 0), table)).toBe(
      'You have seen every card. Move the seven of hearts from column 2 onto the eight of spades in column 1 — it keeps the win.',
    );
    expect(fairHintMessage(fairHint(toColumn, 0, 0), table)).toBe(
      'You have seen every card, and no move wins from here. Best try: move the seven of hearts from column 2 onto the eight of spades in column 1.',
    );
  });

  test('odds not worked out in time: a plain guess, said as one; no move at all: what to try', () => {
    expect(fairHintMessage(fairHint(toColumn, null, 30), table)).toBe(
      'Move the seven of hearts from column 2 onto the eight of spades in column 1 — best guess: the odds could not be worked out in time.',
    );
    expect(fairHintMessage(fairHint(null, null, 30), table)).toMatch(/^No useful move found/);
  });
});

describe('a move as the subject of a sentence', () => {
  test.each([
    [toColumn, 'the seven of hearts to column 1'],
    [{ type: 'move', from: 'tableau-5', to: 'foundation-1', card: '2S' } as const, 'the two of spades home'],
    [{ type: 'turn', pile: 'tableau-4' } as const, 'turning over the top card of column 4'],
    [{ type: 'draw' } as const, 'dealing from the stock'],
  ])('%o', (move, text) => {
    expect(fairMovePhrase(move, table)).toBe(text);
  });

  test('a draw from an empty stock turns the waste over', () => {
    expect(fairMovePhrase({ type: 'draw' }, position({ waste: '9D' }))).toBe('turning the waste over');
  });
});

describe("the status bar's chance to win", () => {
  test('a percentage, an ellipsis while worked out, a question mark when it could not be; the title in words', () => {
    expect(chanceDisplay(0.645)).toEqual({ value: '64%', title: 'Chance to win, from the cards you have seen: 64%' });
    expect(chanceDisplay('computing')).toEqual({ value: '…', title: 'Chance to win: working it out…' });
    expect(chanceDisplay(null)).toEqual({ value: '?', title: 'Chance to win: could not work it out in time' });
  });
});

describe('in the language shown', () => {
  test('the words and the percentage follow the catalogue and the language at the time', () => {
    useCatalogue('fr', {
      'fair.hint.bestBet': 'Meilleur pari : {move} — {chance, number, percent} des donnes gagnent.',
      'fair.hud.title': 'Chances : {chance, number, percent}',
    });
    expect(fairHintMessage(fairHint(toColumn, 0.5, 30), table)).toMatch(/^Meilleur pari : .* — 50\s%\sdes donnes gagnent\.$/u);
    expect(chanceDisplay(0.64).value).toMatch(/^64\s%$/u);
    expect(chanceDisplay(0.64).title).toMatch(/^Chances : 64\s%$/u);
  });
});
