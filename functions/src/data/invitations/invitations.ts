// The invitations aggregate: orgs/{tid}/invitations/{id}, one per invited address (the id is
// derived from the address, so inviting it twice meets the same document in a transaction).
// Only the SHA-256 of the link's token is stored: the token itself exists only in the email.
import { createHash } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import type { Invitation } from '@assay/domain/members';
import { isMemberRole } from '@assay/domain/roles';
import { isoFrom, num, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

export interface InvitationRecord extends Invitation {
  /** SHA-256 (hex) of the secret token in the invitation link. */
  tokenHash: string;
}

export const invitationMapper: Mapper<InvitationRecord> = {
  fromDoc(data: DocumentData) {
    const role = data.role as unknown;
    if (!isMemberRole(role)) throw new Error('Stored invitation has an unknown role');
    return {
      id: str(data.id, 'id'),
      email: str(data.email, 'email'),
      role,
      invitedBy: str(data.invitedBy, 'invitedBy'),
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      expiresAt: isoFrom(data.expiresAt, 'expiresAt'),
      sends: Math.max(1, num(data.sends, 1)),
      tokenHash: str(data.tokenHash, 'tokenHash'),
    };
  },
  toDoc: (record) => ({
    ...record,
    createdAt: timestampFromIso(record.createdAt),
    expiresAt: timestampFromIso(record.expiresAt),
  }),
};

/** The invitation id of an address in organisation `tid`: stable, and says nothing readable. */
function invitationIdFor(tid: string, email: string): string {
  return `inv-${createHash('sha256').update(`invitation:${tid}:${email}`).digest('base64url').slice(0, 24)}`;
}

function invitationDoc(tid: string, id: string): Doc<InvitationRecord> {
  return docAt(`${collections.orgs}/${tid}/${collections.invitations}/${id}`, invitationMapper);
}

export interface InvitationReads {
  /** The id of the invitation of `email` (lower-cased), whether or not it exists. */
  idFor(email: string): string;
  get(id: string): Promise<InvitationRecord | null>;
}

export interface InvitationWrites extends InvitationReads {
  put(record: InvitationRecord): void;
  delete(id: string): void;
}

export function invitationReads(reader: Reader, tid: string): InvitationReads {
  return { idFor: (email) => invitationIdFor(tid, email), get: (id) => reader.get(invitationDoc(tid, id)) };
}

export function invitationWrites(uow: UnitOfWork, tid: string): InvitationWrites {
  return {
    ...invitationReads(uow, tid),
    put: (record) => uow.set(invitationDoc(tid, record.id), record),
    delete: (id) => uow.delete(invitationDoc(tid, id)),
  };
}
