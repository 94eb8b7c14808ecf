import { afterEach, describe, expect, test } from 'vitest';
import { err, MAX_DEAL, ok, SCORING_IDS } from '../../../src/engine';
import { describeMove, formatMoney, formatPassesLeft, hintMessage, formatScore, formatTime, parseDealInput, scoreLabel } from '../../../src/ui/text/format';
import { position } from '../../engine/fixtures';
import { useCatalogue } from '../../../src/i18n';

describe('formatTime', () => {
  test.each([
    [0, '0:00'],
    [999, '0:00'],
    [1000, '0:01'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [754_000, '12:34'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_723_000, '1:02:03'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatTime(ms)).toBe(text);
  });
});

describe('score', () => {
  test.each(SCORING_IDS)('%s has a label and a format (or is hidden)', (id) => {
    const shown = formatScore(-52, id);
    if (id === 'none') {
      expect(shown).toBeNull();
    } else {
      expect(shown).not.toBeNull();
      expect(scoreLabel(id).length).toBeGreaterThan(0);
    }
  });

  test.each([
    ['standard', 640, '640'],
    ['standard', -100, '-100'],
    ['vegas', -52, '\u2212$52'],
    ['vegas', 13, '$13'],
    ['vegas', 0, '$0'],
    ['vegas-cumulative', -104, '\u2212$104'],
    ['foundation', 52, '52'],
    ['windows-help', 7, '7'],
    ['none', 10, null],
  ] as const)('%s shows %d as %s', (id, score, text) => {
    expect(formatScore(score, id)).toBe(text);
  });

  test('money owed has a real minus sign (U+2212) before the dollar, never "$-52"', () => {
    expect(formatMoney(-52)).toBe('−$52');
    expect(formatMoney(-52).codePointAt(0)).toBe(0x2212);
    expect(formatMoney(7)).toBe('$7');
    for (const scoring of ['vegas', 'vegas-cumulative'] as const) expect(formatScore(-5, scoring)).not.toMatch(/\$-|-\$/);
  });

  test('Vegas labels', () => {
    expect(scoreLabel('vegas')).toBe('Vegas');
    expect(scoreLabel('vegas-cumulative')).toBe('Bank');
  });
});

test('passes left: a number, or ∞ when unlimited', () => {
  expect(formatPassesLeft(null)).toBe('∞');
  expect(formatPassesLeft(0)).toBe('0');
  expect(formatPassesLeft(2)).toBe('2');
});

describe('parseDealInput', () => {
  test.each([
    ['0', 0],
    ['12345', 12345],
    [' 7 ', 7],
    [String(MAX_DEAL), MAX_DEAL],
    ['007', 7],
    ['', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['abc', null],
    [String(MAX_DEAL + 1), null],
    ['99999999999', null],
  ])('%j → %s', (text, deal) => {
    expect(parseDealInput(text)).toEqual(deal === null ? err(`Type a whole number from 0 to ${MAX_DEAL}.`) : ok(deal));
  });
});

describe('describeMove (hints in words)', () => {
  const table = position({
    stock: '2C',
    waste: '9D',
    foundations: ['AS'],
    tableau: ['KD | 8S', '7H', '', 'QC | 3D', '2S', '', ''],
  });

  test.each([
    [{ type: 'draw' } as const, table, 'Deal cards from the stock.'],
    [{ type: 'draw' } as const, position({ waste: '9D' }), 'Turn the waste over and go through the stock again.'],
    [{ type: 'turn', pile: 'tableau-3' } as const, table, 'Turn over the top card of column 3.'],
    [{ type: 'move', from: 'tableau-5', to: 'foundation-1', card: '2S' } as const, table, 'The two of spades can go home to the foundations.'],
    [
      { type: 'move', from: 'tableau-2', to: 'tableau-1', card: '7H' } as const,
      table,
      'Move the seven of hearts from column 2 onto the eight of spades in column 1.',
    ],
    [{ type: 'move', from: 'waste', to: 'tableau-3', card: '9D' } as const, table, 'Move the nine of diamonds from the waste onto the empty column 3.'],
  ])('%o', (move, state, text) => {
    expect(describeMove(move, state)).toBe(text);
  });

  test('no move: says so, and what to try', () => {
    expect(describeMove(null, table)).toMatch(/No useful move/);
  });
});

describe('hintMessage (the hint toast: the move, and where it came from)', () => {
  const table = position({ stock: '2C', waste: '9D', foundations: ['AS'], tableau: ['KD | 8S', '7H', '', 'QC | 3D', '2S', '', ''] });
  const move = { type: 'move', from: 'tableau-2', to: 'tableau-1', card: '7H' } as const;
  const sentence = 'Move the seven of hearts from column 2 onto the eight of spades in column 1';

  test.each([
    [{ move, source: 'winning-line', verdict: 'winnable' } as const, `${sentence} — on a winning line.`],
    [{ move, source: 'heuristic', verdict: 'unknown' } as const, `${sentence} — best guess (no winning line found quickly).`],
    [{ move, source: 'heuristic', verdict: 'winnable' } as const, `${sentence} — best guess.`],
    [{ move: { type: 'draw' }, source: 'winning-line', verdict: 'winnable' } as const, 'Deal cards from the stock — on a winning line.'],
    [{ move: null, source: 'heuristic', verdict: 'unwinnable' } as const, "This game can't be won from here: Undo to go back."],
    [
      { move, source: 'heuristic', verdict: 'unwinnable' } as const,
      "This game can't be won from here: Undo to go back. Best try: move the seven of hearts from column 2 onto the eight of spades in column 1.",
    ],
  ])('%o reads %s', (hint, text) => {
    expect(hintMessage(hint, table)).toBe(text);
  });

  test('a lost position where undo is locked suggests a restart or a new deal instead', () => {
    expect(hintMessage({ move: null, source: 'heuristic', verdict: 'unwinnable' }, table, 'restart')).toBe(
      "This game can't be won from here: try Restart or a new deal.",
    );
  });

  test("a lost position with none of the player's moves on it: the deal itself is lost, so only a new deal helps", () => {
    expect(hintMessage({ move, source: 'heuristic', verdict: 'unwinnable' }, table, 'new-deal')).toBe(
      `This deal can't be won, however it is played: try a new deal. Best try: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}.`,
    );
  });

  test('no move and no verdict: the plain "no useful move" advice', () => {
    expect(hintMessage({ move: null, source: 'heuristic', verdict: 'unknown' }, table)).toBe(describeMove(null, table));
  });

  test('short enough for a phone toast: where the hint came from adds about one line (~45 characters at 360 px)', () => {
    const unknown = hintMessage({ move, source: 'heuristic', verdict: 'unknown' }, table);
    expect(unknown.length - sentence.length).toBeLessThanOrEqual(50);
    expect(hintMessage({ move: null, source: 'heuristic', verdict: 'unwinnable' }, table).length).toBeLessThanOrEqual(60);
  });
});

describe('hints in the language shown', () => {
  afterEach(() => useCatalogue('en', {}));
  const table = position({ stock: '2C', waste: '9D', foundations: ['AS'], tableau: ['KD | 8S', '7H', '', 'QC | 3D', '2S', '', ''] });
  const move = { type: 'move', from: 'tableau-2', to: 'tableau-1', card: '7H' } as const;

  test('the move, the trust and the lost advice come from the current catalogue, each in its place in the sentence', () => {
    useCatalogue('fr', {
      'hints.move.ontoCard': '{position, select, start {Déplacez} other {déplacez}} {card} de {from} sur {onto} en {to}',
      'hints.source.winningLine': '{move} (gagnant)',
      'hints.lost.undo': 'Perdu.',
      'hints.lost.bestTry': '{advice} Essai : {move} !',
      'hud.score.label': '{scoring, select, vegas {Las Vegas} bank {Banque} home {Maison} other {Points}}',
    });
    const clause = 'the seven of hearts de column 2 sur the eight of spades en column 1';
    expect(hintMessage({ move, source: 'winning-line', verdict: 'winnable' }, table)).toBe(`Déplacez ${clause} (gagnant)`);
    expect(hintMessage({ move, source: 'heuristic', verdict: 'unwinnable' }, table)).toBe(`Perdu. Essai : déplacez ${clause} !`);
    expect(scoreLabel('standard')).toBe('Points');
    expect(scoreLabel('vegas-cumulative')).toBe('Banque');
  });
});
