/** The command line: deal and replay, rule options, illegal moves and exit codes. */
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { PRESETS, currentState, legalMoves, newGame, play, makeMoveNotation, makeRuleOptions, type TableSnapshot } from '../../src/engine';
import { runCli } from '../../scripts/cli';

function snapshot(args: string[]): TableSnapshot {
  const result = runCli(args);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as TableSnapshot;
}

describe('cli --help', () => {
  test.each([[['--help']], [['-h']], [['help']], [['deal', '--help']]])('%j prints the usage and exits 0', (args) => {
    const result = runCli(args);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^usage:\n {2}cli deal N/);
    expect(result.stdout).toContain('cli daily YYYY-MM-DD');
  });
});

describe('cli deal', () => {
  test('prints the golden layout of deal 1 as a TableSnapshot', () => {
    const s = snapshot(['deal', '1']);
    expect(s.deal).toBe(1);
    expect(s.tableau[6]).toEqual({ down: ['2H', '5D', 'KD', '7S', '2C', 'KH'], up: ['JD'] });
    expect(s.stock.at(-1)).toBe('TS');
    expect(s).toMatchObject({ pass: 1, moves: 0, won: false, waste: [], foundations: [[], [], [], []] });
  });

  test('takes --json as the other commands do (its table is JSON either way)', () => {
    expect(snapshot(['deal', '1', '--json'])).toEqual(snapshot(['deal', '1']));
    expect(snapshot(['replay', '1', '2>F', '--json', '--draw', '3'])).toEqual(snapshot(['replay', '1', '2>F', '--draw', '3']));
  });

  test('rule options use the URL parameter names', () => {
    expect(snapshot(['deal', '7', '--draw', '3', '--passes', 'unlimited', '--moves', 'strict']).rules).toMatchObject({
      draw: 3,
      passes: null,
      moves: 'strict',
    });
    expect(snapshot(['deal', '7', '--preset', 'vegas-draw1']).score).toBe(-52);
  });

  test.each([
    [['deal']],
    [['deal', 'x']],
    [['deal', '4294967296']],
    [['shuffle', '1']],
    [['deal', '1', '--draw', '9']],
    [['deal', '1', '--colour', 'red']],
    [['replay', '1']],
  ])('bad arguments %j exit 2 with a usage message', (args) => {
    const result = runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/usage/);
  });
});

describe('cli presets that play like their programs', () => {
  test('deal under jsolitaire opens with three cards on the waste', () => {
    const s = snapshot(['deal', '1', '--preset', 'jsolitaire']);
    expect(s.waste).toHaveLength(3);
    expect(s.stock).toHaveLength(21);
    expect(s).toMatchObject({ moves: 0, pass: 1 });
  });

  test('jsolitaire with Vegas scoring (unlimited passes) is accepted', () => {
    expect(snapshot(['deal', '1', '--preset', 'jsolitaire', '--scoring', 'vegas'])).toMatchObject({ score: -52, rules: { passes: null } });
  });

  test.each([[['--preset', 'windows-draw3']], [['--preset', 'windows', '--draw', '3']]])('replay %j goes through a fourth pass', (options) => {
    // 24 cards drawn three at a time: eight draws a pass, then the recycle.
    const pass = Array.from({ length: 8 }, () => 'P').join(' ');
    const s = snapshot(['replay', '1', [pass, 'P', pass, 'P', pass, 'P', 'P'].join(' '), ...options]);
    expect(s.pass).toBe(4);
    expect(s.waste).toHaveLength(3);
    // Each redeal costs 5, with no floor (the Windows help's own figures go below 0).
    expect(s.score).toBe(-15);
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

  test("every preset plays through the CLI: a random game replays to the engine's own table", () => {
    for (const preset of PRESETS) {
      let game = newGame(preset.rules, 31);
      const tokens: string[] = [];
      for (let i = 0; i < 60; i++) {
        const moves = legalMoves(currentState(game), game.rules);
        if (moves.length === 0) break;
        const move = moves[(i * 7919) % moves.length]!;
        tokens.push(makeMoveNotation(move, currentState(game)));
        const played = play(game, move);
        if (!played.ok) throw new Error(played.error.reason);
        game = played.value.game;
      }
      const args = ['replay', '31', tokens.join(' '), ...makeRuleOptions(preset.rules).flatMap(([k, v]) => [`--${k}`, v])];
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

describe('cli solve', () => {
  interface SolveJson {
    verdict: string;
    moves: string[];
    ms: number;
    nodes: number;
    states: number;
    stoppedBy?: string;
  }

  function solveJson(args: string[]): SolveJson {
    const result = runCli(['solve', ...args, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines).toHaveLength(2); // one line, then the final newline
    expect(lines[1]).toBe('');
    return JSON.parse(lines[0]!) as SolveJson;
  }

  test('deal 2 (modern rules, draw 1) is winnable and its printed moves replay to a won game', () => {
    const result = runCli(['solve', '2']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^verdict: winnable$/m);
    expect(result.stdout).toMatch(/^time: \d+(\.\d+)? ms$/m);
    expect(result.stdout).toMatch(/^nodes: \d+$/m);
    const moves = /^moves \((\d+)\): (.*)$/m.exec(result.stdout);
    expect(moves).not.toBeNull();
    expect(moves![2]!.split(' ')).toHaveLength(Number(moves![1]));
    const s = snapshot(['replay', '2', moves![2]!]);
    expect(s.won).toBe(true);
    expect(s.foundations.every((f) => f.length === 13)).toBe(true);
  });

  test('--json prints exactly one parseable line with the verdict, moves, time and nodes', () => {
    const before = performance.now();
    const json = solveJson(['2']);
    const wallMs = performance.now() - before;
    expect(json.verdict).toBe('winnable');
    expect(json.moves.length).toBeGreaterThan(52);
    expect(json.moves.every((m) => typeof m === 'string' && !/\s/.test(m))).toBe(true);
    // The time is the solve's own, in milliseconds to a tenth: more than nothing (a search, even deal 2's
    // short one, takes milliseconds) and no more than the whole command took around it (+0.05 for the
    // rounding). Orderings of the clock, not a speed: a busy machine cannot fail them.
    expect(typeof json.ms).toBe('number');
    expect(String(json.ms)).toMatch(/^\d+(\.\d)?$/);
    expect(json.ms).toBeGreaterThan(0);
    expect(json.ms).toBeLessThanOrEqual(wallMs + 0.05);
    expect(Number.isInteger(json.nodes)).toBe(true);
    expect(Number.isInteger(json.states)).toBe(true);
    expect(json.stoppedBy).toBeUndefined();
    expect(snapshot(['replay', '2', json.moves.join(' ')]).won).toBe(true);
  });

  test('rule options reach the solver: draw 3 and a manual-turning preset replay to a win under the same options', () => {
    for (const options of [
      ['--draw', '3'],
      ['--preset', 'klondike23-var1-relaxed'],
    ]) {
      const json = solveJson(['2', ...options, '--budget-ms', '20000']);
      expect(json.verdict, options.join(' ')).toBe('winnable');
      expect(snapshot(['replay', '2', json.moves.join(' '), ...options]).won, options.join(' ')).toBe(true);
    }
    // Manual turning: the moves include the turns.
    expect(solveJson(['2', '--preset', 'klondike23-var1-relaxed']).moves.some((m) => /^\^[1-7]$/.test(m))).toBe(true);
  });

  test('deal 1 at draw 1 is unwinnable', () => {
    const json = solveJson(['1', '--draw', '1']);
    expect(json).toMatchObject({ verdict: 'unwinnable', moves: [] });
    expect(runCli(['solve', '1']).stdout).toMatch(/^verdict: unwinnable$/m);
  });

  test('a budget that runs out gives "unknown" with the reason, still exit 0', () => {
    // Deal 3 at draw 3 takes far more than a millisecond to decide.
    const json = solveJson(['3', '--draw', '3', '--budget-ms', '1']);
    expect(json).toMatchObject({ verdict: 'unknown', moves: [], stoppedBy: 'time' });
    // Stopped by time means the budget was spent: the printed time is at least the budget, in milliseconds.
    expect(json.ms).toBeGreaterThanOrEqual(1);
  });

  test.each([
    [['solve']],
    [['solve', 'x']],
    [['solve', '2', '--budget-ms']],
    [['solve', '2', '--budget-ms', 'abc']],
    [['solve', '2', '--budget-ms', '0']],
    [['solve', '2', '--budget-ms', '-5']],
    [['solve', '2', '--budget-ms', 'Infinity']],
    [['solve', '2', '--budget-ms', '1e3']],
    [['solve', '2', '--draw', '9']],
    [['solve', '2', '--json', '--colour', 'red']],
    [['solve', '2', '--draw']],
  ])('bad arguments %j exit 2 with a usage message', (args) => {
    const result = runCli(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/usage/);
  });
});
