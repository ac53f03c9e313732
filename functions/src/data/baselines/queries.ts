// The header queries of the library list. Both are single-collection queries on one equality
// (or none), so they need no composite index; each reads at most LIST_MAX headers (never a chunk).
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../paths.ts';
import { baselineHeaderMapper } from './baseline-mapper.ts';
import type { BaselineHeader } from './baseline-mapper.ts';

/** Upper bound of headers one list reads per owner (global library; one organisation's versions). */
export const LIST_MAX = 500;

export interface BaselineQueries {
  /** Headers of the published global versions. */
  publishedGlobal(): Promise<BaselineHeader[]>;
  /** Headers of every version of the organisation's private baselines. */
  privateVersions(): Promise<BaselineHeader[]>;
}

export function firestoreBaselineQueries(db: Firestore, tid: string): BaselineQueries {
  return {
    async publishedGlobal() {
      const snap = await db
        .collection(collections.baselines)
        .where('status', '==', 'published')
        .limit(LIST_MAX)
        .get();
      return snap.docs.map((doc) => baselineHeaderMapper.fromDoc(doc.data()));
    },
    async privateVersions() {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.baselines)
        .limit(LIST_MAX)
        .get();
      return snap.docs.map((doc) => baselineHeaderMapper.fromDoc(doc.data()));
    },
  };
}

/** The system admins' view of the global library: every version, drafts and retired ones included. */
export interface GlobalBaselineQueries {
  allGlobal(): Promise<BaselineHeader[]>;
}

export function firestoreGlobalBaselineQueries(db: Firestore): GlobalBaselineQueries {
  return {
    async allGlobal() {
      const snap = await db.collection(collections.baselines).limit(LIST_MAX).get();
      return snap.docs.map((doc) => baselineHeaderMapper.fromDoc(doc.data()));
    },
  };
}
