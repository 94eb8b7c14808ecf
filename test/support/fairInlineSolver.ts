/** The inline solver with fair odds too (the app works them out in the worker). */
import type { FairJob, FairRequest } from '../../src/app/solverPort/solverProtocol';
import { steppedFairAnswer } from '../../src/solver';
import { InlineSolver } from './inlineSolver';

/** The inline solver with fair odds: each answer on a later task, as the worker's would come. */
export class FairInlineSolver extends InlineSolver {
  readonly fairRequests: FairRequest[] = [];
  fair(request: FairRequest): FairJob {
    this.fairRequests.push(request);
    let cancelled = false;
    const odds = steppedFairAnswer(request.tables, request.rules, request.question, request);
    const done = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      for (;;) {
        if (cancelled) return null;
        const answer = odds.step();
        if (answer !== null) return answer;
      }
    });
    return {
      done,
      cancel: () => {
        cancelled = true;
      },
    };
  }
}
