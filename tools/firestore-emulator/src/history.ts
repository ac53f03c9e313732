import type { StoredDocument } from './document.ts';
import type { Micros } from './time.ts';

// Recent document versions, for reads at a past time: read-only transactions (one
// consistent snapshot) and explicit read times. Each change remembers the version it
// replaced; the state at time T of a document is the `before` of its first change after
// T, or the current version when it has not changed since. Old changes are pruned by
// age and count; reads before the pruned horizon are refused.

interface Change {
  at: Micros;
  before: StoredDocument | undefined;
}

/** Marks "the document has not changed since: use the current version". */
export const CURRENT = Symbol('current');

export class History {
  /** collection path → document id → changes, oldest first. */
  private readonly byCollection = new Map<string, Map<string, Change[]>>();
  private log: { at: Micros; collection: string; id: string }[] = [];
  private head = 0;
  /** Reads at times before this can no longer be answered exactly. */
  horizon: Micros = 0;

  constructor(
    /** Firestore serves read times up to an hour old. */
    private readonly retention: Micros = 3600 * 1e6,
    private readonly maxChanges = 100_000,
  ) {}

  record(collection: string, id: string, before: StoredDocument | undefined, at: Micros): void {
    let documents = this.byCollection.get(collection);
    if (!documents) this.byCollection.set(collection, (documents = new Map<string, Change[]>()));
    let changes = documents.get(id);
    if (!changes) documents.set(id, (changes = []));
    changes.push({ at, before });
    this.log.push({ at, collection, id });
    this.prune(at);
  }

  private prune(now: Micros): void {
    while (this.head < this.log.length) {
      const oldest = this.log[this.head];
      if (!oldest || (this.log.length - this.head <= this.maxChanges && oldest.at >= now - this.retention))
        break;
      this.head++;
      const documents = this.byCollection.get(oldest.collection);
      const changes = documents?.get(oldest.id);
      changes?.shift();
      if (documents && changes?.length === 0) {
        documents.delete(oldest.id);
        if (documents.size === 0) this.byCollection.delete(oldest.collection);
      }
      if (oldest.at > this.horizon) this.horizon = oldest.at;
    }
    if (this.head > 4096 && this.head * 2 > this.log.length) {
      this.log = this.log.slice(this.head);
      this.head = 0;
    }
  }

  /** The version at `at`, or CURRENT when the document has not changed since. */
  versionAt(collection: string, id: string, at: Micros): StoredDocument | undefined | typeof CURRENT {
    const changes = this.byCollection.get(collection)?.get(id);
    const next = changes?.find((change) => change.at > at);
    return next ? next.before : CURRENT;
  }

  /** Documents of a collection that changed after `at`, with their version at `at`. */
  changedAfter(collection: string, at: Micros): Map<string, StoredDocument | undefined> {
    const result = new Map<string, StoredDocument | undefined>();
    for (const [id, changes] of this.byCollection.get(collection) ?? []) {
      const next = changes.find((change) => change.at > at);
      if (next) result.set(id, next.before);
    }
    return result;
  }

  /** Every document (collection path, id) changed after `at`, once each, in no particular order. */
  changedDocumentsAfter(at: Micros): { collection: string; id: string }[] {
    const seen = new Map<string, { collection: string; id: string }>();
    // The log is in commit order: walk back from the newest change to the first at or before `at`.
    for (let index = this.log.length - 1; index >= this.head; index--) {
      const change = this.log[index];
      if (!change || change.at <= at) break;
      seen.set(`${change.collection}/${change.id}`, { collection: change.collection, id: change.id });
    }
    return [...seen.values()];
  }

  collectionPaths(): Iterable<string> {
    return this.byCollection.keys();
  }
}
