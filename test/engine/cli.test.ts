/** The command line: deal and replay, rule options, illegal moves and exit codes. */
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { PRESETS, currentState, legalMoves, newGame, play, formatMove, optionsOfRules, type TableSnapshot } from '../../src/engine';
import { runCli } from '../../scripts/cli';

function snapshot(args: string[]): TableSnapshot {
  const result = runCli(args);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as TableSnapshot;
}

describe('cli deal', () => {
  test('prints the golden layout of deal 1 as a TableSnapshot', () => {
    const s = snapshot(['deal', '1']);
    expect(s.deal).toBe(1);
    expect(s.tableau[6]).toEqual({ down: ['2H', '5D', 'KD', '7S', '2C', 'KH'], up: ['JD'] });
    expect(s.stock.at(-1)).toBe('TS');
    expect(s).toMatchObject({ pass: 1, moves: 0, won: false, waste: [], foundations: [[], [], [], []] });
  });

  test('rule options use the URL parameter names', () => {
    expect(snapshot(['deal', '7', '--draw', '3', '--passes', 'unlimited', '--moves', 'strict']).rules)
      .toMatchObject({ draw: 3, passes: null, moves: 'strict' });
    expect(snapshot(['deal', '7', '--preset', 'vegas-draw1']).score).toBe(-52);
  });

  test.each([[['deal']], [['deal', 'x']], [['deal', '4294967296']], [['shuffle', '1']], [['deal', '1', '--draw', '9']], [['deal', '1', '--colour', 'red']], [['replay', '1']]])(
    'bad arguments %j exit 2 with a usage message', (args) => {
      const result = runCli(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/usage/);
    });
});

describe('cli replay', () => {
  test('plays a move list and prints the final table', () => {
    const s = snapshot(['replay', '1', '2>F 6>F P W>5 1>5']);
    expect(s.foundations.slice(0, 2)).toEqual([['AS'], ['AH']]);
    expect(s.waste).toEqual([]);
    expect(s.tableau[0]).toEqual({ down: [], up: [] });
    expect(s.tableau[1]).toEqual({ down: [], up: ['4C'] }); // turned over when AS left
    expect(s.tableau[4]).toEqual({ down: ['6S', '8H', '5H', '8D'], up: ['JH', 'TS', '9D'] });
    expect(s.moves).toBe(5);
    expect(s.score).toBe(10 + 5 + 10 + 5 + 5); // two home, two turned, one from the waste (standard)
  });

  test('stops at the first illegal move with its index, reason and message', () => {
    const result = runCli(['replay', '1', '2>F 6>F 7>3']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      illegal: { index: 2, move: '7>3', reason: 'not-descending', message: "The jack of diamonds can't go on the jack of clubs: build down, one rank lower." },
    });
  });

  test('every preset plays through the CLI: a random game replays to the engine\'s own table', () => {
    for (const preset of PRESETS) {
      let game = newGame(preset.rules, 31);
      const tokens: string[] = [];
      for (let i = 0; i < 60; i++) {
        const moves = legalMoves(currentState(game), game.rules);
        if (moves.length === 0) break;
        const move = moves[(i * 7919) % moves.length]!;
        tokens.push(formatMove(move, currentState(game)));
        const played = play(game, move);
        if (!played.ok) throw new Error(played.error.reason);
        game = played.value.game;
      }
      const args = ['replay', '31', tokens.join(' '), ...optionsOfRules(preset.rules).flatMap(([k, v]) => [`--${k}`, v])];
      const s = snapshot(args);
      expect(s.tableau, preset.id).toEqual(currentState(game).tableau);
      expect(s.score, preset.id).toBe(currentState(game).score);
    }
  });

  test('the npm script runs it as a process, with exit status 1 on an illegal move', () => {
    const ok = execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/cli.ts', 'deal', '2'], { encoding: 'utf8' });
    expect((JSON.parse(ok) as TableSnapshot).tableau.map((c) => c.up[0])).toEqual(['5H', '8S', 'TS', '9H', 'TH', '8C', '2D']);
    const bad = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/cli.ts', 'replay', '2', 'W>F'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ illegal: { index: 0, reason: 'empty-source' } });
  });
});
