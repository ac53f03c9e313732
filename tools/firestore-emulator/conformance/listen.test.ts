import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { connectFirestore, ids, listen, listenQuery } from './helpers.ts';

const { db } = connectFirestore('listen');

function changes(snapshot: QuerySnapshot): string[] {
  return snapshot.docChanges().map((change) => `${change.type}:${change.doc.id}`);
}

describe('document listeners', () => {
  it('see a document appear, change and disappear', async () => {
    const ref = db.collection('docs').doc('watched');
    const snapshots = listen<DocumentSnapshot>((onNext, onError) => ref.onSnapshot(onNext, onError));
    try {
      expect((await snapshots.next()).exists).toBe(false);
      await ref.set({ n: 1 });
      const created = await snapshots.next();
      expect(created.exists).toBe(true);
      expect(created.data()).toEqual({ n: 1 });
      await ref.update({ n: 2, extra: 'yes' });
      expect((await snapshots.next()).data()).toEqual({ n: 2, extra: 'yes' });
      await ref.delete();
      expect((await snapshots.next()).exists).toBe(false);
    } finally {
      snapshots.stop();
    }
  });

  it('start with the current data of an existing document', async () => {
    const ref = db.collection('docs').doc('existing');
    await ref.set({ hello: 'world' });
    const snapshots = listen<DocumentSnapshot>((onNext, onError) => ref.onSnapshot(onNext, onError));
    try {
      const first = await snapshots.next();
      expect(first.data()).toEqual({ hello: 'world' });
      expect(first.updateTime).toBeDefined();
    } finally {
      snapshots.stop();
    }
  });
});

describe('query listeners', () => {
  it('report added, modified and removed documents', async () => {
    const col = db.collection('tasks');
    await col.doc('a').set({ open: true, n: 1 });
    await col.doc('b').set({ open: true, n: 2 });
    await col.doc('closed').set({ open: false, n: 3 });
    const snapshots = listenQuery(col.where('open', '==', true));
    try {
      const initial = await snapshots.next();
      expect(changes(initial)).toEqual(['added:a', 'added:b']);

      await col.doc('c').set({ open: true, n: 4 });
      const added = await snapshots.next();
      expect(changes(added)).toEqual(['added:c']);
      expect(ids(added)).toEqual(['a', 'b', 'c']);

      await col.doc('a').update({ n: 10 });
      const modified = await snapshots.next();
      expect(changes(modified)).toEqual(['modified:a']);
      expect(modified.docs[0]!.get('n')).toBe(10);

      await col.doc('b').update({ open: false });
      expect(changes(await snapshots.next())).toEqual(['removed:b']);

      await col.doc('c').delete();
      const removed = await snapshots.next();
      expect(changes(removed)).toEqual(['removed:c']);
      expect(ids(removed)).toEqual(['a']);

      // A document that does not match and starts matching is added.
      await col.doc('closed').update({ open: true });
      expect(changes(await snapshots.next())).toEqual(['added:closed']);
    } finally {
      snapshots.stop();
    }
  });

  it('deliver one snapshot per batch, in query order', async () => {
    const col = db.collection('scores');
    await col.doc('low').set({ score: 1 });
    const snapshots = listenQuery(col.orderBy('score', 'desc'));
    try {
      expect(ids(await snapshots.next())).toEqual(['low']);
      const batch = db.batch();
      batch.set(col.doc('high'), { score: 100 });
      batch.set(col.doc('mid'), { score: 50 });
      batch.update(col.doc('low'), { score: 2 });
      await batch.commit();
      const next = await snapshots.next();
      expect(ids(next)).toEqual(['high', 'mid', 'low']);
      expect(
        next
          .docChanges()
          .map((c) => `${c.type}:${c.doc.id}:${c.newIndex}`)
          .sort(),
      ).toEqual(['added:high:0', 'added:mid:1', 'modified:low:2']);
    } finally {
      snapshots.stop();
    }
  });

  it('keep a limited query at its limit as documents enter and leave the top', async () => {
    const col = db.collection('leaderboard');
    await col.doc('p1').set({ points: 10 });
    await col.doc('p2').set({ points: 20 });
    await col.doc('p3').set({ points: 30 });
    const snapshots = listenQuery(col.orderBy('points', 'desc').limit(2));
    try {
      expect(ids(await snapshots.next())).toEqual(['p3', 'p2']);
      await col.doc('p4').set({ points: 25 });
      const entered = await snapshots.next();
      expect(ids(entered)).toEqual(['p3', 'p4']);
      expect(changes(entered).sort()).toEqual(['added:p4', 'removed:p2']);
      await col.doc('p3').delete();
      const refilled = await snapshots.next();
      expect(ids(refilled)).toEqual(['p4', 'p2']);
      expect(changes(refilled).sort()).toEqual(['added:p2', 'removed:p3']);
    } finally {
      snapshots.stop();
    }
  });

  it('listen to an empty collection group and see documents arrive anywhere', async () => {
    const snapshots = listenQuery(db.collectionGroup('comments').where('flagged', '==', true));
    try {
      expect((await snapshots.next()).empty).toBe(true);
      await db.doc('posts/p1/comments/c1').set({ flagged: true });
      await db.doc('posts/p2/comments/c2').set({ flagged: false });
      await db.doc('threads/t/replies/r/comments/c3').set({ flagged: true });
      let snapshot = await snapshots.next();
      while (snapshot.size < 2) snapshot = await snapshots.next();
      expect(snapshot.docs.map((doc) => doc.ref.path)).toEqual([
        'posts/p1/comments/c1',
        'threads/t/replies/r/comments/c3',
      ]);
    } finally {
      snapshots.stop();
    }
  });

  it('several listeners on one query each get every change', async () => {
    const col = db.collection('shared');
    const first = listenQuery(col);
    const second = listenQuery(col.where('n', '>', 0));
    try {
      await first.next();
      await second.next();
      await col.doc('x').set({ n: 1 });
      expect(changes(await first.next())).toEqual(['added:x']);
      expect(changes(await second.next())).toEqual(['added:x']);
    } finally {
      first.stop();
      second.stop();
    }
  });
});
