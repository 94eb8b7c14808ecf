/**
 * Everything the app keeps (the game in progress, settings, statistics) goes through here: a small
 * key–value store on IndexedDB (idb-keyval), with the faults a phone browser can throw at it handled
 * in one place. IndexedDB missing or refusing (private browsing) or the quota full: the app carries on
 * in memory and says so once. A record that fails to parse is kept aside under `aside:…`, never deleted.
 */
import { createStore, get, set, update, type UseStore } from 'idb-keyval';

export type StorageFault = 'unavailable' | 'quota' | 'failed';

export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  /** Atomic read-modify-write (get-then-set is not). */
  update(key: string, change: (old: unknown) => unknown): Promise<void>;
}

/** IndexedDB through idb-keyval: one database, one object store. */
export function indexedDbStore(database = 'klondike', store = 'kv'): KeyValueStore {
  let handle: UseStore | null = null;
  const db = (): UseStore => (handle ??= createStore(database, store));
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    update: (key, change) => update(key, change, db()),
  };
}

/** A store that lives only as long as the page: the fallback when IndexedDB cannot be used. */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => { values.set(key, structuredClone(value)); },
    update: async (key, change) => { values.set(key, structuredClone(change(values.get(key)))); },
  };
}

function faultOf(error: unknown): StorageFault {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'NotFoundError' || name === 'UnknownError') return 'unavailable';
  return 'failed';
}

const FAULT_MESSAGES: Readonly<Record<StorageFault, string>> = {
  unavailable: 'This browser is not letting the game store anything (private browsing?). You can play, but the game will not be kept when you close it.',
  quota: 'The device is out of storage space, so the game could not be saved. Free some space to keep your progress.',
  failed: 'The game could not be saved just now. It will try again after your next move.',
};

/**
 * The app's storage: never throws, falls back to memory when IndexedDB is unusable, reports each kind
 * of fault once through `onFault`, and keeps unreadable records aside.
 */
export class AppStorage {
  private store: KeyValueStore;
  private readonly reported = new Set<StorageFault>();
  private pending: Promise<unknown> = Promise.resolve();

  constructor(store: KeyValueStore, private readonly onFault: (message: string) => void = () => {}) {
    this.store = store;
  }

  /** Resolves when every write started so far has finished (the automation hook's "state saved"). */
  settled(): Promise<void> {
    return this.pending.then(() => undefined, () => undefined);
  }

  async get(key: string): Promise<unknown> {
    try {
      return await this.store.get(key);
    } catch (error) {
      this.fault(error);
      return undefined;
    }
  }

  /** Writes are queued, so a later save never lands before an earlier one. */
  set(key: string, value: unknown): Promise<boolean> {
    return this.queue(() => this.store.set(key, value));
  }

  update(key: string, change: (old: unknown) => unknown): Promise<boolean> {
    return this.queue(() => this.store.update(key, change));
  }

  /** Keeps an unreadable record under `aside:<key>:<time>` so nothing a player had is ever lost. */
  keepAside(key: string, value: unknown, reason: string, now = Date.now()): Promise<boolean> {
    return this.set(`aside:${key}:${now}`, { key, reason, value, keptAt: now });
  }

  private queue(write: () => Promise<void>): Promise<boolean> {
    const run = this.pending.then(write).then(() => true, (error: unknown) => {
      this.fault(error);
      return false;
    });
    this.pending = run;
    return run;
  }

  private fault(error: unknown): void {
    const kind = faultOf(error);
    // With IndexedDB gone for good, carry on in memory rather than failing every move.
    if (kind === 'unavailable') this.store = memoryStore();
    if (this.reported.has(kind)) return;
    this.reported.add(kind);
    this.onFault(FAULT_MESSAGES[kind]);
  }
}

/** Opens the app's storage: IndexedDB when the browser has it, memory (with a notice) when not. */
export function openAppStorage(onFault: (message: string) => void): AppStorage {
  const hasIndexedDb = indexedDbPresent();
  const storage = new AppStorage(hasIndexedDb ? indexedDbStore() : memoryStore(), onFault);
  if (!hasIndexedDb) onFault(FAULT_MESSAGES.unavailable);
  return storage;
}

/** Some private modes throw on the mere mention of `indexedDB`; that counts as absent. */
function indexedDbPresent(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false;
  }
}
