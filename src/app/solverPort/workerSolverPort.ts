/**
 * The app's side of the solver worker: one worker for the session, jobs matched to answers by id.
 * If the worker cannot start (an old browser, a blocked script) every job answers null and the app
 * falls back to what it does without a solver.
 */
import type { FairAnswer, ReviewOutcome, ReviewProgress, SolveResult } from '../../solver';
import type { FairJob, FairRequest, FromSolver, ReviewJob, ReviewRequest, SolveJob, SolveRequest, SolverPort, ToSolver } from './solverProtocol';

/** A job waiting for its answer: the message that ends it (null when the worker is gone), and a review's progress. */
interface Waiting {
  readonly answer: (message: FromSolver | null) => void;
  readonly progress?: (progress: ReviewProgress) => void;
}

export class WorkerSolverPort implements SolverPort {
  /** Undefined until the first job: most games never ask, and a worker costs a download and a thread. */
  private worker: Worker | null | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Waiting>();

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
    return this.start(
      (id) => ({ type: 'solve', id, request }),
      (message) => (message?.type === 'result' ? message.result : null),
    );
  }

  review(request: ReviewRequest, progress: (progress: ReviewProgress) => void): ReviewJob {
    return this.start(
      (id) => ({ type: 'review', id, request }),
      (message) => (message?.type === 'reviewed' ? message.outcome : null),
      progress,
    );
  }

  fair(request: FairRequest): FairJob {
    return this.start(
      (id) => ({ type: 'fair', id, request }),
      (message) => (message?.type === 'fairOdds' ? message.answer : null),
    );
  }

  private start<T extends SolveResult | ReviewOutcome | FairAnswer>(
    ask: (id: number) => ToSolver,
    read: (message: FromSolver | null) => T | null,
    progress?: (progress: ReviewProgress) => void,
  ): { done: Promise<T | null>; cancel(): void } {
    const id = this.nextId++;
    const done = new Promise<T | null>((resolve) => {
      if (this.started() === null) return resolve(null);
      this.pending.set(id, { answer: (message) => resolve(read(message)), ...(progress === undefined ? {} : { progress }) });
      this.send(ask(id));
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
    const waiting = this.pending.get(message.id);
    if (waiting === undefined) return;
    if (message.type === 'progress') {
      waiting.progress?.(message.progress);
      return;
    }
    this.pending.delete(message.id);
    waiting.answer(message);
  }

  /** The worker died: answer everything waiting, and answer future jobs at once. */
  private fail(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.answer(null);
    this.pending.clear();
  }
}
