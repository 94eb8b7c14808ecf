/**
 * Everything the app keeps (the game in progress, settings, statistics) goes through here: a small
 * key–value store on IndexedDB, with the faults a phone browser can throw at it handled in one place.
 * IndexedDB missing or refusing (private browsing) or the quota full: the app carries on in memory and
 * says so once. The database slow to open or closed for another page: the app carries on without it
 * and writes everything again when it is back. A record that fails its check is kept aside under
 * `aside:…` before anything replaces it, never deleted; "kept aside" is said only once it is written.
 */
import { IndexedDbStore, type AwayReason } from './indexedDbStore';

export type StorageFault = 'unavailable' | 'quota' | 'failed';

/** A copy kept aside: the key and record to write next to the change. */
export type AsideEntry = readonly [string, unknown];

export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  /**
   * Atomic read-modify-write (get-then-set is not). `aside`, when it gives an entry for the old value,
   * writes that entry in the same transaction: both land or neither does.
   */
  update(key: string, change: (old: unknown) => unknown, aside?: (old: unknown) => AsideEntry | undefined): Promise<void>;
}

/** A store that can be slow to open and can go away for a while (IndexedDB): the app watches it. */
export interface StoreConnection {
  connect(): Promise<unknown>;
  /** Resolves when reads can be answered, which may be before `connect` resolves; rejects as it does. Without it, reads wait for `connect`. */
  readable?(): Promise<unknown>;
  onAway(listener: (reason: AwayReason) => void): void;
  onOpen(listener: () => void): void;
}

/** IndexedDB: one database, one object store. */
export function indexedDbStore(database = 'klondike', store = 'kv'): KeyValueStore & StoreConnection {
  return new IndexedDbStore(database, store);
}

/**
 * A store that lives only as long as the page: the fallback when IndexedDB cannot be used. Values go
 * in and out as structured clones, as IndexedDB's do; `values` lets a test look at what it holds.
 */
export function memoryStore(values = new Map<string, unknown>()): KeyValueStore {
  return {
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => { values.set(key, structuredClone(value)); },
    update: async (key, change, aside) => {
      const old = values.get(key);
      const extra = aside?.(old);
      const next = structuredClone(change(old));
      if (extra !== undefined) values.set(extra[0], structuredClone(extra[1]));
      values.set(key, next);
    },
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

/** Why storage is not being written for now, in the player's words. */
const AWAY_MESSAGES: Readonly<Record<AwayReason | 'slow', string>> = {
  slow: 'The device\'s storage is not answering, so this game is not being saved for now. It will be saved as soon as storage answers.',
  versionchange: 'Another page is clearing or updating this app\'s saved data, so this game is not being saved for now. It will be saved again as soon as that is done.',
  closed: 'The browser closed this app\'s saved data, so this game is not being saved for now. It will be saved again as soon as it opens.',
};
const BACK_MESSAGE = 'Storage answers again: this game is being saved again.';

/** How long launch waits for the database before it deals from memory. */
export const BOOT_WAIT_MS = 2000;

/** The key a copy of `key` is kept aside under. */
export const asideKey = (key: string, at: number): string => `aside:${key}:${at}`;

/**
 * The app's storage: never throws, falls back to memory when IndexedDB is unusable, reports each kind
 * of fault once through `onFault`, and keeps unreadable records aside. While the database is away
 * (slow to open, or closed for another page) reads find nothing and writes are skipped; when it is
 * back, the `onBack` listeners write everything again.
 */
export class AppStorage {
  private store: KeyValueStore;
  private readonly reported = new Set<StorageFault>();
  private pending: Promise<unknown> = Promise.resolve();
  private away: AwayReason | 'slow' | null = null;
  private readonly backListeners: (() => Promise<unknown>)[] = [];
  /** Back before anyone listened (launch was still under way): the first listener runs at once. */
  private backUnheard = false;
  private lastAside = 0;

  constructor(store: KeyValueStore & Partial<StoreConnection>, private readonly onFault: (message: string) => void = () => {}, private readonly now: () => number = Date.now) {
    this.store = store;
    store.onAway?.((reason) => this.goAway(reason));
    store.onOpen?.(() => this.comeBack());
  }

  /**
   * Waits for the database to open, at most `waitMs`: launch never waits longer on storage. Past
   * that, the app plays from memory (and says so) until the database answers.
   */
  async start(waitMs = BOOT_WAIT_MS): Promise<void> {
    const connection = (this.store as Partial<StoreConnection>).connect?.();
    if (connection === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), waitMs); });
    const opened = connection.then(() => 'open' as const, (error: unknown) => {
      // Refused, even late: the app plays from memory (said once), which is always there to write.
      this.fault(error);
      if (this.away === 'slow') this.away = null;
      return 'failed' as const;
    });
    // Launch waits only until reads can be answered: a database being created is empty at once.
    const readable = (this.store as Partial<StoreConnection>).readable?.().then(() => 'open' as const, () => opened) ?? opened;
    const first = await Promise.race([readable, late]);
    clearTimeout(timer);
    if (first === 'late') this.goAway('slow');
  }

  /** Runs `rewrite` each time the database is back after being away (to write everything again). */
  onBack(rewrite: () => Promise<unknown>): void {
    this.backListeners.push(rewrite);
    if (this.backUnheard) {
      this.backUnheard = false;
      void rewrite().catch(() => undefined);
    }
  }

  /** Is the database there to be written (false while it is away)? */
  get writable(): boolean {
    return this.away === null;
  }

  /** Resolves when every write started so far has finished (the automation hook's "state saved"). */
  settled(): Promise<void> {
    return this.pending.then(() => undefined, () => undefined);
  }

  async get(key: string): Promise<unknown> {
    if (this.away !== null) return undefined;
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

  /**
   * Atomic read-modify-write. When `unreadable(old)` gives a reason, the old record is kept aside in
   * the same transaction (`keptAside` is called once that has landed), so nothing is ever replaced
   * without its copy.
   */
  update(
    key: string, change: (old: unknown) => unknown,
    unreadable?: (old: unknown) => string | null, keptAside?: () => void, at = this.now(),
  ): Promise<boolean> {
    let aside = false;
    const entry = unreadable === undefined ? undefined : (old: unknown): AsideEntry | undefined => {
      const reason = old === undefined ? null : unreadable(old);
      aside = reason !== null;
      return reason === null ? undefined : this.asideEntry(key, old, reason, at);
    };
    return this.queue(() => this.store.update(key, change, entry)).then((done) => {
      if (done && aside) keptAside?.();
      return done;
    });
  }

  /** Keeps an unreadable record under `aside:<key>:<time>`; true once it is written, false if it could not be. */
  keepAside(key: string, value: unknown, reason: string, at = this.now()): Promise<boolean> {
    const [asideAt, record] = this.asideEntry(key, value, reason, at);
    return this.set(asideAt, record);
  }

  private asideEntry(key: string, value: unknown, reason: string, now: number): AsideEntry {
    // Two copies in one millisecond must not share a key.
    const at = Math.max(now, this.lastAside + 1);
    this.lastAside = at;
    return [asideKey(key, at), { key, reason, value, keptAt: at }];
  }

  private queue(write: () => Promise<void>): Promise<boolean> {
    const run = this.pending.then(() => {
      // Away, nothing is written: the `onBack` rewrite puts it all in when the database returns.
      if (this.away !== null) return false;
      return write().then(() => true, (error: unknown) => {
        // A write cut off by the database going away is not a fault: it is written again on return.
        if (this.away === null) this.fault(error);
        return false;
      });
    });
    this.pending = run;
    return run;
  }

  private goAway(reason: AwayReason | 'slow'): void {
    if (this.away !== null) return;
    this.away = reason;
    this.onFault(AWAY_MESSAGES[reason]);
  }

  private comeBack(): void {
    if (this.away === null) return;
    this.away = null;
    if (this.backListeners.length === 0) this.backUnheard = true;
    void Promise.all(this.backListeners.map((rewrite) => rewrite().catch(() => undefined)))
      .then(() => this.settled())
      .then(() => this.onFault(BACK_MESSAGE));
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
