/**
 * The "still winnable?" indicator's logic: after every change of the table, while the setting is on,
 * the solver is asked about the new position (the previous question withdrawn) and the answer goes
 * out as a `winnability` event. Off, it says 'off' once and asks nothing.
 */
import type { SessionController } from '../session/controller';
import type { SolveJob, SolverPort } from './solverProtocol';

/** Long enough for nearly every position; an undecided one shows as "not sure". */
export const WATCH_BUDGET_MS = 1500;

export function watchWinnability(controller: SessionController, solver: SolverPort): () => void {
  let job: SolveJob | null = null;
  let last: string | null = null;
  const say = (verdict: 'winnable' | 'unwinnable' | 'unknown' | 'checking' | 'off'): void => {
    if (verdict === last) return;
    last = verdict;
    controller.events.emit('winnability', { verdict });
  };
  const check = (): void => {
    job?.cancel();
    job = null;
    if (!controller.settings.winnableIndicator) return say('off');
    if (controller.won) return say('winnable');
    const state = controller.state;
    say('checking');
    const mine = solver.solve({ state, rules: controller.rules, maxMs: WATCH_BUDGET_MS });
    job = mine;
    void mine.done.then((result) => {
      if (job !== mine || controller.state !== state) return;
      job = null;
      say(result?.verdict ?? 'unknown');
    });
  };
  controller.events.on('changed', check);
  controller.events.on('settings', check);
  check();
  return () => {
    job?.cancel();
    controller.events.off('changed', check);
    controller.events.off('settings', check);
  };
}
