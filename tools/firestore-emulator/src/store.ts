import type { StoredDocument } from './document.ts';
import { History, CURRENT } from './history.ts';
import { OrderedMap } from './ordered-map.ts';
import { joinPath, splitLast } from './paths.ts';
import type { Micros } from './time.ts';
import { comparePaths, compareSegments, valuesIdentical } from './values.ts';

/** How a document differs from an earlier state (see `Database.changedSince`). */
export type DocumentChange =
  { path: string; change: 'created' | 'deleted' } | { path: string; change: 'updated'; fields: string[] };

/** The documents directly inside one collection path, ordered by document id. */
export class Collection {
  readonly docs = new OrderedMap<string, StoredDocument>(compareSegments);
  constructor(
    /** "users" or "users/u1/posts". */
    readonly path: string,
    readonly id: string,
  ) {}
}

function isUnder(path: string, parent: string): boolean {
  return parent === '' || path.startsWith(`${parent}/`);
}

/** All data of one `projects/{p}/databases/{d}`. */
export class Database {
  readonly collections = new Map<string, Collection>();
  /** Collections by their last segment, for collection-group queries. */
  private readonly byId = new Map<string, Set<Collection>>();
  readonly history = new History();

  constructor(readonly name: string) {}

  get(path: string): StoredDocument | undefined {
    const { parent, id } = splitLast(path);
    return this.collections.get(parent)?.docs.get(id);
  }

  /** Stores a version; with a commit time, the replaced version goes to the history. */
  put(doc: StoredDocument, at?: Micros): void {
    const { parent, id } = splitLast(doc.path);
    if (at !== undefined) this.history.record(parent, id, this.get(doc.path), at);
    let collection = this.collections.get(parent);
    if (!collection) {
      collection = new Collection(parent, splitLast(parent).id);
      this.collections.set(parent, collection);
      let group = this.byId.get(collection.id);
      if (!group) this.byId.set(collection.id, (group = new Set()));
      group.add(collection);
    }
    collection.docs.set(id, doc);
  }

  remove(path: string, at?: Micros): void {
    const { parent, id } = splitLast(path);
    if (at !== undefined) this.history.record(parent, id, this.get(path), at);
    const collection = this.collections.get(parent);
    if (!collection?.docs.delete(id) || collection.docs.size > 0) return;
    // An empty collection no longer exists in Firestore: forget it.
    this.collections.delete(parent);
    this.byId.get(collection.id)?.delete(collection);
  }

  /** The version of a document at a past time (undefined: it did not exist then). */
  getAt(path: string, at: Micros): StoredDocument | undefined {
    const { parent, id } = splitLast(path);
    const version = this.history.versionAt(parent, id, at);
    return version === CURRENT ? this.get(path) : version;
  }

  /**
   * Documents whose state now differs from their state at `at`: created, deleted, or updated
   * with the top-level fields that differ. A write that changed nothing is not a change, nor
   * is a document created and deleted again since.
   */
  changedSince(at: Micros): DocumentChange[] {
    const changes: DocumentChange[] = [];
    for (const { collection, id } of this.history.changedDocumentsAfter(at)) {
      const path = joinPath(collection, id);
      const before = this.getAt(path, at);
      const after = this.get(path);
      if (!before && after) changes.push({ path, change: 'created' });
      else if (before && !after) changes.push({ path, change: 'deleted' });
      else if (before && after) {
        const names = new Set([...Object.keys(before.fields), ...Object.keys(after.fields)]);
        const fields = [...names].filter((name) => {
          const [was, is] = [before.fields[name], after.fields[name]];
          return !was || !is || !valuesIdentical(was, is);
        });
        if (fields.length > 0) changes.push({ path, change: 'updated', fields: fields.sort() });
      }
    }
    return changes.sort((a, b) => comparePaths(a.path, b.path));
  }

  /** What a query over `parent` would have read at a past time, in no particular order. */
  documentsAt(parent: string, collectionId: string, allDescendants: boolean, at: Micros): StoredDocument[] {
    const paths = new Set(
      this.collectionsFor(parent, collectionId, allDescendants).map((collection) => collection.path),
    );
    // Collections that have since become empty exist only in the history.
    for (const path of this.history.collectionPaths()) {
      if (
        allDescendants
          ? isUnder(path, parent) && (collectionId === '' || splitLast(path).id === collectionId)
          : path === joinPath(parent, collectionId)
      )
        paths.add(path);
    }
    const docs: StoredDocument[] = [];
    for (const path of paths) {
      const changed = this.history.changedAfter(path, at);
      for (const [id, doc] of this.collections.get(path)?.docs.entries() ?? [])
        if (!changed.has(id)) docs.push(doc);
      for (const doc of changed.values()) if (doc) docs.push(doc);
    }
    return docs;
  }

  /** The collections a query over `parent` reads: one, a collection group, or every one (kindless). */
  collectionsFor(parent: string, collectionId: string, allDescendants: boolean): Collection[] {
    if (!allDescendants) {
      const collection = this.collections.get(joinPath(parent, collectionId));
      return collection ? [collection] : [];
    }
    const candidates = collectionId === '' ? this.collections.values() : (this.byId.get(collectionId) ?? []);
    const result: Collection[] = [];
    for (const collection of candidates) if (isUnder(collection.path, parent)) result.push(collection);
    return result;
  }

  /** Ids of collections directly under a document (or the root) that hold documents at any depth. */
  childCollectionIds(parent: string): string[] {
    const ids = new Set<string>();
    const prefixLength = parent === '' ? 0 : parent.length + 1;
    for (const path of this.collections.keys()) {
      if (!isUnder(path, parent)) continue;
      const slash = path.indexOf('/', prefixLength);
      ids.add(slash < 0 ? path.slice(prefixLength) : path.slice(prefixLength, slash));
    }
    return [...ids];
  }

  /** Ids of documents in a collection that do not exist but have subcollections with documents. */
  missingDocumentIds(collectionPath: string): string[] {
    const ids = new Set<string>();
    const collection = this.collections.get(collectionPath);
    const prefixLength = collectionPath.length + 1;
    for (const path of this.collections.keys()) {
      if (!path.startsWith(`${collectionPath}/`)) continue;
      const slash = path.indexOf('/', prefixLength);
      const id = path.slice(prefixLength, slash);
      if (!collection?.docs.has(id)) ids.add(id);
    }
    return [...ids];
  }

  *documents(): Generator<StoredDocument> {
    for (const collection of this.collections.values()) yield* collection.docs.values();
  }
}

export class Store {
  readonly databases = new Map<string, Database>();

  database(name: string): Database {
    let database = this.databases.get(name);
    if (!database) this.databases.set(name, (database = new Database(name)));
    return database;
  }

  clear(): void {
    this.databases.clear();
  }
}
