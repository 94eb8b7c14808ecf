/**
 * The visited set stays exact when entries are removed: removal shifts probe chains back instead of
 * leaving tombstones, and the newest entry takes the removed one's index, so it is checked here
 * against a plain Set under many adds and removes with colliding and growing tables.
 */
import { describe, expect, test } from 'vitest';
import { VisitedSet } from '../../src/solver/visitedSet';

const WIDTH = 3;

/** A deterministic stream of small keys, so that many repeat and the table's chains are long. */
function keyStream(seed: number): () => Uint32Array {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const n = (x >>> 0) % 5000;
    return Uint32Array.of(n, n % 7, 42);
  };
}

describe('VisitedSet', () => {
  test('add, has and remove agree with a plain Set, whichever entries are removed', () => {
    const set = new VisitedSet(WIDTH, 1_000_000, 16);
    const next = keyStream(12345);
    /** Entry index → key text, as the set numbers its entries. */
    const entries: string[] = [];
    const plain = new Set<string>();
    for (let round = 0; round < 20_000; round++) {
      const key = next();
      const text = key.join(',');
      expect(set.add(key)).toBe(!plain.has(text));
      if (!plain.has(text)) {
        plain.add(text);
        entries.push(text);
      }
      if (round % 3 === 0 && entries.length > 0) {
        const entry = (round * 7919) % entries.length;
        set.remove(entry);
        plain.delete(entries[entry]!);
        entries[entry] = entries[entries.length - 1]!;
        entries.pop();
      }
      expect(set.size).toBe(plain.size);
    }
    for (let n = 0; n < 5000; n++) {
      const key = Uint32Array.of(n, n % 7, 42);
      expect(set.has(key)).toBe(plain.has(key.join(',')));
    }
  });

  test('a full set refuses new keys until one is removed', () => {
    const set = new VisitedSet(WIDTH, 2);
    expect(set.add(Uint32Array.of(1, 0, 0))).toBe(true);
    expect(set.add(Uint32Array.of(2, 0, 0))).toBe(true);
    expect(set.add(Uint32Array.of(3, 0, 0))).toBe(false);
    expect(set.full).toBe(true);
    set.remove(0);
    expect(set.has(Uint32Array.of(1, 0, 0))).toBe(false);
    expect(set.has(Uint32Array.of(2, 0, 0))).toBe(true);
    expect(set.add(Uint32Array.of(3, 0, 0))).toBe(true);
  });

  test('a raised limit lets a full set take more keys; a lowered one never drops what it holds', () => {
    const set = new VisitedSet(WIDTH, 2);
    set.add(Uint32Array.of(1, 0, 0));
    set.add(Uint32Array.of(2, 0, 0));
    expect(set.add(Uint32Array.of(3, 0, 0))).toBe(false);
    set.setLimit(3);
    expect(set.full).toBe(false);
    expect(set.add(Uint32Array.of(3, 0, 0))).toBe(true);
    expect(set.add(Uint32Array.of(4, 0, 0))).toBe(false);
    set.setLimit(1);
    expect(set.size).toBe(3);
    expect(set.has(Uint32Array.of(1, 0, 0))).toBe(true);
    expect(set.add(Uint32Array.of(4, 0, 0))).toBe(false);
  });

  test('overHalfFull: more than half the keys it may hold', () => {
    const set = new VisitedSet(WIDTH, 4);
    set.add(Uint32Array.of(1, 0, 0));
    set.add(Uint32Array.of(2, 0, 0));
    expect(set.overHalfFull).toBe(false);
    set.add(Uint32Array.of(3, 0, 0));
    expect(set.overHalfFull).toBe(true);
    set.setLimit(8);
    expect(set.overHalfFull).toBe(false);
  });

  test('keys stay exact across the chunks they are kept in: removing an early entry moves the newest from the last chunk', () => {
    // 20,000 keys fill several chunks (4,096 keys each); each removal copies the newest key, from the
    // last chunk, into the removed entry's place, often in the first.
    const set = new VisitedSet(WIDTH, 1_000_000);
    const key = (n: number): Uint32Array => Uint32Array.of(n, n * 7919, n ^ 0x5555);
    /** Entry index → n, as the set numbers its entries. */
    const entries: number[] = [];
    for (let n = 0; n < 20_000; n++) {
      expect(set.add(key(n))).toBe(true);
      entries.push(n);
    }
    const removed = new Set<number>();
    for (let round = 0; round < 3_000; round++) {
      const entry = (round * 104_729) % entries.length;
      set.remove(entry);
      removed.add(entries[entry]!);
      entries[entry] = entries[entries.length - 1]!;
      entries.pop();
    }
    expect(set.size).toBe(entries.length);
    for (let n = 0; n < 20_000; n++) expect(set.has(key(n))).toBe(!removed.has(n));
    for (const n of [entries[0]!, [...removed][0]!, 19_999]) expect(set.add(key(n))).toBe(removed.has(n));
  });
});
