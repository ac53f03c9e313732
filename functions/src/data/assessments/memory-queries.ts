// The assessments' queries over a MemoryStore (unit tests), same results as queries.ts.
import { Timestamp } from 'firebase-admin/firestore';
import { activityTarget } from '@assay/domain/assessments';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { answerMapper, assessmentMapper, publicAnswer } from './assessment-mapper.ts';
import { ANSWERS_MAX } from './queries.ts';
import { auditMapper } from '../audit/audit.ts';
import type { AssessmentQueries } from './queries.ts';

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

export function memoryAssessmentQueries(store: MemoryStore, tid: string): AssessmentQueries {
  const assessments = () => store.collection(`${collections.orgs}/${tid}/${collections.assessments}`);
  const answers = (assessmentId: string) =>
    store
      .collection(`${collections.orgs}/${tid}/${collections.assessmentAnswers}`)
      .filter((data) => data.assessmentId === assessmentId);
  return {
    byTenant: (tenantId, limit) =>
      Promise.resolve(
        assessments()
          .filter((data) => data.tenantId === tenantId)
          .sort((a, b) => millis(b.createdAt) - millis(a.createdAt))
          .slice(0, limit)
          .map((data) => assessmentMapper.fromDoc(data)),
      ),
    countByTenant: (tenantId) =>
      Promise.resolve(assessments().filter((data) => data.tenantId === tenantId).length),
    answersOf: (assessmentId) =>
      Promise.resolve(
        answers(assessmentId)
          .slice(0, ANSWERS_MAX)
          .map((data) => publicAnswer(answerMapper.fromDoc(data))),
      ),
    answersChangedSince: (assessmentId, since, limit) =>
      Promise.resolve(
        answers(assessmentId)
          .filter((data) => millis(data.updatedAt) > Date.parse(since))
          .sort((a, b) => millis(a.updatedAt) - millis(b.updatedAt))
          .slice(0, limit)
          .map((data) => publicAnswer(answerMapper.fromDoc(data))),
      ),
    activityOf: (assessmentId, limit) =>
      Promise.resolve(
        store
          .collection(`${collections.orgs}/${tid}/${collections.audit}`)
          .filter((data) => data.target === activityTarget(assessmentId))
          .sort((a, b) => millis(b.at) - millis(a.at))
          .slice(0, limit)
          .map((data) => auditMapper.fromDoc(data)),
      ),
  };
}
