import { randomBytes } from 'node:crypto';
import { aborted, invalidArgument } from './errors.ts';
import type { TransactionOptions } from './proto-types.ts';
import { fromProtoTimestamp, type Micros } from './time.ts';

// Pessimistic concurrency, as Firestore itself does for server SDKs: a read-write
// transaction takes an exclusive lock on every document it reads or writes, so
// contending transactions queue instead of failing, and a counter incremented by N
// clients ends exactly at the number of increments. Deadlocks are impossible under
// wound-wait: an older transaction that needs a lock held by a younger one aborts the
// younger (ABORTED, which firebase-admin retries), a younger one waits for an older one.
// A retry (retry_transaction) keeps its original age, so every transaction eventually
// becomes the oldest and wins. Writes outside transactions never wait: they abort the
// holders of the documents they touch.

export type TransactionState = 'active' | 'aborted' | 'finished';

interface Waiter {
  tx: Transaction;
  key: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

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
  lastActive: number;
  waiter: Waiter | undefined;
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
      lastActive: Date.now(),
      waiter: undefined,
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

  /** Writes outside transactions win: holders of these documents are aborted. */
  preempt(database: string, paths: Iterable<string>): void {
    for (const path of paths) {
      const lock = this.locks.get(lockKey(database, path));
      if (lock) this.abort(lock.holder, 'Transaction was aborted by a conflicting write.');
    }
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

  abort(tx: Transaction, reason: string): void {
    if (tx.state !== 'active') return;
    tx.state = 'aborted';
    tx.abortReason = reason;
    tx.lastActive = Date.now();
    const waiter = tx.waiter;
    if (waiter) {
      tx.waiter = undefined;
      const lock = this.locks.get(waiter.key);
      if (lock) lock.queue = lock.queue.filter((w) => w !== waiter);
      waiter.reject(aborted(reason));
    }
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
      const waiter: Waiter = { tx, key, resolve, reject };
      tx.waiter = waiter;
      lock.queue.push(waiter);
    });
  }

  private releaseAll(tx: Transaction): void {
    for (const key of tx.locks) this.release(key, tx);
    tx.locks.clear();
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
