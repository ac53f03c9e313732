// The one unit of work every repository shares: typed document handles read and written through
// a Store (plain reads) or a UnitOfWork (one Firestore transaction). Repositories are written
// once against these interfaces; firestore-store.ts runs them on Firestore and memory-store.ts
// in unit tests, with the same transaction rules.
import type { DocumentData } from 'firebase-admin/firestore';

/** Entity ↔ stored document. `fromDoc` throws on corrupt data. */
export interface Mapper<T> {
  toDoc(value: T): DocumentData;
  fromDoc(data: DocumentData): T;
}

/** A document of a known type. Only repositories make them, from ids validated by the contracts. */
export interface Doc<T> {
  readonly path: string;
  readonly mapper: Mapper<T>;
}

export function docAt<T>(path: string, mapper: Mapper<T>): Doc<T> {
  return { path, mapper };
}

export interface Reader {
  get<T>(doc: Doc<T>): Promise<T | null>;
}

/** One transaction: all reads before any write; the writes apply together or not at all. */
export interface UnitOfWork extends Reader {
  /** A new random document id (Firestore's auto-id). */
  newId(): string;
  /** Fails the transaction when the document exists. */
  create<T>(doc: Doc<T>, value: T): void;
  set<T>(doc: Doc<T>, value: T): void;
  /** Changes the given stored fields of an existing document. */
  update(doc: Doc<unknown>, fields: DocumentData): void;
  /**
   * Adds `deltas` to numeric stored fields (dotted paths; a missing field counts as 0) and sets
   * `fields`, on an existing document, without reading it: the transaction locks the document
   * only while it commits, so concurrent writers of counters never wait for each other's reads.
   */
  increment(doc: Doc<unknown>, deltas: Readonly<Record<string, number>>, fields?: DocumentData): void;
  delete(doc: Doc<unknown>): void;
}

export interface Store extends Reader {
  /** Runs `work` in one transaction, retried on contention like Firestore's runTransaction. */
  transaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T>;
}
