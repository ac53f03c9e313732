// The in-memory Store of unit tests. Documents are kept in their stored form (mappers run both
// ways, as on Firestore), and a transaction behaves as Firestore's does for a service: a read
// after a write throws, create() of an existing document and update() of a missing one fail the
// whole transaction, and nothing is applied unless every write can be.
import type { DocumentData } from 'firebase-admin/firestore';
import type { Doc, Store, UnitOfWork } from './store.ts';

export interface MemoryStore extends Store {
  /** Stored documents by path (read-only view for assertions and in-memory queries). */
  readonly docs: ReadonlyMap<string, DocumentData>;
  /** The stored documents directly inside a collection path. */
  collection(path: string): DocumentData[];
  /** Number of committed transactions (a call that changes nothing commits none). */
  readonly commits: number;
  /** Writes a document outside any transaction: test set-up only. */
  put<T>(doc: Doc<T>, value: T): void;
}

export function memoryStore(): MemoryStore {
  const docs = new Map<string, DocumentData>();
  let ids = 0;
  let commits = 0;
  const read = <T>(doc: Doc<T>): T | null => {
    const data = docs.get(doc.path);
    return data ? doc.mapper.fromDoc({ ...data }) : null;
  };
  return {
    docs,
    get commits() {
      return commits;
    },
    collection(path) {
      const depth = path.split('/').length + 1;
      return [...docs.entries()]
        .filter(([key]) => key.startsWith(`${path}/`) && key.split('/').length === depth)
        .map(([, data]) => ({ ...data }));
    },
    put: (doc, value) => void docs.set(doc.path, doc.mapper.toDoc(value)),
    get: (doc) => Promise.resolve(read(doc)),
    async transaction(work) {
      const writes: ((next: Map<string, DocumentData>) => void)[] = [];
      const uow: UnitOfWork = {
        newId: () => `id-${String(++ids).padStart(4, '0')}`,
        get(doc) {
          if (writes.length > 0)
            return Promise.reject(
              new Error('Firestore transactions require all reads to be executed before all writes.'),
            );
          return Promise.resolve(read(doc));
        },
        create: (doc, value) =>
          writes.push((next) => {
            if (next.has(doc.path)) throw new Error(`ALREADY_EXISTS: ${doc.path}`);
            next.set(doc.path, doc.mapper.toDoc(value));
          }),
        set: (doc, value) => writes.push((next) => next.set(doc.path, doc.mapper.toDoc(value))),
        update: (doc, fields) =>
          writes.push((next) => {
            const current = next.get(doc.path);
            if (!current) throw new Error(`NOT_FOUND: ${doc.path}`);
            // Dotted keys are field paths, as Firestore's update reads them.
            const updated = { ...current };
            for (const [path, value] of Object.entries(fields)) setAt(updated, path, value);
            next.set(doc.path, updated);
          }),
        increment: (doc, deltas, fields = {}) =>
          writes.push((next) => {
            const current = next.get(doc.path);
            if (!current) throw new Error(`NOT_FOUND: ${doc.path}`);
            const updated = { ...current };
            for (const [path, value] of Object.entries(fields)) setAt(updated, path, value);
            for (const [path, by] of Object.entries(deltas)) {
              const was = getAt(updated, path);
              setAt(updated, path, (typeof was === 'number' ? was : 0) + by);
            }
            next.set(doc.path, updated);
          }),
        delete: (doc) => writes.push((next) => next.delete(doc.path)),
      };
      const result = await work(uow);
      if (writes.length > 0) {
        const next = new Map(docs);
        for (const write of writes) write(next);
        docs.clear();
        for (const [key, value] of next) docs.set(key, value);
        commits += 1;
      }
      return result;
    },
  };
}

/** The value at a dotted field path, as Firestore reads `a.b.c`. */
function getAt(data: DocumentData, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** Sets a dotted field path, making the maps on the way as Firestore does; maps on the path are copied, never changed in place. */
function setAt(data: DocumentData, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() ?? path;
  let map: Record<string, unknown> = data;
  for (const key of keys) {
    const inner = map[key];
    const copy =
      inner !== null && typeof inner === 'object' && !Array.isArray(inner)
        ? { ...(inner as Record<string, unknown>) }
        : {};
    map[key] = copy;
    map = copy;
  }
  map[last] = value;
}
