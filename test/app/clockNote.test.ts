import { describe, expect, test } from 'vitest';
import { CLOCK_NOTE_KEY, readClockNote, writeClockNote, type NoteStore } from '../../src/app/clock/clockNote';
import { DEFAULT_RULES, newGame, play, type Game } from '../../src/engine';

function memory(): NoteStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const dealt = newGame(DEFAULT_RULES, 7);
function drawn(game: Game): Game {
  const result = play(game, { type: 'draw' });
  if (!result.ok) throw new Error('a draw must be legal');
  return result.value.game;
}

describe('the clock note', () => {
  test('moves the saved clock forward for the very game it was written for', () => {
    const store = memory();
    const game = drawn(dealt);
    writeClockNote(store, game, 20_400.4, 500);
    // The save made with the note (or the one before it, the note's own cut short).
    expect(readClockNote(store, game, 20_000, 500)).toBe(20_400);
    expect(readClockNote(store, game, 2_000, 400)).toBe(20_400);
    // Never backwards: a later IndexedDB save wins.
    expect(readClockNote(store, game, 30_000, 500)).toBe(30_000);
  });

  test('is ignored for another game, or the same game at another move', () => {
    const store = memory();
    writeClockNote(store, drawn(dealt), 20_000, 500);
    expect(readClockNote(store, dealt, 1_000, 500)).toBe(1_000);
    expect(readClockNote(store, drawn(drawn(dealt)), 1_000, 500)).toBe(1_000);
    expect(readClockNote(store, drawn(newGame(DEFAULT_RULES, 8)), 1_000, 500)).toBe(1_000);
  });

  test("counts for the same game whose rules list their keys in another order (a preset's, then read back from a save)", () => {
    const store = memory();
    const game = drawn(dealt);
    const reordered: Game = { ...game, rules: Object.fromEntries(Object.entries(game.rules).reverse()) as unknown as Game['rules'] };
    writeClockNote(store, reordered, 20_000, 500);
    expect(readClockNote(store, game, 2_000, 500)).toBe(20_000);
  });

  test('is ignored for another attempt at the same position: after a Restart, the save stamped later keeps its clock', () => {
    const store = memory();
    const game = drawn(dealt);
    // The page left at 22.4 s; back, Restart, the same draw played again and saved at 2.2 s, then a kill.
    writeClockNote(store, game, 22_400, 500);
    expect(readClockNote(store, game, 2_200, 900)).toBe(2_200);
  });

  test.each(['not json', 'null', '{"game":"x"}', '{"elapsed":-5}', '{"elapsed":1e999}', '[]'])('a bad note (%s) is ignored', (text) => {
    const store = memory();
    store.setItem(CLOCK_NOTE_KEY, text);
    expect(readClockNote(store, dealt, 1_000, 0)).toBe(1_000);
  });

  test('storage that throws or is missing never breaks the game', () => {
    const throwing: NoteStore = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writeClockNote(throwing, dealt, 5, 0)).not.toThrow();
    expect(readClockNote(throwing, dealt, 5, 0)).toBe(5);
    expect(readClockNote(null, dealt, 5, 0)).toBe(5);
  });
});
