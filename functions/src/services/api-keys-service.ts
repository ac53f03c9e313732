// API keys (issue 16): created by owners and admins, shown once, stored as a hash, counted under
// the plan in the transaction that creates them. `checkApiKey` is the REST API's first step: the
// public id finds one record (a pointer read and the key read), the hash is compared in constant
// time, and a revoked or expired key is refused like a wrong one. Nothing is written until the
// rate limit admitted the request; then `recordKeyUse` notes the use (a revoked key's is counted).
import {
  API_KEY_PUBLIC_ID_LENGTH,
  API_KEY_SECRET_LENGTH,
  apiKeyScopeLabels,
  apiKeyStatusAt,
  coarseOrigin,
  UNKNOWN_ORIGIN,
  formatApiKey,
  parseApiKey,
} from '@assay/domain/apikeys';
import type { ApiKey, ApiKeyEnvironment, ApiKeyScope, apikeysContracts } from '@assay/domain/apikeys';
import type { ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { roomFor } from '@assay/domain/plans/room';
import type { OrgData } from '../data/org-data.ts';
import type { StoredApiKey } from '../data/api-keys/api-keys.ts';
import type { SecurityLog } from '../data/security-log/security-log.ts';
import { hashSecret, PUBLIC_ID_ALPHABET, randomText, sameHash, SECRET_ALPHABET } from './bearer-secrets.ts';
import { effectiveLimits, usageOf } from './limits.ts';

const DAY_MS = 86_400_000;
/** The last-used time is written at most once a minute per key: a busy key must not cost a write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
/** The security log's code for a revoked key's use. */
export const REVOKED_KEY_USED = 'revoked-api-key';

export type CreateApiKeyInput = ContractParsedInput<typeof apikeysContracts.create>;

function publicKey(key: StoredApiKey, now: Date): ApiKey {
  const { secretHash: _hash, lastRefusedAt: _refused, ...rest } = key;
  return { ...rest, status: apiKeyStatusAt(key, now) };
}

function keyNotFound(): DomainError {
  return new DomainError('not-found', 'This API key does not exist or you cannot see it.', {
    reason: 'api-key-not-found',
  });
}

export interface CreateOptions {
  now: Date;
  actorUid: string;
  actorName: string | null;
  environment: ApiKeyEnvironment;
}

/** Creates a key; the returned `secret` (the whole key text) exists nowhere else. */
export async function createApiKey(
  org: OrgData,
  input: CreateApiKeyInput,
  options: CreateOptions,
): Promise<{ key: ApiKey; secret: string }> {
  return org.transaction(async (tx) => {
    const organisation = await tx.organisation.get();
    if (!organisation)
      throw new DomainError('not-found', 'This organisation does not exist.', {
        reason: 'organisation-not-found',
      });
    const tenantIds = input.tenantIds ? [...new Set(input.tenantIds)] : undefined;
    if (tenantIds) {
      const tenants = await Promise.all(tenantIds.map((id) => tx.tenants.get(id)));
      // Another organisation's tenant is answered like a missing one.
      if (tenants.some((tenant) => !tenant))
        throw new DomainError('not-found', 'One of these tenants does not exist or you cannot see it.', {
          reason: 'tenant-not-found',
        });
    }
    const room = roomFor(
      { organisation, usage: usageOf(organisation), limits: effectiveLimits(organisation, org.now) },
      'apiKeys',
    );
    if (!room.allowed)
      throw new DomainError('resource-exhausted', room.message ?? 'Your plan allows no more API keys.', {
        reason: 'plan-limit',
        limit: { name: 'apiKeys', max: room.max ?? 0 },
      });
    const publicId = randomText(PUBLIC_ID_ALPHABET, API_KEY_PUBLIC_ID_LENGTH);
    const secret = formatApiKey({
      environment: options.environment,
      publicId,
      secret: randomText(SECRET_ALPHABET, API_KEY_SECRET_LENGTH),
    });
    const key: StoredApiKey = {
      id: publicId,
      name: input.name,
      scope: input.scope,
      ...(tenantIds ? { tenantIds } : {}),
      prefix: `assay_${options.environment}_${publicId}`,
      secretHash: hashSecret(secret),
      createdAt: options.now.toISOString(),
      createdBy: options.actorUid,
      ...(options.actorName ? { createdByName: options.actorName } : {}),
      ...(input.expiresInDays
        ? { expiresAt: new Date(options.now.getTime() + input.expiresInDays * DAY_MS).toISOString() }
        : {}),
    };
    tx.apiKeys.create(key);
    tx.organisation.setCounts({ apiKeyCount: (organisation.apiKeyCount ?? 0) + 1 });
    const restriction = tenantIds
      ? `, ${tenantIds.length === 1 ? '1 tenant' : `${tenantIds.length} tenants`}`
      : '';
    tx.audit.record({
      target: `apiKey/${publicId}`,
      summary: `Created an API key (${apiKeyScopeLabels[input.scope]}${restriction})`,
      subjectName: input.name,
    });
    return { key: publicKey(key, options.now), secret };
  });
}

export async function listApiKeys(org: OrgData, now: Date): Promise<{ items: ApiKey[] }> {
  return { items: (await org.apiKeys.list()).map((key) => publicKey(key, now)) };
}

/** Revokes a key: the next request with it is refused. Revoking a revoked key changes nothing. */
export async function revokeApiKey(org: OrgData, keyId: string, now: Date): Promise<ApiKey> {
  return org.transaction(async (tx) => {
    const [key, organisation] = await Promise.all([tx.apiKeys.get(keyId), tx.organisation.get()]);
    if (!key || !organisation) throw keyNotFound();
    if (key.revokedAt) return publicKey(key, now);
    const revoked = { ...key, revokedAt: now.toISOString() };
    tx.apiKeys.put(revoked);
    tx.organisation.setCounts({ apiKeyCount: Math.max(0, (organisation.apiKeyCount ?? 0) - 1) });
    tx.audit.record({ target: `apiKey/${key.id}`, summary: 'Revoked an API key', subjectName: key.name });
    return publicKey(revoked, now);
  });
}

/** What a valid key lets the REST API do: act in `tid` with the scope's role, on some tenants or all. */
export interface ApiKeyGrant {
  keyId: string;
  tid: string;
  scope: ApiKeyScope;
  tenantIds: string[] | null;
}

export interface KeyCheckDeps {
  /** The pointer read: which organisation a public id belongs to. */
  organisationOf(publicId: string): Promise<string | null>;
  /** The organisation, its changes stamped as made by the key. */
  org(tid: string, keyId: string): OrgData;
  now: Date;
}

/**
 * What a presented key text is, found with reads only (the rate limit comes next, before any
 * write): a valid key's grant, or a refusal with the public id it named (null: no key at all)
 * and, for a revoked key, the key and its organisation so that the use can be recorded.
 */
export type KeyCheck =
  | { kind: 'valid'; grant: ApiKeyGrant; key: StoredApiKey; org: OrgData }
  | { kind: 'refused'; keyId: string | null; revoked: { key: StoredApiKey; org: OrgData } | null };

/** One answer for every bad key (malformed, unknown, wrong secret, revoked, expired): nothing about which. */
export function invalidKey(): DomainError {
  return new DomainError(
    'unauthenticated',
    'This API key is not valid. Check it, or create a new one on the developer page.',
    { reason: 'invalid-api-key' },
  );
}

/** Checks a presented key (a pointer read and the key read; nothing written). */
export async function checkApiKey(text: string, deps: KeyCheckDeps): Promise<KeyCheck> {
  const parsed = parseApiKey(text);
  if (!parsed) return { kind: 'refused', keyId: null, revoked: null };
  const refused = { kind: 'refused', keyId: parsed.publicId, revoked: null } as const;
  const tid = await deps.organisationOf(parsed.publicId);
  if (!tid) return refused;
  const org = deps.org(tid, `apiKey-${parsed.publicId}`);
  const key = await org.apiKeys.get(parsed.publicId);
  if (!key || !sameHash(key.secretHash, hashSecret(text))) return refused;
  const status = apiKeyStatusAt(key, deps.now);
  if (status === 'revoked') return { ...refused, revoked: { key, org } };
  if (status === 'expired') return refused;
  return {
    kind: 'valid',
    grant: { keyId: key.id, tid, scope: key.scope, tenantIds: key.tenantIds ?? null },
    key,
    org,
  };
}

export interface KeyUseDeps {
  now: Date;
  /** The caller's address as the platform saw it (core/client-address.ts); stored coarsened. */
  ip: string;
  /** Where refused uses are counted (one entry per key, operation and day). */
  securityLog: SecurityLog;
  /** The operation asked for (its contract name). */
  operation: string;
}

/**
 * Records an admitted request's use of its key: a valid key's last use (a write at most once a
 * minute); a revoked key's use counted in the security log, and told to the owners in their
 * audit log once a day per key — never one entry per use, however hard the key is tried.
 */
export async function recordKeyUse(check: KeyCheck, deps: KeyUseDeps): Promise<void> {
  if (check.kind === 'valid') {
    const { key, org } = check;
    if (key.lastUsedAt && deps.now.getTime() - Date.parse(key.lastUsedAt) < LAST_USED_RESOLUTION_MS) return;
    await org.transaction(async (tx) => {
      const current = await tx.apiKeys.get(key.id);
      if (!current || current.revokedAt) return;
      // Where from only when the platform told: "unknown" would read like a place.
      const { lastUsedFrom: _previous, ...rest } = current;
      const from = coarseOrigin(deps.ip);
      tx.apiKeys.put({
        ...rest,
        lastUsedAt: deps.now.toISOString(),
        ...(from === UNKNOWN_ORIGIN ? {} : { lastUsedFrom: from }),
      });
    });
    return;
  }
  if (!check.revoked) return;
  const { key, org } = check.revoked;
  await deps.securityLog.record({
    uid: `apiKey-${key.id}`,
    callable: deps.operation,
    code: REVOKED_KEY_USED,
    at: deps.now,
  });
  const today = deps.now.toISOString().slice(0, 10);
  if (key.lastRefusedAt?.slice(0, 10) === today) return;
  await org.transaction(async (tx) => {
    const current = await tx.apiKeys.get(key.id);
    if (!current || current.lastRefusedAt?.slice(0, 10) === today) return;
    tx.apiKeys.put({ ...current, lastRefusedAt: deps.now.toISOString() });
    tx.audit.record({
      target: `apiKey/${key.id}`,
      summary: `A revoked API key was used (from ${coarseOrigin(deps.ip)}); further uses today are only counted`,
      subjectName: key.name,
    });
  });
}
