// The support grants aggregate: orgs/{tid}/supportGrants/{adminUid}, one per system admin who
// asked for access to the organisation (a new request or break-glass replaces their previous
// grant, with a new id; what happened before stays in the audit log). Keyed by the admin, so the
// check made before every support read is one document read, never a query.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { SUPPORT_GRANTS_LIST_MAX, supportGrantStatuses } from '@assay/domain/support';
import type { StoredSupportGrantStatus, SupportGrant } from '@assay/domain/support';
import { isoFrom, num, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

/** A grant as stored: its status is never `expired` (the clock decides that at read). */
export type SupportGrantRecord = SupportGrant & { status: StoredSupportGrantStatus };

const storedStatuses = supportGrantStatuses.filter(
  (status): status is StoredSupportGrantStatus => status !== 'expired',
);

function optionalIso(value: unknown, field: string): string | null {
  return value === null || value === undefined ? null : isoFrom(value, field);
}

export const supportGrantMapper: Mapper<SupportGrantRecord> = {
  toDoc: (grant) => ({
    ...grant,
    requestedAt: timestampFromIso(grant.requestedAt),
    decidedAt: grant.decidedAt ? timestampFromIso(grant.decidedAt) : null,
    expiresAt: timestampFromIso(grant.expiresAt),
    revokedAt: grant.revokedAt ? timestampFromIso(grant.revokedAt) : null,
  }),
  fromDoc(data: DocumentData) {
    const status = data.status as StoredSupportGrantStatus;
    if (!storedStatuses.includes(status)) throw new Error('Stored support grant has an unknown status');
    return {
      id: str(data.id, 'id'),
      tid: str(data.tid, 'tid'),
      adminUid: str(data.adminUid, 'adminUid'),
      adminEmail: optionalStr(data.adminEmail) ?? null,
      reason: str(data.reason, 'reason'),
      hours: num(data.hours, 1),
      breakGlass: data.breakGlass === true,
      status,
      requestedAt: isoFrom(data.requestedAt, 'requestedAt'),
      decidedAt: optionalIso(data.decidedAt, 'decidedAt'),
      decidedBy: optionalStr(data.decidedBy) ?? null,
      expiresAt: isoFrom(data.expiresAt, 'expiresAt'),
      revokedAt: optionalIso(data.revokedAt, 'revokedAt'),
      revokedBy: optionalStr(data.revokedBy) ?? null,
    };
  },
};

function grantDoc(tid: string, adminUid: string): Doc<SupportGrantRecord> {
  return docAt(`${collections.orgs}/${tid}/${collections.supportGrants}/${adminUid}`, supportGrantMapper);
}

export interface SupportGrantQueries {
  /** Every admin's grant, newest request first (at most SUPPORT_GRANTS_LIST_MAX). */
  list(): Promise<SupportGrantRecord[]>;
}

export interface SupportGrantReads extends SupportGrantQueries {
  /** The grant of system admin `adminUid` (null when they never asked). */
  of(adminUid: string): Promise<SupportGrantRecord | null>;
}

export interface SupportGrantWrites {
  of(adminUid: string): Promise<SupportGrantRecord | null>;
  put(grant: SupportGrantRecord): void;
}

export function supportGrantReads(
  reader: Reader,
  tid: string,
  queries: SupportGrantQueries,
): SupportGrantReads {
  return { ...queries, of: (adminUid) => reader.get(grantDoc(tid, adminUid)) };
}

export function supportGrantWrites(uow: UnitOfWork, tid: string): SupportGrantWrites {
  return {
    of: (adminUid) => uow.get(grantDoc(tid, adminUid)),
    put: (grant) => uow.set(grantDoc(tid, grant.adminUid), grant),
  };
}

export function firestoreSupportGrantQueries(db: Firestore, tid: string): SupportGrantQueries {
  return {
    async list() {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.supportGrants)
        .orderBy('requestedAt', 'desc')
        .limit(SUPPORT_GRANTS_LIST_MAX)
        .get();
      return snap.docs.map((doc) => supportGrantMapper.fromDoc(doc.data()));
    },
  };
}
