import { randomBytes } from 'node:crypto';
import type { StoredDocument } from './document.ts';
import { aborted, invalidArgument } from './errors.ts';
import type { DocumentChange } from './listen.ts';
import type { TransactionOptions } from './proto-types.ts';
import { fromProtoTimestamp, type Micros } from './time.ts';

// Pessimistic concurrency, as Firestore itself does for server SDKs: a read-write
// transaction takes an exclusive lock on every document it reads or writes, and a lock on
// the predicate of every query (and aggregation) it runs, so contending transactions queue
// instead of failing, a counter incremented by N clients ends exactly at the number of
// increments, and "query, then create" cannot create twice. Deadlocks are impossible
// under wound-wait: an older transaction that needs a lock held by a younger one aborts
// the younger (ABORTED, which firebase-admin retries), a younger one waits for an older
// one. A retry (retry_transaction) keeps its original age, so every transaction
// eventually becomes the oldest and wins. Writes outside transactions hold no locks and
// wait (bounded) until no transaction holds what they change.

export type TransactionState = 'active' | 'aborted' | 'finished';

interface Waiter {
  tx: Transaction;
  resolve: () => void;
}

/** Does a change (before → after, undefined = missing) affect this query's result? */
export type Predicate = (path: string, before: StoredDocument | undefined, after: StoredDocument | undefined) => boolean;

export interface Transaction {
  readonly id: Buffer;
  readonly database: string;
  readonly readOnly: boolean;
  /** A read-only transaction reads one snapshot, at this time. */
  readonly readTime: Micros | undefined;
  /** Smaller is older. */
  readonly priority: number;
  state: TransactionState;
  abortReason: string;
  readonly locks: Set<string>;
  /** Update time of each document as first read (0 = missing); verified at commit. */
  readonly reads: Map<string, Micros>;
  /** Queries read by the transaction: a change matching one must wait for it (or wound it). */
  readonly predicates: Predicate[];
  lastActive: number;
  /** Cancels the wait the transaction is blocked in, if any. */
  waiter: ((error: Error) => void) | undefined;
  /** Called once when the transaction finishes or aborts. */
  readonly onEnd: Set<() => void>;
}

interface Lock {
  holder: Transaction;
  queue: Waiter[];
}

const lockKey = (database: string, path: string): string => `${database}\u0000${path}`;

export class TransactionManager {
  private readonly byId = new Map<string, Transaction>();
  private readonly locks = new Map<string, Lock>();
  private nextPriority = 1;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    /** An idle transaction loses its locks after this long (Firestore: 60 s idle, 270 s total). */
    private readonly idleTimeoutMs = 60_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), 5_000);
    this.sweeper.unref();
  }

  begin(database: string, options: TransactionOptions | undefined, now: Micros): Transaction {
    let priority = this.nextPriority++;
    const retried = options?.readWrite?.retryTransaction;
    if (retried?.length) {
      const previous = this.byId.get(Buffer.from(retried).toString('hex'));
      if (previous) {
        priority = Math.min(priority, previous.priority);
        this.abort(previous, 'Transaction was retried.');
      }
    }
    const tx: Transaction = {
      id: randomBytes(16),
      database,
      readOnly: options?.readOnly !== undefined,
      readTime: options?.readOnly ? (options.readOnly.readTime ? fromProtoTimestamp(options.readOnly.readTime) : now) : undefined,
      priority,
      state: 'active',
      abortReason: '',
      locks: new Set(),
      reads: new Map(),
      predicates: [],
      lastActive: Date.now(),
      waiter: undefined,
      onEnd: new Set(),
    };
    this.byId.set(tx.id.toString('hex'), tx);
    return tx;
  }

  /** An active transaction by id; ABORTED if it was aborted, INVALID_ARGUMENT if unknown. */
  find(database: string, id: Buffer | Uint8Array): Transaction {
    const tx = this.byId.get(Buffer.from(id).toString('hex'));
    if (!tx || tx.database !== database) throw invalidArgument('The transaction has expired or is invalid.');
    this.ensureActive(tx);
    tx.lastActive = Date.now();
    return tx;
  }

  ensureActive(tx: Transaction): void {
    if (tx.state === 'aborted') throw aborted(tx.abortReason);
    if (tx.state === 'finished') throw invalidArgument('The transaction has expired or is invalid.');
  }

  /**
   * Locks the documents for a read-write transaction, waiting behind older holders.
   * If the request is cancelled meanwhile, the transaction is aborted rather than left
   * holding locks for a client that has gone.
   */
  async lock(tx: Transaction, paths: Iterable<string>, signal?: AbortSignal): Promise<void> {
    if (tx.readOnly) return;
    const keys = [...new Set([...paths].map((path) => lockKey(tx.database, path)))].sort();
    const onAbort = (): void => this.abort(tx, 'The request was cancelled.');
    signal?.addEventListener('abort', onAbort);
    try {
      for (const key of keys) {
        await this.acquire(tx, key);
        this.ensureActive(tx);
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    tx.lastActive = Date.now();
  }

  /** Registers a query read by a read-write transaction (a lock on its predicate). */
  lockPredicate(tx: Transaction, predicate: Predicate): void {
    if (!tx.readOnly) tx.predicates.push(predicate);
  }

  /** An active transaction other than `self` that holds a lock on one of the paths. */
  lockHolder(database: string, paths: Iterable<string>, self?: Transaction): Transaction | undefined {
    for (const path of paths) {
      const holder = this.locks.get(lockKey(database, path))?.holder;
      if (holder && holder !== self && holder.state === 'active') return holder;
    }
    return undefined;
  }

  /** The oldest active transaction other than `self` whose queries the changes would alter. */
  predicateHolder(database: string, changes: readonly DocumentChange[], self?: Transaction): Transaction | undefined {
    let oldest: Transaction | undefined;
    for (const tx of this.byId.values()) {
      if (tx === self || tx.state !== 'active' || tx.database !== database || tx.predicates.length === 0) continue;
      if (oldest && oldest.priority < tx.priority) continue;
      if (changes.some((change) => tx.predicates.some((matches) => matches(change.path, change.before, change.after)))) oldest = tx;
    }
    return oldest;
  }

  /**
   * A transaction whose commit conflicts with `holder`: wound it if we are older, else wait
   * until it ends. Without a transaction (a plain write), wait until the deadline.
   */
  async resolveConflict(holder: Transaction, tx: Transaction | undefined, deadline: number): Promise<void> {
    if (tx && tx.priority < holder.priority) {
      this.abort(holder, 'Transaction was aborted by an older conflicting transaction.');
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const ended = (): void => {
        cleanup();
        resolve();
      };
      // (setTimeout treats Infinity as 1 ms: a transaction waits without a timer.)
      const timer = Number.isFinite(deadline)
        ? setTimeout(() => {
          cleanup();
          reject(aborted('Too much contention on these documents. Please try again.'));
        }, Math.max(0, deadline - Date.now()))
        : undefined;
      const cleanup = (): void => {
        clearTimeout(timer);
        holder.onEnd.delete(ended);
        if (tx) tx.waiter = undefined;
      };
      holder.onEnd.add(ended);
      if (tx) {
        tx.waiter = (error) => {
          cleanup();
          reject(error);
        };
      }
    });
    if (tx) this.ensureActive(tx);
  }

  recordRead(tx: Transaction, path: string, updateTime: Micros | undefined): void {
    if (!tx.readOnly && !tx.reads.has(path)) tx.reads.set(path, updateTime ?? 0);
  }

  finish(tx: Transaction): void {
    if (tx.state !== 'active') return;
    tx.state = 'finished';
    tx.lastActive = Date.now();
    this.releaseAll(tx);
  }

  /** Locks and predicates go; whoever waited for this transaction to end goes on. */
  private releaseAll(tx: Transaction): void {
    for (const key of tx.locks) this.release(key, tx);
    tx.locks.clear();
    tx.predicates.length = 0;
    const ended = [...tx.onEnd];
    tx.onEnd.clear();
    for (const callback of ended) callback();
  }

  abort(tx: Transaction, reason: string): void {
    if (tx.state !== 'active') return;
    tx.state = 'aborted';
    tx.abortReason = reason;
    tx.lastActive = Date.now();
    tx.waiter?.(aborted(reason));
    tx.waiter = undefined;
    this.releaseAll(tx);
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const tx of this.byId.values()) this.abort(tx, 'The emulator is shutting down.');
    this.byId.clear();
    this.locks.clear();
  }

  private acquire(tx: Transaction, key: string): Promise<void> | undefined {
    this.ensureActive(tx);
    const lock = this.locks.get(key);
    if (!lock) {
      this.locks.set(key, { holder: tx, queue: [] });
      tx.locks.add(key);
      return undefined;
    }
    if (lock.holder === tx) return undefined;
    if (tx.priority < lock.holder.priority) {
      // Wound: the younger holder aborts and the lock passes on; try again.
      this.abort(lock.holder, 'Transaction was aborted by an older conflicting transaction.');
      return this.acquire(tx, key);
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { tx, resolve };
      tx.waiter = (error) => {
        lock.queue = lock.queue.filter((w) => w !== waiter);
        reject(error);
      };
      lock.queue.push(waiter);
    });
  }

  /** Hands the lock to the oldest waiting transaction. */
  private release(key: string, tx: Transaction): void {
    const lock = this.locks.get(key);
    if (!lock || lock.holder !== tx) return;
    lock.queue.sort((a, b) => a.tx.priority - b.tx.priority);
    for (let next = lock.queue.shift(); next; next = lock.queue.shift()) {
      if (next.tx.state !== 'active') continue;
      lock.holder = next.tx;
      next.tx.locks.add(key);
      next.tx.waiter = undefined;
      next.tx.lastActive = Date.now();
      next.resolve();
      return;
    }
    this.locks.delete(key);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, tx] of this.byId) {
      if (tx.state === 'active' && !tx.waiter && now - tx.lastActive > this.idleTimeoutMs) {
        this.abort(tx, 'Transaction lock timeout: the transaction was idle too long.');
      }
      // Remember ended transactions a while so late calls (rollback after abort) get a meaningful error.
      if (tx.state !== 'active' && now - tx.lastActive > this.idleTimeoutMs) this.byId.delete(id);
    }
  }
}
