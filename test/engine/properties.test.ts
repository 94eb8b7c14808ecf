/**
 * Properties over random games (always 52 distinct cards; undo∘apply = identity;
 * parseSave(makeSave(g)) = g; replay is deterministic). A game is a preset, a deal number and a list of
 * actions: mostly a legal move picked by index, sometimes auto-moves, the finish, undo or redo.
 * Every state the walk reaches is deep-frozen, so an engine function that mutated its input would throw.
 * fast-check runs with a random seed and prints `{ seed, path }` on failure: pass them to `fc.assert`
 * to replay the counterexample.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as E from '../../src/engine';
import { describeIllegalMove } from '../../src/i18n';

/** PROPERTY_RUNS=5000 npx vitest run test/engine/properties.test.ts for a longer hunt. */
const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 150);
const MAX_STEPS = 80;
/** Generous, for a loaded CI machine and long hunts; the default run takes a second or two. */
const TIMEOUT_MS = Math.max(30_000, NUM_RUNS * 60);

/** `play`: any listed move; `progress`: a listed move that sends a card home or uncovers one, if any. */
type ActionKind = 'play' | 'progress' | 'auto' | 'finish' | 'undo' | 'redo';
interface Action {
  readonly kind: ActionKind;
  readonly choice: number;
}
interface Step {
  readonly before: E.Game;
  readonly action: Action;
  readonly after: E.Game | null;
}

const kindOf = (roll: number): ActionKind =>
  roll < 35 ? 'play' : roll < 80 ? 'progress' : roll < 84 ? 'auto' : roll < 87 ? 'finish' : roll < 95 ? 'undo' : 'redo';
const actionArb: fc.Arbitrary<Action> = fc.record({ roll: fc.nat(99), choice: fc.nat() }).map(({ roll, choice }) => ({ kind: kindOf(roll), choice }));
const walkArb = fc.record({
  preset: fc.nat(E.PRESETS.length - 1),
  deal: fc.integer({ min: 0, max: E.MAX_DEAL }),
  actions: fc.array(actionArb, { minLength: 10, maxLength: MAX_STEPS, size: 'max' }),
});
type Walk = typeof walkArb extends fc.Arbitrary<infer T> ? T : never;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A move that gets somewhere: a card home, a face-down card turned or uncovered, a waste card played. */
function progressOf(state: E.GameState, moves: readonly E.Move[]): E.Move | undefined {
  const uncovers = (m: E.Move) =>
    m.type === 'move' &&
    E.isTableauId(m.from) &&
    state.tableau[E.tableauIndex(m.from)]!.up[0] === m.card &&
    state.tableau[E.tableauIndex(m.from)]!.down.length > 0;
  return (
    moves.find((m) => m.type === 'move' && E.isFoundationId(m.to)) ??
    moves.find((m) => m.type === 'turn') ??
    moves.find(uncovers) ??
    moves.find((m) => m.type === 'move' && m.from === 'waste')
  );
}

/** One action; null when the engine declines it (nothing to undo, nothing to finish …). */
function act(game: E.Game, action: Action): E.Game | null {
  switch (action.kind) {
    case 'play':
    case 'progress': {
      const moves = E.legalMoves(E.currentState(game), game.rules);
      const wanted = action.kind === 'progress' ? progressOf(E.currentState(game), moves) : undefined;
      const move = wanted ?? moves[action.choice % moves.length];
      if (move === undefined) return null;
      const played = E.play(game, move);
      if (!played.ok) throw new Error(`listed move refused by play: ${JSON.stringify(move)} (${played.error.reason})`);
      return played.value.game;
    }
    case 'auto': {
      const r = E.playSafeAutoMoves(game);
      return r.ok ? r.value.game : null;
    }
    case 'finish': {
      const r = E.playFinish(game);
      return r.ok ? r.value.game : null;
    }
    case 'undo': {
      const r = E.undo(game);
      return r.ok ? r.value : null;
    }
    case 'redo': {
      const r = E.redo(game);
      return r.ok ? r.value.game : null;
    }
  }
}

/** Plays a walk, calling `visit` after every action; returns the final game. */
function walk(input: Walk, visit: (step: Step) => void = () => {}): E.Game {
  let game = deepFreeze(E.newGame(E.PRESETS[input.preset]!.rules, input.deal));
  for (const action of input.actions) {
    const after = act(game, action);
    if (after !== null) deepFreeze(after);
    visit({ before: game, action, after });
    if (after !== null) game = after;
  }
  return game;
}

const check = <Ts extends unknown[]>(property: fc.IRawProperty<Ts>) => fc.assert(property, { numRuns: NUM_RUNS });
/** The table without its score: Windows scoring may score a redone move differently by design. */
const tableOf = (state: E.GameState) => ({ ...state, score: 0 });
const usesWindowsScoring = (rules: E.Rules) => rules.scoring === 'windows-help';

describe('random games', { timeout: TIMEOUT_MS }, () => {
  /** What is wrong with a table, in words; empty when the piles are sound. */
  function problemsOf(game: E.Game): string[] {
    const state = E.currentState(game);
    const problems: string[] = [];
    if (game.states.length !== game.cursor + 1) problems.push('states do not end at the cursor');
    state.foundations.forEach((pile, f) =>
      pile.forEach((card, i) => {
        if (E.rankOf(card) !== i + 1 || E.suitOf(card) !== E.suitOf(pile[0]!)) problems.push(`foundation-${f + 1} holds ${card} at ${i}`);
      }),
    );
    state.tableau.forEach((column, c) => {
      if (game.rules.turn === 'auto' && column.down.length > 0 && column.up.length === 0) problems.push(`tableau-${c + 1} left face down`);
      column.up.forEach((card, i) => {
        if (i > 0 && E.rankOf(card) !== E.rankOf(column.up[i - 1]!) - 1) problems.push(`tableau-${c + 1} run broken at ${card}`);
      });
    });
    if (state.pass < 1 || (game.rules.passes !== null && state.pass > game.rules.passes)) problems.push(`pass ${state.pass}`);
    return problems;
  }

  it('always hold the 52 cards, each once, with sound piles', () => {
    check(
      fc.property(walkArb, (input) => {
        walk(input, ({ after }) => {
          if (after === null) return;
          const cards = E.allCardsOf(E.currentState(after));
          expect(cards).toHaveLength(52);
          expect(new Set(cards)).toEqual(new Set(E.ALL_CARDS));
          expect(problemsOf(after)).toEqual([]);
        });
      }),
    );
  });

  it('apply every move legalMoves lists, and each formats and parses back to itself', () => {
    check(
      fc.property(walkArb, (input) => {
        walk(input, ({ after }) => {
          if (after === null) return;
          const state = E.currentState(after);
          for (const move of E.legalMoves(state, after.rules)) {
            const applied = E.applyMove(state, move, after.rules);
            expect(applied.ok, JSON.stringify(move)).toBe(true);
            if (applied.ok) expect(applied.value.state.moves).toBe(state.moves + 1);
            const text = E.makeMoveNotation(move, state);
            expect(E.parseMove(text, state, after.rules), text).toEqual({ ok: true, value: move });
          }
        });
      }),
    );
  });

  const randomMoveArb: fc.Arbitrary<E.Move> = fc.oneof(
    fc.constant({ type: 'draw' as const }),
    fc.record({ type: fc.constant('turn' as const), pile: fc.constantFrom(...E.TABLEAU_IDS) }),
    fc.record({
      type: fc.constant('move' as const),
      from: fc.constantFrom(...E.PILE_IDS),
      to: fc.constantFrom(...E.PILE_IDS),
      card: fc.constantFrom(...E.ALL_CARDS),
    }),
  );
  const tokenArb = fc.string({ unit: fc.constantFrom(...'PpWwFf0123456789:>^ ACDHSTJQKXZ'.split('')), maxLength: 8 });

  /** Same from, card and kind of destination: an ace may be sent to any empty foundation, listed once. */
  function isListed(move: E.Move, listed: readonly E.Move[]): boolean {
    return listed.some(
      (m) =>
        JSON.stringify(m) === JSON.stringify(move) ||
        (m.type === 'move' &&
          move.type === 'move' &&
          m.from === move.from &&
          m.card === move.card &&
          E.isFoundationId(m.to) &&
          E.isFoundationId(move.to) &&
          E.rankOf(m.card) === 1),
    );
  }

  it('refuse random moves and tokens with a known reason and an untouched position; what applies is listed', () => {
    check(
      fc.property(
        walkArb,
        fc.array(randomMoveArb, { minLength: 1, maxLength: 20 }),
        fc.array(tokenArb, { minLength: 1, maxLength: 20 }),
        (input, randomMoves, tokens) => {
          let i = 0;
          walk(input, ({ after }) => {
            if (after === null) return;
            const state = E.currentState(after);
            const rules = after.rules;
            const copy = structuredClone(state);
            const move = randomMoves[i % randomMoves.length]!;
            const token = tokens[i++ % tokens.length]!;
            const applied = E.applyMove(state, move, rules);
            if (applied.ok) {
              expect(isListed(move, E.legalMoves(state, rules)), JSON.stringify(move)).toBe(true);
              expect(E.parseMove(E.makeMoveNotation(move, state), state, rules)).toEqual({ ok: true, value: move });
            } else {
              expect(E.REASONS).toContain(applied.error.reason);
              expect(describeIllegalMove(applied.error).length).toBeGreaterThan(0);
            }
            const parsed = E.parseMove(token, state, rules);
            const result = parsed.ok ? E.applyMove(state, parsed.value, rules) : parsed;
            if (!result.ok) expect(E.REASONS, token).toContain(result.error.reason);
            expect(state).toEqual(copy);
          });
        },
      ),
    );
  });

  it('undo right after an action gives back the previous table exactly (auto-moves with the move before them)', () => {
    check(
      fc.property(walkArb, (input) => {
        walk(input, ({ before, action, after }) => {
          if (after === null || action.kind === 'undo' || action.kind === 'redo') return;
          if (action.kind === 'play' || action.kind === 'progress') expect(E.canUndo(after)).toBe(true);
          if (!E.canUndo(after)) return;
          const undone = E.undo(after);
          expect(undone.ok).toBe(true);
          if (!undone.ok) return;
          // Auto-moves are one step with the move that caused them: undo takes back that move too.
          const beforeMove = action.kind === 'auto' && before.cursor > 0 ? E.undo(before) : null;
          const expected = beforeMove?.ok ? beforeMove.value : before;
          expect(undone.value.cursor).toBe(expected.cursor);
          expect(E.currentState(undone.value)).toEqual(E.currentState(expected));
          expect(E.snapshotOf(undone.value)).toEqual(E.snapshotOf(expected));
        });
      }),
    );
  });

  it('redo right after an undo gives back the table from before the undo', () => {
    check(
      fc.property(walkArb, (input) => {
        walk(input, ({ before, action, after }) => {
          if (after === null || action.kind !== 'undo') return;
          if (after.rules.undo === 'single') {
            expect(E.canRedo(after)).toBe(false);
            return;
          }
          const redone = E.redo(after);
          expect(redone.ok).toBe(true);
          if (!redone.ok) return;
          expect(redone.value.game.cursor).toBe(before.cursor);
          expect(redone.value.game.history).toEqual(before.history);
          const [got, want] = [E.currentState(redone.value.game), E.currentState(before)];
          if (usesWindowsScoring(after.rules)) expect(tableOf(got)).toEqual(tableOf(want));
          else expect(got).toEqual(want);
        });
      }),
    );
  });

  it('save and load (through JSON text) to the same game, history and clock', () => {
    check(
      fc.property(walkArb, fc.nat(3), fc.nat(E.MAX_ELAPSED_MS), (input, undos, elapsed) => {
        // a few trailing undos, so that the save usually has a redo future to keep
        const game = Array.from({ length: undos }).reduce<E.Game>((g) => {
          const r = E.undo(g);
          return r.ok ? r.value : g;
        }, walk(input));
        const text = JSON.stringify(E.makeSave(game, elapsed));
        const loaded = E.parseSave(JSON.parse(text));
        expect(loaded.ok, loaded.ok ? '' : loaded.error.message).toBe(true);
        if (!loaded.ok) return;
        const copy = loaded.value.game;
        expect(loaded.value.elapsed).toBe(elapsed);
        expect(E.snapshotOf(copy)).toEqual(E.snapshotOf(game));
        expect(copy.cursor).toBe(game.cursor);
        expect(copy.history).toHaveLength(game.history.length);
        expect(copy.history).toEqual(game.history);
        expect(copy.states).toEqual(game.states);
        expect([E.canUndo(copy), E.canRedo(copy)]).toEqual([E.canUndo(game), E.canRedo(game)]);
        expect([copy.scoringStopsAt, copy.undoLocked, copy.bank]).toEqual([game.scoringStopsAt, game.undoLocked, game.bank]);
        expect(E.parseSaveText(text)).toEqual(loaded);
        if (E.canRedo(game)) {
          const [a, b] = [E.redo(game), E.redo(copy)];
          expect(a.ok && b.ok && E.snapshotOf(b.value.game)).toEqual(a.ok && E.snapshotOf(a.value.game));
        }
      }),
    );
  });

  it('replay the same notation to the same table every time', () => {
    check(
      fc.property(walkArb, (input) => {
        const game = walk(input);
        const start = game.states[0]!;
        const moves = game.history.slice(0, game.cursor).flatMap((entry) => entry.moves);
        const text = E.makeMovesNotation(moves, start, game.rules);
        const replay = (): E.Game => {
          const parsed = E.parseMoves(text, start, game.rules);
          if (!parsed.ok) throw new Error(`replay refused "${parsed.error.token}" at ${parsed.error.index}: ${parsed.error.reason}`);
          return parsed.value.reduce(
            (g, move) => {
              const played = E.play(g, move);
              if (!played.ok) throw new Error(`play refused ${JSON.stringify(move)}`);
              return played.value.game;
            },
            E.newGame(game.rules, game.deal, { bank: game.bank }),
          );
        };
        const [first, second] = [replay(), replay()];
        expect(E.snapshotOf(second)).toEqual(E.snapshotOf(first));
        expect(E.splitMoves(text)).toHaveLength(moves.length);
        const [got, want] = [E.currentState(first), E.currentState(game)];
        // Replayed one by one, auto-moves and a finish count as the player's own moves; all else is equal.
        if (usesWindowsScoring(game.rules)) expect({ ...tableOf(got), moves: 0 }).toEqual({ ...tableOf(want), moves: 0 });
        else expect({ ...got, moves: 0 }).toEqual({ ...want, moves: 0 });
      }),
    );
  });

  /**
   * Moves can arrive from untrusted data (applyMove already refuses an unknown move type and a turn of a
   * non-column): a move naming piles or cards that do not exist must be refused the same way, not crash.
   */
  const malformed: [string, unknown][] = [
    ['unknown move type', { type: 'jump' }],
    ['turn of the waste', { type: 'turn', pile: 'waste' }],
    ['card that does not exist', { type: 'move', from: 'tableau-1', to: 'tableau-2', card: 'ZZ' }],
    ['source column 8', { type: 'move', from: 'tableau-8', to: 'tableau-1', card: 'AS' }],
    ['source foundation-0', { type: 'move', from: 'foundation-0', to: 'tableau-5', card: '9D' }],
    ['destination column 8', { type: 'move', from: 'tableau-2', to: 'tableau-8', card: 'AS' }],
    ['destination foundation-5', { type: 'move', from: 'tableau-2', to: 'foundation-5', card: 'AS' }],
  ];
  it.each(malformed)('refuse a malformed move (%s) with a reason, without throwing', (_name, move) => {
    const state = E.currentState(E.newGame(E.DEFAULT_RULES, 1));
    const result = (() => {
      try {
        return E.applyMove(state, move as E.Move, E.DEFAULT_RULES);
      } catch (error) {
        return { thrown: String(error) };
      }
    })();
    expect(result).toMatchObject({ ok: false });
    if ('ok' in result && !result.ok) expect(E.REASONS).toContain(result.error.reason);
  });
});
