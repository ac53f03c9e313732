// Cross-tenant data for system admins. Used only by callables/service/* (via their context)
// and the services they call; every other code path is bound to one parent tenant.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { auditToDoc, organisationFromDoc } from './org-data.ts';
import { collections } from './paths.ts';
import type { NewAuditEntry, OrganisationRecord } from './types.ts';

export interface OrganisationPosition {
  createdAtMillis: number;
  id: string;
}

export interface PlatformData {
  /** Organisations newest first. */
  organisationPage(query: { after?: OrganisationPosition; limit: number }): Promise<{ items: OrganisationRecord[]; hasMore: boolean }>;
  countOrganisations(): Promise<number>;
  appendGlobalAudit(entry: NewAuditEntry): Promise<string>;
}

export function platformData(db: Firestore): PlatformData {
  const orgs = db.collection(collections.orgs);
  const audit = db.collection(collections.globalAudit);
  return {
    async organisationPage({ after, limit }) {
      let query = orgs.orderBy('createdAt', 'desc').orderBy('id', 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.createdAtMillis), after.id);
      const snap = await query.limit(limit + 1).get();
      return { items: snap.docs.slice(0, limit).map((doc) => organisationFromDoc(doc.data())), hasMore: snap.size > limit };
    },
    async countOrganisations() {
      const snap = await orgs.count().get();
      return snap.data().count;
    },
    async appendGlobalAudit(entry) {
      const ref = audit.doc();
      await ref.set(auditToDoc(ref.id, entry));
      return ref.id;
    },
  };
}
