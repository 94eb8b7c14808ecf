/**
 * The app's one IndexedDB database, opened by hand rather than through a library so that the app can
 * see what a library hides: an open that does not answer (a deletion by another page is waiting), and
 * the connection closing under it. On `versionchange` (another page deletes or upgrades the database)
 * the connection is closed at once, so that the other page is not blocked, and opened again: the new
 * open waits until the other page is done, then answers.
 */
import type { KeyValueStore, StoreConnection } from './storage';

export type AwayReason = 'versionchange' | 'closed';

/** Settles with a request's result or error. */
function answer<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Settles when a transaction has committed (or failed: a full disk shows up here). */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new DOMException('transaction failed', 'UnknownError'));
    tx.onabort = () => reject(tx.error ?? new DOMException('transaction aborted', 'AbortError'));
  });
}

export class IndexedDbStore implements KeyValueStore, StoreConnection {
  private db: IDBDatabase | null = null;
  private opening: Promise<IDBDatabase> | null = null;
  private readonly awayListeners: ((reason: AwayReason) => void)[] = [];
  private readonly openListeners: (() => void)[] = [];
  /**
   * True while the open under way is creating the database. Until that open succeeds the database is
   * known to be empty: it did not exist, and no other page can open it before its creation is
   * committed. Reads then answer at once, so a first visit does not wait for the creation to reach disk.
   */
  private creating = false;
  /** Resolves when the open under way turns out to create the database. */
  private created: Promise<void> = new Promise(() => {});

  constructor(private readonly name = 'klondike', private readonly storeName = 'kv') {}

  /** Resolves once the database is open (at once when it is); rejects when IndexedDB refuses. */
  connect(): Promise<IDBDatabase> {
    if (this.db !== null) return Promise.resolve(this.db);
    if (this.opening === null) {
      let onCreated: () => void = () => {};
      this.created = new Promise<void>((resolve) => (onCreated = resolve));
      this.opening = new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(this.name);
        request.onupgradeneeded = (event) => {
          if (!request.result.objectStoreNames.contains(this.storeName)) request.result.createObjectStore(this.storeName);
          if (event.oldVersion === 0) {
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
          for (const listener of this.openListeners) listener();
        };
        request.onerror = () => {
          this.opening = null;
          this.creating = false;
          reject(request.error);
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

  onOpen(listener: () => void): void {
    this.openListeners.push(listener);
  }

  get(key: string): Promise<unknown> {
    if (this.creating) return Promise.resolve(undefined);
    return this.run('readonly', (store) => answer(store.get(key)));
  }

  set(key: string, value: unknown): Promise<void> {
    return this.run('readwrite', (store, tx) => {
      store.put(value, key);
      return committed(tx);
    });
  }

  update(key: string, change: (old: unknown) => unknown, aside?: (old: unknown) => readonly [string, unknown] | undefined): Promise<void> {
    return this.run('readwrite', (store, tx) => {
      const done = committed(tx);
      let failed: unknown;
      const request = store.get(key);
      // The writes go in from the success handler itself: the transaction is active there, in every browser.
      request.onsuccess = () => {
        try {
          const extra = aside?.(request.result);
          if (extra !== undefined) store.put(extra[1], extra[0]);
          store.put(change(request.result), key);
        } catch (error) {
          // Neither write may land without the other; the error is what the caller hears.
          try { tx.abort(); } catch { /* already finished */ }
          failed = error;
        }
      };
      return done.catch((error: unknown) => { throw failed ?? error; });
    });
  }

  private async run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore, tx: IDBTransaction) => Promise<T>): Promise<T> {
    const db = await this.connect();
    const tx = db.transaction(this.storeName, mode);
    return work(tx.objectStore(this.storeName), tx);
  }

  /** Let the other page have the database, then open it again: that open answers once it is done. */
  private lose(db: IDBDatabase, reason: AwayReason): void {
    db.close();
    if (this.db !== db) return;
    this.db = null;
    for (const listener of this.awayListeners) listener(reason);
    this.connect().catch(() => undefined);
  }
}
