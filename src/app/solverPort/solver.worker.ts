/**
 * The solver's Web Worker: searches one position (or reviews one game) at a time, in slices, so that a
 * `cancel` (or a newer request that replaces the queue's head) is read between slices and the table
 * never waits for it. The status bar's chance to win is set aside while a fair hint is worked out.
 */
import { GameReview, ShortLineSolver, Solver, steppedFairAnswer } from '../../solver';
import type { FromSolver, ToSolver } from './solverProtocol';

/** Positions per slice: a few milliseconds of work, so a cancel lands quickly. */
const SLICE_NODES = 1500;
/** Positions a search may remember when the request does not say: about 20 MB, safe in a phone's tab. */
const DEFAULT_MAX_STATES = 400_000;

interface Job {
  readonly id: number;
  /** One slice of the search (the plain one, Show me's for a short line, or a review): its answer when done. */
  readonly step: (sliceNodes: number) => FromSolver | null;
  /** The chance to win the status bar works out after each move: a hint the player asked for goes first. */
  readonly background?: boolean;
}

const queue: ToSolver[] = [];
const cancelled = new Set<number>();
let current: Job | null = null;
/** Background jobs set aside for a hint, resumed (the last set aside first) once nothing else waits. */
const paused: Job[] = [];
let scheduled = false;

const post = (message: FromSolver): void => {
  self.postMessage(message);
};

self.onmessage = (event: MessageEvent<ToSolver>) => {
  const message = event.data;
  if (message.type === 'cancel') {
    const at = paused.findIndex((job) => job.id === message.id);
    if (current?.id === message.id) {
      current = null;
      post({ type: 'cancelled', id: message.id });
    } else if (at >= 0) {
      paused.splice(at, 1);
      post({ type: 'cancelled', id: message.id });
    } else {
      cancelled.add(message.id);
    }
  } else {
    queue.push(message);
    // The hint the player asked for does not wait behind the status bar's chance to win: that is set
    // aside, its searches so far kept, and resumed after.
    if (message.type === 'fair' && message.request.question === 'move' && current?.background === true) {
      paused.push(current);
      current = null;
    }
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
  if (current === null) current = startNext() ?? paused.pop() ?? null;
  if (current === null) return;
  const job = current;
  try {
    const answer = job.step(SLICE_NODES);
    if (answer !== null) {
      current = null;
      post(answer);
    }
  } catch (error) {
    current = null;
    post({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) });
  }
  if (current !== null || queue.length > 0 || paused.length > 0) schedule();
}

function startNext(): Job | null {
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next.type === 'cancel') continue;
    if (cancelled.delete(next.id)) {
      post({ type: 'cancelled', id: next.id });
      continue;
    }
    try {
      if (next.type === 'fair') return fairJob(next.id, next.request);
      return next.type === 'solve' ? solveJob(next.id, next.request) : reviewJob(next.id, next.request);
    } catch (error) {
      // A position the solver cannot take (see Position): this request fails, the worker goes on.
      post({ type: 'failed', id: next.id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return null;
}

function solveJob(id: number, request: Extract<ToSolver, { type: 'solve' }>['request']): Job {
  const { state, rules, maxMs, maxStates, shortLine } = request;
  const budget = { maxMs, maxStates: maxStates ?? DEFAULT_MAX_STATES, now: () => performance.now() };
  const solver = shortLine === undefined ? new Solver(state, rules, budget) : new ShortLineSolver(state, rules, budget, shortLine);
  const startedAt = performance.now();
  return {
    id,
    step: (slice) => {
      const result = solver.step(slice);
      return result === null ? null : { type: 'result', id, result, ms: performance.now() - startedAt };
    },
  };
}

/** A review, which says how far it has got after each of its solves (the dialog's progress bar). */
function reviewJob(id: number, request: Extract<ToSolver, { type: 'review' }>['request']): Job {
  const { positions, rules, maxMs, maxStates } = request;
  const review = new GameReview(positions, rules, { maxMs, maxStates: maxStates ?? DEFAULT_MAX_STATES, now: () => performance.now() });
  const startedAt = performance.now();
  let solves = 0;
  return {
    id,
    step: (slice) => {
      const outcome = review.step(slice);
      if (outcome !== null) return { type: 'reviewed', id, outcome, ms: performance.now() - startedAt };
      const { progress } = review;
      if (progress.solves !== solves) {
        solves = progress.solves;
        post({ type: 'progress', id, progress });
      }
      return null;
    },
  };
}

/** Fair help: one sampled way's search a slice (each is bounded by `maxNodes`, a few milliseconds). */
function fairJob(id: number, request: Extract<ToSolver, { type: 'fair' }>['request']): Job {
  const { tables, rules, question, samples, seed, maxNodes, decisionNodes, maxMs } = request;
  const now = (): number => performance.now();
  const odds = steppedFairAnswer(tables, rules, question, { samples, seed, maxNodes, decisionNodes }, { maxMs, now });
  const startedAt = now();
  return {
    id,
    background: question === 'chance',
    step: () => {
      const answer = odds.step();
      return answer === null ? null : { type: 'fairOdds', id, answer, ms: now() - startedAt };
    },
  };
}
