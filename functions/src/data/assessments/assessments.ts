// The assessments aggregate of one organisation:
//   orgs/{tid}/assessments/{id}                   header + summary (lists read only these), and
//                                                 `answerSaves`, a count of answer saves (stored
//                                                 only: a version move checks nothing was saved
//                                                 since it read the answers)
//   orgs/{tid}/assessmentAnswers/{id}_{ref}       one answer per control, keyed by the control's
//                                                 ref so answers carry over to a newer version
//   orgs/{tid}/assessmentGates/{id}               a copy of the stage and pinned version
// An answer save reads the header outside its transaction, then reads (a shared lock) the answer
// and the gate and writes the answer and its difference to the header's summary without reading
// the header. Readers of the gate never wait for each other (Firestore's read locks are shared),
// so concurrent saves of one assessment share no lock but the header's, while they commit; a
// transition or a version move rewrites the gate, which waits for (or aborts) the saves that read it.
// Answers sit in a flat collection beside the headers (not under them) so one equality on
// `assessmentId` finds them and the organisation's snapshot in tests covers them.
import type { Answer, Assessment } from '@assay/domain/assessments';
import type { BaselineReads } from '../baselines/baselines.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';
import {
  answerGateMapper,
  answerMapper,
  assessmentMapper,
  gateStageOf,
  publicAnswer,
  summaryDomainKey,
} from './assessment-mapper.ts';
import type { AnswerGate, StoredAnswer } from './assessment-mapper.ts';
import { timestampFromIso } from '../convert.ts';
import type { AssessmentQueries } from './queries.ts';
import { pinnedScoringTable } from './scoring-table.ts';
import type { ScoringTable, SummaryTally } from '@assay/domain/scoring';

export function gateDoc(tid: string, assessmentId: string): Doc<AnswerGate> {
  return docAt(`${collections.orgs}/${tid}/${collections.assessmentGates}/${assessmentId}`, answerGateMapper);
}

/** The header with its count of answer saves, which never leaves the repository. */
interface CountedHeader {
  assessment: Assessment;
  answerSaves: number;
}

const countedHeaderMapper: Mapper<CountedHeader> = {
  toDoc: ({ assessment, answerSaves }) => ({ ...assessmentMapper.toDoc(assessment), answerSaves }),
  fromDoc: (data) => ({
    assessment: assessmentMapper.fromDoc(data),
    answerSaves: typeof data.answerSaves === 'number' ? data.answerSaves : 0,
  }),
};

function countedHeaderDoc(tid: string, id: string): Doc<CountedHeader> {
  return docAt(`${collections.orgs}/${tid}/${collections.assessments}/${id}`, countedHeaderMapper);
}

export function assessmentDoc(tid: string, id: string): Doc<Assessment> {
  return docAt(`${collections.orgs}/${tid}/${collections.assessments}/${id}`, assessmentMapper);
}

/** Refs have no `_`, so `{id}_{ref}` is unambiguous. */
export function answerDoc(tid: string, assessmentId: string, ref: string): Doc<StoredAnswer> {
  return docAt(
    `${collections.orgs}/${tid}/${collections.assessmentAnswers}/${assessmentId}_${ref}`,
    answerMapper,
  );
}

export interface AssessmentReads extends AssessmentQueries {
  get(id: string): Promise<Assessment | null>;
  /** The header and how many answer saves it has counted. */
  getCounted(id: string): Promise<CountedHeader | null>;
  /** What scoring needs of a pinned (published, immutable) version; cached per instance. */
  scoringTable(baselineId: string): Promise<ScoringTable | null>;
}

export interface AssessmentWrites {
  get(id: string): Promise<Assessment | null>;
  /** The answer saves counted by the header as `get` read it in this transaction. */
  answerSaves(id: string): number;
  answer(assessmentId: string, ref: string): Promise<Answer | null>;
  /**
   * Reads (locks, shared) the gate: whether it has the stage and version of `assessment` (a
   * header read before); null for an assessment stored without its gate.
   */
  gateAgrees(assessment: Pick<Assessment, 'id' | 'status' | 'baseline'>): Promise<boolean | null>;
  /** Whether the assessment has its gate (read and locked). */
  hasGate(assessmentId: string): Promise<boolean>;
  newId(): string;
  /** The header and its gate. */
  create(assessment: Assessment): void;
  /**
   * The header (read by `get` in this transaction) and its gate: for changes of status or
   * version, and (`answerSaved`) for an answer save that read the header.
   */
  put(assessment: Assessment, options?: { answerSaved?: boolean; gate?: boolean }): void;
  putAnswer(assessmentId: string, answer: Answer): void;
  /**
   * Adds an answer's difference to the summary (overall and domain `domainIndex` of the pinned
   * version) and counts the save, without reading the header; a draft becomes in progress.
   */
  addToSummary(
    assessment: Pick<Assessment, 'id' | 'status'>,
    domainIndex: number,
    delta: SummaryTally,
    updatedAt: string,
  ): void;
}

export function assessmentReads(
  reader: Reader,
  tid: string,
  queries: AssessmentQueries,
  baselines: BaselineReads,
): AssessmentReads {
  return {
    ...queries,
    get: (id) => reader.get(assessmentDoc(tid, id)),
    getCounted: (id) => reader.get(countedHeaderDoc(tid, id)),
    scoringTable: (baselineId) => pinnedScoringTable(baselines, tid, baselineId),
  };
}

export function assessmentWrites(uow: UnitOfWork, tid: string): AssessmentWrites {
  /** Answer saves counted by each header read in this transaction. */
  const saves = new Map<string, number>();
  const savesRead = (id: string): number => {
    const count = saves.get(id);
    if (count === undefined)
      throw new Error(`The header of assessment ${id} must be read in this transaction before it is written`);
    return count;
  };
  return {
    get: async (id) => {
      const counted = await uow.get(countedHeaderDoc(tid, id));
      if (counted) saves.set(id, counted.answerSaves);
      return counted?.assessment ?? null;
    },
    answerSaves: savesRead,
    answer: async (assessmentId, ref) => {
      const stored = await uow.get(answerDoc(tid, assessmentId, ref));
      return stored ? publicAnswer(stored) : null;
    },
    gateAgrees: async (assessment) => {
      const gate = await uow.get(gateDoc(tid, assessment.id));
      return (
        gate && gate.stage === gateStageOf(assessment.status) && gate.baselineId === assessment.baseline.id
      );
    },
    hasGate: async (assessmentId) => (await uow.get(gateDoc(tid, assessmentId))) !== null,
    newId: () => uow.newId(),
    create: (assessment) => {
      uow.create(countedHeaderDoc(tid, assessment.id), { assessment, answerSaves: 0 });
      putGate(uow, tid, assessment);
    },
    put: (assessment, options = {}) => {
      uow.set(countedHeaderDoc(tid, assessment.id), {
        assessment,
        answerSaves: savesRead(assessment.id) + (options.answerSaved ? 1 : 0),
      });
      if (options.gate !== false) putGate(uow, tid, assessment);
    },
    putAnswer: (assessmentId, answer) =>
      uow.set(answerDoc(tid, assessmentId, answer.ref), { ...answer, assessmentId }),
    addToSummary: (assessment, domainIndex, delta, updatedAt) => {
      const deltas: Record<string, number> = { answerSaves: 1 };
      for (const [field, by] of Object.entries(delta) as [string, number][]) {
        if (by === 0) continue;
        deltas[`summary.${field}`] = by;
        deltas[`summary.domains.${summaryDomainKey(domainIndex)}.${field}`] = by;
      }
      uow.increment(assessmentDoc(tid, assessment.id), deltas, {
        updatedAt: timestampFromIso(updatedAt),
        ...(assessment.status === 'draft' ? { status: 'in_progress' } : {}),
      });
    },
  };
}

function putGate(uow: UnitOfWork, tid: string, assessment: Assessment): void {
  uow.set(gateDoc(tid, assessment.id), {
    assessmentId: assessment.id,
    stage: gateStageOf(assessment.status),
    baselineId: assessment.baseline.id,
  });
}
