// SCIM tokens (issue 25): an owner creates one on /admin for the organisation's identity provider;
// shown once, stored as a hash, revocable, audited, Business plan only. The credential machinery
// is the API keys' (bearer-secrets.ts): random public id and secret, SHA-256, constant-time
// comparison, a global pointer from the public id to the organisation.
import { planInForce } from '@assay/domain/billing';
import { DomainError } from '@assay/domain/errors';
import {
  formatScimToken,
  SCIM_TOKEN_PUBLIC_ID_LENGTH,
  SCIM_TOKEN_SECRET_LENGTH,
  SCIM_TOKENS_MAX,
  scimPlans,
  scimTokenPublicId,
} from '@assay/domain/scim';
import type { ScimToken } from '@assay/domain/scim';
import type { OrgData } from '../data/org-data.ts';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';
import type { StoredScimToken } from '../data/scim/scim-tokens.ts';
import { hashSecret, PUBLIC_ID_ALPHABET, randomText, sameHash, SECRET_ALPHABET } from './bearer-secrets.ts';
import { LAST_USED_RESOLUTION_MS } from './api-keys-service.ts';

function publicToken(token: StoredScimToken): ScimToken {
  const { secretHash: _hash, ...rest } = token;
  return { ...rest, status: token.revokedAt ? 'revoked' : 'active' };
}

/** Whether the plan in force includes SCIM provisioning. */
export function scimIncluded(
  organisation: Pick<OrganisationRecord, 'plan' | 'planOverride'>,
  now: Date,
): boolean {
  return scimPlans.includes(planInForce(organisation, now));
}

export function scimNeedsBusiness(): DomainError {
  return new DomainError('failed-precondition', 'SCIM provisioning is part of the Business plan.', {
    reason: 'scim-plan',
  });
}

export interface ScimTokenActor {
  now: Date;
  actorUid: string;
  actorName: string | null;
}

/** Creates a token; the returned `secret` (the whole token text) exists nowhere else. */
export async function createScimToken(
  org: OrgData,
  input: { name: string },
  actor: ScimTokenActor,
): Promise<{ token: ScimToken; secret: string }> {
  // Active tokens are counted from the (bounded) list: two owners racing may briefly hold one more.
  const active = (await org.scimTokens.list()).filter((token) => !token.revokedAt).length;
  return org.transaction(async (tx) => {
    const organisation = await tx.organisation.get();
    if (!organisation)
      throw new DomainError('not-found', 'This organisation does not exist.', {
        reason: 'organisation-gone',
      });
    if (!scimIncluded(organisation, actor.now)) throw scimNeedsBusiness();
    if (active >= SCIM_TOKENS_MAX)
      throw new DomainError(
        'resource-exhausted',
        `An organisation holds at most ${SCIM_TOKENS_MAX} SCIM tokens. Revoke one to create another.`,
        { reason: 'scim-tokens-max', params: { max: SCIM_TOKENS_MAX } },
      );
    const publicId = randomText(PUBLIC_ID_ALPHABET, SCIM_TOKEN_PUBLIC_ID_LENGTH);
    const secret = formatScimToken(publicId, randomText(SECRET_ALPHABET, SCIM_TOKEN_SECRET_LENGTH));
    const token: StoredScimToken = {
      id: publicId,
      name: input.name,
      prefix: `assay_scim_${publicId}`,
      secretHash: hashSecret(secret),
      createdAt: actor.now.toISOString(),
      createdBy: actor.actorUid,
      ...(actor.actorName ? { createdByName: actor.actorName } : {}),
    };
    tx.scimTokens.create(token);
    tx.audit.record({
      target: `scimToken/${publicId}`,
      summary: 'Created a SCIM token',
      subjectName: input.name,
    });
    return { token: publicToken(token), secret };
  });
}

export async function listScimTokens(
  org: OrgData,
  now: Date,
): Promise<{ items: ScimToken[]; included: boolean }> {
  const [tokens, organisation] = await Promise.all([org.scimTokens.list(), org.organisation.get()]);
  return {
    items: tokens.map(publicToken),
    included: organisation !== null && scimIncluded(organisation, now),
  };
}

/** Revokes a token: the provider's next request is refused. Revoking a revoked token changes nothing. */
export async function revokeScimToken(org: OrgData, tokenId: string, now: Date): Promise<ScimToken> {
  return org.transaction(async (tx) => {
    const token = await tx.scimTokens.get(tokenId);
    if (!token)
      throw new DomainError('not-found', 'This SCIM token does not exist or you cannot see it.', {
        reason: 'scim-token-not-found',
      });
    if (token.revokedAt) return publicToken(token);
    const revoked = { ...token, revokedAt: now.toISOString() };
    tx.scimTokens.put(revoked);
    tx.audit.record({
      target: `scimToken/${token.id}`,
      summary: 'Revoked a SCIM token',
      subjectName: token.name,
    });
    return publicToken(revoked);
  });
}

export interface ScimTokenCheckDeps {
  /** The pointer read: which organisation a public id belongs to. */
  organisationOf(publicId: string): Promise<string | null>;
  /** The organisation, its changes stamped as made by the token. */
  org(tid: string, actorUid: string): OrgData;
  now: Date;
}

/** The actor a token's writes are stamped with in the audit log. */
export function scimActor(publicId: string): string {
  return `scimToken-${publicId}`;
}

/**
 * A presented token text (a pointer read and the token read): the organisation it acts for, or
 * null for every bad token alike (malformed, unknown, wrong secret, revoked). A valid token's last
 * use is written at most once a minute.
 */
export async function checkScimToken(
  text: string,
  deps: ScimTokenCheckDeps,
): Promise<{ tid: string; tokenId: string; org: OrgData } | null> {
  const publicId = scimTokenPublicId(text);
  if (!publicId) return null;
  const tid = await deps.organisationOf(publicId);
  if (!tid) return null;
  const org = deps.org(tid, scimActor(publicId));
  const token = await org.scimTokens.get(publicId);
  if (!token || token.revokedAt || !sameHash(token.secretHash, hashSecret(text))) return null;
  if (!token.lastUsedAt || deps.now.getTime() - Date.parse(token.lastUsedAt) >= LAST_USED_RESOLUTION_MS)
    await org.transaction(async (tx) => {
      const current = await tx.scimTokens.get(publicId);
      if (current && !current.revokedAt)
        tx.scimTokens.put({ ...current, lastUsedAt: deps.now.toISOString() });
    });
  return { tid, tokenId: publicId, org };
}
