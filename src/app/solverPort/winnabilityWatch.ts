/**
 * The "still winnable?" indicator's logic: after every change of the table, while the setting is on,
 * the solver is asked about the new position (the previous question withdrawn) and the answer goes
 * out as a `winnability` event. Off, it says 'off' once and asks nothing.
 */
import type { ControllerEvents } from '../session/events';
import type { SessionController } from '../session/controller';
import type { SolverPort } from './solverProtocol';
import { watchEachTable } from './tableWatch';

/** Long enough for nearly every position; an undecided one shows as "not sure". */
export const WATCH_BUDGET_MS = 1500;

export function watchWinnability(controller: SessionController, solver: SolverPort): () => void {
  return watchEachTable<ControllerEvents['winnability']['verdict']>(controller, {
    off: 'off',
    won: 'winnable',
    asking: 'checking',
    enabled: () => controller.settings.winnableIndicator,
    ask: () => {
      const job = solver.solve({ state: controller.state, rules: controller.rules, maxMs: WATCH_BUDGET_MS });
      return { done: job.done.then((result) => result?.verdict ?? 'unknown'), cancel: () => job.cancel() };
    },
    say: (verdict) => controller.events.emit('winnability', { verdict }),
  });
}
