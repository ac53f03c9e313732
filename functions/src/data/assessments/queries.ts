// The assessments' queries, each bounded and backed by an index declared in indexes.ts.
import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { activityTarget } from '@assay/domain/assessments';
import type { Answer, Assessment } from '@assay/domain/assessments';
import type { AuditEntry } from '@assay/domain/audit';
import { auditMapper } from '../audit/audit.ts';
import { collections } from '../paths.ts';
import { answerMapper, assessmentMapper, publicAnswer } from './assessment-mapper.ts';

/** Answers one assessment can hold: every control of the largest version, plus those kept from older versions. */
export const ANSWERS_MAX = 5000;

export interface AssessmentQueries {
  /** A tenant's assessments, newest first. */
  byTenant(tenantId: string, limit: number): Promise<Assessment[]>;
  countByTenant(tenantId: string): Promise<number>;
  answersOf(assessmentId: string): Promise<Answer[]>;
  /** Answers changed after `since` (exclusive), oldest change first. */
  answersChangedSince(assessmentId: string, since: string, limit: number): Promise<Answer[]>;
  /** The organisation's audit entries about this assessment (target `assessment/{id}`), newest first. */
  activityOf(assessmentId: string, limit: number): Promise<AuditEntry[]>;
}

export function firestoreAssessmentQueries(db: Firestore, tid: string): AssessmentQueries {
  const org = db.collection(collections.orgs).doc(tid);
  const assessments = org.collection(collections.assessments);
  const answers = org.collection(collections.assessmentAnswers);
  return {
    async byTenant(tenantId, limit) {
      const snap = await assessments
        .where('tenantId', '==', tenantId)
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => assessmentMapper.fromDoc(doc.data()));
    },
    async countByTenant(tenantId) {
      return (await assessments.where('tenantId', '==', tenantId).count().get()).data().count;
    },
    async answersOf(assessmentId) {
      const snap = await answers.where('assessmentId', '==', assessmentId).limit(ANSWERS_MAX).get();
      return snap.docs.map((doc) => publicAnswer(answerMapper.fromDoc(doc.data())));
    },
    async answersChangedSince(assessmentId, since, limit) {
      const snap = await answers
        .where('assessmentId', '==', assessmentId)
        .where('updatedAt', '>', Timestamp.fromDate(new Date(since)))
        .orderBy('updatedAt', 'asc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => publicAnswer(answerMapper.fromDoc(doc.data())));
    },
    async activityOf(assessmentId, limit) {
      const snap = await org
        .collection(collections.audit)
        .where('target', '==', activityTarget(assessmentId))
        .orderBy('at', 'desc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => auditMapper.fromDoc(doc.data()));
    },
  };
}
