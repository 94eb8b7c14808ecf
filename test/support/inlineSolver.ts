/** A SolverPort that solves in the test's own thread (the app uses the Web Worker), counting its calls. */
import type { SolveJob, SolveRequest, SolverPort } from '../../src/app/solverProtocol';
import { solve } from '../../src/solver';

export class InlineSolver implements SolverPort {
  calls = 0;
  solve(request: SolveRequest): SolveJob {
    this.calls += 1;
    let cancelled = false;
    // Answer on a later microtask, as the worker would answer later.
    const done = Promise.resolve().then(() => (cancelled ? null
      : solve(request.state, request.rules, { maxMs: request.maxMs, now: () => performance.now(), ...(request.maxStates === undefined ? {} : { maxStates: request.maxStates }) })));
    return { done, cancel: () => { cancelled = true; } };
  }
}
