// The dashboard's one query of its own: the assessments being worked on, latest change first
// (bounded; index in indexes.ts), and how many there are. Scores come from the rollup, due items from the roadmap.
import type { Firestore } from 'firebase-admin/firestore';
import type { Assessment } from '@assay/domain/assessments';
import { assessmentMapper } from '../assessments/assessment-mapper.ts';
import { collections } from '../paths.ts';

export const OPEN_ASSESSMENT_STATUSES = ['draft', 'in_progress', 'submitted'] as const;

export interface DashboardQueries {
  openAssessments(limit: number): Promise<Assessment[]>;
  /** How many assessments are open (an aggregate: one read per 1,000). */
  countOpenAssessments(): Promise<number>;
}

export function firestoreDashboardQueries(db: Firestore, tid: string): DashboardQueries {
  const assessments = db.collection(collections.orgs).doc(tid).collection(collections.assessments);
  return {
    async openAssessments(limit) {
      const snap = await assessments
        .where('status', 'in', [...OPEN_ASSESSMENT_STATUSES])
        .orderBy('updatedAt', 'desc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => assessmentMapper.fromDoc(doc.data()));
    },
    async countOpenAssessments() {
      return (
        await assessments
          .where('status', 'in', [...OPEN_ASSESSMENT_STATUSES])
          .count()
          .get()
      ).data().count;
    },
  };
}
