import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Documents read per query by the migrations: bounded reads, whatever the size of the data. */
export const SCAN_PAGE = 200;

/** Every document of `query`, a page at a time, in document-id order (for one-off migrations). */
export async function* pages(query: Query): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(SCAN_PAGE);
    const snap = await (after ? ordered.startAfter(after) : ordered).get();
    if (snap.empty) return;
    yield snap.docs;
    if (snap.size < SCAN_PAGE) return;
    after = snap.docs.at(-1);
  }
}
