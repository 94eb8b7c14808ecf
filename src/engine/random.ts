/**
 * The documented PRNG behind deal numbers: MT19937 (Matsumoto & Nishimura, 1998) and Boost's
 * `uniform_int_distribution` as it behaves on 64-bit Linux. Together with `shuffledDeck` in deal.ts they
 * reproduce the layouts that Solvitaire and other published solvers generate for a seed, so any deal
 * can be checked independently. Never change this file's output: deal numbers are a promise to players.
 */

const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;

/** A 32-bit Mersenne Twister; `next()` returns an unsigned 32-bit integer. */
export class Mt19937 {
  private readonly mt = new Uint32Array(N);
  private index = N;

  constructor(seed: number) {
    this.mt[0] = seed >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = this.mt[i - 1]! ^ (this.mt[i - 1]! >>> 30);
      // 1812433253 * prev, done in two 16-bit halves to stay exact in doubles.
      this.mt[i] = (((((prev & 0xffff0000) >>> 16) * 1812433253) << 16) + (prev & 0x0000ffff) * 1812433253 + i) >>> 0;
    }
  }

  next(): number {
    if (this.index >= N) this.twist();
    let y = this.mt[this.index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  private twist(): void {
    const mt = this.mt;
    for (let i = 0; i < N; i++) {
      const y = (mt[i]! & UPPER_MASK) | (mt[(i + 1) % N]! & LOWER_MASK);
      mt[i] = mt[(i + M) % N]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
    }
    this.index = 0;
  }
}

/**
 * A uniform integer in [0, max], unbiased, drawn exactly as Boost's `uniform_int_distribution` draws it
 * from a 32-bit engine: bucket = ⌊2³² / (max+1)⌋, retry until ⌊next / bucket⌋ ≤ max.
 */
export function uniformInt(rng: Mt19937, max: number): number {
  if (max === 0) return 0;
  const bucket = Math.floor(0x100000000 / (max + 1));
  for (;;) {
    const r = Math.floor(rng.next() / bucket);
    if (r <= max) return r;
  }
}
