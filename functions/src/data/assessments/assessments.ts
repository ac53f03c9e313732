// The assessments aggregate of one organisation:
//   orgs/{tid}/assessments/{id}                   header + summary (lists read only these)
//   orgs/{tid}/assessmentAnswers/{id}_{ref}       one answer per control, keyed by the control's
//                                                 ref so answers carry over to a newer version
//   orgs/{tid}/assessmentGates/{id}_{n}           GATES copies of the stage and version, each
//                                                 the lock of the controls hashed to it
// An answer save locks its answer and its gate and adds its difference to the header's summary
// without reading the header: concurrent saves of one assessment share no lock but at commit.
// Answers sit in a flat collection beside the headers (not under them) so one equality on
// `assessmentId` finds them and the organisation's snapshot in tests covers them.
import type { Answer, Assessment } from '@assay/domain/assessments';
import type { BaselineReads } from '../baselines/baselines.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Reader, UnitOfWork } from '../store/store.ts';
import { answerGateMapper, answerMapper, assessmentMapper, gateStageOf, publicAnswer, summaryDomainKey } from './assessment-mapper.ts';
import type { AnswerGate, StoredAnswer } from './assessment-mapper.ts';
import { timestampFromIso } from '../convert.ts';
import type { AssessmentQueries } from './queries.ts';
import { pinnedScoringTable } from './scoring-table.ts';
import type { ScoringTable, SummaryTally } from '@assay/domain/scoring';

/** Gates per assessment: saves of controls on different gates never wait for each other. */
export const GATES = 16;

/** The gate a control's saves lock (a stable hash of its ref). */
export function gateOf(ref: string): number {
  let hash = 0;
  for (let i = 0; i < ref.length; i += 1) hash = (hash * 31 + ref.charCodeAt(i)) >>> 0;
  return hash % GATES;
}

export function gateDoc(tid: string, assessmentId: string, gate: number): Doc<AnswerGate> {
  return docAt(`${collections.orgs}/${tid}/${collections.assessmentGates}/${assessmentId}_${gate}`, answerGateMapper);
}

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
  /**
   * Reads (locks) the gate an answer save of `ref` locks: whether it has the stage and version
   * of `assessment` (a header read before); null for an assessment stored before gates existed.
   */
  gateAgrees(assessment: Pick<Assessment, 'id' | 'status' | 'baseline'>, ref: string): Promise<boolean | null>;
  /** Whether the assessment has its gates (the one `ref` locks, read and locked). */
  hasGate(assessmentId: string, ref: string): Promise<boolean>;
  newId(): string;
  /** The header and its gates. */
  create(assessment: Assessment): void;
  /** The header and its gates: for changes of status or version. */
  put(assessment: Assessment): void;
  /** The header alone: its stage (gateStageOf) and version must be what its gates say. */
  putHeader(assessment: Assessment): void;
  putAnswer(assessmentId: string, answer: Answer): void;
  /**
   * Adds an answer's difference to the summary (overall and domain `domainIndex` of the pinned
   * version) without reading the header; a draft becomes in progress.
   */
  addToSummary(assessment: Pick<Assessment, 'id' | 'status'>, domainIndex: number, delta: SummaryTally, updatedAt: string): void;
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
    gateAgrees: async (assessment, ref) => {
      const gate = await uow.get(gateDoc(tid, assessment.id, gateOf(ref)));
      return gate && gate.stage === gateStageOf(assessment.status) && gate.baselineId === assessment.baseline.id;
    },
    hasGate: async (assessmentId, ref) => (await uow.get(gateDoc(tid, assessmentId, gateOf(ref)))) !== null,
    newId: () => uow.newId(),
    create: (assessment) => {
      uow.create(assessmentDoc(tid, assessment.id), assessment);
      putGates(uow, tid, assessment);
    },
    put: (assessment) => {
      uow.set(assessmentDoc(tid, assessment.id), assessment);
      putGates(uow, tid, assessment);
    },
    putHeader: (assessment) => uow.set(assessmentDoc(tid, assessment.id), assessment),
    putAnswer: (assessmentId, answer) => uow.set(answerDoc(tid, assessmentId, answer.ref), { ...answer, assessmentId }),
    addToSummary: (assessment, domainIndex, delta, updatedAt) => {
      const deltas: Record<string, number> = {};
      for (const [field, by] of Object.entries(delta) as [string, number][]) {
        if (by === 0) continue;
        deltas[`summary.${field}`] = by;
        deltas[`summary.domains.${summaryDomainKey(domainIndex)}.${field}`] = by;
      }
      uow.increment(assessmentDoc(tid, assessment.id), deltas, { updatedAt: timestampFromIso(updatedAt), ...(assessment.status === 'draft' ? { status: 'in_progress' } : {}) });
    },
  };
}

function putGates(uow: UnitOfWork, tid: string, assessment: Assessment): void {
  const gate: AnswerGate = { assessmentId: assessment.id, stage: gateStageOf(assessment.status), baselineId: assessment.baseline.id };
  for (let n = 0; n < GATES; n += 1) uow.set(gateDoc(tid, assessment.id, n), gate);
}
