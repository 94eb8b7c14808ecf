/**
 * The app's one IndexedDB database. Reads and writes go through idb-keyval (`get`, `set`, `del`,
 * `entries`) over a store function (`UseStore`) of the app's own, so that the app sees what a library
 * hides: an open that does not answer (another page's deletion is waiting), a database created empty
 * (site data cleared), and the connection closing under it. On `versionchange` (another page deletes
 * or upgrades the database) the connection is closed at once, so the other page is not blocked.
 * Reopening is `AppStorage`'s job: it keeps trying until the database answers.
 */
import { del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { AsideEntry, KeyValueStore, StoreConnection } from './storage';
import { updateWrites } from './updateWrites';

/**
 * Why the connection went away: another page's upgrade or deletion, the browser closing it, an
 * operation failing with it because the disk is full, or failing otherwise.
 */
export type AwayReason = 'versionchange' | 'closed' | 'full' | 'failed';

/** Chromium reports a full disk as an UnknownError whose message names the file error ("FILE_ERROR_NO_SPACE"). */
export function isDiskFullError(error: unknown): boolean {
  const message = error instanceof DOMException || error instanceof Error ? error.message : '';
  return /NO_SPACE|no space left|disk is full/i.test(message);
}

export class IndexedDbStore implements KeyValueStore, StoreConnection {
  private db: IDBDatabase | null = null;
  private opening: Promise<IDBDatabase> | null = null;
  private readonly awayListeners: ((reason: AwayReason) => void)[] = [];
  private readonly openListeners: ((created: boolean) => void)[] = [];
  /**
   * True while the open under way is creating the database. Until that open succeeds the database is
   * known to be empty: it did not exist, and no other page can open it before its creation is
   * committed. Reads then answer at once, so a first visit does not wait for the creation to reach disk.
   */
  private creating = false;
  /** Resolves when the open under way turns out to create the database. */
  private created: Promise<void> = new Promise(() => {});
  /** idb-keyval's way in: a transaction on the app's connection, opened (or reopened) on demand. */
  private readonly useStore: UseStore = (mode, callback) =>
    this.connect().then((db) => callback(db.transaction(this.storeName, mode).objectStore(this.storeName)));

  constructor(
    private readonly name = 'klondike',
    private readonly storeName = 'kv',
  ) {}

  /** Resolves once the database is open (at once when it is); rejects when IndexedDB refuses. */
  connect(): Promise<IDBDatabase> {
    if (this.db !== null) return Promise.resolve(this.db);
    if (this.opening === null) {
      let onCreated: () => void = () => {};
      this.created = new Promise<void>((resolve) => (onCreated = resolve));
      let createdNow = false;
      this.opening = new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(this.name);
        request.onupgradeneeded = (event) => {
          if (!request.result.objectStoreNames.contains(this.storeName)) request.result.createObjectStore(this.storeName);
          if (event.oldVersion === 0) {
            createdNow = true;
            this.creating = true;
            onCreated();
          }
        };
        request.onsuccess = () => {
          const db = request.result;
          db.onversionchange = () => this.lose(db, 'versionchange');
          db.onclose = () => this.lose(db, 'closed');
          this.db = db;
          this.opening = null;
          this.creating = false;
          resolve(db);
          for (const listener of this.openListeners) listener(createdNow);
        };
        request.onerror = () => {
          this.opening = null;
          this.creating = false;
          reject(request.error ?? new DOMException('open failed', 'UnknownError'));
        };
      });
    }
    return this.opening;
  }

  /** Resolves once reads can be answered: the database is open, or is being created (and so empty). */
  readable(): Promise<unknown> {
    if (this.db !== null || this.creating) return Promise.resolve();
    return Promise.race([this.connect(), this.created]);
  }

  onAway(listener: (reason: AwayReason) => void): void {
    this.awayListeners.push(listener);
  }

  onOpen(listener: (created: boolean) => void): void {
    this.openListeners.push(listener);
  }

  get(key: string): Promise<unknown> {
    if (this.creating) return Promise.resolve(undefined);
    return this.guard(get(key, this.useStore));
  }

  set(key: string, value: unknown): Promise<void> {
    return this.guard(set(key, value, this.useStore));
  }

  del(key: string): Promise<void> {
    return this.guard(del(key, this.useStore));
  }

  entries(): Promise<[string, unknown][]> {
    if (this.creating) return Promise.resolve([]);
    return this.guard(entries<string, unknown>(this.useStore));
  }

  /**
   * idb-keyval's `update`, with one thing more: `aside` may give a second record (the old value's
   * copy) to write in the same transaction, so that both land or neither does.
   */
  update(key: string, change: (old: unknown) => unknown, aside?: (old: unknown) => AsideEntry | undefined): Promise<void> {
    return this.transact([key], updateWrites(key, change, aside));
  }

  transact(keys: readonly string[], work: (values: unknown[]) => readonly AsideEntry[]): Promise<void> {
    return this.guard(
      this.useStore(
        'readwrite',
        (store) =>
          new Promise<void>((resolve, reject) => {
            const values: unknown[] = [];
            let answered = 0;
            keys.forEach((key, index) => {
              const request = store.get(key);
              request.onerror = () => reject(request.error);
              request.onsuccess = () => {
                values[index] = request.result;
                if (++answered < keys.length) return;
                try {
                  for (const [writeKey, value] of work(values)) store.put(value, writeKey);
                  resolve(promisifyRequest(store.transaction));
                } catch (error) {
                  try {
                    store.transaction.abort();
                  } catch {
                    /* already finished */
                  }
                  reject(error);
                }
              };
            });
          }),
      ),
    );
  }

  /**
   * An operation that fails because the connection is unusable (closing, or the browser's storage
   * backend failing: `InvalidStateError`, `UnknownError`) drops the connection, so the next one reopens.
   */
  private guard<T>(operation: Promise<T>): Promise<T> {
    return operation.catch((error: unknown) => {
      const name = error instanceof DOMException || error instanceof Error ? error.name : '';
      if ((name === 'InvalidStateError' || name === 'UnknownError') && this.db !== null) this.lose(this.db, isDiskFullError(error) ? 'full' : 'failed');
      throw error;
    });
  }

  /** Let the other page have the database; `AppStorage` opens it again (that open answers once the other page is done). */
  private lose(db: IDBDatabase, reason: AwayReason): void {
    db.close();
    if (this.db !== db) return;
    this.db = null;
    for (const listener of this.awayListeners) listener(reason);
  }
}
