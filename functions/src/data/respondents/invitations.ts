// The respondent invitations of one organisation: orgs/{tid}/respondentInvites/{id}. The stored
// form holds the token's hash (never the token) beside what members see.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { isoFrom, optionalIsoFrom, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

/** An invitation as stored; its status is derived when read (respondentInvitationStatusAt). */
export interface StoredRespondentInvitation {
  id: string;
  assessmentId: string;
  tenantId: string;
  email: string;
  name?: string;
  controlRefs?: string[];
  /** sha256 (hex) of the whole token. */
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
  createdBy: string;
  sentAt: string;
  sendCount: number;
  revokedAt?: string;
  doneAt?: string;
  lastOpenedAt?: string;
}

const optionalIso = (data: Record<string, unknown>, field: 'revokedAt' | 'doneAt' | 'lastOpenedAt') => {
  const iso = optionalIsoFrom(data[field], field);
  return iso ? { [field]: iso } : {};
};

export const respondentInvitationMapper: Mapper<StoredRespondentInvitation> = {
  toDoc: (invite) => ({
    ...invite,
    name: invite.name ?? null,
    controlRefs: invite.controlRefs ?? null,
    expiresAt: timestampFromIso(invite.expiresAt),
    createdAt: timestampFromIso(invite.createdAt),
    sentAt: timestampFromIso(invite.sentAt),
    revokedAt: invite.revokedAt ? timestampFromIso(invite.revokedAt) : null,
    doneAt: invite.doneAt ? timestampFromIso(invite.doneAt) : null,
    lastOpenedAt: invite.lastOpenedAt ? timestampFromIso(invite.lastOpenedAt) : null,
  }),
  fromDoc(stored: DocumentData) {
    const data: Record<string, unknown> = stored;
    const text = (field: string) => {
      const value = data[field];
      if (typeof value !== 'string') throw new Error(`Stored invitation field ${field} is not a string`);
      return value;
    };
    return {
      id: text('id'),
      assessmentId: text('assessmentId'),
      tenantId: text('tenantId'),
      email: text('email'),
      ...(typeof data.name === 'string' ? { name: data.name } : {}),
      ...(Array.isArray(data.controlRefs)
        ? { controlRefs: (data.controlRefs as unknown[]).map(String) }
        : {}),
      tokenHash: text('tokenHash'),
      expiresAt: isoFrom(data.expiresAt, 'expiresAt'),
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      createdBy: text('createdBy'),
      sentAt: isoFrom(data.sentAt, 'sentAt'),
      sendCount: typeof data.sendCount === 'number' ? data.sendCount : 1,
      ...optionalIso(data, 'revokedAt'),
      ...optionalIso(data, 'doneAt'),
      ...optionalIso(data, 'lastOpenedAt'),
    };
  },
};

function respondentInvitationDoc(tid: string, id: string): Doc<StoredRespondentInvitation> {
  return docAt(
    `${collections.orgs}/${tid}/${collections.respondentInvites}/${id}`,
    respondentInvitationMapper,
  );
}

/** Invitations one assessment's list shows. */
export const INVITES_MAX = 200;

export interface RespondentInvitationQueries {
  /** An assessment's invitations, newest first. */
  ofAssessment(assessmentId: string): Promise<StoredRespondentInvitation[]>;
}

export interface RespondentInvitationReads extends RespondentInvitationQueries {
  get(id: string): Promise<StoredRespondentInvitation | null>;
}

export interface RespondentInvitationWrites {
  get(id: string): Promise<StoredRespondentInvitation | null>;
  newId(): string;
  put(invite: StoredRespondentInvitation): void;
}

export function respondentInvitationReads(
  reader: Reader,
  tid: string,
  queries: RespondentInvitationQueries,
): RespondentInvitationReads {
  return { ...queries, get: (id) => reader.get(respondentInvitationDoc(tid, id)) };
}

export function respondentInvitationWrites(uow: UnitOfWork, tid: string): RespondentInvitationWrites {
  return {
    get: (id) => uow.get(respondentInvitationDoc(tid, id)),
    newId: () => uow.newId(),
    put: (invite) => uow.set(respondentInvitationDoc(tid, invite.id), invite),
  };
}

export function firestoreRespondentInvitationQueries(
  db: Firestore,
  tid: string,
): RespondentInvitationQueries {
  return {
    async ofAssessment(assessmentId) {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.respondentInvites)
        .where('assessmentId', '==', assessmentId)
        .orderBy('createdAt', 'desc')
        .limit(INVITES_MAX)
        .get();
      return snap.docs.map((doc) => respondentInvitationMapper.fromDoc(doc.data()));
    },
  };
}
