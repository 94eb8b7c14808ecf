// @vitest-environment happy-dom
/** Klondike 2.3's RULES screen by keys: the variation's number, S or R, Enter. */
import { describe, expect, test } from 'vitest';
import { presetById } from '../../../src/engine';
import { keyedLabel } from '../../../src/ui/dialogs/menuDialog';
import { rulesKeyAction } from '../../../src/ui/dialogs/rulesDialog';

describe('rulesKeyAction', () => {
  test.each([
    ['0', 'strict', 'variation', { kind: 'preset', id: 'klondike23-var0-strict' }],
    ['1', 'relaxed', 'variation', { kind: 'preset', id: 'klondike23-var1-relaxed' }],
    ['2', 'strict', 'moves', { kind: 'preset', id: 'klondike23-var2-strict' }],
    ['s', 'relaxed', 'variation', { kind: 'moves', moves: 'strict' }],
    ['R', 'strict', 'moves', { kind: 'moves', moves: 'relaxed' }],
    // "Press [Enter] when done" ends the variation's question, then the movement rule's.
    ['Enter', 'strict', 'variation', { kind: 'next' }],
    ['Enter', 'strict', 'moves', { kind: 'done' }],
    ['3', 'strict', 'variation', null],
    ['x', 'strict', 'moves', null],
  ] as const)('%s (moves %s, answering the %s)', (key, moves, step, action) => {
    expect(rulesKeyAction(key, moves, step)).toEqual(action);
  });

  test('every variation the keys name is a preset', () => {
    for (const key of ['0', '1', '2'])
      for (const moves of ['strict', 'relaxed'] as const) {
        const action = rulesKeyAction(key, moves, 'variation');
        expect(action?.kind === 'preset' && presetById(action.id) !== undefined).toBe(true);
      }
  });
});

describe('keyedLabel: the menu shows the letter that runs the command', () => {
  test.each([
    ['Rules', 'rules', 'l'],
    ['Settings', 'settings', 't'],
    ['About', 'about', 'o'],
    ['New game', 'new', 'N'],
  ] as const)('%s: %s', (label, command, letter) => {
    const span = keyedLabel(label, command);
    expect(span.textContent).toBe(label);
    expect(span.querySelector('.key-letter')?.textContent).toBe(letter);
  });

  test('a label without a command, or whose key is no letter (Help: ?), is plain', () => {
    expect(keyedLabel('Help', 'help').textContent).toBe('Help');
    expect(keyedLabel('Statistics').textContent).toBe('Statistics');
  });

  test("a label without its key's letter (another language's) says the key after it, hidden from screen readers", () => {
    const span = keyedLabel('ルール', 'rules');
    expect(span.textContent).toBe('ルール (L)');
    expect(span.querySelector('.key-suffix')?.getAttribute('aria-hidden')).toBe('true');
  });
});
