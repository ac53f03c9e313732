import { describe, expect, it } from 'vitest';
import { Backend } from './backend.ts';
import type { Write } from './proto-types.ts';
import { TransactionManager } from './transactions.ts';

const DB = 'projects/p/databases/(default)';
const name = (path: string): string => `${DB}/documents/${path}`;
const set = (path: string, n: number): Write => ({
  update: { name: name(path), fields: { n: { integerValue: String(n) } } },
});
const rw = { newTransaction: { readWrite: {} } };

async function begin(backend: Backend, path: string) {
  const { context, docs } = await backend.getDocuments(DB, [path], rw);
  return { id: context.started!.id, doc: docs[0] };
}

const settled = async (promise: Promise<unknown>): Promise<string> => {
  const outcome = await Promise.race([
    promise.then(
      () => 'done',
      (error: { code?: number }) => `error ${error.code}`,
    ),
    new Promise((r) => setTimeout(() => r('pending'), 50)),
  ]);
  return outcome as string;
};

describe('transaction locks', () => {
  it('read-write transactions read one document at once: reads take shared locks', async () => {
    const backend = new Backend();
    await backend.commit(DB, [set('c/d', 1)]);
    const older = await begin(backend, 'c/d');
    const younger = backend.getDocuments(DB, ['c/d'], rw);
    expect(await settled(younger)).toBe('done');
    const { context, docs } = await younger;
    expect(docs[0]?.fields.n?.integerValue).toBe('1');
    expect(backend.transactions.heldMode(context.started!, 'c/d')).toBe('shared');
    // Both hold it shared; the older one's write wounds the younger reader, so no update is lost.
    await backend.commit(DB, [set('c/d', 2)], older.id);
    expect(await settled(backend.commit(DB, [set('c/d', 3)], context.started!.id))).toBe('error 10');
    const { docs: after } = await backend.getDocuments(DB, ['c/d'], {});
    expect(after[0]?.fields.n?.integerValue).toBe('2');
    backend.close();
  });

  it('a younger transaction writing a document an older one read waits for it (wound-wait), then commits', async () => {
    const backend = new Backend();
    const older = await begin(backend, 'c/a');
    const younger = await begin(backend, 'c/b');
    expect(await settled(backend.getDocuments(DB, ['c/b'], { transaction: older.id }))).toBe('done');
    const youngerCommit = backend.commit(DB, [set('c/b', 1)], younger.id);
    expect(await settled(youngerCommit)).toBe('pending');
    await backend.commit(DB, [], older.id);
    expect(await settled(youngerCommit)).toBe('done');
    backend.close();
  });

  it('an older transaction writing a document a younger one read aborts the younger (wound-wait)', async () => {
    const backend = new Backend();
    const older = await begin(backend, 'c/a');
    const younger = await begin(backend, 'c/b');
    await backend.getDocuments(DB, ['c/b'], { transaction: older.id });
    const youngerCommit = backend.commit(DB, [set('c/b', 1)], younger.id);
    expect(await settled(youngerCommit)).toBe('pending');
    await backend.commit(DB, [set('c/b', 2)], older.id);
    expect(await settled(youngerCommit)).toBe('error 10');
    const { docs } = await backend.getDocuments(DB, ['c/b'], {});
    expect(docs[0]?.fields.n?.integerValue).toBe('2');
    backend.close();
  });

  it('a reader arriving while a writer waits queues behind the older writer instead of starving it', async () => {
    const backend = new Backend();
    const oldest = await begin(backend, 'c/x');
    const writer = await begin(backend, 'c/other');
    const writing = backend.commit(DB, [set('c/x', 7)], writer.id);
    expect(await settled(writing)).toBe('pending');
    const reading = backend.getDocuments(DB, ['c/x'], rw);
    expect(await settled(reading)).toBe('pending');
    await backend.commit(DB, [], oldest.id);
    await writing;
    const { docs } = await reading;
    expect(docs[0]?.fields.n?.integerValue).toBe('7');
    backend.close();
  });

  it('a read cancelled while waiting aborts its transaction instead of keeping the lock', async () => {
    const backend = new Backend();
    // The writer holds c/d exclusively while it waits for the older reader of c/x.
    const reader = await begin(backend, 'c/x');
    const writer = await begin(backend, 'c/other');
    const writing = backend.commit(DB, [set('c/d', 1), set('c/x', 1)], writer.id);
    expect(await settled(writing)).toBe('pending');
    const cancel = new AbortController();
    const waiting = backend.getDocuments(DB, ['c/d'], { ...rw, signal: cancel.signal });
    expect(await settled(waiting)).toBe('pending');
    cancel.abort();
    expect(await settled(waiting)).toBe('error 10');
    await backend.commit(DB, [], reader.id);
    await writing;
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
    const outcome = await backend.commit(DB, [set('c/d', 5)]).then(
      () => 'done',
      (error: { code?: number }) => `error ${error.code}`,
    );
    expect(outcome).toBe('error 10');
    // The holder was not aborted: it still commits.
    await backend.commit(DB, [set('c/d', 6)], holder.id);
    backend.close();
  });

  it('a write that would change a query read by a transaction waits for it; one outside the predicate does not', async () => {
    const backend = new Backend();
    await backend.commit(DB, [set('c/a', 1)]);
    const query = {
      from: [{ collectionId: 'c' }],
      where: {
        fieldFilter: { field: { fieldPath: 'n' }, op: 'EQUAL' as const, value: { integerValue: '2' } },
      },
    };
    const { context, docs } = backend.query(`${DB}/documents`, query, rw);
    expect(docs).toEqual([]);
    expect(await settled(backend.commit(DB, [set('c/other', 3)]))).toBe('done');
    const entering = backend.commit(DB, [set('c/b', 2)]);
    expect(await settled(entering)).toBe('pending');
    await backend.commit(DB, [set('c/mine', 9)], context.started!.id);
    await entering;
    backend.close();
  });

  it("a younger transaction whose write would change an older one's query waits for it, then commits", async () => {
    const backend = new Backend();
    const query = {
      from: [{ collectionId: 'c' }],
      where: {
        fieldFilter: { field: { fieldPath: 'n' }, op: 'EQUAL' as const, value: { integerValue: '2' } },
      },
    };
    const older = backend.query(`${DB}/documents`, query, rw).context.started!.id;
    const younger = await begin(backend, 'c/y');
    const commit = backend.commit(DB, [set('c/b', 2)], younger.id);
    expect(await settled(commit)).toBe('pending');
    await backend.commit(DB, [], older);
    expect(await settled(commit)).toBe('done');
    backend.close();
  });
});

describe('transaction time limits', () => {
  it('a transaction idle for 60 s loses its locks', () => {
    let now = 0;
    const manager = new TransactionManager({ now: () => now });
    const tx = manager.begin(DB, { readWrite: {} }, 0);
    now = 59_000;
    manager.sweep();
    expect(tx.state).toBe('active');
    now = 61_000;
    manager.sweep();
    expect(tx.state).toBe('aborted');
    manager.close();
  });

  it('a busy transaction not committed within 270 s is aborted', () => {
    let now = 0;
    const manager = new TransactionManager({ now: () => now });
    const tx = manager.begin(DB, { readWrite: {} }, 0);
    for (now = 50_000; now <= 250_000; now += 50_000) {
      manager.find(DB, tx.id);
      manager.sweep();
      expect(tx.state).toBe('active');
    }
    now = 271_000;
    manager.sweep();
    expect(tx.state).toBe('aborted');
    expect(tx.abortReason).toMatch(/270 seconds/);
    manager.close();
  });
});
