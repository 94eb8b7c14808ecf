// @vitest-environment happy-dom
/** Klondike 2.3's RULES screen by keys: the variation's number, S or R, Enter. */
import { describe, expect, test } from 'vitest';
import { presetById } from '../../src/engine';
import { keyedLabel } from '../../src/ui/menuDialog';
import { rulesKeyAction } from '../../src/ui/rulesDialog';

describe('rulesKeyAction', () => {
  test.each([
    ['0', 'strict', { kind: 'preset', id: 'klondike23-var0-strict' }],
    ['1', 'relaxed', { kind: 'preset', id: 'klondike23-var1-relaxed' }],
    ['2', 'strict', { kind: 'preset', id: 'klondike23-var2-strict' }],
    ['s', 'relaxed', { kind: 'moves', moves: 'strict' }],
    ['R', 'strict', { kind: 'moves', moves: 'relaxed' }],
    ['Enter', 'strict', { kind: 'done' }],
    ['3', 'strict', null],
    ['x', 'strict', null],
  ] as const)('%s (moves %s)', (key, moves, action) => {
    expect(rulesKeyAction(key, moves)).toEqual(action);
  });

  test('every variation the keys name is a preset', () => {
    for (const key of ['0', '1', '2'])
      for (const moves of ['strict', 'relaxed'] as const) {
        const action = rulesKeyAction(key, moves);
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

  test('a label without the letter, or without a command, is plain', () => {
    expect(keyedLabel('Help', 'help').querySelector('.key-letter')).toBeNull();
    expect(keyedLabel('Statistics').querySelector('.key-letter')).toBeNull();
  });
});
