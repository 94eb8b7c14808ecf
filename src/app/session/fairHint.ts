/**
 * The fair hint (Settings → Hints: "See what you see"): the fair player's move, the first of the step
 * (the moves up to the next card shown) that keeps the most of the ways the unseen cards could lie
 * winnable, from what the player has seen alone (src/solver/fair), worked out in the solver's worker.
 * The `hintLooking` event says while it is worked out; the table never waits for it, and a change of
 * the table drops it.
 */
import type { FairJob, SolverPort } from '../solverPort/solverProtocol';
import { heuristicHint } from './bestMove';
import type { SessionReads } from './sessionAccess';

/**
 * The hint's work: the fair player's decision with its own sampling (`FAIR_PLAY_DEFAULTS` in
 * src/solver/fair/fairPlayer.ts: 16 ways × 5,000 positions a search, and its bound on a decision's
 * positions), as `npm run bench:fair` measured it; and a wall-clock limit past which the steps weighed
 * so far answer: a phone searches several times slower than the desktop the positions were measured on.
 */
export const FAIR_HINT_BUDGET = { samples: 16, seed: 1, maxNodes: 5000, maxMs: 3000 } as const;

export class FairHints {
  private job: FairJob | null = null;

  constructor(
    private readonly solver: SolverPort | undefined,
    private readonly session: Pick<SessionReads, 'game' | 'state' | 'rules' | 'settings' | 'events'>,
  ) {
    // A move, an undo, a new deal: the odds being worked out are for a table no longer there.
    session.events.on('changed', () => this.cancel());
  }

  /** Does the player want the fair hint, and can the solver give it? */
  get wanted(): boolean {
    return this.session.settings.hints === 'fair' && this.solver?.fair !== undefined;
  }

  hint(): void {
    const fair = this.solver?.fair;
    if (fair === undefined) return;
    this.job?.cancel();
    const { state, rules, game, events } = this.session;
    const job = fair.call(this.solver, { tables: game.states, rules, question: 'move', ...FAIR_HINT_BUDGET });
    this.job = job;
    events.emit('hintLooking', { looking: true });
    void job.done.then((answer) => {
      // Replaced by a newer press (which says when it is done), or dropped by a change of the table.
      if (this.job !== job) return;
      this.job = null;
      events.emit('hintLooking', { looking: false });
      if (this.session.state !== state) return;
      const best = answer?.moves[0];
      const unseen = answer?.unseen ?? 0;
      // The worker failed, or no move is legal: the plain hint. A share not worked out in time is not said (null).
      const move = best?.move ?? heuristicHint(state, rules);
      events.emit('hint', { move, source: 'fair', verdict: 'unknown', fair: { chance: best?.odds.winChance ?? null, unseen } });
    });
  }

  cancel(): void {
    if (this.job === null) return;
    this.job.cancel();
    this.job = null;
    this.session.events.emit('hintLooking', { looking: false });
  }
}
