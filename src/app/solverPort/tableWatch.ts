/**
 * A mark that answers for each table in turn (the "still winnable?" mark, the chance to win): after
 * every change of the table and of the settings, the last question is withdrawn and, while the mark is
 * on, the solver is asked about the new table; an answer is said only while the table is the one asked
 * about, so the table never waits and never shows another table's answer.
 */
import type { SessionController } from '../session/controller';

export interface TableWatch<T> {
  /** What the mark says while off, for a won game, and while the solver works. */
  readonly off: T;
  readonly won: T;
  readonly asking: T;
  /** Is the mark on (the setting, and a solver that can answer)? */
  enabled(): boolean;
  /** Asks about the table now. */
  ask(): { readonly done: Promise<T>; cancel(): void };
  /** Says a value that differs from the last one said. */
  say(value: T): void;
}

export function watchEachTable<T>(controller: SessionController, watch: TableWatch<T>): () => void {
  let job: ReturnType<TableWatch<T>['ask']> | null = null;
  let last: { value: T } | null = null;
  const say = (value: T): void => {
    if (last !== null && last.value === value) return;
    last = { value };
    watch.say(value);
  };
  const check = (): void => {
    job?.cancel();
    job = null;
    if (!watch.enabled()) return say(watch.off);
    if (controller.won) return say(watch.won);
    const state = controller.state;
    say(watch.asking);
    const mine = watch.ask();
    job = mine;
    void mine.done.then((value) => {
      if (job !== mine || controller.state !== state) return;
      job = null;
      say(value);
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
