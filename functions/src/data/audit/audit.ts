// The audit aggregate: orgs/{tid}/audit/{id} (an organisation's log) and audit/{id} (service
// actions). Entries are only ever written inside the unit of work of the change they record.
import type { DocumentData } from 'firebase-admin/firestore';
import { AUDIT_SUBJECT_MAX, auditLine } from '@assay/domain/audit';
import type { AuditEntry } from '@assay/domain/audit';
import { isoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Mapper, UnitOfWork } from '../store/store.ts';

/** Who did what and when: fixed by the callable wrapper for the whole call, never by a service. */
export interface AuditStamp {
  actorUid: string;
  /** The contract name. */
  action: string;
  at: string;
}

/** What a service says about its change. `summary` is its own wording; user text goes in `subjectName`. */
export interface AuditNote {
  target: string;
  summary: string;
  tenantId?: string;
  subjectName?: string;
  changedFields?: string[];
  /** The organisation concerned, in the global log of service actions. */
  orgId?: string;
}

export const auditMapper: Mapper<AuditEntry> = {
  toDoc: (entry) => ({
    id: entry.id,
    at: timestampFromIso(entry.at),
    actorUid: entry.actorUid,
    action: entry.action,
    target: entry.target,
    tenantId: entry.tenantId ?? null,
    orgId: entry.orgId ?? null,
    summary: entry.summary,
    subjectName: entry.subjectName ?? null,
    changedFields: entry.changedFields ?? null,
  }),
  fromDoc(data: DocumentData) {
    const tenantId = optionalStr(data.tenantId);
    const orgId = optionalStr(data.orgId);
    const subjectName = optionalStr(data.subjectName);
    const changedFields = Array.isArray(data.changedFields)
      ? (data.changedFields as unknown[]).filter((f): f is string => typeof f === 'string')
      : undefined;
    return {
      id: str(data.id, 'id'),
      at: isoFrom(data.at, 'at'),
      actorUid: str(data.actorUid, 'actorUid'),
      action: str(data.action, 'action'),
      target: str(data.target, 'target'),
      ...(tenantId ? { tenantId } : {}),
      ...(orgId ? { orgId } : {}),
      summary: str(data.summary, 'summary'),
      ...(subjectName ? { subjectName } : {}),
      ...(changedFields ? { changedFields } : {}),
    };
  },
};

export interface AuditWrites {
  /** Adds the entry to this unit of work: it commits with the change, or not at all. Returns the entry as it will be stored. */
  record(note: AuditNote): AuditEntry;
}

function entryOf(id: string, stamp: AuditStamp, note: AuditNote, orgId: string | undefined): AuditEntry {
  return {
    id,
    ...stamp,
    target: note.target,
    ...(note.tenantId ? { tenantId: note.tenantId } : {}),
    ...(orgId ? { orgId } : {}),
    summary: auditLine(note.summary),
    ...(note.subjectName !== undefined
      ? { subjectName: auditLine(note.subjectName, AUDIT_SUBJECT_MAX) }
      : {}),
    ...(note.changedFields?.length ? { changedFields: note.changedFields } : {}),
  };
}

/** The audit log of organisation `tid`. */
export function auditWrites(uow: UnitOfWork, tid: string, stamp: AuditStamp): AuditWrites {
  return {
    record(note) {
      const id = uow.newId();
      const entry = entryOf(id, stamp, note, tid);
      uow.create(docAt(`${collections.orgs}/${tid}/${collections.audit}/${id}`, auditMapper), entry);
      return entry;
    },
  };
}

/**
 * A roadmap item's own history (orgs/{tid}/roadmapHistory): what a regeneration did to each
 * item, kept out of the organisation's log, which records one summary per regeneration.
 */
export function itemHistoryWrites(uow: UnitOfWork, tid: string, stamp: AuditStamp): AuditWrites {
  return {
    record(note) {
      const id = uow.newId();
      const entry = entryOf(id, stamp, note, tid);
      uow.create(docAt(`${collections.orgs}/${tid}/${collections.roadmapHistory}/${id}`, auditMapper), entry);
      return entry;
    },
  };
}

/** The global log of service (system-admin) actions. */
export function globalAuditWrites(uow: UnitOfWork, stamp: AuditStamp): AuditWrites {
  return {
    record(note) {
      const id = uow.newId();
      const entry = entryOf(id, stamp, note, note.orgId);
      uow.create(docAt(`${collections.globalAudit}/${id}`, auditMapper), entry);
      return entry;
    },
  };
}
