/**
 * The exact set of positions already searched: fixed-width keys of 32-bit words kept in typed arrays
 * of CHUNK_ENTRIES keys each, found through an open-addressing table of indices. No strings and no
 * objects per position, so a million positions cost about 45 MB rather than hundreds, and a full set
 * says so instead of growing past the memory the caller allowed.
 */
export class VisitedSet {
  private readonly width: number;
  private maxEntries: number;
  /**
   * The keys, entry e at `chunks[e >> CHUNK_BITS]`, word `(e & CHUNK_MASK) * width`. Chunks, not one
   * array grown by doubling: growing copied every key, and the fresh memory of each copy cost a page
   * fault per 4 KB (3–10 % of a long proof's CPU time went to the kernel; src/solver/README.md);
   * a new chunk touches only the memory its keys take.
   */
  private readonly chunks: Uint32Array[] = [];
  /**
   * Slot → entry index + 1 in the low ENTRY_BITS (0 = empty), and the top bits of the key's hash as a
   * tag: a probe compares the tag first, so it seldom reads a key that does not match (most probes
   * miss the cache there), at no cost in memory.
   */
  private slots: Int32Array;
  private mask: number;
  private count = 0;

  constructor(width: number, maxEntries: number, initialEntries = 1 << 12) {
    this.width = width;
    this.maxEntries = Math.min(MAX_ENTRIES, Math.max(1, maxEntries));
    const entries = Math.min(initialEntries, this.maxEntries);
    const slotCount = nextPowerOfTwo(entries * 2);
    this.slots = new Int32Array(slotCount);
    this.mask = slotCount - 1;
  }

  get size(): number {
    return this.count;
  }
  get full(): boolean {
    return this.count >= this.maxEntries;
  }
  /** Whether the set holds more than half the keys it may. */
  get overHalfFull(): boolean {
    return this.count * 2 > this.maxEntries;
  }

  /** Lets the set hold up to `maxEntries` keys from now on (never fewer than it holds). */
  setLimit(maxEntries: number): void {
    this.maxEntries = Math.min(MAX_ENTRIES, Math.max(this.count, 1, maxEntries));
  }

  /** Bytes held by the set's arrays (for the benchmark's memory figures). */
  get bytes(): number {
    return this.chunks.length * CHUNK_ENTRIES * this.width * 4 + this.slots.byteLength;
  }

  /**
   * Adds `key` (its first `width` words). Returns true when it was new, false when already present
   * or when the set is full (check `full` to tell these apart).
   */
  add(key: Uint32Array): boolean {
    const width = this.width;
    const hash = hashKey(key, 0, width);
    const tag = hash & TAG_MASK;
    let slot = hash & this.mask;
    for (;;) {
      const value = this.slots[slot]!;
      if (value === 0) break;
      if ((value & TAG_MASK) === tag && this.matches((value & ENTRY_MASK) - 1, key)) return false;
      slot = (slot + 1) & this.mask;
    }
    if (this.count >= this.maxEntries) return false;
    if (this.count >> CHUNK_BITS === this.chunks.length) this.chunks.push(new Uint32Array(CHUNK_ENTRIES * width));
    // A loop rather than keys.set(key.subarray(…)): no view object made per position.
    const keys = this.chunks[this.count >> CHUNK_BITS]!;
    const base = (this.count & CHUNK_MASK) * width;
    for (let i = 0; i < width; i++) keys[base + i] = key[i]!;
    this.count += 1;
    this.slots[slot] = tag | this.count;
    if (this.count * 2 > this.slots.length) this.rehash();
    return true;
  }

  /**
   * Forgets the entry with index `entry` (entries are numbered 0 … size − 1 in the order they were
   * added). The newest entry takes its index, so a caller that holds entry indices must remove the
   * newest of them first. The slot is emptied by shifting its probe chain back (not by a tombstone),
   * so lookups of the keys that remain stay exact and the table never fills with dead slots.
   */
  remove(entry: number): void {
    this.emptySlot(this.slotOf(entry));
    const last = this.count - 1;
    if (entry !== last) {
      const width = this.width;
      const slot = this.slotOf(last);
      const from = this.chunks[last >> CHUNK_BITS]!;
      const fromBase = (last & CHUNK_MASK) * width;
      const to = this.chunks[entry >> CHUNK_BITS]!;
      const toBase = (entry & CHUNK_MASK) * width;
      for (let i = 0; i < width; i++) to[toBase + i] = from[fromBase + i]!;
      this.slots[slot] = (this.slots[slot]! & TAG_MASK) | (entry + 1);
    }
    this.count = last;
  }

  /** The slot that points at `entry`. */
  private slotOf(entry: number): number {
    let slot = this.entryHash(entry) & this.mask;
    while ((this.slots[slot]! & ENTRY_MASK) !== entry + 1) slot = (slot + 1) & this.mask;
    return slot;
  }

  /** Empties `slot`, moving back later entries of its probe chain that could sit there (linear probing). */
  private emptySlot(slot: number): void {
    const mask = this.mask;
    let hole = slot;
    for (let next = (hole + 1) & mask; this.slots[next] !== 0; next = (next + 1) & mask) {
      const value = this.slots[next]!;
      const entry = (value & ENTRY_MASK) - 1;
      const home = this.entryHash(entry) & mask;
      // The entry may fill the hole unless its home lies cyclically in (hole, next].
      const stays = hole <= next ? hole < home && home <= next : hole < home || home <= next;
      if (stays) continue;
      this.slots[hole] = value;
      hole = next;
    }
    this.slots[hole] = 0;
  }

  /** Forgets every key, keeping the memory for reuse. */
  clear(): void {
    this.slots.fill(0);
    this.count = 0;
  }

  has(key: Uint32Array): boolean {
    const hash = hashKey(key, 0, this.width);
    const tag = hash & TAG_MASK;
    let slot = hash & this.mask;
    for (;;) {
      const value = this.slots[slot]!;
      if (value === 0) return false;
      if ((value & TAG_MASK) === tag && this.matches((value & ENTRY_MASK) - 1, key)) return true;
      slot = (slot + 1) & this.mask;
    }
  }

  private matches(entry: number, key: Uint32Array): boolean {
    const keys = this.chunks[entry >> CHUNK_BITS]!;
    const base = (entry & CHUNK_MASK) * this.width;
    for (let i = 0; i < this.width; i++) if (keys[base + i] !== key[i]) return false;
    return true;
  }

  /** The hash of entry `entry`'s key. */
  private entryHash(entry: number): number {
    return hashKey(this.chunks[entry >> CHUNK_BITS]!, (entry & CHUNK_MASK) * this.width, this.width);
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    // Each entry's slot is found again from its hash under the wider mask. The keys are read in
    // order, not in the order of the old slots, so that the memory reads them ahead.
    for (let entry = 0; entry < this.count; entry++) {
      const hash = this.entryHash(entry);
      let slot = hash & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = (hash & TAG_MASK) | (entry + 1);
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/** Keys a chunk holds (see `chunks`): 147 KB for the solver's keys, as many as a set started with before. */
const CHUNK_BITS = 12;
const CHUNK_ENTRIES = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK_ENTRIES - 1;

/** Entry indices + 1 take the low 24 bits of a slot; the hash's top 8 bits, the rest. */
const ENTRY_BITS = 24;
const ENTRY_MASK = (1 << ENTRY_BITS) - 1;
const TAG_MASK = ~ENTRY_MASK;
/** The most entries a set holds (16.7 M, far beyond what a search is allowed to keep): their indices must fit a slot. */
const MAX_ENTRIES = ENTRY_MASK - 1;

function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

/** A 32-bit mix of the key `words[start … start + width)` (murmur3's finaliser per word). */
function hashKey(words: Uint32Array, start: number, width: number): number {
  let h = 0x9e3779b9 | 0;
  for (let i = start; i < start + width; i++) {
    let k = Math.imul(words[i]!, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
