/** A SolverPort that solves in the test's own thread (the app uses the Web Worker), counting its calls. */
import type { ReviewJob, ReviewRequest, SolveJob, SolveRequest, SolverPort } from '../../src/app/solverPort/solverProtocol';
import { GameReview, solve, solveShortLine, type ReviewProgress } from '../../src/solver';

export class InlineSolver implements SolverPort {
  calls = 0;
  /** Every request, in order. */
  readonly requests: SolveRequest[] = [];
  /** Every review asked for, in order. */
  readonly reviews: ReviewRequest[] = [];

  review(request: ReviewRequest, progress: (progress: ReviewProgress) => void): ReviewJob {
    this.reviews.push(request);
    let cancelled = false;
    const review = new GameReview(request.positions, request.rules, { maxMs: request.maxMs, now: () => performance.now() });
    const done = Promise.resolve().then(() => {
      for (;;) {
        if (cancelled) return null;
        const outcome = review.step();
        if (outcome !== null) return outcome;
        progress(review.progress);
      }
    });
    return {
      done,
      cancel: () => {
        cancelled = true;
      },
    };
  }

  solve(request: SolveRequest): SolveJob {
    this.calls += 1;
    this.requests.push(request);
    let cancelled = false;
    // Answer on a later microtask, as the worker would answer later.
    const budget = { maxMs: request.maxMs, now: () => performance.now(), ...(request.maxStates === undefined ? {} : { maxStates: request.maxStates }) };
    const done = Promise.resolve().then(() =>
      cancelled
        ? null
        : request.shortLine === undefined
          ? solve(request.state, request.rules, budget)
          : solveShortLine(request.state, request.rules, budget, request.shortLine),
    );
    return {
      done,
      cancel: () => {
        cancelled = true;
      },
    };
  }
}
