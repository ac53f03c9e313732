// Assessment and answer ↔ stored documents. Timestamps are Firestore Timestamps (queries order
// and filter on them); stored data is parsed with the domain schemas, so corrupt data throws.
import type { DocumentData } from 'firebase-admin/firestore';
import { answerSchema, assessmentSchema } from '@assay/domain/assessments';
import type { Answer, Assessment } from '@assay/domain/assessments';
import { isoFrom, optionalIsoFrom, timestampFromIso } from '../convert.ts';
import type { Mapper } from '../store/store.ts';

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
    summary: a.summary,
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
      ...(reopened ? { reopened: { at: isoFrom(reopened.at, 'reopened.at'), by: reopened.by, reason: reopened.reason } } : {}),
      summary: data.summary,
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
    exception: a.exception ? { ...a.exception, expiresAt: timestampFromIso(a.exception.expiresAt), acceptedAt: timestampFromIso(a.exception.acceptedAt) } : null,
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
