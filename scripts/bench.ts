/**
 * `npm run bench`: random-playout throughput of the rules engine.
 * Prints moves applied per second and legal-move queries per second (plus save/load costs),
 * measured over a fixed set of deals and presets so runs compare with each other.
 */
import { performance } from 'node:perf_hooks';
import { PRESETS, applyMove, dealLayout, isStuck, legalMoves, makeSave, newGame, parseSave, play, scoringOf, type GameState, type Move } from '../src/engine';

const DEALS = 200;
const MOVES_PER_GAME = 300;

/** A tiny deterministic PRNG so every run plays the same games (xorshift32). */
function xorshift(seed: number): () => number {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x100000000;
  };
}

function playouts(): { applied: number; queries: number; ms: number; queryMs: number; applyMs: number; stuckChecks: number; stuckMs: number } {
  let applied = 0,
    queries = 0,
    queryMs = 0,
    applyMs = 0,
    stuckChecks = 0,
    stuckMs = 0;
  const start = performance.now();
  for (const preset of PRESETS) {
    for (let deal = 1; deal <= DEALS / 10; deal++) {
      const random = xorshift(deal * 2654435761);
      let state: GameState = { ...dealLayout(deal), score: scoringOf(preset.rules).initialScore(0) };
      for (let i = 0; i < MOVES_PER_GAME; i++) {
        const q0 = performance.now();
        const moves: Move[] = legalMoves(state, preset.rules);
        queryMs += performance.now() - q0;
        queries++;
        if (moves.length === 0) break;
        const move = moves[Math.floor(random() * moves.length)]!;
        const a0 = performance.now();
        const result = applyMove(state, move, preset.rules);
        applyMs += performance.now() - a0;
        if (!result.ok) throw new Error('a listed legal move was refused');
        state = result.value.state;
        applied++;
        if (i % 10 === 0) {
          // The table asks "no more moves?" after every move; sample it.
          const s0 = performance.now();
          isStuck(state, preset.rules);
          stuckMs += performance.now() - s0;
          stuckChecks++;
        }
      }
    }
  }
  return { applied, queries, ms: performance.now() - start, queryMs, applyMs, stuckChecks, stuckMs };
}

function saveRoundTrips(): { games: number; entries: number; ms: number } {
  const random = xorshift(12345);
  let game = newGame(PRESETS[0]!.rules, 7);
  for (let i = 0; i < 500; i++) {
    const moves = legalMoves(game.states[game.cursor]!, game.rules);
    if (moves.length === 0) break;
    const played = play(game, moves[Math.floor(random() * moves.length)]!);
    if (played.ok) game = played.value.game;
  }
  const start = performance.now();
  const rounds = 50;
  for (let i = 0; i < rounds; i++) {
    const loaded = parseSave(JSON.parse(JSON.stringify(makeSave(game))));
    if (!loaded.ok) throw new Error(loaded.error.message);
  }
  return { games: rounds, entries: game.history.length, ms: performance.now() - start };
}

const rate = (count: number, ms: number): string => `${Math.round((count / ms) * 1000).toLocaleString('en-US')}/s`;

playouts(); // warm-up so the JIT has compiled the hot paths
const p = playouts();
const s = saveRoundTrips();
console.log(`random playouts: ${PRESETS.length} presets × ${DEALS / 10} deals, up to ${MOVES_PER_GAME} moves each`);
console.log(`  moves applied:        ${p.applied.toLocaleString('en-US')} in ${p.applyMs.toFixed(0)} ms → ${rate(p.applied, p.applyMs)}`);
console.log(`  legal-move queries:   ${p.queries.toLocaleString('en-US')} in ${p.queryMs.toFixed(0)} ms → ${rate(p.queries, p.queryMs)}`);
console.log(`  "no more moves" checks: ${p.stuckChecks.toLocaleString('en-US')} in ${p.stuckMs.toFixed(0)} ms → ${rate(p.stuckChecks, p.stuckMs)}`);
console.log(`  whole playout loop:   ${(p.ms / 1000).toFixed(2)} s → ${rate(p.applied, p.ms)} moves`);
console.log(`save → JSON → parseSave (replay): ${s.entries} entries, ${(s.ms / s.games).toFixed(2)} ms per round trip`);
