// Assessment and answer ↔ stored documents. Timestamps are Firestore Timestamps (queries order
// and filter on them); stored data is parsed with the domain schemas, so corrupt data throws.
import type { DocumentData } from 'firebase-admin/firestore';
import { answerSchema, assessmentSchema } from '@assay/domain/assessments';
import type { Answer, Assessment, AssessmentStatus } from '@assay/domain/assessments';
import { summaryOfTallies, tallyOf } from '@assay/domain/scoring';
import type { AssessmentSummary, SummaryTally } from '@assay/domain/scoring';
import { isoFrom, optionalIsoFrom, timestampFromIso } from '../convert.ts';
import type { Mapper } from '../store/store.ts';

/**
 * The summary is stored as its tallies (score and coverage follow on reading) with each domain's
 * under `domains.d{i}`, i its place in the version's domain order: an answer save adds its
 * difference to `summary.{field}` and `summary.domains.d{i}.{field}` without reading the header.
 */
export const summaryDomainKey = (index: number) => `d${index}`;

function storedSummary(summary: AssessmentSummary) {
  return {
    ...tallyOf(summary),
    domains: Object.fromEntries(
      summary.domains.map((domain, i) => [
        summaryDomainKey(i),
        { domainId: domain.domainId, ...tallyOf(domain) },
      ]),
    ),
  };
}

/** Reads both the tallies form and the one stored before it (with scores and a domain array). */
function summaryFrom(stored: unknown): unknown {
  if (stored === null || typeof stored !== 'object') return stored;
  const { domains, ...overall } = stored as Record<string, unknown>;
  if (Array.isArray(domains) || domains === null || typeof domains !== 'object') return stored;
  const slots = Object.entries(domains as Record<string, SummaryTally & { domainId: string }>)
    .map(([key, domain]) => ({ index: Number(key.slice(1)), domain }))
    .sort((a, b) => a.index - b.index);
  return summaryOfTallies(
    overall as unknown as SummaryTally,
    slots.map((slot) => slot.domain),
  );
}

export const assessmentMapper: Mapper<Assessment> = {
  toDoc: (a) => ({
    id: a.id,
    tenantId: a.tenantId,
    name: a.name,
    status: a.status,
    baseline: a.baseline,
    ownerUid: a.ownerUid,
    createdAt: timestampFromIso(a.createdAt),
    updatedAt: timestampFromIso(a.updatedAt),
    submittedAt: a.submittedAt ? timestampFromIso(a.submittedAt) : null,
    completedAt: a.completedAt ? timestampFromIso(a.completedAt) : null,
    archivedAt: a.archivedAt ? timestampFromIso(a.archivedAt) : null,
    reopened: a.reopened ? { ...a.reopened, at: timestampFromIso(a.reopened.at) } : null,
    summary: storedSummary(a.summary),
  }),
  fromDoc(stored: DocumentData) {
    const data: Record<string, unknown> = stored;
    const optional = (field: string) => {
      const iso = optionalIsoFrom(data[field], field);
      return iso ? { [field]: iso } : {};
    };
    const reopened = data.reopened as Record<string, unknown> | null | undefined;
    return assessmentSchema.parse({
      id: data.id,
      tenantId: data.tenantId,
      name: data.name,
      status: data.status,
      baseline: data.baseline,
      ownerUid: data.ownerUid,
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      updatedAt: isoFrom(data.updatedAt, 'updatedAt'),
      ...optional('submittedAt'),
      ...optional('completedAt'),
      ...optional('archivedAt'),
      ...(reopened
        ? { reopened: { at: isoFrom(reopened.at, 'reopened.at'), by: reopened.by, reason: reopened.reason } }
        : {}),
      summary: summaryFrom(data.summary),
    });
  },
};

/** The stored answer adds the assessment id (queries) and the exception's expiry as a Timestamp (the expiry job). */
export interface StoredAnswer extends Answer {
  assessmentId: string;
}

export const answerMapper: Mapper<StoredAnswer> = {
  toDoc: (a) => ({
    assessmentId: a.assessmentId,
    ref: a.ref,
    status: a.status ?? null,
    maturity: a.maturity ?? null,
    comment: a.comment,
    evidence: a.evidence,
    exception: a.exception
      ? {
          ...a.exception,
          expiresAt: timestampFromIso(a.exception.expiresAt),
          acceptedAt: timestampFromIso(a.exception.acceptedAt),
        }
      : null,
    /** 'active' | 'expired' | null: what the daily expiry job filters on. */
    exceptionState: a.exception ? (a.exception.expired ? 'expired' : 'active') : null,
    exceptionExpiresAt: a.exception ? timestampFromIso(a.exception.expiresAt) : null,
    assigneeUid: a.assigneeUid ?? null,
    revision: a.revision,
    updatedAt: timestampFromIso(a.updatedAt),
    updatedBy: a.updatedBy,
  }),
  fromDoc(stored: DocumentData) {
    const data: Record<string, unknown> = stored;
    const exception = data.exception as Record<string, unknown> | null | undefined;
    const answer = answerSchema.parse({
      ref: data.ref,
      ...(data.status !== null && data.status !== undefined ? { status: data.status } : {}),
      ...(data.maturity !== null && data.maturity !== undefined ? { maturity: data.maturity } : {}),
      comment: data.comment,
      evidence: data.evidence,
      ...(exception
        ? {
            exception: {
              reason: exception.reason,
              expiresAt: isoFrom(exception.expiresAt, 'exception.expiresAt'),
              acceptedBy: exception.acceptedBy,
              acceptedAt: isoFrom(exception.acceptedAt, 'exception.acceptedAt'),
              expired: exception.expired,
            },
          }
        : {}),
      ...(typeof data.assigneeUid === 'string' ? { assigneeUid: data.assigneeUid } : {}),
      revision: data.revision,
      updatedAt: isoFrom(data.updatedAt, 'updatedAt'),
      updatedBy: data.updatedBy,
    });
    return { ...answer, assessmentId: String(data.assessmentId) };
  },
};

/** The answer as callers see it (without the storage-only assessment id). */
export function publicAnswer(stored: StoredAnswer): Answer {
  const { assessmentId: _assessmentId, ...answer } = stored;
  return answer;
}

/**
 * What an answer save must find unchanged to skip reading the header: the assessment's stage
 * and pinned version. Every transition and version move rewrites all of an assessment's gates,
 * and a save reads (locks) the one gate of its control, so either the save commits first or it
 * sees the new gate. A draft and an in-progress assessment are one stage: the first answer
 * moves draft to in progress without a transition.
 */
export interface AnswerGate {
  assessmentId: string;
  stage: 'open' | Exclude<AssessmentStatus, 'draft' | 'in_progress'>;
  baselineId: string;
}

export function gateStageOf(status: AssessmentStatus): AnswerGate['stage'] {
  return status === 'draft' || status === 'in_progress' ? 'open' : status;
}

export const answerGateMapper: Mapper<AnswerGate> = {
  toDoc: (gate) => ({ assessmentId: gate.assessmentId, stage: gate.stage, baselineId: gate.baselineId }),
  fromDoc(data: DocumentData) {
    const stage = String(data.stage);
    if (
      !['open', 'submitted', 'completed', 'archived'].includes(stage) ||
      typeof data.assessmentId !== 'string' ||
      typeof data.baselineId !== 'string'
    )
      throw new Error('Corrupt answer gate');
    return {
      assessmentId: data.assessmentId,
      stage: stage as AnswerGate['stage'],
      baselineId: data.baselineId,
    };
  },
};
