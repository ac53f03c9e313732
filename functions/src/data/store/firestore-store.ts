import type { Firestore } from 'firebase-admin/firestore';
import type { Doc, Store, UnitOfWork } from './store.ts';

export function firestoreStore(db: Firestore): Store {
  return {
    async get<T>(doc: Doc<T>) {
      const snap = await db.doc(doc.path).get();
      const data = snap.data();
      return snap.exists && data ? doc.mapper.fromDoc(data) : null;
    },
    transaction: (work) =>
      db.runTransaction((tx) => {
        const uow: UnitOfWork = {
          newId: () => db.collection('_').doc().id,
          async get<T>(doc: Doc<T>) {
            const snap = await tx.get(db.doc(doc.path));
            const data = snap.data();
            return snap.exists && data ? doc.mapper.fromDoc(data) : null;
          },
          create: (doc, value) => void tx.create(db.doc(doc.path), doc.mapper.toDoc(value)),
          set: (doc, value) => void tx.set(db.doc(doc.path), doc.mapper.toDoc(value)),
          update: (doc, fields) => void tx.update(db.doc(doc.path), fields),
          delete: (doc) => void tx.delete(db.doc(doc.path)),
        };
        return work(uow);
      }),
  };
}
