/**
 * `npm run bench`: random-playout throughput of the rules engine.
 * Prints moves applied per second and legal-move queries per second (plus save/load costs), and what
 * the "no more moves" walk costs on the tables of greedily played games, measured over a fixed set of
 * deals and presets so runs compare with each other.
 */
import { performance } from 'node:perf_hooks';
import {
  PRESETS,
  StuckSearch,
  applyMove,
  dealLayout,
  isFoundationId,
  legalMoves,
  makeSave,
  newGame,
  parseSave,
  play,
  scoringOf,
  type GameState,
  type Move,
  type StuckVerdict,
} from '../src/engine';

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

function playouts(): { applied: number; queries: number; ms: number; queryMs: number; applyMs: number } {
  let applied = 0,
    queries = 0,
    queryMs = 0,
    applyMs = 0;
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
      }
    }
  }
  return { applied, queries, ms: performance.now() - start, queryMs, applyMs };
}

/** Positions the table walks in one task (outcomeWatch.ts's STUCK_SLICE). */
const SLICE = 200;

/**
 * The "no more moves" walk on every table of greedily played games (a card home or a turn when one is
 * there, else a random move), to the first stuck table: what a player's games ask of it.
 */
function stuckWalks(): { verdicts: Record<StuckVerdict, number>; ms: number[]; positions: number[] } {
  const verdicts: Record<StuckVerdict, number> = { stuck: 0, 'can-progress': 0, unsure: 0 };
  const ms: number[] = [];
  const positions: number[] = [];
  for (const preset of PRESETS) {
    for (let deal = 1; deal <= 5; deal++) {
      const random = xorshift(deal * 40503);
      let state: GameState = { ...dealLayout(deal), score: scoringOf(preset.rules).initialScore(0) };
      for (let i = 0; i < 200; i++) {
        const s0 = performance.now();
        const walk = new StuckSearch(state, preset.rules);
        const verdict = walk.step() ?? 'unsure';
        ms.push(performance.now() - s0);
        positions.push(walk.positions);
        verdicts[verdict]++;
        if (verdict === 'stuck') break;
        const moves = legalMoves(state, preset.rules);
        const progress = moves.filter((m) => m.type === 'turn' || (m.type === 'move' && isFoundationId(m.to) && !isFoundationId(m.from)));
        const pool = progress.length > 0 ? progress : moves;
        const move = pool[Math.floor(random() * pool.length)];
        if (move === undefined) break;
        const result = applyMove(state, move, preset.rules);
        if (!result.ok) throw new Error('a listed legal move was refused');
        state = result.value.state;
      }
    }
  }
  return { verdicts, ms, positions };
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
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
console.log(`  whole playout loop:   ${(p.ms / 1000).toFixed(2)} s → ${rate(p.applied, p.ms)} moves`);
console.log(`save → JSON → parseSave (replay): ${s.entries} entries, ${(s.ms / s.games).toFixed(2)} ms per round trip`);
const w = stuckWalks();
const tables = w.ms.length;
const inOneSlice = w.positions.filter((n) => n <= SLICE).length;
console.log(`"no more moves" walk: ${tables.toLocaleString('en-US')} tables of greedy games (${PRESETS.length} presets × 5 deals)`);
console.log(`  verdicts: ${w.verdicts['can-progress']} can progress, ${w.verdicts.stuck} stuck, ${w.verdicts.unsure} unsure`);
console.log(`  answered within the first slice (${SLICE} positions, no wait): ${((inOneSlice / tables) * 100).toFixed(1)} %`);
console.log(
  `  time per verdict: median ${quantile(w.ms, 0.5).toFixed(2)} ms, p95 ${quantile(w.ms, 0.95).toFixed(1)} ms, p99 ${quantile(w.ms, 0.99).toFixed(1)} ms, max ${quantile(w.ms, 1).toFixed(0)} ms (spread over tasks of ${SLICE} positions)`,
);
console.log(`  positions walked: median ${quantile(w.positions, 0.5)}, p95 ${quantile(w.positions, 0.95)}, max ${quantile(w.positions, 1)}`);
