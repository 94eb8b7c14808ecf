/**
 * The "Chance to win" in the status bar: after every change of the table, while the setting is on, the
 * solver's worker works out the fair odds from what the player has seen (the previous question
 * withdrawn), and the answer goes out as a `winChance` event. The table never waits for it. Off, it
 * says 'off' once and asks nothing.
 */
import type { ControllerEvents } from '../session/events';
import type { SessionController } from '../session/controller';
import type { SolverPort } from './solverProtocol';
import { watchEachTable } from './tableWatch';

/**
 * 32 sampled ways × 5,000 positions: measured in Node (tsx) over deals 1–8 every 10 moves to move 40,
 * 48 ways took a median 0.1 s of CPU, the slowest 0.55 s; past 1.5 s of wall-clock time (a busy
 * phone), the ways searched so far answer.
 */
export const WIN_CHANCE_BUDGET = { samples: 32, seed: 1, maxNodes: 5000, maxMs: 1500 } as const;

type Chance = ControllerEvents['winChance']['chance'];

export function watchWinChance(controller: SessionController, solver: SolverPort): () => void {
  return watchEachTable<Chance>(controller, {
    off: 'off',
    won: 1,
    asking: 'computing',
    enabled: () => controller.settings.winChance && solver.fair !== undefined,
    ask: () => {
      const job = solver.fair!({ tables: controller.game.states, rules: controller.rules, question: 'chance', ...WIN_CHANCE_BUDGET });
      return { done: job.done.then((answer) => answer?.chance?.winChance ?? null), cancel: () => job.cancel() };
    },
    say: (chance) => controller.events.emit('winChance', { chance }),
  });
}
