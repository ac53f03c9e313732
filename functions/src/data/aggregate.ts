// One aggregate of an organisation, described once in its own folder (`data/<aggregate>/aggregate.ts`):
// the sub-collections of `orgs/{tid}` it owns, its queries on Firestore and in memory, what it adds
// to OrgData (reads) and to a transaction (writes), and the composite indexes its queries need.
// data/aggregates.ts lists them; OrgData, OrgTransaction, OrgQueries, the in-memory queries and
// the required indexes all derive from that list, so a new aggregate adds a folder and one line.
import type { Firestore } from 'firebase-admin/firestore';
import type { AuditStamp } from './audit/audit.ts';
import type { MemoryStore } from './store/memory-store.ts';
import type { Reader, UnitOfWork } from './store/store.ts';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/** A single-field setting (firestore.indexes.json `fieldOverrides`): its indexes, or a TTL policy. */
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  /** Firestore deletes a document once the time in this field has passed. */
  ttl?: boolean;
  indexes: {
    order?: 'ASCENDING' | 'DESCENDING';
    arrayConfig?: 'CONTAINS';
    queryScope: CompositeIndex['queryScope'];
  }[];
}

/** One field of an index in short: `'tenantId asc'`, `'createdAt desc'` or `'facets contains'`. */
export type IndexFieldSpec = `${string} ${'asc' | 'desc' | 'contains'}`;

/** A composite index from its collection and its fields in short, in order (see IndexFieldSpec). */
export function compositeIndex(
  collectionGroup: string,
  fields: readonly IndexFieldSpec[],
  queryScope: CompositeIndex['queryScope'] = 'COLLECTION',
): CompositeIndex {
  return {
    collectionGroup,
    queryScope,
    fields: fields.map((spec): IndexField => {
      const at = spec.lastIndexOf(' ');
      const fieldPath = spec.slice(0, at);
      const kind = spec.slice(at + 1);
      if (kind === 'contains') return { fieldPath, arrayConfig: 'CONTAINS' };
      return { fieldPath, order: kind === 'asc' ? 'ASCENDING' : 'DESCENDING' };
    }),
  };
}

/** What an aggregate's reads are built from: the organisation's documents and its own queries. */
export interface ReadScope<Q> {
  reader: Reader;
  tid: string;
  queries: Q;
  /** Another aggregate's queries, for a read that spans two (an answer save's scoring table reads its baseline). */
  queriesOf: <Other>(aggregate: {
    readonly name: string;
    readonly queries?: { firestore(db: Firestore, tid: string): Other };
  }) => Other;
}

/** What an aggregate's writes are built from: the transaction and the call's audit stamp. */
export interface WriteScope {
  uow: UnitOfWork;
  tid: string;
  stamp: AuditStamp;
  /** Hands a webhook outbox document written in this transaction to its queue once the transaction commits. */
  handOff: (outboxId: string) => void;
}

export interface Aggregate<N extends string, Q, R, W> {
  /** Its key in OrgQueries (when it has queries). */
  readonly name: N;
  /** The sub-collections of `orgs/{tid}` it owns. */
  readonly collections: readonly string[];
  /** Its lists, pages and searches, on Firestore and on the in-memory store of unit tests and benches. */
  readonly queries?: {
    firestore(db: Firestore, tid: string): Q;
    memory(store: MemoryStore, tid: string): Q;
  };
  /** What it adds to OrgData, by field, each built on first use. */
  readonly reads?: { readonly [K in keyof R]: (scope: ReadScope<Q>) => R[K] };
  /** What it adds to a transaction (OrgTransaction), by field, each built on first use. */
  readonly writes?: { readonly [K in keyof W]: (scope: WriteScope) => W[K] };
  /** The composite indexes its queries need in production (firestore.indexes.json). */
  readonly indexes?: () => CompositeIndex[];
  /** Its single-field settings: indexes beyond the defaults, exemptions, TTL policies. */
  readonly fieldOverrides?: () => FieldOverride[];
}

export function defineAggregate<const N extends string, Q = never, R = object, W = object>(
  aggregate: Aggregate<N, Q, R, W>,
): Aggregate<N, Q, R, W> {
  return aggregate;
}

const given = Symbol('given');

/**
 * A maker of objects whose fields are built on first read, then kept: a call that touches two
 * aggregates builds two repositories, not all of them. The getters are made once, on a shared
 * prototype, so making an object costs next to nothing; a field, once built, is the object's own.
 * `for…in` lists every field; a spread copies only those already built.
 */
export function lazyShape<C, T>(
  fields: Readonly<Record<string, (context: C) => unknown>>,
): (context: C) => T {
  const shape = {};
  for (const [name, build] of Object.entries(fields))
    Object.defineProperty(shape, name, {
      enumerable: true,
      get(this: { readonly [given]: C }) {
        const value = build(this[given]);
        Object.defineProperty(this, name, { value, enumerable: true });
        return value;
      },
    });
  return (context) => {
    const made = Object.create(shape) as { [given]: C };
    made[given] = context;
    return made as T;
  };
}

type Built<M> = { [K in keyof M]: M[K] extends (...args: never[]) => infer T ? T : never };
/** The fields an aggregate adds to OrgData. */
export type ReadsOf<A> = A extends { readonly reads?: infer M } ? Built<NonNullable<M>> : never;
/** The fields an aggregate adds to OrgTransaction. */
export type WritesOf<A> = A extends { readonly writes?: infer M } ? Built<NonNullable<M>> : never;
/** An aggregate's queries (never when it has none). */
export type QueriesOf<A> = A extends { readonly queries?: { firestore(...args: never[]): infer Q } }
  ? Q
  : never;
/** One object type with the fields of every member of union `U`. */
export type Merged<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** An aggregate as the list's consumers walk it, whatever its own types. */
export interface AnyAggregate {
  readonly name: string;
  readonly collections: readonly string[];
  readonly queries?: {
    firestore(db: Firestore, tid: string): unknown;
    memory(store: MemoryStore, tid: string): unknown;
  };
  readonly reads?: Readonly<Record<string, (scope: ReadScope<unknown>) => unknown>>;
  readonly writes?: Readonly<Record<string, (scope: WriteScope) => unknown>>;
  readonly indexes?: () => CompositeIndex[];
  readonly fieldOverrides?: () => FieldOverride[];
}
