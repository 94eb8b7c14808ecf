import { describe, expect, test } from 'vitest';
import { planStart, startNotice } from '../../src/app/startup/startPlan';
import type { GameLink } from '../../src/app/startup/startup';
import { DEFAULT_RULES, newGame, play, type Game, type LoadedGame } from '../../src/engine';

const loaded = (game: Game): LoadedGame => ({ game, elapsed: 1234, assisted: false });
const dealt = newGame(DEFAULT_RULES, 12345);
const played = (() => {
  const result = play(dealt, { type: 'draw' });
  if (!result.ok) throw new Error('a draw must be legal at the deal');
  return result.value.game;
})();
const link: GameLink = { rules: { ...DEFAULT_RULES, draw: 3 }, deal: 77 };

describe('planStart', () => {
  test('a link over a game in progress: the game resumes and the player is asked', () => {
    expect(planStart(loaded(played), link, DEFAULT_RULES)).toEqual({ kind: 'resume', saved: loaded(played), askAbout: link });
  });

  test("a link over a game with no move of the player's: the link deals at once", () => {
    expect(planStart(loaded(dealt), link, DEFAULT_RULES)).toEqual({ kind: 'deal', rules: link.rules, deal: 77, fromLink: true });
  });

  test('a link and nothing saved: the link deals', () => {
    expect(planStart(null, link, DEFAULT_RULES)).toMatchObject({ kind: 'deal', deal: 77, fromLink: true });
  });

  test('no link: the saved game resumes, nothing asked', () => {
    expect(planStart(loaded(played), null, DEFAULT_RULES)).toEqual({ kind: 'resume', saved: loaded(played), askAbout: null });
  });

  test('no link and nothing saved: a fresh deal under the given rules', () => {
    expect(planStart(null, null, DEFAULT_RULES)).toEqual({ kind: 'deal', rules: DEFAULT_RULES, deal: null, fromLink: false });
  });
});

describe('startNotice', () => {
  const ignored = 'Ignored deal="-1": not a deal number (0 to 4294967295).';
  test('names the deal actually on the table', () => {
    expect(startNotice(ignored, true, { kind: 'deal', rules: DEFAULT_RULES, deal: null, fromLink: false }, 9876)).toBe(`${ignored} Playing deal 9876.`);
    expect(startNotice(ignored, true, { kind: 'resume', saved: loaded(played), askAbout: null }, 12345)).toBe(
      `${ignored} Your game in progress (deal 12345) carries on.`,
    );
  });

  test('other notices pass unchanged', () => {
    expect(startNotice('Ignored draw="9".', false, { kind: 'deal', rules: DEFAULT_RULES, deal: 4, fromLink: true }, 4)).toBe('Ignored draw="9".');
    expect(startNotice(null, false, { kind: 'deal', rules: DEFAULT_RULES, deal: 4, fromLink: true }, 4)).toBeNull();
  });
});
