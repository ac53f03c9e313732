// The API keys of one organisation: orgs/{tid}/apiKeys/{publicId}, and beside them the global
// pointer apiKeyIds/{publicId} = { tid } that lets the REST API find a key's organisation from
// the key alone (written in the same unit of work). The stored form holds the secret's hash only.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { ApiKeyScope } from '@assay/domain/apikeys';
import { isoFrom, optionalIsoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

export interface StoredApiKey {
  /** The key's public id (also the document id). */
  id: string;
  name: string;
  scope: ApiKeyScope;
  tenantIds?: string[];
  /** `assay_<env>_<publicId>`: what the list shows to recognise the key. */
  prefix: string;
  /** sha256 (hex) of the whole key text. */
  secretHash: string;
  createdAt: string;
  createdBy: string;
  createdByName?: string;
  expiresAt?: string;
  lastUsedAt?: string;
  lastUsedFrom?: string;
  revokedAt?: string;
  /** The last use after revocation: the owners' audit log tells of such uses once a day. */
  lastRefusedAt?: string;
}

/** Keys the developer page lists (active keys are capped at API_KEYS_MAX; revoked ones stay listed). */
export const API_KEYS_LIST_MAX = 200;

const optionalIso = (
  data: DocumentData,
  field: 'expiresAt' | 'lastUsedAt' | 'revokedAt' | 'lastRefusedAt',
) => {
  const iso = optionalIsoFrom(data[field], field);
  return iso ? { [field]: iso } : {};
};

export const apiKeyMapper: Mapper<StoredApiKey> = {
  toDoc: (key) => ({
    id: key.id,
    name: key.name,
    scope: key.scope,
    tenantIds: key.tenantIds ?? null,
    prefix: key.prefix,
    secretHash: key.secretHash,
    createdAt: timestampFromIso(key.createdAt),
    createdBy: key.createdBy,
    createdByName: key.createdByName ?? null,
    expiresAt: key.expiresAt ? timestampFromIso(key.expiresAt) : null,
    lastUsedAt: key.lastUsedAt ? timestampFromIso(key.lastUsedAt) : null,
    lastUsedFrom: key.lastUsedFrom ?? null,
    revokedAt: key.revokedAt ? timestampFromIso(key.revokedAt) : null,
    lastRefusedAt: key.lastRefusedAt ? timestampFromIso(key.lastRefusedAt) : null,
  }),
  fromDoc(data: DocumentData) {
    const scope = data.scope as unknown;
    if (scope !== 'read' && scope !== 'readWrite') throw new Error('Stored API key has an unknown scope');
    const name = optionalStr(data.createdByName);
    const from = optionalStr(data.lastUsedFrom);
    return {
      id: str(data.id, 'id'),
      name: str(data.name, 'name'),
      scope,
      ...(Array.isArray(data.tenantIds) ? { tenantIds: (data.tenantIds as unknown[]).map(String) } : {}),
      prefix: str(data.prefix, 'prefix'),
      secretHash: str(data.secretHash, 'secretHash'),
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      createdBy: str(data.createdBy, 'createdBy'),
      ...(name ? { createdByName: name } : {}),
      ...optionalIso(data, 'expiresAt'),
      ...optionalIso(data, 'lastUsedAt'),
      ...(from ? { lastUsedFrom: from } : {}),
      ...optionalIso(data, 'revokedAt'),
      ...optionalIso(data, 'lastRefusedAt'),
    };
  },
};

/** Which organisation a public id belongs to. */
export interface ApiKeyPointer {
  tid: string;
}

const pointerMapper: Mapper<ApiKeyPointer> = {
  toDoc: (pointer) => ({ tid: pointer.tid }),
  fromDoc: (data) => ({ tid: str(data.tid, 'tid') }),
};

function apiKeyDoc(tid: string, id: string): Doc<StoredApiKey> {
  return docAt(`${collections.orgs}/${tid}/${collections.apiKeys}/${id}`, apiKeyMapper);
}

function pointerDoc(publicId: string): Doc<ApiKeyPointer> {
  return docAt(`${collections.apiKeyIds}/${publicId}`, pointerMapper);
}

export interface ApiKeyQueries {
  /** The organisation's keys, newest first. */
  list(): Promise<StoredApiKey[]>;
}

export interface ApiKeyReads extends ApiKeyQueries {
  get(id: string): Promise<StoredApiKey | null>;
}

export interface ApiKeyWrites {
  get(id: string): Promise<StoredApiKey | null>;
  /** Fails the transaction if the public id is taken (in any organisation). */
  create(key: StoredApiKey): void;
  put(key: StoredApiKey): void;
}

export function apiKeyReads(reader: Reader, tid: string, queries: ApiKeyQueries): ApiKeyReads {
  return { ...queries, get: (id) => reader.get(apiKeyDoc(tid, id)) };
}

export function apiKeyWrites(uow: UnitOfWork, tid: string): ApiKeyWrites {
  return {
    get: (id) => uow.get(apiKeyDoc(tid, id)),
    create(key) {
      uow.create(pointerDoc(key.id), { tid });
      uow.create(apiKeyDoc(tid, key.id), key);
    },
    put: (key) => uow.set(apiKeyDoc(tid, key.id), key),
  };
}

/** The REST API's first step: which organisation a presented public id belongs to (one read). */
export function apiKeyLookup(reader: Reader): { organisationOf(publicId: string): Promise<string | null> } {
  return { organisationOf: async (publicId) => (await reader.get(pointerDoc(publicId)))?.tid ?? null };
}

export function firestoreApiKeyQueries(db: Firestore, tid: string): ApiKeyQueries {
  return {
    async list() {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.apiKeys)
        .orderBy('createdAt', 'desc')
        .limit(API_KEYS_LIST_MAX)
        .get();
      return snap.docs.map((doc) => apiKeyMapper.fromDoc(doc.data()));
    },
  };
}
