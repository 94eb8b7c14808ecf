/** `echo`: untrusted input quoted back short, on one line, and never throwing; the save bounds checked on write. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_RULES,
  ECHO_MAX,
  MAX_ELAPSED_MS,
  MAX_ENTRIES,
  MAX_SAVE_TEXT,
  boundElapsed,
  cutText,
  echo,
  makeSave,
  newGame,
  parseSave,
  parseSaveText,
  saveLimitError,
  makeSaveText,
  type SaveFile,
} from '../../src/engine';

describe('echo', () => {
  test.each([
    ['9', '"9"'],
    [9, '9'],
    [true, 'true'],
    [null, 'null'],
    [undefined, 'nothing'],
    [{ toString: 1 }, 'an object'],
    [Object.create(null), 'an object'],
    [[1, 2], 'a list'],
    ['a\nb\u202ec', '"a\ufffdb\ufffdc"'],
    // The bidirectional marks reorder the text around them as the overrides do.
    ['deal\u200f=9\u200e\u061c', '"deal\ufffd=9\ufffd\ufffd"'],
  ])('%j reads %s', (value, expected) => {
    expect(echo(value)).toBe(expected);
  });

  test('a 900 KB string is cut to ECHO_MAX characters, the cut marked', () => {
    const quoted = echo('k'.repeat(900_000));
    expect(quoted).toBe(`"${'k'.repeat(ECHO_MAX - 1)}…"`);
  });

  test('never throws and stays short, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withMap: true }), (value) => {
        expect(echo(value).length).toBeLessThanOrEqual(ECHO_MAX + 2);
      }),
    );
  });

  test('a surrogate pair is never split by the cut', () => {
    const quoted = echo(`${'a'.repeat(ECHO_MAX - 2)}😀😀`);
    expect(quoted).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('what is written is what is read', () => {
  const draws = (n: number): SaveFile => ({
    ...makeSave(newGame({ ...DEFAULT_RULES, passes: null }, 1)),
    moves: Array.from({ length: n }, () => ({ kind: 'move' as const, notation: 'P' })),
    cursor: n,
  });

  test('a save at the entry limit passes the write check and loads; one entry more fails both, alike', () => {
    expect(saveLimitError(draws(MAX_ENTRIES))).toBeNull();
    expect(parseSave(draws(MAX_ENTRIES)).ok).toBe(true);
    const over = draws(MAX_ENTRIES + 1);
    const refused = parseSave(over);
    expect(refused.ok).toBe(false);
    expect(saveLimitError(over)).toEqual(refused.ok ? null : refused.error);
  });

  test('a file is written only when it loads back: compact when the readable form is over the size bound', () => {
    const text = makeSaveText(draws(MAX_ENTRIES));
    expect(text.ok).toBe(true);
    if (!text.ok) return;
    expect(text.value.length).toBeLessThanOrEqual(MAX_SAVE_TEXT);
    expect(parseSaveText(text.value).ok).toBe(true);
    expect(makeSaveText(draws(MAX_ENTRIES + 1)).ok).toBe(false);
  });

  test('the clock is bounded on write and on read: 1e300 reads as 99:59:59', () => {
    expect(boundElapsed(1e300)).toBe(MAX_ELAPSED_MS);
    expect(boundElapsed(Number.NaN)).toBe(0);
    expect(makeSave(newGame(DEFAULT_RULES, 1), 1e300).elapsed).toBe(MAX_ELAPSED_MS);
    const loaded = parseSave({ ...makeSave(newGame(DEFAULT_RULES, 1)), elapsed: 1e300 });
    expect(loaded.ok && loaded.value.elapsed).toBe(MAX_ELAPSED_MS);
  });
});

describe('cutText (URL values and any text echoed back)', () => {
  test('keeps what fits, marks a cut with an ellipsis within the limit, never splits a character', () => {
    expect(cutText('12345', 5)).toBe('12345');
    expect(cutText('123456', 5)).toBe('1234…');
    // Each emoji is two UTF-16 units: a cut that would fall inside one keeps it out whole.
    expect(cutText('😀😀😀', 4)).toBe('😀…');
    expect(cutText('x'.repeat(30_000)).length).toBeLessThanOrEqual(ECHO_MAX);
  });
});
