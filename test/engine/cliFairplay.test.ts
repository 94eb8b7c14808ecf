/**
 * `cli fairplay` (a whole game by the fair player alone) as its JSON contract writes it, and
 * `--layout FILE` in place of N for `fairplay` and `odds`: a good file plays as its deal does, a bad
 * one is refused with a message and status 2, never a crash.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../../scripts/cli';
import { DEFAULT_RULES, applyMove, isWon, parseMoves } from '../../src/engine';
import { parseLayout } from '../../src/solver/fair/layout';

const dir = mkdtempSync(join(tmpdir(), 'klondike-layout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file holding `text`, for `--layout`. */
function layoutFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const CHEAP = ['--samples', '1', '--max-nodes', '200', '--seed', '4'];

/** Deal 9's opening layout as `cli deal 9 --json` prints it. */
function deal9(): Record<string, unknown> {
  return JSON.parse(runCli(['deal', '9', '--json']).stdout) as Record<string, unknown>;
}

describe('cli fairplay', () => {
  test('prints {"won", "moves"}: moves in the notation, each from the table it was played on, to a win', () => {
    // Everything home up to the nines; the rest in the columns (some face down) and the stock: a
    // short game, and a sure win.
    const nines = ['A', '2', '3', '4', '5', '6', '7', '8', '9'];
    const endgame = {
      stock: ['TC', 'JD', 'QS', 'KH'],
      waste: [],
      foundations: ['C', 'D', 'H', 'S'].map((suit) => nines.map((rank) => `${rank}${suit}`)),
      tableau: [
        { down: ['TD', 'JC'], up: ['KS'] },
        { down: ['QH'], up: ['TS'] },
        { down: [], up: ['KD', 'QC', 'JH'] },
        { down: ['JS'], up: ['TH'] },
        { down: [], up: ['QD'] },
        { down: [], up: ['KC'] },
        { down: [], up: [] },
      ],
    };
    const file = layoutFile('endgame.json', JSON.stringify(endgame));
    const result = runCli(['fairplay', '--layout', file, ...CHEAP, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const record = JSON.parse(result.stdout) as { won: boolean; moves: string[] };
    expect(Object.keys(record).sort()).toEqual(['moves', 'won']);
    expect(record.won).toBe(true);
    const layout = parseLayout(JSON.stringify(endgame), DEFAULT_RULES, 0);
    if (!layout.ok) throw new Error(layout.error);
    const parsed = parseMoves(record.moves.join(' '), layout.value.table, DEFAULT_RULES);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    let table = layout.value.table;
    for (const move of parsed.value) {
      const applied = applyMove(table, move, DEFAULT_RULES);
      if (!applied.ok) throw new Error(`illegal: ${JSON.stringify(move)}`);
      table = applied.value.state;
    }
    expect(isWon(table)).toBe(true);
  });

  test('odds reads a layout file as its deal', () => {
    const args = ['P', '--samples', '2', '--max-nodes', '300', '--json'];
    const fromFile = runCli(['odds', '--layout', layoutFile('odds9.json', JSON.stringify(deal9())), ...args]);
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(fromFile.stdout).toBe(runCli(['odds', '9', ...args]).stdout);
  });

  const good = deal9();
  const tableau = good.tableau as { down: string[]; up: string[] }[];
  test.each([
    ['not JSON', '{"stock": [', /not JSON/],
    ['a list', '[]', /must be a JSON object/],
    ['a card twice', JSON.stringify({ ...good, waste: [tableau[0]!.up[0]] }), /is in the layout twice/],
    ['a card missing', JSON.stringify({ ...good, stock: (good.stock as string[]).slice(1) }), /lacks .* \(it needs all 52 cards\)/],
    ['no card', JSON.stringify({ ...good, stock: ['ZZ'] }), /"ZZ", which is not a card/],
    ['six columns', JSON.stringify({ ...good, tableau: tableau.slice(1) }), /7 columns/],
    ['a column as a list', JSON.stringify({ ...good, tableau: [[], ...tableau.slice(1)] }), /column 1 must be an object/],
    ['a two on a bare foundation', JSON.stringify({ ...good, foundations: [['2C'], [], [], []] }), /foundation 1: 2C cannot lie there/],
    ['pass zero', JSON.stringify({ ...good, pass: 0 }), /pass must be a whole number/],
  ])('a layout file that is %s is refused with a message', (_name, text, message) => {
    for (const command of ['fairplay', 'odds']) {
      const result = runCli([command, '--layout', layoutFile('bad.json', text), '--json']);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
    }
  });

  test('a missing file, or N given with --layout, is refused', () => {
    const missing = runCli(['fairplay', '--layout', join(dir, 'none.json'), '--json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read the layout file .*none\.json/);
    const both = runCli(['fairplay', '9', '--layout', layoutFile('both.json', JSON.stringify(good)), '--json']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/give N or --layout FILE, not both/);
  });
});
