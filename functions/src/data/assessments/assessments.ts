// The assessments aggregate of one organisation:
//   orgs/{tid}/assessments/{id}                   header + summary (lists read only these)
//   orgs/{tid}/assessmentAnswers/{id}_{ref}       one answer per control, keyed by the control's
//                                                 ref so answers carry over to a newer version
// Answers sit in a flat collection beside the headers (not under them) so one equality on
// `assessmentId` finds them and the organisation's snapshot in tests covers them.
import type { Answer, Assessment } from '@assay/domain/assessments';
import type { BaselineReads } from '../baselines/baselines.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Reader, UnitOfWork } from '../store/store.ts';
import { answerMapper, assessmentMapper, publicAnswer } from './assessment-mapper.ts';
import type { StoredAnswer } from './assessment-mapper.ts';
import type { AssessmentQueries } from './queries.ts';
import { pinnedScoringTable } from './scoring-table.ts';
import type { ScoringTable } from '@assay/domain/scoring';

export function assessmentDoc(tid: string, id: string): Doc<Assessment> {
  return docAt(`${collections.orgs}/${tid}/${collections.assessments}/${id}`, assessmentMapper);
}

/** Refs have no `_`, so `{id}_{ref}` is unambiguous. */
export function answerDoc(tid: string, assessmentId: string, ref: string): Doc<StoredAnswer> {
  return docAt(`${collections.orgs}/${tid}/${collections.assessmentAnswers}/${assessmentId}_${ref}`, answerMapper);
}

export interface AssessmentReads extends AssessmentQueries {
  get(id: string): Promise<Assessment | null>;
  /** What scoring needs of a pinned (published, immutable) version; cached per instance. */
  scoringTable(baselineId: string): Promise<ScoringTable | null>;
}

export interface AssessmentWrites {
  get(id: string): Promise<Assessment | null>;
  answer(assessmentId: string, ref: string): Promise<Answer | null>;
  newId(): string;
  create(assessment: Assessment): void;
  put(assessment: Assessment): void;
  putAnswer(assessmentId: string, answer: Answer): void;
}

export function assessmentReads(reader: Reader, tid: string, queries: AssessmentQueries, baselines: BaselineReads): AssessmentReads {
  return { ...queries, get: (id) => reader.get(assessmentDoc(tid, id)), scoringTable: (baselineId) => pinnedScoringTable(baselines, tid, baselineId) };
}

export function assessmentWrites(uow: UnitOfWork, tid: string): AssessmentWrites {
  return {
    get: (id) => uow.get(assessmentDoc(tid, id)),
    answer: async (assessmentId, ref) => {
      const stored = await uow.get(answerDoc(tid, assessmentId, ref));
      return stored ? publicAnswer(stored) : null;
    },
    newId: () => uow.newId(),
    create: (assessment) => uow.create(assessmentDoc(tid, assessment.id), assessment),
    put: (assessment) => uow.set(assessmentDoc(tid, assessment.id), assessment),
    putAnswer: (assessmentId, answer) => uow.set(answerDoc(tid, assessmentId, answer.ref), { ...answer, assessmentId }),
  };
}
