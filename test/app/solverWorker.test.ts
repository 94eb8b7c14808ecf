/**
 * The solver's Web Worker and the app's port to it: typed messages both ways, answers matched to
 * questions, a cancelled search stops, and a dead worker never leaves the app waiting.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FromSolver, ToSolver } from '../../src/app/solverPort/solverProtocol';
import { WorkerSolverPort } from '../../src/app/solverPort/workerSolverPort';
import { DEFAULT_RULES, applyMove, dealLayout, legalMoves, type GameState, type Move } from '../../src/engine';
import { knowledgeOf } from '../../src/solver/fair/knowledge';
import { TRAP_MOVES, TRAP_RULES, TRAP_START } from '../solver/trapGame';

/** The tables after each move of the trap game (its fourth move loses the win). */
function trapPositions(): GameState[] {
  const positions = [TRAP_START];
  for (const move of TRAP_MOVES) {
    const applied = applyMove(positions.at(-1)!, move as Move, TRAP_RULES);
    if (!applied.ok) throw new Error('the trap game does not replay');
    positions.push(applied.value.state);
  }
  return positions;
}

/** The worker module runs against a stand-in `self` that records what it posts, and says so. */
const posted: FromSolver[] = [];
const onPost = new Set<() => void>();
const scope = {
  postMessage: (message: FromSolver) => {
    posted.push(message);
    for (const listener of [...onPost]) listener();
  },
  onmessage: null as ((event: { data: ToSolver }) => void) | null,
};
const send = (message: ToSolver): void => scope.onmessage!({ data: message });
/** Resolves once `check` holds, looking again at each message the worker posts (no polling). */
const waitFor = (check: () => boolean): Promise<void> =>
  new Promise((resolve) => {
    const look = (): void => {
      if (check()) {
        onPost.delete(look);
        resolve();
      }
    };
    onPost.add(look);
    look();
  });
/** One turn of the event loop: the worker runs a slice of its search per macrotask. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('solver.worker', () => {
  const saved = (globalThis as { self?: unknown }).self;
  beforeAll(async () => {
    (globalThis as { self?: unknown }).self = scope;
    await import('../../src/app/solverPort/solver.worker');
  });
  afterAll(() => {
    (globalThis as { self?: unknown }).self = saved;
  });

  test('answers a solve with the verdict, the line and the time', async () => {
    send({ type: 'solve', id: 1, request: { state: dealLayout(2), rules: DEFAULT_RULES, maxMs: 5000 } });
    await waitFor(() => posted.some((m) => m.id === 1));
    const answer = posted.find((m) => m.id === 1);
    expect(answer).toMatchObject({ type: 'result', result: { verdict: 'winnable' } });
    expect(answer?.type === 'result' && answer.result.moves.length).toBeGreaterThan(50);
  });

  test("Show me's request (shortLine) answers with the short line: deal 2 at draw 1 in under 140 moves, not 245", async () => {
    send({ type: 'solve', id: 5, request: { state: dealLayout(2), rules: DEFAULT_RULES, maxMs: 5000, shortLine: { maxMs: 5000 } } });
    await waitFor(() => posted.some((m) => m.id === 5));
    const answer = posted.find((m) => m.id === 5);
    expect(answer).toMatchObject({ type: 'result', result: { verdict: 'winnable', recycles: 0 } });
    expect(answer?.type === 'result' && answer.result.moves.length).toBeLessThan(140);
  });

  test('a cancelled search stops at once and posts no result', async () => {
    // Deal 31 at draw 1 keeps the solver busy for seconds (undecided after 3 M positions): one slice
    // of it does not decide it, so after the first slice the search is under way.
    send({ type: 'solve', id: 2, request: { state: dealLayout(31), rules: DEFAULT_RULES, maxMs: 30_000 } });
    await nextTask(); // the worker's first slice (its macrotask was queued first)
    expect(
      posted.filter((m) => m.id === 2),
      'still searching after one slice',
    ).toEqual([]);
    send({ type: 'cancel', id: 2 });
    // At once: answered as the cancel is read, not when the search would end.
    expect(posted.filter((m) => m.id === 2)).toEqual([{ type: 'cancelled', id: 2 }]);
    // And the search is gone, not running on unheard: the worker takes the next request, and answers
    // it (were the cancelled search still running, its answer would come first).
    send({ type: 'solve', id: 6, request: { state: dealLayout(2), rules: DEFAULT_RULES, maxMs: 5000 } });
    await waitFor(() => posted.some((m) => m.id === 6));
    expect(posted.find((m) => m.id === 6)).toMatchObject({ type: 'result', result: { verdict: 'winnable' } });
    expect(posted.filter((m) => m.id === 2)).toEqual([{ type: 'cancelled', id: 2 }]);
  });

  test('a review says how far it has got after each solve, then what it found', async () => {
    send({ type: 'review', id: 7, request: { positions: trapPositions(), rules: TRAP_RULES, maxMs: 10_000 } });
    await waitFor(() => posted.some((m) => m.id === 7 && m.type === 'reviewed'));
    const mine = posted.filter((m) => m.id === 7);
    expect(mine.at(-1)).toMatchObject({ type: 'reviewed', outcome: { verdict: 'slipped', move: 4 } });
    const open = mine.flatMap((m) => (m.type === 'progress' ? [m.progress.open] : []));
    expect(open.length).toBeGreaterThan(1);
    expect(open.at(-1)).toBe(0);
  });

  test('a cancelled review stops at once and posts no outcome', async () => {
    // Deal 31 at draw 1: each solve runs for seconds, so the review is under way after a slice.
    const start = dealLayout(31);
    const drawn = applyMove(start, { type: 'draw' }, DEFAULT_RULES);
    if (!drawn.ok) throw new Error('no draw');
    send({ type: 'review', id: 8, request: { positions: [start, drawn.value.state], rules: DEFAULT_RULES, maxMs: 30_000 } });
    await nextTask();
    send({ type: 'cancel', id: 8 });
    expect(posted.filter((m) => m.id === 8)).toEqual([{ type: 'cancelled', id: 8 }]);
  });

  test('fair odds: every legal move with its share of the sampled ways, best first, and the cards never seen', async () => {
    const tables = trapPositions().slice(0, 3);
    const request = { tables, rules: TRAP_RULES, question: 'moves', samples: 4, seed: 1, maxNodes: 2000, maxMs: 10_000 } as const;
    send({ type: 'fair', id: 9, request });
    await waitFor(() => posted.some((m) => m.id === 9));
    const answer = posted.find((m) => m.id === 9);
    if (answer?.type !== 'fairOdds') throw new Error(`no fair answer: ${JSON.stringify(answer)}`);
    expect(answer.answer.moves.map((m) => m.move)).toEqual(expect.arrayContaining(legalMoves(tables.at(-1)!, TRAP_RULES)));
    expect(answer.answer.moves).toHaveLength(legalMoves(tables.at(-1)!, TRAP_RULES).length);
    const chances = answer.answer.moves.map((m) => m.odds.winChance ?? -1);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
    expect(answer.answer.moves[0]?.odds.samples).toBe(4);
    expect(answer.answer.unseen).toBe(knowledgeOf(tables).unseen.length);
  });

  test("the fair hint: the fair player's one move, a legal one, with the odds after its step", async () => {
    const tables = trapPositions().slice(0, 3);
    const request = { tables, rules: TRAP_RULES, question: 'move', samples: 4, seed: 1, maxNodes: 2000, decisionNodes: 20_000, maxMs: 10_000 } as const;
    send({ type: 'fair', id: 11, request });
    await waitFor(() => posted.some((m) => m.id === 11));
    const answer = posted.find((m) => m.id === 11);
    if (answer?.type !== 'fairOdds') throw new Error(`no fair answer: ${JSON.stringify(answer)}`);
    expect(answer.answer.moves).toHaveLength(1);
    expect(legalMoves(tables.at(-1)!, TRAP_RULES)).toContainEqual(answer.answer.moves[0]!.move);
    expect(answer.answer.moves[0]!.odds.samples).toBe(4);
  });

  /** Starts the chance to win (deal 31, six ways) as `chanceId`, and once a slice of it has run, asks a fair hint as `hintId`. */
  async function hintDuringChance(chanceId: number, hintId: number): Promise<void> {
    const chance = { tables: [dealLayout(31)], rules: DEFAULT_RULES, question: 'chance', samples: 6, seed: 1, maxNodes: 3000, maxMs: 60_000 } as const;
    send({ type: 'fair', id: chanceId, request: chance });
    await nextTask();
    const tables = trapPositions().slice(0, 3);
    send({ type: 'fair', id: hintId, request: { tables, rules: TRAP_RULES, question: 'move', samples: 4, seed: 1, maxNodes: 2000, maxMs: 60_000 } });
  }

  test('a hint asked while the chance to win is worked out goes first; the chance then goes on where it stood', async () => {
    await hintDuringChance(12, 13);
    await waitFor(() => posted.some((m) => m.id === 12) && posted.some((m) => m.id === 13));
    const order = posted.filter((m) => m.id === 12 || m.id === 13);
    expect(order.map((m) => `${m.id} ${m.type}`)).toEqual(['13 fairOdds', '12 fairOdds']);
    const answer = order[1]!;
    if (answer.type !== 'fairOdds') throw new Error('no chance');
    // Every way searched: nothing lost by the pause.
    expect((answer.answer.chance?.samples ?? 0) - (answer.answer.chance?.undecided ?? 0)).toBeGreaterThan(0);
    expect(answer.answer.chance?.samples).toBe(6);
  });

  test('a chance set aside for a hint can still be cancelled, and then never answers', async () => {
    await hintDuringChance(14, 15);
    send({ type: 'cancel', id: 14 });
    expect(posted.filter((m) => m.id === 14)).toEqual([{ type: 'cancelled', id: 14 }]);
    await waitFor(() => posted.some((m) => m.id === 15));
    // A search asked after it runs: had the chance come back, its answer would be posted before this one's.
    send({ type: 'solve', id: 16, request: { state: dealLayout(2), rules: DEFAULT_RULES, maxMs: 5000 } });
    await waitFor(() => posted.some((m) => m.id === 16));
    expect(posted.filter((m) => m.id === 14)).toEqual([{ type: 'cancelled', id: 14 }]);
  });

  test('fair odds cancelled after a slice stop at once and post no answer', async () => {
    const request = { tables: [dealLayout(31)], rules: DEFAULT_RULES, question: 'moves', samples: 64, seed: 1, maxNodes: 5000, maxMs: 30_000 } as const;
    send({ type: 'fair', id: 10, request });
    await nextTask();
    expect(posted.filter((m) => m.id === 10)).toEqual([]);
    send({ type: 'cancel', id: 10 });
    expect(posted.filter((m) => m.id === 10)).toEqual([{ type: 'cancelled', id: 10 }]);
  });

  test('a search cancelled while queued is never started', async () => {
    send({ type: 'solve', id: 3, request: { state: dealLayout(3), rules: DEFAULT_RULES, maxMs: 5000 } });
    send({ type: 'solve', id: 4, request: { state: dealLayout(4), rules: DEFAULT_RULES, maxMs: 5000 } });
    send({ type: 'cancel', id: 4 });
    await waitFor(() => posted.some((m) => m.id === 3) && posted.some((m) => m.id === 4));
    expect(posted.find((m) => m.id === 3)).toMatchObject({ type: 'result' });
    expect(posted.find((m) => m.id === 4)).toEqual({ type: 'cancelled', id: 4 });
  });
});

/** A stand-in Worker: records what the port sends; the test answers. */
class FakeWorker {
  sent: ToSolver[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromSolver>) => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage(message: ToSolver): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(message: FromSolver): void {
    this.onmessage?.({ data: message } as MessageEvent<FromSolver>);
  }
}

describe('WorkerSolverPort', () => {
  const request = { state: dealLayout(2), rules: DEFAULT_RULES, maxMs: 100 };

  test('matches answers to questions by id, and a cancel answers null', async () => {
    const worker = new FakeWorker();
    const port = new WorkerSolverPort(() => worker as unknown as Worker);
    const a = port.solve(request);
    const b = port.solve(request);
    expect(worker.sent.map((m) => [m.type, m.id])).toEqual([
      ['solve', 1],
      ['solve', 2],
    ]);
    b.cancel();
    expect(worker.sent.at(-1)).toEqual({ type: 'cancel', id: 2 });
    worker.answer({ type: 'cancelled', id: 2 });
    worker.answer({ type: 'result', id: 1, ms: 3, result: { verdict: 'unknown', moves: [], nodes: 1, states: 1, stoppedBy: 'time' } });
    await expect(a.done).resolves.toMatchObject({ verdict: 'unknown' });
    await expect(b.done).resolves.toBeNull();
  });

  test("a review's progress goes to its listener, and its outcome answers it", async () => {
    const worker = new FakeWorker();
    const port = new WorkerSolverPort(() => worker as unknown as Worker);
    const heard: number[] = [];
    const job = port.review({ positions: [dealLayout(2)], rules: DEFAULT_RULES, maxMs: 100 }, (p) => heard.push(p.open));
    expect(worker.sent.at(-1)).toMatchObject({ type: 'review', id: 1 });
    worker.answer({ type: 'progress', id: 1, progress: { solves: 1, steps: 0, open: 0 } });
    worker.answer({ type: 'reviewed', id: 1, ms: 5, outcome: { verdict: 'never-winnable' } });
    await expect(job.done).resolves.toEqual({ verdict: 'never-winnable' });
    expect(heard).toEqual([0]);
  });

  test('fair odds go out as a fair request and come back as its answer', async () => {
    const worker = new FakeWorker();
    const port = new WorkerSolverPort(() => worker as unknown as Worker);
    const job = port.fair({ tables: [dealLayout(2)], rules: DEFAULT_RULES, question: 'chance', samples: 8, seed: 1, maxNodes: 100, maxMs: 100 });
    expect(worker.sent.at(-1)).toMatchObject({ type: 'fair', id: 1, request: { question: 'chance', samples: 8 } });
    const chance = { winChance: 0.5, low: 0.2, high: 0.8, samples: 8, undecided: 0 };
    worker.answer({ type: 'fairOdds', id: 1, ms: 9, answer: { chance, moves: [], unseen: 45 } });
    await expect(job.done).resolves.toEqual({ chance, moves: [], unseen: 45 });
  });

  test('a worker that dies, or cannot start, answers null instead of hanging', async () => {
    const worker = new FakeWorker();
    const port = new WorkerSolverPort(() => worker as unknown as Worker);
    const pending = port.solve(request);
    worker.onerror?.();
    await expect(pending.done).resolves.toBeNull();
    expect(worker.terminated).toBe(true);
    await expect(port.solve(request).done).resolves.toBeNull();
    const broken = new WorkerSolverPort(() => {
      throw new Error('no workers here');
    });
    await expect(broken.solve(request).done).resolves.toBeNull();
  });
});
