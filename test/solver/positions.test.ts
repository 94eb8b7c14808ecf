/**
 * Hand-built end games whose answer is known by reasoning (written out beside each one), under the
 * rules that change it: passes through the stock, strict or relaxed moves, what may fill an empty
 * column, and foundation cards played back. Each answer is checked three ways: the reasoning in the
 * comment, a brute-force search over the engine's legal moves, and the solver, whose winning moves
 * must replay through the engine to a won game.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, PRESETS, applyMove, type GameState, type Rules } from '../../src/engine';
import { solve } from '../../src/solver';
import { bruteForce, endgame, replaysToWin } from './helpers';

// A budget of positions only: a time limit would make the verdicts depend on the machine's load.
const BUDGET = { maxNodes: 1_000_000 };

function rules(overrides: Partial<Rules>): Rules {
  return { ...DEFAULT_RULES, ...overrides };
}

function preset(id: string): Rules {
  const found = PRESETS.find((p) => p.id === id);
  if (found === undefined) throw new Error(`no preset ${id}`);
  return found.rules;
}

type Case = readonly [label: string, rules: Rules, winnable: boolean];

function check(state: GameState, cases: readonly Case[]): void {
  for (const [label, r, winnable] of cases) {
    expect(bruteForce(state, r).winnable, `brute force: ${label}`).toBe(winnable);
    const result = solve(state, r, BUDGET);
    expect(result.verdict, `solver: ${label}`).toBe(winnable ? 'winnable' : 'unwinnable');
    if (winnable) expect(replaysToWin(state, result.moves, r), `replay: ${label}`).toBe(true);
  }
}

describe('limited passes through the stock', () => {
  /*
   * Draw 1. Spades home to 8; the stock is drawn TS, JS, 9S; QS and KS lie alone in columns 1 and 2;
   * the other suits are complete and locked (no foundation cards back).
   * First pass: TS and JS have nowhere to go (no red jack or queen can appear, an empty column takes
   * kings only), 9S goes home, and the waste is TS JS with JS on top: stuck until the stock is turned
   * over. Second pass: TS home, JS home, then QS and KS. So two passes win, one does not.
   */
  const twoPasses = endgame({ home: { S: 8 }, drawOrder: 'TS JS 9S', tableau: ['QS', 'KS'] });

  test('the opening draw takes the first card of the draw order', () => {
    const drawn = applyMove(twoPasses, { type: 'draw' }, DEFAULT_RULES);
    expect(drawn.ok && drawn.value.state.waste).toEqual(['TS']);
  });

  test('draw 1: needs a second pass', () => {
    const base = { draw: 1, fromFoundation: false } as const;
    check(twoPasses, [
      ['draw 1, one pass', rules({ ...base, passes: 1 }), false],
      ['draw 1, two passes', rules({ ...base, passes: 2 }), true],
      ['draw 1, three passes', rules({ ...base, passes: 3 }), true],
      ['draw 1, unlimited passes', rules({ ...base, passes: null }), true],
      ['windows (draw 1, one pass)', preset('windows'), false],
      ['klondike23-var0-strict (one pass, manual turning)', preset('klondike23-var0-strict'), false],
      ['klondike23-var2-strict (unlimited, manual turning)', preset('klondike23-var2-strict'), true],
    ]);
  });

  test('draw 3: TS JS 9S come up together, JS stays on top of TS in every pass', () => {
    // Each pass deals the three cards (or the two left) in one go, so TS is never on top.
    check(twoPasses, [
      ['draw 3, unlimited passes', rules({ draw: 3, passes: null, fromFoundation: false }), false],
      ['draw 3, one pass', rules({ draw: 3, passes: 1, fromFoundation: false }), false],
    ]);
  });

  test('foundation cards played back open another way: one pass is then enough', () => {
    // KC and KH come down into empty columns, QH onto KC (or KS), JS onto QH: TS goes home after 9S.
    check(twoPasses, [['draw 1, one pass, foundation cards playable', rules({ draw: 1, passes: 1, fromFoundation: true }), true]]);
  });

  /*
   * Draw 3. Spades home to 8; the stock is drawn KS JS 9S | TS QS; the other suits complete and locked.
   * First pass: the first three come up with 9S on top: home; JS on top is stuck (no red queen), then
   * TS QS come up with QS on top, which has nowhere to go (no red king, and it is not a king), and TS is
   * never on top. The waste is now KS JS TS QS, and the second pass deals KS JS TS together: TS home,
   * JS home, KS to a column (or wait), then QS home, KS home. One card gone from the first group shifts
   * the grouping: two passes win, one does not. At draw 1 one pass is enough (KS goes to an empty
   * column as it comes, JS waits on the waste, 9S and TS go home, then JS, QS, KS).
   */
  const shifted = endgame({ home: { S: 8 }, drawOrder: 'KS JS 9S TS QS' });

  test('draw 3: playing a card in the first pass shifts the groups of the second', () => {
    const base = { draw: 3, fromFoundation: false } as const;
    check(shifted, [
      ['draw 3, one pass', rules({ ...base, passes: 1 }), false],
      ['draw 3, two passes', rules({ ...base, passes: 2 }), true],
      ['draw 3, unlimited passes', rules({ ...base, passes: null }), true],
      ['vegas-draw3 (three passes)', preset('vegas-draw3'), true],
      ['draw 1, one pass', rules({ draw: 1, passes: 1, fromFoundation: false }), true],
    ]);
  });

  test('a position already in its last pass: the pass number in the state counts', () => {
    // The same stock at draw 1 with the waste already turned once: under a two-pass limit this is
    // the last pass, so it is lost; with three passes it still wins.
    const lastPass = endgame({ home: { S: 8 }, drawOrder: 'TS JS 9S', tableau: ['QS', 'KS'], pass: 2 });
    check(lastPass, [
      ['pass 2 of 2', rules({ draw: 1, passes: 2, fromFoundation: false }), false],
      ['pass 2 of 3', rules({ draw: 1, passes: 3, fromFoundation: false }), true],
    ]);
  });
});

describe('strict and relaxed moves', () => {
  /*
   * Hearts home to 9, spades to 10, clubs to J, diamonds complete.
   *   1: JS TH | QC JH     2: KH | QS     3: QH     4: KC     5: KS     6, 7 empty
   * Relaxed: JH onto QS, QC home, TH home (turned), JS home, JH home, QS home, then KH turns: QH, KH,
   * KC, KS home. Strict: QC JH moves only as a whole, and only onto a red king (KH lies face down
   * under QS, which cannot move: it needs a red king or is not a king for an empty column; KD is
   * locked on its foundation); nothing can go home (TH and JS face down, QC covered, QS needs JS),
   * and QH KC KS only shuffle between themselves and the empty columns. Unwinnable.
   */
  const splitRun = endgame({
    home: { H: 9, S: 10, C: 11 },
    tableau: ['JS TH | QC JH', 'KH | QS', 'QH', 'KC', 'KS'],
  });

  test('moving part of a run wins; whole runs only do not', () => {
    check(splitRun, [
      ['relaxed, foundations locked', rules({ moves: 'relaxed', fromFoundation: false }), true],
      ['strict, foundations locked', rules({ moves: 'strict', fromFoundation: false }), false],
      ['klondike23-var2-relaxed (manual turning)', preset('klondike23-var2-relaxed'), true],
      ['klondike23-var2-strict (manual turning)', preset('klondike23-var2-strict'), false],
      ['strict, draw 3', rules({ moves: 'strict', draw: 3, fromFoundation: false }), false],
    ]);
  });

  test('with foundation cards playable, strict wins too: KD comes down to hold QC JH', () => {
    // KD into an empty column, QC JH onto it, TH turns and goes home, JS, JH, QC, … follow.
    check(splitRun, [
      ['strict, foundation cards playable', rules({ moves: 'strict', fromFoundation: true }), true],
      ['relaxed, foundation cards playable', rules({ moves: 'relaxed', fromFoundation: true }), true],
    ]);
  });
});

describe('what fills an empty column', () => {
  /*
   * Hearts home to 9, clubs to 10, spades and diamonds complete and locked.
   *   1: KH JC TH | QC     2: KC     3: QH     4: JH     5, 6, 7 empty
   * Any card into a space: QC to an empty column, TH turns and goes home, JC turns and goes home,
   * QC home, KH turns; JH, QH, KH, KC home. Kings only: QC needs a red king (KH is at the bottom of
   * its own column, KD locked) and cannot take a space, so TH and JC stay face down; nothing else can
   * go home. Unwinnable. Any-suit building does not help (KC is QC's own suit).
   */
  const space = endgame({
    home: { H: 9, C: 10 },
    tableau: ['KH JC TH | QC', 'KC', 'QH', 'JH'],
  });

  test('any card into a space wins; kings only do not', () => {
    check(space, [
      ['empty any', rules({ empty: 'any', fromFoundation: false }), true],
      ['empty king', rules({ empty: 'king', fromFoundation: false }), false],
      ['empty king, strict', rules({ empty: 'king', moves: 'strict', fromFoundation: false }), false],
      ['empty king, any-suit building', rules({ empty: 'king', build: 'any-suit', fromFoundation: false }), false],
      ['thumb-and-pouch (any card, any other suit, one pass)', preset('thumb-and-pouch'), true],
      ['windows (kings only, one pass)', preset('windows'), false],
    ]);
  });
});

describe('foundation cards played back', () => {
  /*
   * Hearts home to 9, clubs to 9, diamonds to Q, spades to Q.
   *   1: QH TC TH | JC     2: KS     3: KH     4: JH     5: KC     6: QC     7: KD
   * JC must leave column 1 to free TH, TC and QH, and it needs a red queen: QH is buried under it and
   * QD is on its foundation. With foundation cards playable: QD onto KS (or KC), JC onto QD, then TH,
   * TC, QH turn and everything goes home. Locked: KD and KS can go home and the kings can move to
   * spaces, JH onto QC, QC onto KH or KD, but JC never moves and TH, TC, QH stay face down.
   */
  const stepping = endgame({
    home: { H: 9, C: 9, D: 12, S: 12 },
    tableau: ['QH TC TH | JC', 'KS', 'KH', 'JH', 'KC', 'QC', 'KD'],
  });

  test('a foundation card as a stepping stone: winnable only when it may come back', () => {
    check(stepping, [
      ['modern (foundation cards playable)', DEFAULT_RULES, true],
      ['modern, foundations locked', rules({ fromFoundation: false }), false],
      ['draw 3, strict, foundation cards playable', rules({ draw: 3, moves: 'strict', fromFoundation: true }), true],
      ['aisleriot-no-redeal (playable)', preset('aisleriot-no-redeal'), true],
      ['vegas-draw1 (locked)', preset('vegas-draw1'), false],
      ['klondike23-var2-relaxed (locked, manual turning)', preset('klondike23-var2-relaxed'), false],
    ]);
  });
});

describe('small positions with a stock and a waste', () => {
  test('a won position is winnable with no moves', () => {
    const won = endgame({ home: {} });
    const result = solve(won, DEFAULT_RULES, BUDGET);
    expect(result.verdict).toBe('winnable');
    expect(result.moves).toEqual([]);
  });

  test('a waste top that goes home, then a card reached through the stock', () => {
    // Diamonds home to J; the waste holds QD, the stock KD: QD home, draw KD, home.
    const state = endgame({ home: { D: 11 }, waste: 'QD', drawOrder: 'KD' });
    check(state, [
      ['modern', DEFAULT_RULES, true],
      ['one pass, draw 3', rules({ draw: 3, passes: 1 }), true],
    ]);
  });

  test('a card under the waste top is reached by turning the waste over', () => {
    // Diamonds home to 10; the waste is JD QD (QD on top), the stock empty, KD alone in column 1;
    // foundations locked. QD cannot go home before JD and has nowhere else to go (no black king in
    // play, not a king for a space), so in the last pass the game is lost; turning the waste over
    // deals JD first: JD home, QD home, KD home.
    const state = endgame({ home: { D: 10 }, waste: 'JD QD', tableau: ['KD'], pass: 1 });
    check(state, [
      ['unlimited passes', rules({ fromFoundation: false }), true],
      ['one pass (already in it)', rules({ passes: 1, fromFoundation: false }), false],
      ['two passes', rules({ passes: 2, fromFoundation: false }), true],
    ]);
  });
});

describe('found by the brute-force comparison', () => {
  /*
   * Hearts home to J, diamonds to 10, clubs to Q, spades complete.
   *   1: KD     2: KC | QH     waste QD KH (KH on top)     stock JD
   * Draw 1, unlimited passes, foundations locked: QH home (KC turns), KH home, draw JD home, QD home,
   * KD home, KC home. Winnable in seven moves, whatever the empty-column or stack-move rule.
   * (The solver sends JD, QD and KD home as a chain of follow-ups; after KD nothing of its suit is
   * left and no column was emptied, so the follow-up list is empty and the branch is dropped before
   * KC, the last card, is tried.)
   */
  const lastKing = endgame({ home: { H: 11, D: 10, C: 12 }, tableau: ['KD', 'KC | QH'], waste: 'QD KH', drawOrder: 'JD' });

  test('a king left after a chain of cards home from the stock', () => {
    check(lastKing, [
      ['draw 1, unlimited, foundations locked', rules({ fromFoundation: false }), true],
      ['draw 1, unlimited, foundations locked, strict', rules({ fromFoundation: false, moves: 'strict' }), true],
      ['draw 1, unlimited, foundation cards playable', rules({ fromFoundation: true }), true],
      ['draw 3, unlimited, foundations locked', rules({ draw: 3, fromFoundation: false }), true],
      ['draw 1, one pass, foundations locked', rules({ passes: 1, fromFoundation: false }), true],
    ]);
  });
});

describe('cards from deep in the foundations', () => {
  /*
   * Clubs complete, diamonds home to J, hearts to 5, spades to 2; draw 1, unlimited passes, foundation
   * cards playable, kings only into a space.
   *   1: 9H QD | 7S     2: TS 8S 3S KH 7H JS 6H | 4S     five empty columns
   *   waste 6S     stock, in draw order: 8H KD JH TH 9S 5S KS QH QS
   * 3S lies under KH; 7S must leave column 1 (onto a red 8) to let QD out (onto KS in a space) and turn
   * 9H. The only red 8 that can reach a column is 8D, beneath 9D, TD and JD on their foundation, and
   * 7S needs it in a column. So clubs and diamonds come down zipped onto each other: KC and KD into
   * spaces, QH onto KC, QC onto KD, JC onto QH, JD onto QC, TC onto JD, TD onto JC, 9C, 9D, 8C, 8D.
   * The solver once called it unwinnable: KD into a space served no purpose while QC, the card that
   * would go onto it, lay beneath KC, and every later step is like it.
   */
  const zipped = endgame({
    home: { D: 11, H: 5, S: 2 },
    tableau: ['9H QD | 7S', 'TS 8S 3S KH 7H JS 6H | 4S'],
    waste: '6S',
    drawOrder: '8H KD JH TH 9S 5S KS QH QS',
  });

  test('two foundations taken down onto each other to reach a card', () => {
    check(zipped, [
      ['draw 1, unlimited, strict, kings only', rules({ moves: 'strict', empty: 'king', fromFoundation: true }), true],
      ['draw 1, unlimited, relaxed, kings only', rules({ moves: 'relaxed', empty: 'king', fromFoundation: true }), true],
      ['draw 1, unlimited, foundations locked', rules({ fromFoundation: false }), false],
    ]);
  });
});

describe('positions no dealt game has', () => {
  test('more than 24 cards in the stock and waste: a clear error, not a wrong verdict', () => {
    const crowded = endgame({
      home: { C: 1, D: 0 },
      drawOrder: '3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
      waste: '2C',
    });
    expect(crowded.stock.length + crowded.waste.length).toBe(25);
    expect(() => solve(crowded, DEFAULT_RULES)).toThrow(/at most 24 cards in the stock and waste, not 25/);
  });
});
