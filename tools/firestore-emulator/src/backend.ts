import { aggregate } from './aggregation.ts';
import { failedPrecondition, invalidArgument, notFound, toServiceError } from './errors.ts';
import { ListenHub, type DocumentChange } from './listen.ts';
import { joinPath, parseDatabaseName, parseDocumentName, parseParentName } from './paths.ts';
import type {
  Aggregation,
  Fields,
  ProtoTimestamp,
  StructuredQuery,
  TransactionOptions,
  Value,
  Write,
} from './proto-types.ts';
import { IndexFile, IndexRules, type IndexConfig } from './indexes.ts';
import {
  compileQuery,
  inScope,
  matchesQuery,
  projectedFields,
  runQuery,
  type CompiledQuery,
} from './query.ts';
import type { StoredDocument } from './document.ts';
import { Store, type Database } from './store.ts';
import { CommitClock, fromProtoTimestamp, type Micros } from './time.ts';
import { TransactionManager, type Transaction } from './transactions.ts';
import { compareSegments } from './values.ts';
import { applyWrite, writeTarget, type AppliedWrite } from './writes.ts';

// Firestore semantics independent of gRPC: reads, queries, atomic commits, transactions.
// The gRPC service (service.ts) is a thin translation onto this class.

/** How a read is done: inside an existing transaction, starting one, or plain. */
export interface ReadConsistency {
  transaction?: Buffer | Uint8Array;
  newTransaction?: TransactionOptions;
  readTime?: ProtoTimestamp;
  /** Aborted when the client cancels the call. */
  signal?: AbortSignal;
}

export interface ReadContext {
  database: Database;
  /** Set when the read started a transaction: its id goes back to the client. */
  started: Transaction | undefined;
  tx: Transaction | undefined;
  /** A past snapshot to read (read time or read-only transaction); undefined = latest. */
  readAt: Micros | undefined;
  readTime: Micros;
}

export interface CommitResult {
  commitTime: Micros;
  results: { updateTime: Micros | undefined; transformResults: Value[] }[];
}

export interface BatchWriteResult {
  results: ({ updateTime: Micros | undefined; transformResults: Value[] } | undefined)[];
  statuses: { code: number; message: string }[];
}

export interface BackendOptions {
  /** How long a write outside transactions waits for the transactions holding what it changes. */
  lockWaitMs?: number;
  /** A firestore.indexes.json (read again when it changes) or its content: queries it cannot serve fail. */
  indexes?: string | IndexConfig;
}

export class Backend {
  private readonly lockWaitMs: number;
  private readonly indexes: { current(): IndexRules } | undefined;

  constructor(options: BackendOptions = {}) {
    this.lockWaitMs = options.lockWaitMs ?? 20_000;
    if (typeof options.indexes === 'string') this.indexes = new IndexFile(options.indexes);
    else if (options.indexes) {
      const rules = new IndexRules(options.indexes);
      this.indexes = { current: () => rules };
    }
  }

  readonly store = new Store();
  readonly clock = new CommitClock();
  readonly transactions = new TransactionManager();
  readonly listeners = new ListenHub(this.store, this.clock, (parent, query) => this.compile(parent, query));

  /** Compiles a query, refusing it as production would when no index serves it. */
  compile(parentPath: string, structuredQuery: StructuredQuery): CompiledQuery {
    const query = compileQuery(parentPath, structuredQuery);
    this.indexes?.current().check(query, structuredQuery);
    return query;
  }
  /** Bumped on every change, so persistence knows when it is dirty. */
  version = 0;

  private context(databaseName: string, consistency: ReadConsistency): ReadContext {
    const database = this.store.database(databaseName);
    let tx: Transaction | undefined;
    let started: Transaction | undefined;
    if (consistency.transaction?.length) {
      tx = this.transactions.find(databaseName, Buffer.from(consistency.transaction));
    } else if (consistency.newTransaction) {
      tx = started = this.transactions.begin(databaseName, consistency.newTransaction, this.clock.now());
      // A client that cancels before learning the new id can never commit or roll back.
      const transaction = started;
      consistency.signal?.addEventListener('abort', () =>
        this.transactions.abort(transaction, 'The request was cancelled.'),
      );
    }
    const readAt = consistency.readTime ? fromProtoTimestamp(consistency.readTime) : tx?.readTime;
    if (readAt !== undefined && readAt < database.history.horizon) {
      throw failedPrecondition(
        'The read time is older than the history this emulator keeps (1 hour, 100,000 changes).',
      );
    }
    return { database, tx, started, readAt, readTime: readAt ?? this.clock.now() };
  }

  async getDocuments(
    databaseName: string,
    paths: readonly string[],
    consistency: ReadConsistency,
  ): Promise<{
    context: ReadContext;
    docs: (StoredDocument | undefined)[];
  }> {
    const context = this.context(databaseName, consistency);
    const { tx, database } = context;
    if (context.readAt !== undefined) {
      const at = context.readAt;
      return { context, docs: paths.map((path) => database.getAt(path, at)) };
    }
    if (tx) await this.transactions.lock(tx, paths, 'shared', consistency.signal);
    const docs = paths.map((path) => database.get(path));
    if (tx) docs.forEach((doc, i) => this.transactions.recordRead(tx, paths[i] as string, doc?.updateTime));
    context.readTime = this.clock.now();
    return { context, docs };
  }

  query(
    parentName: string,
    structuredQuery: StructuredQuery,
    consistency: ReadConsistency,
  ): {
    context: ReadContext;
    docs: StoredDocument[];
    fieldsOf: (doc: StoredDocument) => Fields;
  } {
    const parent = parseParentName(parentName);
    const query = this.compile(parent.path, structuredQuery);
    const context = this.context(parent.database, consistency);
    const { tx, database } = context;
    const docs = runQuery(database, query, context.readAt);
    // A lock on the query's predicate: a later write that would change the result (a
    // document entering, leaving or changing in it) waits for this transaction or wounds it.
    if (tx && context.readAt === undefined) {
      this.transactions.lockPredicate(
        tx,
        (path, before, after) =>
          inScope(query, path) &&
          ((before !== undefined && matchesQuery(query, before)) ||
            (after !== undefined && matchesQuery(query, after))),
      );
    }
    if (context.readAt === undefined) context.readTime = this.clock.now();
    const fieldsOf = (doc: StoredDocument): Fields => projectedFields(query, doc);
    return { context, docs, fieldsOf };
  }

  aggregate(
    parentName: string,
    structuredQuery: StructuredQuery,
    aggregations: readonly Aggregation[],
    consistency: ReadConsistency,
  ): {
    context: ReadContext;
    fields: Fields;
  } {
    const { context, docs } = this.query(parentName, structuredQuery, consistency);
    return { context, fields: aggregate(aggregations, docs) };
  }

  beginTransaction(databaseName: string, options: TransactionOptions | undefined): Transaction {
    return this.transactions.begin(parseDatabaseName(databaseName), options, this.clock.now());
  }

  rollback(databaseName: string, id: Buffer | Uint8Array): void {
    const tx = this.transactions.find(parseDatabaseName(databaseName), id);
    this.transactions.finish(tx);
  }

  /**
   * All writes apply or none do. In a transaction, the documents written are locked and
   * conflicting changes since its reads abort it. Outside one, the commit waits (at most
   * lockWaitMs) until no transaction holds a document it writes or a query it changes.
   */
  async commit(
    databaseName: string,
    writes: readonly Write[],
    transactionId?: Buffer | Uint8Array,
  ): Promise<CommitResult> {
    parseDatabaseName(databaseName);
    const targets = writes.map((write) => {
      const target = writeTarget(write);
      if (target.database !== databaseName)
        throw invalidArgument(`Write to ${target.database} in a commit to ${databaseName}.`);
      return target.path;
    });
    if (!transactionId?.length) return this.commitOutsideTransaction(databaseName, writes, targets);
    const tx = this.transactions.find(databaseName, transactionId);
    try {
      if (tx.readOnly && writes.length > 0) throw invalidArgument('A read-only transaction cannot write.');
      await this.transactions.lock(tx, targets, 'exclusive');
      const database = this.store.database(databaseName);
      for (;;) {
        const staged = this.stage(databaseName, writes, targets, this.clock.now());
        const holder = this.transactions.predicateHolder(databaseName, staged.changes, tx);
        if (!holder) break;
        await this.transactions.resolveConflict(holder, tx, Infinity);
      }
      for (const [path, seen] of tx.reads) {
        if ((database.get(path)?.updateTime ?? 0) !== seen) {
          this.transactions.abort(tx, `Transaction aborted: ${path} changed since it was read.`);
          this.transactions.ensureActive(tx);
        }
      }
      return this.applyAtomically(databaseName, writes, targets);
    } finally {
      this.transactions.finish(tx);
    }
  }

  private async commitOutsideTransaction(
    databaseName: string,
    writes: readonly Write[],
    targets: readonly string[],
  ): Promise<CommitResult> {
    const deadline = Date.now() + this.lockWaitMs;
    for (;;) {
      let holder = this.transactions.lockHolder(databaseName, targets);
      if (!holder) {
        const staged = this.stage(databaseName, writes, targets, this.clock.now());
        holder = this.transactions.predicateHolder(databaseName, staged.changes);
      }
      if (!holder) return this.applyAtomically(databaseName, writes, targets);
      await this.transactions.resolveConflict(holder, undefined, deadline);
    }
  }

  /** BulkWriter: each write applies (or fails) on its own. */
  async batchWrite(databaseName: string, writes: readonly Write[]): Promise<BatchWriteResult> {
    parseDatabaseName(databaseName);
    const results: BatchWriteResult['results'] = [];
    const statuses: BatchWriteResult['statuses'] = [];
    for (const write of writes) {
      try {
        const target = writeTarget(write);
        if (target.database !== databaseName)
          throw invalidArgument(`Write to ${target.database} in a batch for ${databaseName}.`);
        const outcome = await this.commitOutsideTransaction(databaseName, [write], [target.path]);
        results.push(outcome.results[0]);
        statuses.push({ code: 0, message: '' });
      } catch (error) {
        const { code, details } = toServiceError(error);
        results.push(undefined);
        statuses.push({ code, message: details });
      }
    }
    return { results, statuses };
  }

  /** Applies the writes in memory (nothing stored); a failing precondition or limit throws. */
  private stage(
    databaseName: string,
    writes: readonly Write[],
    targets: readonly string[],
    commitTime: Micros,
  ): {
    results: AppliedWrite[];
    changes: DocumentChange[];
  } {
    const database = this.store.database(databaseName);
    const staged = new Map<string, StoredDocument | undefined>();
    const results = writes.map((write, i) => {
      const path = targets[i] as string;
      const existing = staged.has(path) ? staged.get(path) : database.get(path);
      const applied = applyWrite(databaseName, path, write, existing, commitTime);
      staged.set(path, applied.after);
      return applied;
    });
    const changes: DocumentChange[] = [];
    for (const [path, after] of staged) {
      const before = database.get(path);
      if (after !== before) changes.push({ path, before, after });
    }
    return { results, changes };
  }

  private applyAtomically(
    databaseName: string,
    writes: readonly Write[],
    targets: readonly string[],
  ): CommitResult {
    const database = this.store.database(databaseName);
    const commitTime = this.clock.next();
    const { results, changes } = this.stage(databaseName, writes, targets, commitTime);
    for (const { path, after } of changes) {
      if (after) database.put(after, commitTime);
      else database.remove(path, commitTime);
    }
    if (changes.length > 0) {
      this.version++;
      this.listeners.publish(databaseName, changes);
    }
    return {
      commitTime,
      results: results.map((applied) => ({
        updateTime: applied.after?.updateTime,
        transformResults: applied.transformResults,
      })),
    };
  }

  /** ListDocuments: existing documents and, with showMissing, parents that only have subcollections. */
  listDocuments(
    parentName: string,
    collectionId: string,
    showMissing: boolean,
    pageSize: number,
    pageToken: string,
  ): {
    docs: (StoredDocument | { name: string })[];
    nextPageToken: string;
  } {
    const parent = parseParentName(parentName);
    const database = this.store.database(parent.database);
    const collectionPath = joinPath(parent.path, collectionId);
    const entries = new Map<string, StoredDocument | { name: string }>();
    for (const [id, doc] of database.collections.get(collectionPath)?.docs.entries() ?? [])
      entries.set(id, doc);
    if (showMissing) {
      for (const id of database.missingDocumentIds(collectionPath)) {
        entries.set(id, { name: `${parent.database}/documents/${collectionPath}/${id}` });
      }
    }
    let ids = [...entries.keys()].sort(compareSegments);
    if (pageToken) ids = ids.filter((id) => compareSegments(id, pageToken) > 0);
    const page = pageSize > 0 ? ids.slice(0, pageSize) : ids;
    const nextPageToken = pageSize > 0 && ids.length > pageSize ? (page.at(-1) ?? '') : '';
    return { docs: page.map((id) => entries.get(id) as StoredDocument | { name: string }), nextPageToken };
  }

  listCollectionIds(
    parentName: string,
    pageSize: number,
    pageToken: string,
  ): { ids: string[]; nextPageToken: string } {
    const parent = parseParentName(parentName);
    let ids = this.store.database(parent.database).childCollectionIds(parent.path).sort(compareSegments);
    if (pageToken) ids = ids.filter((id) => compareSegments(id, pageToken) > 0);
    const page = pageSize > 0 ? ids.slice(0, pageSize) : ids;
    const nextPageToken = pageSize > 0 && ids.length > pageSize ? (page.at(-1) ?? '') : '';
    return { ids: page, nextPageToken };
  }

  getDocumentOrThrow(name: string): StoredDocument {
    const { database, path } = parseDocumentName(name);
    const doc = this.store.database(database).get(path);
    if (!doc) throw notFound(`Document ${name} not found.`);
    return doc;
  }

  /** Deletes everything; open listeners see every document removed. */
  clear(): void {
    for (const [name, database] of this.store.databases) {
      const changes: DocumentChange[] = [];
      for (const doc of database.documents()) changes.push({ path: doc.path, before: doc, after: undefined });
      this.listeners.publish(name, changes);
    }
    this.store.clear();
    this.version++;
  }

  close(): void {
    this.transactions.close();
    this.listeners.closeAll();
  }
}
