/** The Rules dialog's table of presets: a row each, saying what the preset's program does. */
import { describe, expect, test } from 'vitest';
import { presetById, PRESETS } from '../../../src/engine';
import { PRESET_COLUMNS, presetRow, presetRows } from '../../../src/ui/dialogs/presetTable';

const cell = (id: string, column: (typeof PRESET_COLUMNS)[number]): string => presetRow(presetById(id)!)[PRESET_COLUMNS.indexOf(column)]!;

describe('presetRows', () => {
  test('a row for every preset, a cell for every column, none empty', () => {
    const rows = presetRows();
    expect(rows).toHaveLength(PRESETS.length);
    for (const row of rows) {
      expect(row).toHaveLength(PRESET_COLUMNS.length);
      for (const text of row) expect(text).toMatch(/\S/);
    }
  });

  test.each([
    ['klondike23-var0-strict', { 'Auto-moves': 'off', 'Tap a card': 'selects it', Finish: 'cards that can go home now', Runs: 'whole runs', Passes: '1' }],
    [
      'jsolitaire',
      {
        'Auto-moves': 'on',
        'Tap a card': 'selects it',
        Draw: '3, first turn dealt',
        Passes: 'unlimited',
        Stock: 'top left',
        Scoring: 'JSolitaire',
        Follows: 'JSolitaire (5 points for a card to a column from the waste only; no floor at 0)',
      },
    ],
    ['modern', { Stock: 'top right', Scoring: 'Standard' }],
    [
      'windows-draw3',
      {
        'Auto-moves': 'off',
        Draw: '3',
        Passes: 'unlimited',
        Scoring: 'Windows (may go below 0; −1 for a card taken back off a foundation)',
        Stock: 'top left',
        Follows: 'Windows Klondike help',
      },
    ],
    ['thumb-and-pouch', { Scoring: 'Windows (may go below 0; −1 for a card taken back off a foundation)' }],
    ['aisleriot-draw1', { 'Auto-moves': 'off', Finish: 'plays the game out', Passes: '3' }],
  ] as const)('%s', (id, expected) => {
    for (const [column, text] of Object.entries(expected)) expect(cell(id, column as (typeof PRESET_COLUMNS)[number]), column).toBe(text);
  });
});
