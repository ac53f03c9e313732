import { AggregateField, FieldPath } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { descendantsRange } from '../src/collection-group-scope.ts';
import { connectFirestore, ids } from './helpers.ts';

const { db } = connectFirestore('collections');
// A project of its own, so the listing cases see only the seed below.
const isolated = connectFirestore('collections-scope').db;

beforeAll(async () => {
  const batch = db.batch();
  batch.set(db.doc('orgs/acme'), { name: 'Acme' });
  batch.set(db.doc('orgs/acme/members/ann'), { role: 'admin', age: 40 });
  batch.set(db.doc('orgs/acme/members/bob'), { role: 'user', age: 25 });
  batch.set(db.doc('orgs/acme/teams/red/members/cat'), { role: 'user', age: 31 });
  // "ghost" does not exist itself but has a subcollection.
  batch.set(db.doc('orgs/ghost/members/dan'), { role: 'admin', age: 52 });
  batch.set(db.doc('members/root-level'), { role: 'user', age: 19 });
  batch.set(db.doc('membersX/not-a-member'), { role: 'admin', age: 60 });
  await batch.commit();
});

describe('collection groups', () => {
  it('queries every collection with the id, at any depth', async () => {
    const snapshot = await db.collectionGroup('members').get();
    expect(snapshot.docs.map((doc) => doc.ref.path)).toEqual([
      'members/root-level',
      'orgs/acme/members/ann',
      'orgs/acme/members/bob',
      'orgs/acme/teams/red/members/cat',
      'orgs/ghost/members/dan',
    ]);
  });

  it('applies filters and ordering across collections', async () => {
    const snapshot = await db
      .collectionGroup('members')
      .where('role', '==', 'admin')
      .orderBy('age', 'desc')
      .get();
    expect(snapshot.docs.map((doc) => doc.ref.path)).toEqual([
      'orgs/ghost/members/dan',
      'orgs/acme/members/ann',
    ]);
  });

  it('a string-prefix documentId range also takes in orgs/acme-2 (paths order by segment); descendantsRange keeps only orgs/acme', async () => {
    const batch = isolated.batch();
    for (const path of [
      'orgs/acm/staff/a0',
      'orgs/acme/staff/a1',
      'orgs/acme/teams/red/staff/a2',
      'orgs/acme-2/staff/b1',
      'orgs/acmf/staff/c1',
    ]) {
      batch.set(isolated.doc(path), { n: 1 });
    }
    await batch.commit();
    const byId = isolated.collectionGroup('staff').orderBy(FieldPath.documentId());
    const prefix = await byId.startAt('orgs/acme').endAt('orgs/acme\uf8ff').get();
    expect(prefix.docs.map((doc) => doc.ref.path)).toEqual([
      'orgs/acme/staff/a1',
      'orgs/acme/teams/red/staff/a2',
      'orgs/acme-2/staff/b1',
    ]);
    const range = descendantsRange('orgs/acme');
    const scoped = await byId.startAfter(range.startAfter).endBefore(range.endBefore).get();
    expect(scoped.docs.map((doc) => doc.ref.path)).toEqual([
      'orgs/acme/staff/a1',
      'orgs/acme/teams/red/staff/a2',
    ]);
  });
});

describe('getAll', () => {
  it('returns snapshots in the requested order, missing ones included', async () => {
    const snapshots = await db.getAll(
      db.doc('orgs/acme/members/bob'),
      db.doc('orgs/nope'),
      db.doc('orgs/acme'),
    );
    expect(snapshots.map((snap) => [snap.id, snap.exists])).toEqual([
      ['bob', true],
      ['nope', false],
      ['acme', true],
    ]);
    expect(snapshots[0]!.data()).toEqual({ role: 'user', age: 25 });
  });

  it('applies a field mask', async () => {
    const [snap] = await db.getAll(db.doc('orgs/acme/members/ann'), { fieldMask: ['role'] });
    expect(snap!.data()).toEqual({ role: 'admin' });
  });
});

describe('listing', () => {
  it('listDocuments includes documents that only have subcollections', async () => {
    const refs = await db.collection('orgs').listDocuments();
    expect(refs.map((ref) => ref.id).sort()).toEqual(['acme', 'ghost']);
  });

  it('listCollections at the root', async () => {
    const collections = await db.listCollections();
    expect(collections.map((col) => col.id).sort()).toEqual(['members', 'membersX', 'orgs']);
  });

  it('listCollections under a document, including one reachable only through deeper documents', async () => {
    expect((await db.doc('orgs/acme').listCollections()).map((col) => col.id).sort()).toEqual([
      'members',
      'teams',
    ]);
    expect((await db.doc('orgs/acme/teams/red').listCollections()).map((col) => col.id)).toEqual(['members']);
    expect(await db.doc('orgs/acme/members/ann').listCollections()).toEqual([]);
  });
});

describe('aggregations', () => {
  it('count, with and without filters and limits', async () => {
    expect((await db.collectionGroup('members').count().get()).data().count).toBe(5);
    expect(
      (await db.collectionGroup('members').where('role', '==', 'admin').count().get()).data().count,
    ).toBe(2);
    expect((await db.collectionGroup('members').limit(3).count().get()).data().count).toBe(3);
    expect((await db.collection('empty-collection').count().get()).data().count).toBe(0);
  });

  it('sum and average in one aggregate query', async () => {
    const snapshot = await db
      .collectionGroup('members')
      .where('role', '==', 'user')
      .aggregate({
        total: AggregateField.sum('age'),
        mean: AggregateField.average('age'),
        n: AggregateField.count(),
      })
      .get();
    expect(snapshot.data()).toEqual({ total: 75, mean: 25, n: 3 });
  });

  it('sum ignores non-numeric values and mixes integers with doubles', async () => {
    const col = db.collection('sums');
    await col.doc('a').set({ v: 1 });
    await col.doc('b').set({ v: 2.5 });
    await col.doc('c').set({ v: 'three' });
    await col.doc('d').set({ other: 4 });
    const snapshot = await col
      .aggregate({ total: AggregateField.sum('v'), mean: AggregateField.average('v') })
      .get();
    expect(snapshot.data()).toEqual({ total: 3.5, mean: 1.75 });
  });

  it('average of nothing is null, sum of nothing is 0', async () => {
    const snapshot = await db
      .collection('empty-collection')
      .aggregate({
        total: AggregateField.sum('v'),
        mean: AggregateField.average('v'),
      })
      .get();
    expect(snapshot.data()).toEqual({ total: 0, mean: null });
  });
});

describe('recursiveDelete', () => {
  it('deletes a document with all its subcollections', async () => {
    await db.doc('trees/oak').set({ kind: 'oak' });
    await db.doc('trees/oak/leaves/one').set({ n: 1 });
    await db.doc('trees/oak/leaves/one/veins/v').set({ n: 2 });
    await db.doc('trees/pine').set({ kind: 'pine' });
    await db.recursiveDelete(db.doc('trees/oak'));
    expect((await db.doc('trees/oak').get()).exists).toBe(false);
    expect((await db.collectionGroup('veins').get()).size).toBe(0);
    expect((await db.collectionGroup('leaves').get()).size).toBe(0);
    expect(ids(await db.collection('trees').get())).toEqual(['pine']);
  });

  it('deletes a collection and everything below it, leaving siblings', async () => {
    await db.doc('forest/a').set({ n: 1 });
    await db.doc('forest/b/deep/c').set({ n: 2 });
    await db.doc('forestry/x').set({ n: 3 });
    await db.recursiveDelete(db.collection('forest'));
    expect((await db.collection('forest').get()).size).toBe(0);
    expect(await db.collection('forest').listDocuments()).toEqual([]);
    expect(ids(await db.collection('forestry').get())).toEqual(['x']);
  });
});
