// What `ops status` counts on a project, each one aggregation query (no document is read).
import type { Firestore, Query } from 'firebase-admin/firestore';
import { MAIL_COLLECTION } from '@assay/domain/outbox';
import { collections } from './paths.ts';

export interface PlatformCounts {
  organisations: number;
  globalBaselineVersions: number;
  mail: number;
  /** Mail the Trigger Email extension could not deliver (delivery.state ERROR). */
  mailFailed: number;
}

export async function platformCounts(db: Firestore): Promise<PlatformCounts> {
  const count = async (query: Query) => (await query.count().get()).data().count;
  const mail = db.collection(MAIL_COLLECTION);
  const [organisations, globalBaselineVersions, all, failed] = await Promise.all([
    count(db.collection(collections.orgs)),
    count(db.collection(collections.baselines)),
    count(mail),
    count(mail.where('delivery.state', '==', 'ERROR')),
  ]);
  return { organisations, globalBaselineVersions, mail: all, mailFailed: failed };
}
