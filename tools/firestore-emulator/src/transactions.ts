import { randomBytes } from 'node:crypto';
import type { StoredDocument } from './document.ts';
import { aborted, invalidArgument } from './errors.ts';
import type { DocumentChange } from './listen.ts';
import type { TransactionOptions } from './proto-types.ts';
import { fromProtoTimestamp, type Micros } from './time.ts';

// Pessimistic concurrency, as Firestore does for server SDKs (on Spanner's lock modes): a
// read-write transaction takes a shared lock on every document it reads, an exclusive lock
// on every document it writes (when it commits: writes are buffered until then), and a lock
// on the predicate of every query (and aggregation) it runs. Shared locks of many
// transactions coexist, so readers never wait for readers; an exclusive lock waits for (or
// wounds) every other holder, so nothing read by a transaction changes before it ends and
// "query, then create" cannot create twice. Two transactions that read one document and
// then both write it conflict when they commit: the older wins. Deadlocks are impossible
// under wound-wait: an older transaction that needs a lock held by a younger one aborts the
// younger (ABORTED, which firebase-admin retries after its backoff), a younger one waits for
// an older one. A retry (retry_transaction) keeps its original age, so every transaction
// eventually becomes the oldest and wins. Writes outside transactions hold no locks and wait
// (bounded) until no transaction holds what they change. A transaction idle for 60 s, or
// not committed within 270 s of its start, loses its locks (Firestore's documented limits).

export type TransactionState = 'active' | 'aborted' | 'finished';

/** Shared: a read in a read-write transaction. Exclusive: a write, while committing. */
export type LockMode = 'shared' | 'exclusive';

interface Waiter {
  tx: Transaction;
  mode: LockMode;
  wake: () => void;
}

/** Does a change (before → after, undefined = missing) affect this query's result? */
export type Predicate = (
  path: string,
  before: StoredDocument | undefined,
  after: StoredDocument | undefined,
) => boolean;

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
  /** When it began (ms): it aborts 270 s later if it has not ended. */
  readonly begunAt: number;
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
  /** Any number of shared holders, or one exclusive holder. */
  holders: Map<Transaction, LockMode>;
  /** Transactions waiting for a mode that conflicts with a holder or an older waiter. */
  queue: Waiter[];
}

const conflicts = (a: LockMode, b: LockMode): boolean => a === 'exclusive' || b === 'exclusive';

export interface TransactionLimits {
  /** An idle transaction loses its locks after this long (Firestore: 60 s). */
  idleTimeoutMs?: number;
  /** A transaction not ended this long after it began is aborted (Firestore: 270 s). */
  maxLifetimeMs?: number;
  /** The clock the limits are measured with (tests). */
  now?: () => number;
}

const lockKey = (database: string, path: string): string => `${database}\u0000${path}`;

export class TransactionManager {
  private readonly byId = new Map<string, Transaction>();
  private readonly locks = new Map<string, Lock>();
  private nextPriority = 1;
  private readonly sweeper: NodeJS.Timeout;

  private readonly idleTimeoutMs: number;
  private readonly maxLifetimeMs: number;
  private readonly now: () => number;

  constructor(limits: TransactionLimits = {}) {
    this.idleTimeoutMs = limits.idleTimeoutMs ?? 60_000;
    this.maxLifetimeMs = limits.maxLifetimeMs ?? 270_000;
    this.now = limits.now ?? Date.now;
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
      readTime: options?.readOnly
        ? options.readOnly.readTime
          ? fromProtoTimestamp(options.readOnly.readTime)
          : now
        : undefined,
      priority,
      state: 'active',
      abortReason: '',
      begunAt: this.now(),
      locks: new Set(),
      reads: new Map(),
      predicates: [],
      lastActive: this.now(),
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
    tx.lastActive = this.now();
    return tx;
  }

  ensureActive(tx: Transaction): void {
    if (tx.state === 'aborted') throw aborted(tx.abortReason);
    if (tx.state === 'finished') throw invalidArgument('The transaction has expired or is invalid.');
  }

  /**
   * Locks the documents for a read-write transaction (shared to read them, exclusive to
   * write them), wounding younger holders in the way and waiting for older ones. If the
   * request is cancelled meanwhile, the transaction is aborted rather than left holding
   * locks for a client that has gone.
   */
  async lock(tx: Transaction, paths: Iterable<string>, mode: LockMode, signal?: AbortSignal): Promise<void> {
    if (tx.readOnly) return;
    const keys = [...new Set([...paths].map((path) => lockKey(tx.database, path)))].sort();
    const onAbort = (): void => this.abort(tx, 'The request was cancelled.');
    signal?.addEventListener('abort', onAbort);
    try {
      for (const key of keys) await this.acquire(tx, key, mode);
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    tx.lastActive = this.now();
  }

  /** Registers a query read by a read-write transaction (a lock on its predicate). */
  lockPredicate(tx: Transaction, predicate: Predicate): void {
    if (!tx.readOnly) tx.predicates.push(predicate);
  }

  /** An active transaction other than `self` that holds a lock (of either mode) on one of the paths. */
  lockHolder(database: string, paths: Iterable<string>, self?: Transaction): Transaction | undefined {
    for (const path of paths) {
      for (const holder of this.locks.get(lockKey(database, path))?.holders.keys() ?? []) {
        if (holder !== self && holder.state === 'active') return holder;
      }
    }
    return undefined;
  }

  /** The mode `tx` holds the document in, if any (tests and diagnostics). */
  heldMode(tx: Transaction, path: string): LockMode | undefined {
    return this.locks.get(lockKey(tx.database, path))?.holders.get(tx);
  }

  /** The oldest active transaction other than `self` whose queries the changes would alter. */
  predicateHolder(
    database: string,
    changes: readonly DocumentChange[],
    self?: Transaction,
  ): Transaction | undefined {
    let oldest: Transaction | undefined;
    for (const tx of this.byId.values()) {
      if (tx === self || tx.state !== 'active' || tx.database !== database || tx.predicates.length === 0)
        continue;
      if (oldest && oldest.priority < tx.priority) continue;
      if (
        changes.some((change) =>
          tx.predicates.some((matches) => matches(change.path, change.before, change.after)),
        )
      )
        oldest = tx;
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
        ? setTimeout(
            () => {
              cleanup();
              reject(aborted('Too much contention on these documents. Please try again.'));
            },
            Math.max(0, deadline - Date.now()),
          )
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
    tx.lastActive = this.now();
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
    tx.lastActive = this.now();
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

  /**
   * Grants `mode` on `key` once no other holder's mode conflicts with it and no older
   * transaction waits for a conflicting mode (so a stream of readers cannot starve a writer).
   * Younger holders in the way are wounded; older ones are waited for.
   */
  private async acquire(tx: Transaction, key: string, mode: LockMode): Promise<void> {
    for (;;) {
      this.ensureActive(tx);
      let lock = this.locks.get(key);
      if (!lock) {
        lock = { holders: new Map(), queue: [] };
        this.locks.set(key, lock);
      }
      const held = lock.holders.get(tx);
      if (held === 'exclusive' || held === mode) return;
      for (const [holder, holderMode] of [...lock.holders]) {
        if (holder !== tx && conflicts(mode, holderMode) && tx.priority < holder.priority) {
          this.abort(holder, 'Transaction was aborted by an older conflicting transaction.');
        }
      }
      this.ensureActive(tx);
      const blocked =
        [...lock.holders].some(([holder, holderMode]) => holder !== tx && conflicts(mode, holderMode)) ||
        lock.queue.some(
          (waiter) => waiter.tx !== tx && waiter.tx.priority < tx.priority && conflicts(mode, waiter.mode),
        );
      if (!blocked) {
        lock.holders.set(tx, mode);
        tx.locks.add(key);
        return;
      }
      await this.wait(tx, key, lock, mode);
    }
  }

  /** Queues `tx` on the lock until something changes there (a holder or an older waiter leaves). */
  private wait(tx: Transaction, key: string, lock: Lock, mode: LockMode): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        tx,
        mode,
        wake: () => {
          tx.waiter = undefined;
          resolve();
        },
      };
      tx.waiter = (error) => {
        lock.queue = lock.queue.filter((w) => w !== waiter);
        tx.waiter = undefined;
        reject(error);
        // Younger waiters may have queued behind this one.
        this.wakeAll(key, lock);
      };
      lock.queue.push(waiter);
    });
  }

  /** Every waiter checks again, oldest first (their checks run in this order). */
  private wakeAll(key: string, lock: Lock): void {
    const waiters = lock.queue.sort((a, b) => a.tx.priority - b.tx.priority);
    lock.queue = [];
    for (const waiter of waiters) waiter.wake();
    // An empty lock goes; woken waiters look it up again (and make a new one if need be).
    if (lock.holders.size === 0 && this.locks.get(key) === lock) this.locks.delete(key);
  }

  private release(key: string, tx: Transaction): void {
    const lock = this.locks.get(key);
    if (!lock || !lock.holders.delete(tx)) return;
    this.wakeAll(key, lock);
  }

  /** Aborts transactions idle for too long or past their lifetime; forgets ended ones. */
  sweep(): void {
    const now = this.now();
    for (const [id, tx] of this.byId) {
      if (tx.state === 'active' && now - tx.begunAt > this.maxLifetimeMs) {
        this.abort(tx, 'Transaction lock timeout: the transaction was not committed within 270 seconds.');
      } else if (tx.state === 'active' && !tx.waiter && now - tx.lastActive > this.idleTimeoutMs) {
        this.abort(tx, 'Transaction lock timeout: the transaction was idle too long.');
      }
      // Remember ended transactions a while so late calls (rollback after abort) get a meaningful error.
      if (tx.state !== 'active' && now - tx.lastActive > this.idleTimeoutMs) this.byId.delete(id);
    }
  }
}
