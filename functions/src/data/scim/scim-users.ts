// The members an identity provider provisioned: orgs/{tid}/scimUsers/{uid}, what SCIM reads back
// (userName, names, externalId, active, groups). The membership itself stays in members/{uid}: a
// deactivated user keeps this record (active false) and loses the member document and claims.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { isScimGroupId } from '@assay/domain/scim';
import type { ScimUserRecord } from '@assay/domain/scim';
import { isoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

/** Provisioned users of one organisation read at once (filters and pages are applied in memory). */
export const SCIM_USERS_MAX = 1000;

export const scimUserMapper: Mapper<ScimUserRecord> = {
  toDoc: (user) => ({
    id: user.id,
    userName: user.userName,
    externalId: user.externalId ?? null,
    displayName: user.displayName ?? null,
    givenName: user.givenName ?? null,
    familyName: user.familyName ?? null,
    active: user.active,
    groups: user.groups,
    createdAt: timestampFromIso(user.createdAt),
    updatedAt: timestampFromIso(user.updatedAt),
  }),
  fromDoc(data: DocumentData) {
    const optional = (name: 'externalId' | 'displayName' | 'givenName' | 'familyName') => {
      const value = optionalStr(data[name]);
      return value ? { [name]: value } : {};
    };
    const groups = Array.isArray(data.groups) ? (data.groups as unknown[]) : [];
    return {
      id: str(data.id, 'id'),
      userName: str(data.userName, 'userName'),
      ...optional('externalId'),
      ...optional('displayName'),
      ...optional('givenName'),
      ...optional('familyName'),
      active: data.active === true,
      groups: groups.filter(isScimGroupId),
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      updatedAt: isoFrom(data.updatedAt, 'updatedAt'),
    };
  },
};

function userDoc(tid: string, id: string): Doc<ScimUserRecord> {
  return docAt(`${collections.orgs}/${tid}/${collections.scimUsers}/${id}`, scimUserMapper);
}

export interface ScimUserQueries {
  /** Every provisioned user, oldest first (at most SCIM_USERS_MAX). */
  all(): Promise<ScimUserRecord[]>;
}

export interface ScimUserReads extends ScimUserQueries {
  get(id: string): Promise<ScimUserRecord | null>;
}

export interface ScimUserWrites {
  get(id: string): Promise<ScimUserRecord | null>;
  put(user: ScimUserRecord): void;
  delete(id: string): void;
}

export function scimUserReads(reader: Reader, tid: string, queries: ScimUserQueries): ScimUserReads {
  return { all: () => queries.all(), get: (id) => reader.get(userDoc(tid, id)) };
}

export function scimUserWrites(uow: UnitOfWork, tid: string): ScimUserWrites {
  return {
    get: (id) => uow.get(userDoc(tid, id)),
    put: (user) => uow.set(userDoc(tid, user.id), user),
    delete: (id) => uow.delete(userDoc(tid, id)),
  };
}

export function firestoreScimUserQueries(db: Firestore, tid: string): ScimUserQueries {
  return {
    async all() {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.scimUsers)
        .orderBy('createdAt', 'asc')
        .limit(SCIM_USERS_MAX)
        .get();
      return snap.docs.map((doc) => scimUserMapper.fromDoc(doc.data()));
    },
  };
}
