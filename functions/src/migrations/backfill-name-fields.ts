// Organisations stored before `nameLower` and `searchTokens` existed are missing from the service
// console's name sort and search (Firestore leaves a document without the ordered or filtered
// field out of the query). This writes both from the stored name.
// Idempotent: an organisation already in the current form is not written.
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../data/paths.ts';
import { pages } from '../data/store/pages.ts';
import { nameFields } from '../data/organisation/organisation.ts';

export async function backfillOrganisationNameFields(
  db: Firestore,
): Promise<{ scanned: number; updated: number }> {
  let scanned = 0;
  let updated = 0;
  for await (const orgs of pages(db.collection(collections.orgs))) {
    const batch = db.batch();
    let writes = 0;
    for (const org of orgs) {
      scanned += 1;
      const name: unknown = org.get('name');
      if (typeof name !== 'string') continue;
      const wanted = nameFields(name);
      const tokens: unknown = org.get('searchTokens');
      const same =
        org.get('nameLower') === wanted.nameLower &&
        Array.isArray(tokens) &&
        tokens.length === wanted.searchTokens.length &&
        tokens.every((token, i) => token === wanted.searchTokens[i]);
      if (same) continue;
      // Only if nobody renamed the organisation since it was read (a rename writes both itself).
      batch.update(org.ref, wanted, { lastUpdateTime: org.updateTime });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    updated += writes;
  }
  return { scanned, updated };
}
