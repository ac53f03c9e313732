// The SCIM tokens of one organisation: orgs/{tid}/scimTokens/{publicId}, and beside them the global
// pointer scimTokenIds/{publicId} = { tid } that lets the SCIM endpoint find a token's organisation
// from the token alone (written in the same unit of work), as api-keys.ts does for API keys.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { isoFrom, optionalIsoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

export interface StoredScimToken {
  /** The token's public id (also the document id). */
  id: string;
  name: string;
  /** `assay_scim_<publicId>`. */
  prefix: string;
  /** sha256 (hex) of the whole token text. */
  secretHash: string;
  createdAt: string;
  createdBy: string;
  createdByName?: string;
  lastUsedAt?: string;
  revokedAt?: string;
}

/** Tokens /admin lists (active ones are capped at SCIM_TOKENS_MAX; revoked ones stay listed). */
export const SCIM_TOKENS_LIST_MAX = 50;

export const scimTokenMapper: Mapper<StoredScimToken> = {
  toDoc: (token) => ({
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    secretHash: token.secretHash,
    createdAt: timestampFromIso(token.createdAt),
    createdBy: token.createdBy,
    createdByName: token.createdByName ?? null,
    lastUsedAt: token.lastUsedAt ? timestampFromIso(token.lastUsedAt) : null,
    revokedAt: token.revokedAt ? timestampFromIso(token.revokedAt) : null,
  }),
  fromDoc(data: DocumentData) {
    const createdByName = optionalStr(data.createdByName);
    const lastUsedAt = optionalIsoFrom(data.lastUsedAt, 'lastUsedAt');
    const revokedAt = optionalIsoFrom(data.revokedAt, 'revokedAt');
    return {
      id: str(data.id, 'id'),
      name: str(data.name, 'name'),
      prefix: str(data.prefix, 'prefix'),
      secretHash: str(data.secretHash, 'secretHash'),
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      createdBy: str(data.createdBy, 'createdBy'),
      ...(createdByName ? { createdByName } : {}),
      ...(lastUsedAt ? { lastUsedAt } : {}),
      ...(revokedAt ? { revokedAt } : {}),
    };
  },
};

interface ScimTokenPointer {
  tid: string;
}

const pointerMapper: Mapper<ScimTokenPointer> = {
  toDoc: (pointer) => ({ tid: pointer.tid }),
  fromDoc: (data) => ({ tid: str(data.tid, 'tid') }),
};

function tokenDoc(tid: string, id: string): Doc<StoredScimToken> {
  return docAt(`${collections.orgs}/${tid}/${collections.scimTokens}/${id}`, scimTokenMapper);
}

function pointerDoc(publicId: string): Doc<ScimTokenPointer> {
  return docAt(`${collections.scimTokenIds}/${publicId}`, pointerMapper);
}

export interface ScimTokenQueries {
  /** The organisation's tokens, newest first. */
  list(): Promise<StoredScimToken[]>;
}

export interface ScimTokenReads extends ScimTokenQueries {
  get(id: string): Promise<StoredScimToken | null>;
}

export interface ScimTokenWrites {
  get(id: string): Promise<StoredScimToken | null>;
  /** Fails the transaction if the public id is taken (in any organisation). */
  create(token: StoredScimToken): void;
  put(token: StoredScimToken): void;
}

export function scimTokenReads(reader: Reader, tid: string, queries: ScimTokenQueries): ScimTokenReads {
  return { list: () => queries.list(), get: (id) => reader.get(tokenDoc(tid, id)) };
}

export function scimTokenWrites(uow: UnitOfWork, tid: string): ScimTokenWrites {
  return {
    get: (id) => uow.get(tokenDoc(tid, id)),
    create(token) {
      uow.create(pointerDoc(token.id), { tid });
      uow.create(tokenDoc(tid, token.id), token);
    },
    put: (token) => uow.set(tokenDoc(tid, token.id), token),
  };
}

/** The SCIM endpoint's first step: which organisation a presented public id belongs to (one read). */
export function scimTokenLookup(reader: Reader): {
  organisationOf(publicId: string): Promise<string | null>;
} {
  return { organisationOf: async (publicId) => (await reader.get(pointerDoc(publicId)))?.tid ?? null };
}

export function firestoreScimTokenQueries(db: Firestore, tid: string): ScimTokenQueries {
  return {
    async list() {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.scimTokens)
        .orderBy('createdAt', 'desc')
        .limit(SCIM_TOKENS_LIST_MAX)
        .get();
      return snap.docs.map((doc) => scimTokenMapper.fromDoc(doc.data()));
    },
  };
}
