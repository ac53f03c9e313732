// Everything of one organisation (`orgs/{tid}`), composed from the aggregates data/aggregates.ts
// lists. Nothing here takes a path or another tid; every write goes through one unit of work, so
// a service changes a tenant, its counters and its audit entry in one Firestore transaction.
// Repositories and queries are built on first use: a call that reads two aggregates builds two.
import type { Firestore } from 'firebase-admin/firestore';
import { lazyShape } from './aggregate.ts';
import type { AnyAggregate, Merged, QueriesOf, ReadsOf, WriteScope, WritesOf } from './aggregate.ts';
import { aggregates } from './aggregates.ts';
import type { AuditStamp } from './audit/audit.ts';
import { firestoreStore } from './store/firestore-store.ts';
import type { Store } from './store/store.ts';

type Listed = (typeof aggregates)[number];
const listed: readonly AnyAggregate[] = aggregates as readonly AnyAggregate[];

/** One transaction of the organisation: all reads before any write, then all or nothing. */
export type OrgTransaction = Merged<WritesOf<Listed>>;

export type OrgData = Merged<ReadsOf<Listed>> & {
  readonly tid: string;
  /** The time of the call (its audit stamp's): what "now" means for plans in force and expiries. */
  readonly now: Date;
  transaction<T>(work: (tx: OrgTransaction) => Promise<T>): Promise<T>;
};

/** The organisation's queries (lists, pages, searches), by aggregate; Firestore and memory stores each build one. */
export type OrgQueries = {
  [A in Listed as [QueriesOf<A>] extends [never] ? never : A['name']]: QueriesOf<A>;
};

/**
 * Hands webhook outbox documents to the queue that fans them out, after their transaction
 * committed (none is sent for a change that rolled back). A failure is the sweep's to catch.
 */
export type OutboxHandOff = (tid: string, outboxIds: readonly string[]) => Promise<void>;

/** What one organisation's objects are made from (org-data's own; services see OrgData). */
interface Made {
  store: Store;
  tid: string;
  stamp: AuditStamp;
  /** OrgQueries by aggregate name. */
  queries: Readonly<Record<string, unknown>>;
  /** Absent: outbox documents wait for the sweep (fixtures, scripts). */
  handOff?: OutboxHandOff | undefined;
}

/** The fields that `pick` gives of every listed aggregate, each built from its aggregate and `scope`. */
function fieldsOf<M, S>(
  pick: (aggregate: AnyAggregate) => Readonly<Record<string, (scope: S) => unknown>> | undefined,
  scope: (aggregate: AnyAggregate, made: M) => S,
): Record<string, (made: M) => unknown> {
  return Object.fromEntries(
    listed.flatMap((aggregate) =>
      Object.entries(pick(aggregate) ?? {}).map(([field, build]) => [
        field,
        (made: M) => build(scope(aggregate, made)),
      ]),
    ),
  );
}

const makeTransaction = lazyShape<WriteScope, OrgTransaction>(
  fieldsOf(
    (aggregate) => aggregate.writes,
    (_aggregate, scope: WriteScope) => scope,
  ),
);

const makeOrgData = lazyShape<Made, OrgData>({
  ...fieldsOf(
    (aggregate) => aggregate.reads,
    (aggregate, { store, tid, queries }: Made) => ({
      reader: store,
      tid,
      // A getter: a read that needs no queries (members.get) does not build them.
      get queries() {
        return queries[aggregate.name];
      },
      queriesOf: (other: { readonly name: string }) => queries[other.name] as never,
    }),
  ),
  tid: ({ tid }) => tid,
  now: ({ stamp }) => new Date(stamp.at),
  transaction:
    (made) =>
    async <T>(work: (tx: OrgTransaction) => Promise<T>) => {
      let outbox: string[] = [];
      const result = await made.store.transaction((uow) => {
        // Only the attempt that commits counts (a transaction retried on contention runs again).
        const written: string[] = (outbox = []);
        return work(
          makeTransaction({
            uow,
            tid: made.tid,
            stamp: made.stamp,
            handOff: (outboxId) => void written.push(outboxId),
          }),
        );
      });
      if (outbox.length > 0 && made.handOff) await made.handOff(made.tid, outbox);
      return result;
    },
});

export function orgData(
  store: Store,
  tid: string,
  stamp: AuditStamp,
  queries: OrgQueries,
  handOff?: OutboxHandOff,
): OrgData {
  return makeOrgData({ store, tid, stamp, queries, handOff });
}

const makeOrgQueries = lazyShape<(aggregate: AnyAggregate) => unknown, OrgQueries>(
  Object.fromEntries(
    listed
      .filter((aggregate) => aggregate.queries)
      .map((aggregate) => [
        aggregate.name,
        (build: (aggregate: AnyAggregate) => unknown) => build(aggregate),
      ]),
  ),
);

/** The queries of every aggregate that has them, each built by `build` on first use. */
export function orgQueries(build: (aggregate: AnyAggregate) => unknown): OrgQueries {
  return makeOrgQueries(build);
}

/** The organisation's queries on Firestore. */
export function firestoreOrgQueries(db: Firestore, tid: string): OrgQueries {
  return orgQueries((aggregate) => aggregate.queries?.firestore(db, tid));
}

/** The organisation `tid` on Firestore, for a call stamped `stamp`. */
export function firestoreOrgData(
  db: Firestore,
  tid: string,
  stamp: AuditStamp,
  handOff?: OutboxHandOff,
): OrgData {
  return orgData(firestoreStore(db), tid, stamp, firestoreOrgQueries(db, tid), handOff);
}
