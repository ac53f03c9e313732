import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { connectFirestore, errorCode } from './helpers.ts';

const { db, clients } = connectFirestore('transactions');
const col = db.collection('tx');

async function incrementConcurrently(name: string, clientCount: number, perClient: number): Promise<number> {
  const ref = col.doc(name);
  await ref.set({ n: 0 });
  const instances: Firestore[] = clients(clientCount);
  await Promise.all(
    instances.map(async (client) => {
      const clientRef = client.doc(ref.path);
      for (let i = 0; i < perClient; i++) {
        await client.runTransaction(async (tx) => {
          const snap = await tx.get(clientRef);
          tx.update(clientRef, { n: (snap.get('n') as number) + 1 });
        });
      }
    }),
  );
  return (await ref.get()).get('n') as number;
}

describe('transactions', () => {
  it('commits reads and writes and returns the function result', async () => {
    const ref = col.doc('basic');
    await ref.set({ n: 1 });
    const result = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.set(ref, { n: (snap.get('n') as number) + 1 });
      return 'done';
    });
    expect(result).toBe('done');
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('reads the same data twice within a transaction (read-your-reads)', async () => {
    const ref = col.doc('repeatable');
    await ref.set({ n: 7, tag: 'x' });
    await db.runTransaction(async (tx) => {
      const first = await tx.get(ref);
      const second = await tx.get(ref);
      const [third] = await tx.getAll(ref);
      const query = await tx.get(col.where('tag', '==', 'x'));
      expect(second.data()).toEqual(first.data());
      expect(third!.updateTime?.isEqual(first.updateTime!)).toBe(true);
      expect(query.docs.map((doc) => doc.data())).toEqual([{ n: 7, tag: 'x' }]);
      tx.update(ref, { n: 8 });
    });
    expect((await ref.get()).get('n')).toBe(8);
  });

  it('discards the writes of a transaction whose function throws, and releases its documents', async () => {
    const ref = col.doc('rollback');
    await ref.set({ n: 1 });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.set(ref, { n: 99 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ref.get()).get('n')).toBe(1);
    await db.runTransaction(async (tx) => {
      tx.update(ref, { n: ((await tx.get(ref)).get('n') as number) + 1 });
    });
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('a create inside a transaction fails with ALREADY_EXISTS and is not retried', async () => {
    const ref = col.doc('tx-create');
    await ref.set({ n: 1 });
    let attempts = 0;
    const code = await errorCode(
      db.runTransaction(async (tx) => {
        attempts++;
        await tx.get(col.doc('something-else'));
        tx.create(ref, { n: 2 });
      }),
    );
    expect(code).toBe(6);
    expect(attempts).toBe(1);
  });

  // Each increment reads the counter (a shared lock) and writes it: concurrent ones conflict at
  // commit, the younger is aborted and retried after firebase-admin's backoff (about a second),
  // as on Firestore, so these take seconds on a loaded machine.
  it('two clients × 50 transactional increments end at exactly 100', async () => {
    expect(await incrementConcurrently('contention-2x50', 2, 50)).toBe(100);
  }, 120_000);

  it('ten clients × 10 transactional increments end at exactly 100', async () => {
    expect(await incrementConcurrently('contention-10x10', 10, 10)).toBe(100);
  }, 120_000);

  it('retries when transactions deadlock on each other, and both complete', async () => {
    const a = col.doc('deadlock-a');
    const b = col.doc('deadlock-b');
    await a.set({ n: 0 });
    await b.set({ n: 0 });
    const [first, second] = clients(2);
    let attempts = 0;
    let bothRead: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => {
      let count = 0;
      bothRead = () => {
        if (++count === 2) resolve();
      };
    });
    const swap = (client: Firestore, mine: string, theirs: string) =>
      client.runTransaction(async (tx) => {
        attempts++;
        const own = await tx.get(client.doc(mine));
        if (attempts <= 2) {
          bothRead();
          await barrier;
        }
        const other = await tx.get(client.doc(theirs));
        tx.update(client.doc(mine), { n: (own.get('n') as number) + 1 });
        tx.update(client.doc(theirs), { n: (other.get('n') as number) + 10 });
      });
    await Promise.all([swap(first!, a.path, b.path), swap(second!, b.path, a.path)]);
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect((await a.get()).get('n')).toBe(11);
    expect((await b.get()).get('n')).toBe(11);
  });

  it('read-write transactions read one document at the same time (shared locks): neither waits for the other', async () => {
    const ref = col.doc('shared-read');
    await ref.set({ n: 1 });
    const [first, second] = clients(2);
    let arrived = 0;
    let bothRead: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => {
      bothRead = resolve;
    });
    // Each transaction reads, then waits until the other has read too: a read that waited for
    // the other transaction to end would leave both waiting (until the test times out).
    const readThenWait = (client: Firestore) =>
      client.runTransaction(async (tx) => {
        const n = (await tx.get(client.doc(ref.path))).get('n') as number;
        if (++arrived === 2) bothRead();
        await barrier;
        return n;
      });
    expect(await Promise.all([readThenWait(first!), readThenWait(second!)])).toEqual([1, 1]);
  });

  it('two read-modify-write transactions on one document: the older commits, the younger retries and sees its write', async () => {
    const ref = col.doc('upgrade');
    await ref.set({ n: 0 });
    const [first, second] = clients(2);
    let attempts = 0;
    let arrived = 0;
    let bothRead: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => {
      bothRead = resolve;
    });
    const increment = (client: Firestore) =>
      client.runTransaction(async (tx) => {
        attempts++;
        const n = (await tx.get(client.doc(ref.path))).get('n') as number;
        if (attempts <= 2 && ++arrived === 2) bothRead();
        if (attempts <= 2) await barrier;
        tx.update(client.doc(ref.path), { n: n + 1 });
      });
    await Promise.all([increment(first!), increment(second!)]);
    expect((await ref.get()).get('n')).toBe(2);
    expect(attempts).toBe(3);
  });

  it('read-only transactions read without taking part in contention: the writer never waits or retries, readers never retry', async () => {
    const ref = col.doc('read-only');
    await ref.set({ n: 0 });
    const [reader, writer] = clients(2);
    let writerAttempts = 0;
    let readerAttempts = 0;
    const seen: number[] = [];
    let writing = true;
    const write = async (client: Firestore): Promise<void> => {
      for (let i = 0; i < 30; i++) {
        await client.runTransaction(async (tx) => {
          writerAttempts++;
          const snap = await tx.get(client.doc(ref.path));
          // Hold the document a moment so readers arrive while it is locked.
          await new Promise((resolve) => setTimeout(resolve, 5));
          tx.update(client.doc(ref.path), { n: (snap.get('n') as number) + 1 });
        });
      }
    };
    const read = async (): Promise<void> => {
      while (writing) {
        seen.push(
          await reader!.runTransaction(
            async (tx) => {
              readerAttempts++;
              return (await tx.get(reader!.doc(ref.path))).get('n') as number;
            },
            { readOnly: true },
          ),
        );
      }
    };
    const reading = read();
    await write(writer!);
    writing = false;
    await reading;
    expect((await ref.get()).get('n')).toBe(30);
    // A reader holding a lock would make the writer's commit wound it (a failed read-only
    // transaction: read-only ones are not retried) or wait for it.
    expect(writerAttempts).toBe(30);
    expect(readerAttempts).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(3);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('a read-only transaction reads one consistent snapshot while documents change', async () => {
    const a = col.doc('snapshot-a');
    const b = col.doc('snapshot-b');
    await a.set({ n: 1 });
    await b.set({ n: 1 });
    const seen = await db.runTransaction(
      async (tx) => {
        const first = (await tx.get(a)).get('n') as number;
        await a.update({ n: 2 });
        await b.update({ n: 2 });
        await col.doc('snapshot-c').set({ n: 2 });
        const [againA, laterB] = await tx.getAll(a, b);
        const query = await tx.get(col.where('n', '>=', 1).where('n', '<=', 2).orderBy('n'));
        return {
          first,
          againA: againA!.get('n') as number,
          laterB: laterB!.get('n') as number,
          matched: query.docs.map((doc) => doc.id),
        };
      },
      { readOnly: true },
    );
    expect(seen.first).toBe(1);
    expect(seen.againA).toBe(1);
    expect(seen.laterB).toBe(1);
    expect(seen.matched).not.toContain('snapshot-c');
    expect((await a.get()).get('n')).toBe(2);
  });

  it('a read-only transaction at a past readTime sees the data of that moment', async () => {
    const ref = col.doc('past');
    const sub = db.collection('past-items');
    await sub.doc('kept').set({ v: 1 });
    await sub.doc('deleted-later').set({ v: 1 });
    const then = (await ref.set({ n: 1 })).writeTime;
    await ref.set({ n: 2 });
    await sub.doc('deleted-later').delete();
    await sub.doc('added-later').set({ v: 1 });
    const seen = await db.runTransaction(
      async (tx) => ({
        n: (await tx.get(ref)).get('n') as number,
        items: (await tx.get(sub)).docs.map((doc) => doc.id),
      }),
      { readOnly: true, readTime: then },
    );
    expect(seen).toEqual({ n: 1, items: ['deleted-later', 'kept'] });
  });

  it('a read-only transaction can read while a read-write transaction holds the document', async () => {
    const ref = col.doc('read-only-concurrent');
    await ref.set({ n: 1 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markRead: () => void = () => undefined;
    const writerHasRead = new Promise<void>((resolve) => {
      markRead = resolve;
    });
    const writer = db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      markRead();
      await held;
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    // The writer holds the document (its read is answered) before the reader starts.
    await writerHasRead;
    const [reader] = clients(1);
    const seen = await reader!.runTransaction(
      async (tx) => (await tx.get(reader!.doc(ref.path))).get('n') as number,
      { readOnly: true },
    );
    release();
    await writer;
    expect(seen).toBe(1);
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('transactions can write without reading, and can query', async () => {
    await col.doc('q1').set({ group: 'g', n: 1 });
    await col.doc('q2').set({ group: 'g', n: 2 });
    await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(col.where('group', '==', 'g'));
      const total = snapshot.docs.reduce((sum, doc) => sum + (doc.get('n') as number), 0);
      tx.set(col.doc('q-total'), { total });
    });
    await db.runTransaction(async (tx) => {
      tx.update(col.doc('q-total'), { total: FieldValue.increment(100) });
      await Promise.resolve();
    });
    expect((await col.doc('q-total').get()).get('total')).toBe(103);
  });
});
