/**
 * The solver's Web Worker: searches one position at a time, in slices, so that a `cancel` (or a newer
 * request that replaces the queue's head) is read between slices and the table never waits for it.
 */
import { ShortLineSolver, Solver, type SolveResult } from '../../solver';
import type { FromSolver, ToSolver } from './solverProtocol';

/** Positions per slice: a few milliseconds of work, so a cancel lands quickly. */
const SLICE_NODES = 1500;
/** Positions a search may remember when the request does not say: about 20 MB, safe in a phone's tab. */
const DEFAULT_MAX_STATES = 400_000;

interface Job {
  readonly id: number;
  /** The plain search, or Show me's search for a short line. */
  readonly solver: { step(sliceNodes: number): SolveResult | null };
  readonly startedAt: number;
}

const queue: ToSolver[] = [];
const cancelled = new Set<number>();
let current: Job | null = null;
let scheduled = false;

const post = (message: FromSolver): void => {
  self.postMessage(message);
};

self.onmessage = (event: MessageEvent<ToSolver>) => {
  const message = event.data;
  if (message.type === 'cancel') {
    if (current?.id === message.id) {
      current = null;
      post({ type: 'cancelled', id: message.id });
    } else {
      cancelled.add(message.id);
    }
  } else {
    queue.push(message);
  }
  schedule();
};

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // A macrotask between slices, so that messages (cancels) are handled in between.
  setTimeout(work, 0);
}

function work(): void {
  scheduled = false;
  if (current === null) current = startNext();
  if (current === null) return;
  const job = current;
  try {
    const result = job.solver.step(SLICE_NODES);
    if (result !== null) {
      current = null;
      post({ type: 'result', id: job.id, result, ms: performance.now() - job.startedAt });
    }
  } catch (error) {
    current = null;
    post({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) });
  }
  if (current !== null || queue.length > 0) schedule();
}

function startNext(): Job | null {
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next.type !== 'solve') continue;
    if (cancelled.delete(next.id)) {
      post({ type: 'cancelled', id: next.id });
      continue;
    }
    const { state, rules, maxMs, maxStates, shortLine } = next.request;
    try {
      const budget = { maxMs, maxStates: maxStates ?? DEFAULT_MAX_STATES, now: () => performance.now() };
      const solver = shortLine === undefined ? new Solver(state, rules, budget) : new ShortLineSolver(state, rules, budget, shortLine);
      return { id: next.id, solver, startedAt: performance.now() };
    } catch (error) {
      // A position the solver cannot take (see Position): this request fails, the worker goes on.
      post({ type: 'failed', id: next.id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return null;
}
