import { describe, expect, it } from 'vitest';
import { Backend } from './backend.ts';
import type { Write } from './proto-types.ts';

const DB = 'projects/p/databases/(default)';
const name = (path: string): string => `${DB}/documents/${path}`;
const set = (path: string, n: number): Write => ({ update: { name: name(path), fields: { n: { integerValue: String(n) } } } });
const rw = { newTransaction: { readWrite: {} } };

async function begin(backend: Backend, path: string) {
  const { context, docs } = await backend.getDocuments(DB, [path], rw);
  return { id: context.started!.id, doc: docs[0] };
}

const settled = async (promise: Promise<unknown>): Promise<string> => {
  const outcome = await Promise.race([promise.then(() => 'done', (error: { code?: number }) => `error ${error.code}`), new Promise((r) => setTimeout(() => r('pending'), 50))]);
  return outcome as string;
};

describe('transaction locks', () => {
  it('a younger transaction waits for the older holder and then reads its write', async () => {
    const backend = new Backend();
    await backend.commit(DB, [set('c/d', 1)]);
    const older = await begin(backend, 'c/d');
    const younger = backend.getDocuments(DB, ['c/d'], rw);
    expect(await settled(younger)).toBe('pending');
    await backend.commit(DB, [set('c/d', 2)], older.id);
    const { docs } = await younger;
    expect(docs[0]?.fields.n?.integerValue).toBe('2');
    backend.close();
  });

  it('an older transaction aborts a younger holder (wound-wait)', async () => {
    const backend = new Backend();
    const older = await begin(backend, 'c/a');
    const younger = await begin(backend, 'c/b');
    await backend.getDocuments(DB, ['c/b'], { transaction: older.id });
    expect(await settled(backend.commit(DB, [set('c/b', 1)], younger.id))).toBe('error 10');
    await backend.commit(DB, [set('c/b', 2)], older.id);
    backend.close();
  });

  it('a read cancelled while waiting aborts its transaction instead of keeping the lock', async () => {
    const backend = new Backend();
    const holder = await begin(backend, 'c/d');
    const cancel = new AbortController();
    const waiting = backend.getDocuments(DB, ['c/d'], { ...rw, signal: cancel.signal });
    cancel.abort();
    expect(await settled(waiting)).toBe('error 10');
    await backend.commit(DB, [set('c/d', 1)], holder.id);
    // Nobody holds the document now: a new transaction gets it at once.
    expect(await settled(backend.getDocuments(DB, ['c/d'], rw))).toBe('done');
    backend.close();
  });

  it('a write outside transactions waits for the holder of the document, then applies after it', async () => {
    const backend = new Backend();
    const holder = await begin(backend, 'c/d');
    const plain = backend.commit(DB, [set('c/d', 5)]);
    expect(await settled(plain)).toBe('pending');
    await backend.commit(DB, [set('c/d', 6)], holder.id);
    await plain;
    const { docs } = await backend.getDocuments(DB, ['c/d'], {});
    expect(docs[0]?.fields.n?.integerValue).toBe('5');
    backend.close();
  });

  it('a write outside transactions gives up with ABORTED when the holder keeps the document past the wait', async () => {
    const backend = new Backend({ lockWaitMs: 100 });
    const holder = await begin(backend, 'c/d');
    const outcome = await backend.commit(DB, [set('c/d', 5)]).then(() => 'done', (error: { code?: number }) => `error ${error.code}`);
    expect(outcome).toBe('error 10');
    // The holder was not aborted: it still commits.
    await backend.commit(DB, [set('c/d', 6)], holder.id);
    backend.close();
  });

  it('a write that would change a query read by a transaction waits for it; one outside the predicate does not', async () => {
    const backend = new Backend();
    await backend.commit(DB, [set('c/a', 1)]);
    const query = { from: [{ collectionId: 'c' }], where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'EQUAL' as const, value: { integerValue: '2' } } } };
    const { context, docs } = backend.query(`${DB}/documents`, query, rw);
    expect(docs).toEqual([]);
    expect(await settled(backend.commit(DB, [set('c/other', 3)]))).toBe('done');
    const entering = backend.commit(DB, [set('c/b', 2)]);
    expect(await settled(entering)).toBe('pending');
    await backend.commit(DB, [set('c/mine', 9)], context.started!.id);
    await entering;
    backend.close();
  });

  it('a younger transaction whose write would change an older one\'s query waits for it, then commits', async () => {
    const backend = new Backend();
    const query = { from: [{ collectionId: 'c' }], where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'EQUAL' as const, value: { integerValue: '2' } } } };
    const older = backend.query(`${DB}/documents`, query, rw).context.started!.id;
    const younger = await begin(backend, 'c/y');
    const commit = backend.commit(DB, [set('c/b', 2)], younger.id);
    expect(await settled(commit)).toBe('pending');
    await backend.commit(DB, [], older);
    expect(await settled(commit)).toBe('done');
    backend.close();
  });
});
