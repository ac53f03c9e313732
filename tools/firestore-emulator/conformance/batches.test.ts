import { FieldValue, type BulkWriter } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { connectFirestore, errorCode, ids } from './helpers.ts';

const { db } = connectFirestore('batches');

describe('write batches', () => {
  it('commits all writes together with one write time', async () => {
    const col = db.collection('batch-ok');
    await col.doc('gone').set({ n: 0 });
    const batch = db.batch();
    batch.set(col.doc('a'), { n: 1 });
    batch.create(col.doc('b'), { n: 2 });
    batch.delete(col.doc('gone'));
    const results = await batch.commit();
    expect(results).toHaveLength(3);
    expect(results[0]!.writeTime.isEqual(results[1]!.writeTime)).toBe(true);
    expect(ids(await col.get())).toEqual(['a', 'b']);
  });

  it('persists nothing when one write fails its precondition', async () => {
    const col = db.collection('batch-atomic');
    await col.doc('existing').set({ n: 1 });
    const batch = db.batch();
    batch.set(col.doc('new-one'), { n: 1 });
    batch.update(col.doc('existing'), { n: 2 });
    batch.update(col.doc('missing'), { n: 3 });
    batch.delete(col.doc('existing-too'));
    expect(await errorCode(batch.commit())).toBe(5);
    expect(ids(await col.get())).toEqual(['existing']);
    expect((await col.doc('existing').get()).get('n')).toBe(1);
  });

  it('a create conflict fails the whole batch with ALREADY_EXISTS', async () => {
    const col = db.collection('batch-create');
    await col.doc('taken').set({ n: 1 });
    const batch = db.batch();
    batch.set(col.doc('fresh'), { n: 1 });
    batch.create(col.doc('taken'), { n: 2 });
    expect(await errorCode(batch.commit())).toBe(6);
    expect(ids(await col.get())).toEqual(['taken']);
  });

  it('applies several writes to one document in order', async () => {
    const ref = db.collection('batch-order').doc('doc');
    const batch = db.batch();
    batch.set(ref, { a: 1, n: 1 });
    batch.update(ref, { n: FieldValue.increment(5), b: 2 });
    batch.set(ref, { c: 3 }, { merge: true });
    await batch.commit();
    expect((await ref.get()).data()).toEqual({ a: 1, n: 6, b: 2, c: 3 });
  });
});

describe('BulkWriter', () => {
  it('writes many documents', async () => {
    const col = db.collection('bulk');
    const writer: BulkWriter = db.bulkWriter();
    for (let i = 0; i < 250; i++) void writer.set(col.doc(`d${String(i).padStart(3, '0')}`), { i });
    await writer.close();
    expect((await col.count().get()).data().count).toBe(250);
    expect((await col.doc('d123').get()).get('i')).toBe(123);
  });

  it('reports individual failures while the other writes succeed', async () => {
    const col = db.collection('bulk-partial');
    await col.doc('taken').set({ n: 0 });
    const writer = db.bulkWriter();
    const failures: number[] = [];
    writer.onWriteError((error) => {
      failures.push(error.code);
      return false;
    });
    const pending = [
      writer.create(col.doc('taken'), { n: 1 }),
      writer.create(col.doc('fresh'), { n: 2 }),
      writer.update(col.doc('absent'), { n: 3 }),
      writer.set(col.doc('other'), { n: 4 }),
    ];
    await writer.close();
    const outcomes = await Promise.allSettled(pending);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(failures.sort()).toEqual([5, 6]);
    expect(ids(await col.get())).toEqual(['fresh', 'other', 'taken']);
    expect((await col.doc('taken').get()).get('n')).toBe(0);
  });

  it('deletes and updates with transforms', async () => {
    const col = db.collection('bulk-mixed');
    await col.doc('a').set({ n: 1 });
    await col.doc('b').set({ n: 1 });
    const writer = db.bulkWriter();
    void writer.update(col.doc('a'), { n: FieldValue.increment(9) });
    void writer.delete(col.doc('b'));
    await writer.close();
    expect((await col.get()).docs.map((doc) => [doc.id, doc.data()])).toEqual([['a', { n: 10 }]]);
  });
});
