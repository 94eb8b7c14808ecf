/** Games for the app's tests: a deal under the default rules with some draws from the stock played. */
import { DEFAULT_RULES, newGame, play, type Game } from '../../src/engine';

export function gameAfterDraws(draws: number, deal = 3): Game {
  let game = newGame(DEFAULT_RULES, deal);
  for (let i = 0; i < draws; i++) {
    const played = play(game, { type: 'draw' });
    if (!played.ok) throw new Error(played.error.reason);
    game = played.value.game;
  }
  return game;
}
