/**
 * Everything the app keeps (the game in progress, settings, statistics) goes through here: a small
 * key–value store on IndexedDB, with the faults a phone browser throws at it handled in one place.
 *
 * Storage is a state machine that keeps trying: connecting → open → away → (reconnecting) → open. It
 * goes away when another page upgrades or deletes the database, when the browser closes it (site data
 * cleared, storage evicted), or when an operation fails with it; a full disk keeps it open but refuses
 * writes. Whatever the fault, the app plays on, tells the player the real cause once, and tries again
 * (at once, then with a growing pause, and whenever `nudge` says the player is back); when storage
 * answers, the `onBack` listeners write everything the player did meanwhile. Memory stands in only
 * where the browser has no IndexedDB at all.
 *
 * Reads wait for the database: a record never read is never taken for "nothing stored". A record
 * that fails its check is kept aside under `aside:…` before anything replaces it, never deleted.
 */
import { IndexedDbStore, isDiskFullError, type AwayReason } from './indexedDbStore';
import { updateWrites } from './updateWrites';
import { t, type MessageKey } from '../../i18n';

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
  /**
   * Reads `keys` and writes what `work` returns for them, in one transaction: all of it lands or none
   * does (the statistics and the list of games they count).
   */
  transact(keys: readonly string[], work: (values: unknown[]) => readonly AsideEntry[]): Promise<void>;
  del?(key: string): Promise<void>;
  /** Every key and value (the app's database is small: a game, settings, statistics, a few copies). */
  entries?(): Promise<[string, unknown][]>;
}

/** A store that can be slow to open and can go away for a while (IndexedDB): the app watches it. */
export interface StoreConnection {
  /** Opens (or reopens) the store; resolves once it is open, rejects when the browser refuses. */
  connect(): Promise<unknown>;
  /** Resolves when reads can be answered, which may be before `connect` resolves; rejects as it does. */
  readable?(): Promise<unknown>;
  onAway(listener: (reason: AwayReason) => void): void;
  /** `created`: the open made the database anew (a first visit, or its data was cleared). */
  onOpen(listener: (created: boolean) => void): void;
}

/** IndexedDB: one database, one object store. */
export function indexedDbStore(database = 'klondike', store = 'kv'): KeyValueStore & StoreConnection {
  return new IndexedDbStore(database, store);
}

/**
 * A store that lives only as long as the page: the stand-in where the browser has no IndexedDB. Values
 * go in and out as structured clones, as IndexedDB's do; `values` lets a test look at what it holds.
 */
export function memoryStore(values = new Map<string, unknown>()): Required<KeyValueStore> {
  const store: Required<KeyValueStore> = {
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => {
      values.set(key, structuredClone(value));
    },
    update: (key, change, aside) => store.transact([key], updateWrites(key, change, aside)),
    transact: async (keys, work) => {
      const writes = work(keys.map((key) => structuredClone(values.get(key))));
      for (const [key, value] of writes) values.set(key, structuredClone(value));
    },
    del: async (key) => {
      values.delete(key);
    },
    entries: async () => [...values.entries()].map(([key, value]) => [key, structuredClone(value)]),
  };
  return store;
}

/** What keeps storage from being written, as told to the player (one notice per fault, until mended). */
export type StorageTrouble = 'slow' | 'refused' | 'quota' | 'failed' | Exclude<AwayReason, 'full'>;

const TROUBLE_MESSAGES: Readonly<Record<StorageTrouble, MessageKey>> = {
  slow: 'storage.trouble.slow',
  refused: 'storage.trouble.refused',
  quota: 'storage.trouble.quota',
  failed: 'storage.trouble.failed',
  versionchange: 'storage.trouble.versionchange',
  closed: 'storage.trouble.closed',
};

/** The first pause before trying again, and the longest. */
export const RETRY_FIRST_MS = 500;
export const RETRY_MAX_MS = 30_000;
/** A disk this close to its quota is full, whatever the error said. */
const NEARLY_FULL_BYTES = 1_000_000;

/** The key a copy of `key` is kept aside under. */
export const asideKey = (key: string, at: number): string => `aside:${key}:${at}`;

type Status = 'connecting' | 'open' | 'away';

function errorName(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : '';
}

/** The browser's own storage estimate says the disk is full (where it can tell). */
async function diskNearlyFull(): Promise<boolean> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (estimate?.quota === undefined || estimate.usage === undefined) return false;
    return estimate.quota - estimate.usage < NEARLY_FULL_BYTES;
  } catch {
    return false;
  }
}

/**
 * The app's storage: never throws, keeps trying while IndexedDB exists, reports each fault once with
 * its cause through `onFault`, and keeps unreadable records aside.
 */
export class AppStorage {
  private status: Status;
  private trouble: StorageTrouble | null = null;
  private pending: Promise<unknown> = Promise.resolve();
  private readonly backListeners: (() => Promise<boolean>)[] = [];
  private lastAside = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_FIRST_MS;
  private connecting = false;
  private mending = false;
  private everOpened = false;
  /** The last open made the database anew after this launch had it open: its data was cleared. */
  private cleared = false;
  private openWaiters: (() => void)[] = [];
  /** Writes queued while the first open is under way: they go once it answers, or are dropped once it is known to be slow. */
  private firstOpenWaiters: (() => void)[] = [];
  private readonly connection: StoreConnection | null;
  /** Resolves once reads can be answered for the first time (at once without a connection). */
  readonly answered: Promise<void>;
  private markAnswered: () => void = () => {};
  /** Resolves with whether the first open made the database anew (a first visit, or the browser deleted it). */
  readonly createdAtLaunch: Promise<boolean>;
  private markCreated: (created: boolean) => void = () => {};

  constructor(
    private readonly store: KeyValueStore & Partial<StoreConnection>,
    private readonly onFault: (message: string) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    this.connection = typeof store.connect === 'function' ? (store as KeyValueStore & StoreConnection) : null;
    this.status = this.connection === null ? 'open' : 'connecting';
    this.answered = new Promise((resolve) => {
      this.markAnswered = resolve;
    });
    this.createdAtLaunch = new Promise((resolve) => {
      this.markCreated = resolve;
    });
    if (this.connection === null) {
      this.markAnswered();
      this.markCreated(false);
      return;
    }
    this.connection.onAway((reason) => this.goAway(reason));
    this.connection.onOpen((created) => this.opened(created));
    // Opening starts at once: reads wait for it, and `answered` says when the first can be made.
    this.connection.readable?.().then(
      () => this.markAnswered(),
      () => undefined,
    );
    this.tryConnect();
  }

  /** Launch has waited long enough: the player is told that storage has not answered yet. */
  reportSlow(): void {
    if (this.status !== 'open' && this.trouble === null) this.setTrouble('slow');
  }

  /** Runs `rewrite` each time storage is back after a fault (to write everything not yet written); it resolves true when all of it landed. */
  onBack(rewrite: () => Promise<boolean>): void {
    this.backListeners.push(rewrite);
  }

  /** The player is back (the page shown, the window focused): a storage in trouble is tried again now. */
  nudge(): void {
    if (this.status === 'open' && this.trouble === null) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.retry();
  }

  /** Is storage open and every write landing? */
  get healthy(): boolean {
    return this.status === 'open' && this.trouble === null;
  }

  /** Resolves when every write started so far has finished (the automation hook's "state saved"). */
  settled(): Promise<void> {
    return this.pending.then(
      () => undefined,
      () => undefined,
    );
  }

  /** Reads a record; waits for the database when it is away, and tries again when a read fails. */
  async get(key: string): Promise<unknown> {
    return this.read(() => this.store.get(key));
  }

  /** Every record whose key starts with `prefix` (the copies kept aside, say). */
  async entries(prefix: string): Promise<[string, unknown][]> {
    const all = await this.read(() => this.store.entries?.() ?? Promise.resolve([]));
    return all.filter(([key]) => key.startsWith(prefix));
  }

  /** Writes are queued, so a later save never lands before an earlier one. Resolves false when not written. */
  set(key: string, value: unknown): Promise<boolean> {
    return this.queue(() => this.store.set(key, value));
  }

  del(key: string): Promise<boolean> {
    return this.queue(() => this.store.del?.(key) ?? Promise.resolve());
  }

  /**
   * Atomic read-modify-write. When `unreadable(old)` gives a reason, the old record is kept aside in
   * the same transaction (`keptAside` is called once that has landed), so nothing is ever replaced
   * without its copy.
   */
  update(
    key: string,
    change: (old: unknown) => unknown,
    unreadable?: (old: unknown) => string | null,
    keptAside?: () => void,
    at = this.now(),
  ): Promise<boolean> {
    let aside = false;
    const entry =
      unreadable === undefined
        ? undefined
        : (old: unknown): AsideEntry | undefined => {
            const reason = old === undefined ? null : unreadable(old);
            aside = reason !== null;
            return reason === null ? undefined : this.asideEntry(key, old, reason, at);
          };
    return this.queue(() => this.store.update(key, change, entry)).then((done) => {
      if (done && aside) keptAside?.();
      return done;
    });
  }

  /** Reads `keys` and writes what `work` gives, atomically (see `KeyValueStore.transact`). Resolves false when not written. */
  transact(keys: readonly string[], work: (values: unknown[]) => readonly AsideEntry[]): Promise<boolean> {
    return this.queue(() => this.store.transact(keys, work));
  }

  /** The entry that keeps `value` (the record under `key`) aside, to write in a transaction of the caller's. */
  asideRecord(key: string, value: unknown, reason: string, at = this.now()): AsideEntry {
    return this.asideEntry(key, value, reason, at);
  }

  /** Keeps a record under `aside:<key>:<time>`; true once it is written, false if it could not be. */
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

  private async read<T>(reading: () => Promise<T>): Promise<T> {
    for (;;) {
      await this.whenOpen();
      try {
        return await reading();
      } catch (error) {
        this.failed(error);
        // Away now (the connection dropped) or not: either way, wait a moment before reading again.
        await new Promise((resolve) => setTimeout(resolve, this.retryDelay));
      }
    }
  }

  private whenOpen(): Promise<void> {
    if (this.status === 'open') return Promise.resolve();
    return new Promise((resolve) => this.openWaiters.push(resolve));
  }

  private queue(write: () => Promise<void>): Promise<boolean> {
    const run = this.pending.then(async () => {
      if (this.status === 'connecting' && this.trouble === null) await new Promise<void>((resolve) => this.firstOpenWaiters.push(resolve));
      // Away, nothing is written: the `onBack` rewrite puts it all in when the database returns.
      if (this.status !== 'open') {
        this.tryConnect();
        return false;
      }
      return write().then(
        () => {
          // A write landed while in trouble (room again after a full disk): write everything now.
          if (this.trouble !== null && !this.mending) queueMicrotask(() => this.mend());
          return true;
        },
        (error: unknown) => {
          this.failed(error);
          return false;
        },
      );
    });
    this.pending = run;
    return run;
  }

  private failed(error: unknown): void {
    if (errorName(error) === 'QuotaExceededError' || isDiskFullError(error)) this.setTrouble('quota');
    // Away now: the connection dropped with the error, and `goAway` has told the cause.
    else if (this.status === 'open') this.reportFailure();
    this.scheduleRetry();
  }

  /** The browser's backend failing on a full disk says only UnknownError: its estimate tells the truth. */
  private reportFailure(): void {
    void diskNearlyFull().then((full) => this.setTrouble(full ? 'quota' : 'failed'));
  }

  private tryConnect(): void {
    if (this.connection === null || this.connecting || this.status === 'open') return;
    this.connecting = true;
    this.connection.connect().then(
      () => {
        this.connecting = false;
        // Open already (a second AppStorage over one connection): no open event comes.
        if (this.status !== 'open') this.opened(false);
      },
      (error: unknown) => {
        this.connecting = false;
        const name = errorName(error);
        this.setTrouble(name === 'QuotaExceededError' ? 'quota' : name === 'SecurityError' || name === 'InvalidStateError' ? 'refused' : 'failed');
        this.scheduleRetry();
      },
    );
  }

  private opened(created: boolean): void {
    this.status = 'open';
    if (created && this.everOpened) this.cleared = true;
    if (!this.everOpened) this.markCreated(created);
    this.everOpened = true;
    this.markAnswered();
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    for (const waiter of [...this.openWaiters.splice(0), ...this.firstOpenWaiters.splice(0)]) waiter();
    if (this.trouble !== null || this.cleared) void this.mend();
  }

  private goAway(reason: AwayReason): void {
    this.status = 'away';
    if (reason === 'failed') this.reportFailure();
    else this.setTrouble(reason === 'full' ? 'quota' : reason);
    // Reopen at once: after a versionchange the open waits until the other page is done; after a
    // close it makes the database anew.
    this.tryConnect();
  }

  /** Writes everything again through the `onBack` listeners; when all of it lands, the fault is over. */
  private async mend(): Promise<void> {
    if (this.mending || this.status !== 'open') return;
    this.mending = true;
    const cleared = this.cleared;
    try {
      const results = await Promise.all(this.backListeners.map((rewrite) => rewrite().catch(() => false)));
      await this.settled();
      if (!results.every(Boolean) || this.status !== 'open') {
        this.scheduleRetry();
        return;
      }
      const wasInTrouble = this.trouble !== null;
      this.trouble = null;
      this.cleared = false;
      this.retryDelay = RETRY_FIRST_MS;
      if (cleared) this.onFault(t('storage.backCleared'));
      else if (wasInTrouble) this.onFault(t('storage.back'));
    } finally {
      this.mending = false;
    }
  }

  private retry(): void {
    if (this.status === 'open') void this.mend();
    else this.tryConnect();
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== undefined || (this.connection === null && this.trouble === null)) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.retry();
    }, this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
  }

  private setTrouble(kind: StorageTrouble): void {
    if (this.trouble === kind) return;
    // One fault, one notice: a fault already told that shows another face before it is over (another
    // page's deletion that then closes the connection, an error then found to be a full disk) is not
    // told again; "answers again" says when it is over. Only the slow launch's notice is followed up.
    const told = this.trouble !== null && this.trouble !== 'slow';
    this.trouble = kind;
    for (const waiter of this.firstOpenWaiters.splice(0)) waiter();
    if (!told) this.onFault(t(TROUBLE_MESSAGES[kind]));
  }
}

/** Opens the app's storage: IndexedDB when the browser has it, memory (with a notice) when not. */
export function openAppStorage(onFault: (message: string) => void): AppStorage {
  const hasIndexedDb = indexedDbPresent();
  const storage = new AppStorage(hasIndexedDb ? indexedDbStore() : memoryStore(), onFault);
  // The browser has no IndexedDB: nothing can be kept.
  if (!hasIndexedDb) onFault(t('storage.none'));
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
