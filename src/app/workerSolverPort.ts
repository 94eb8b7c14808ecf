/**
 * The app's side of the solver worker: one worker for the session, jobs matched to answers by id.
 * If the worker cannot start (an old browser, a blocked script) every job answers null and the app
 * falls back to what it does without a solver.
 */
import type { SolveResult } from '../solver';
import type { FromSolver, SolveJob, SolveRequest, SolverPort, ToSolver } from './solverProtocol';

export class WorkerSolverPort implements SolverPort {
  private worker: Worker | null;
  private nextId = 1;
  private readonly pending = new Map<number, (result: SolveResult | null) => void>();

  constructor(create: () => Worker) {
    try {
      this.worker = create();
      this.worker.onmessage = (event: MessageEvent<FromSolver>) => this.receive(event.data);
      this.worker.onerror = () => this.fail();
    } catch {
      this.worker = null;
    }
  }

  solve(request: SolveRequest): SolveJob {
    const id = this.nextId++;
    const done = new Promise<SolveResult | null>((resolve) => {
      if (this.worker === null) return resolve(null);
      this.pending.set(id, resolve);
      this.send({ type: 'solve', id, request });
    });
    return {
      done,
      cancel: () => {
        if (!this.pending.has(id)) return;
        this.send({ type: 'cancel', id });
      },
    };
  }

  private send(message: ToSolver): void {
    this.worker?.postMessage(message);
  }

  private receive(message: FromSolver): void {
    const resolve = this.pending.get(message.id);
    if (resolve === undefined) return;
    this.pending.delete(message.id);
    resolve(message.type === 'result' ? message.result : null);
  }

  /** The worker died: answer everything waiting, and answer future jobs at once. */
  private fail(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const resolve of this.pending.values()) resolve(null);
    this.pending.clear();
  }
}
