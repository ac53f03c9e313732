import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { errorCode, connectFirestore } from './helpers.ts';

const { db } = connectFirestore('writes');
const col = db.collection('things');

describe('set', () => {
  it('replaces the whole document without merge', async () => {
    const ref = col.doc('replace');
    await ref.set({ a: 1, b: { c: 2 } });
    await ref.set({ d: 3 });
    expect((await ref.get()).data()).toEqual({ d: 3 });
  });

  it('merges nested maps with merge: true', async () => {
    const ref = col.doc('merge');
    await ref.set({ a: 1, m: { x: 1, y: 2 } });
    await ref.set({ b: 2, m: { x: 9 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2, m: { x: 9, y: 2 } });
  });

  it('writes only the listed fields with mergeFields', async () => {
    const ref = col.doc('merge-fields');
    await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 } });
    await ref.set({ a: 10, b: 20, m: { x: 5, y: 50 } }, { mergeFields: ['a', 'm.x'] });
    expect((await ref.get()).data()).toEqual({ a: 10, b: 2, m: { x: 5, y: 2 } });
  });

  it('deletes a field given FieldValue.delete() in a merge', async () => {
    const ref = col.doc('merge-delete');
    await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 } });
    await ref.set({ a: FieldValue.delete(), m: { y: FieldValue.delete() } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ b: 2, m: { x: 1 } });
  });

  it('creates the document when merging into a missing one', async () => {
    const ref = col.doc('merge-missing');
    await ref.set({ a: { b: 1 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: { b: 1 } });
  });
});

describe('update', () => {
  it('sets nested fields through dot paths and leaves siblings alone', async () => {
    const ref = col.doc('dots');
    await ref.set({ m: { x: 1, y: 2 }, top: 'keep' });
    await ref.update({ 'm.x': 5, 'm.z.w': true });
    expect((await ref.get()).data()).toEqual({ m: { x: 5, y: 2, z: { w: true } }, top: 'keep' });
  });

  it('replaces a whole map given as a value', async () => {
    const ref = col.doc('replace-map');
    await ref.set({ m: { x: 1, y: 2 } });
    await ref.update({ m: { z: 3 } });
    expect((await ref.get()).data()).toEqual({ m: { z: 3 } });
  });

  it('treats a FieldPath segment with a dot as one field', async () => {
    const ref = col.doc('field-path');
    await ref.set({ 'a.b': 1, a: { b: 2 } });
    await ref.update(new FieldPath('a.b'), 10);
    expect((await ref.get()).data()).toEqual({ 'a.b': 10, a: { b: 2 } });
  });

  it('deletes top-level and nested fields with FieldValue.delete()', async () => {
    const ref = col.doc('update-delete');
    await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 } });
    await ref.update({ a: FieldValue.delete(), 'm.x': FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ b: 2, m: { y: 2 } });
  });

  it('fails with NOT_FOUND on a missing document', async () => {
    expect(await errorCode(col.doc('missing-update').update({ a: 1 }))).toBe(5);
    expect((await col.doc('missing-update').get()).exists).toBe(false);
  });
});

describe('create and delete', () => {
  it('add() stores a document under a fresh 20-character id', async () => {
    const added = db.collection('added');
    const first = await added.add({ n: 1 });
    const second = await added.add({ n: 2 });
    expect(first.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(first.id).not.toBe(second.id);
    expect((await first.get()).data()).toEqual({ n: 1 });
  });

  it('create fails with ALREADY_EXISTS when the document exists', async () => {
    const ref = col.doc('create-twice');
    await ref.create({ n: 1 });
    expect(await errorCode(ref.create({ n: 2 }))).toBe(6);
    expect((await ref.get()).data()).toEqual({ n: 1 });
  });

  it('delete removes the document and succeeds on a missing one', async () => {
    const ref = col.doc('delete-me');
    await ref.set({ a: 1 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
    await ref.delete();
  });

  it('rejects reserved ids (__name__ style) with INVALID_ARGUMENT', async () => {
    expect(await errorCode(col.doc('__reserved__').set({ a: 1 }))).toBe(3);
    expect(await errorCode(db.collection('__things__').doc('x').set({ a: 1 }))).toBe(3);
  });

  it('delete with exists: true fails with NOT_FOUND on a missing document', async () => {
    expect(await errorCode(col.doc('delete-missing').delete({ exists: true }))).toBe(5);
  });
});

describe('preconditions and timestamps', () => {
  it('keeps createTime and advances updateTime; the write time is the update time', async () => {
    const ref = col.doc('times');
    const first = await ref.set({ n: 1 });
    const created = await ref.get();
    expect(created.createTime?.isEqual(first.writeTime)).toBe(true);
    expect(created.updateTime?.isEqual(first.writeTime)).toBe(true);
    const second = await ref.update({ n: 2 });
    const updated = await ref.get();
    expect(updated.createTime?.isEqual(created.createTime!)).toBe(true);
    expect(updated.updateTime?.isEqual(second.writeTime)).toBe(true);
    expect(second.writeTime.valueOf() > first.writeTime.valueOf()).toBe(true);
  });

  it('update with a matching lastUpdateTime succeeds, with a stale one fails with FAILED_PRECONDITION', async () => {
    const ref = col.doc('last-update');
    await ref.set({ n: 1 });
    const stale = (await ref.get()).updateTime!;
    await ref.update({ n: 2 }, { lastUpdateTime: stale });
    expect(await errorCode(ref.update({ n: 3 }, { lastUpdateTime: stale }))).toBe(9);
    expect((await ref.get()).get('n')).toBe(2);
  });

  it('delete with a stale lastUpdateTime fails with FAILED_PRECONDITION', async () => {
    const ref = col.doc('last-update-delete');
    await ref.set({ n: 1 });
    const stale = (await ref.get()).updateTime!;
    await ref.set({ n: 2 });
    expect(await errorCode(ref.delete({ lastUpdateTime: stale }))).toBe(9);
    const current = (await ref.get()).updateTime!;
    await ref.delete({ lastUpdateTime: current });
    expect((await ref.get()).exists).toBe(false);
  });

  it('rejects a lastUpdateTime that never existed', async () => {
    const ref = col.doc('invented-time');
    await ref.set({ n: 1 });
    expect(await errorCode(ref.update({ n: 2 }, { lastUpdateTime: Timestamp.fromMillis(1000) }))).toBe(9);
  });
});

describe('field transforms', () => {
  it('increments integers and doubles, top-level and nested', async () => {
    const ref = col.doc('increment');
    await ref.set({ i: 1, d: 1.5, m: { i: 10 } });
    await ref.update({
      i: FieldValue.increment(2),
      d: FieldValue.increment(0.25),
      'm.i': FieldValue.increment(-3),
    });
    expect((await ref.get()).data()).toEqual({ i: 3, d: 1.75, m: { i: 7 } });
  });

  it('increment sets a missing or non-numeric field to the operand', async () => {
    const ref = col.doc('increment-missing');
    await ref.set({ s: 'text' });
    await ref.set(
      { s: FieldValue.increment(5), n: FieldValue.increment(2), m: { deep: FieldValue.increment(1) } },
      { merge: true },
    );
    expect((await ref.get()).data()).toEqual({ s: 5, n: 2, m: { deep: 1 } });
  });

  it('an integer plus a double is a double', async () => {
    const ref = col.doc('increment-mixed');
    await ref.set({ n: 1 });
    await ref.update({ n: FieldValue.increment(0.5) });
    expect((await ref.get()).get('n')).toBe(1.5);
  });

  it('arrayUnion appends only missing elements', async () => {
    const ref = col.doc('union');
    await ref.set({ tags: ['a', 'b'], nested: { list: [1] } });
    await ref.update({
      tags: FieldValue.arrayUnion('b', 'c', 'c', { k: 1 }),
      'nested.list': FieldValue.arrayUnion(1, 2),
    });
    await ref.update({ tags: FieldValue.arrayUnion({ k: 1 }) });
    expect((await ref.get()).data()).toEqual({ tags: ['a', 'b', 'c', { k: 1 }], nested: { list: [1, 2] } });
  });

  it('arrayRemove removes every occurrence; on a missing field it leaves an empty array', async () => {
    const ref = col.doc('remove');
    await ref.set({ tags: ['a', 'b', 'a', 'c', 1, 1.0] });
    await ref.update({ tags: FieldValue.arrayRemove('a', 1), other: FieldValue.arrayRemove('x') });
    expect((await ref.get()).data()).toEqual({ tags: ['b', 'c'], other: [] });
  });

  it('serverTimestamp stores the commit time in milliseconds', async () => {
    const ref = col.doc('server-time');
    const before = Date.now();
    const result = await ref.set({
      at: FieldValue.serverTimestamp(),
      m: { at: FieldValue.serverTimestamp() },
    });
    const snap = await ref.get();
    const at = snap.get('at') as Timestamp;
    expect(at).toBeInstanceOf(Timestamp);
    expect(at.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(at.toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
    // The commit time, at the millisecond precision server timestamps have.
    expect(at.nanoseconds % 1_000_000).toBe(0);
    expect(at.toMillis()).toBe(Math.floor(result.writeTime.toMillis()));
    expect((snap.get('m.at') as Timestamp).isEqual(at)).toBe(true);
  });
});
