/**
 * The app's side of the solver worker: one worker for the session, jobs matched to answers by id.
 * If the worker cannot start (an old browser, a blocked script) every job answers null and the app
 * falls back to what it does without a solver.
 */
import type { SolveResult } from '../../solver';
import type { FromSolver, SolveJob, SolveRequest, SolverPort, ToSolver } from './solverProtocol';

export class WorkerSolverPort implements SolverPort {
  /** Undefined until the first job: most games never ask, and a worker costs a download and a thread. */
  private worker: Worker | null | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, (result: SolveResult | null) => void>();

  constructor(private readonly create: () => Worker) {}

  private started(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      this.worker = this.create();
      this.worker.onmessage = (event: MessageEvent<FromSolver>) => this.receive(event.data);
      this.worker.onerror = () => this.fail();
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  solve(request: SolveRequest): SolveJob {
    const id = this.nextId++;
    const done = new Promise<SolveResult | null>((resolve) => {
      if (this.started() === null) return resolve(null);
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
