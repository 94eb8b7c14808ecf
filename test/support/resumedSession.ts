/** A real session controller carrying on with `game` (the default settings, a still clock), over `solver`. */
import { SessionController } from '../../src/app/session/controller';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import type { SolverPort } from '../../src/app/solverPort/solverProtocol';
import type { Game } from '../../src/engine';
import { InlineSolver } from './inlineSolver';

export function controllerOn(game: Game, solver: SolverPort = new InlineSolver()): SessionController {
  return new SessionController({
    rules: game.rules,
    deal: 0,
    settings: DEFAULT_SETTINGS,
    now: () => 0,
    randomDeal: () => 1,
    solver,
    resume: { game, elapsedMs: 0 },
  });
}
