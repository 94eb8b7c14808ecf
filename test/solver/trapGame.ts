/** A game whose losing move is known by reasoning (and checked by brute force in review.test.ts). */
import { DEFAULT_RULES, replayGame, type Game, type HistoryEntry, type Move, type Rules } from '../../src/engine';
import { endgame } from './helpers';

const DRAW: Move = { type: 'draw' };

/*
 * Draw 1, two passes, foundation cards locked. Spades home to 8; the stock is drawn TS, JS, 9S; QS and
 * KS alone in columns 1 and 2 (positions.test.ts: two passes win, one does not). Three draws put
 * TS JS 9S on the waste: 9S home, then the second pass brings TS and JS home. Turning the waste over
 * with 9S still on it (move 4) spends that pass: the last pass draws TS, JS, 9S again, and after 9S
 * goes home JS lies on TS for ever. So move 4 lost the win.
 */
export const TRAP_RULES: Rules = { ...DEFAULT_RULES, draw: 1, passes: 2, fromFoundation: false };
export const TRAP_START = endgame({ home: { S: 8 }, drawOrder: 'TS JS 9S', tableau: ['QS', 'KS'] });
const SPADES = `foundation-${TRAP_START.foundations.findIndex((f) => f.at(-1) === '8S') + 1}` as const;
const NINE_HOME: Move = { type: 'move', from: 'waste', to: SPADES as `foundation-${1 | 2 | 3 | 4}`, card: '9S' };
export const TRAP_MOVES: readonly Move[] = [DRAW, DRAW, DRAW, DRAW, DRAW, DRAW, DRAW, NINE_HOME];

const entry = (kind: HistoryEntry['kind'], ...moves: Move[]): HistoryEntry => ({ kind, moves });

/**
 * The trap above (turning the waste over with 9S still on it loses the win), played so
 * that the losing turn-over is an automatic move after the third draw: steps 1, 2 and 3 (the third
 * draw and the turn-over after it), then the last pass's draws and 9S home.
 */
export function trapGame(rules: Rules = TRAP_RULES): Game {
  const [d1, d2, d3, recycle, d5, d6, d7, home] = TRAP_MOVES as [Move, Move, Move, Move, Move, Move, Move, Move];
  const history = [
    entry('move', d1),
    entry('move', d2),
    entry('move', d3),
    entry('auto', recycle),
    entry('move', d5),
    entry('move', d6),
    entry('move', d7),
    entry('move', home),
  ];
  const base: Game = { rules, deal: 0, bank: 0, history: [], cursor: 0, states: [TRAP_START], scoringStopsAt: null, undoLocked: false };
  const replayed = replayGame(base, history, history.length, { scoringStopsAt: null, undoLocked: false });
  if (!replayed.ok) throw new Error('the trap game does not replay');
  return replayed.value;
}
