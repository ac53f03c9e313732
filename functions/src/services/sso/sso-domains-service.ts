// Domain claims for single sign-on (issue 25): an owner claims an email domain, publishes the TXT
// record it is given, and verifies it. Verification makes the domain this organisation's only:
// the global index ssoDomainOwners/{domain} is created in the same transaction, so of two
// organisations verifying at once one wins and the other is told the domain is taken.
import { planInForce } from '@assay/domain/billing';
import { DomainError } from '@assay/domain/errors';
import { SSO_DOMAINS_MAX, ssoPlans, ssoTxtNames, ssoTxtValue, txtRecordsContain } from '@assay/domain/sso';
import type { SsoDomain } from '@assay/domain/sso';
import type { MemberAccess } from '../../data/identity.ts';
import type { OrgData } from '../../data/org-data.ts';
import type { OrganisationRecord } from '../../data/organisation/organisation.ts';
import type { StoredSsoDomain } from '../../data/sso/sso-domains.ts';
import { randomText, SECRET_ALPHABET } from '../bearer-secrets.ts';
import { applySsoRequirement } from './sso-member-claims.ts';
import type { TxtLookup } from './txt-lookup.ts';

/** Length of the random part of the TXT record. */
export const SSO_TXT_SECRET_LENGTH = 32;

export function publicSsoDomain(claim: StoredSsoDomain): SsoDomain {
  const { secret, ...rest } = claim;
  return {
    ...rest,
    required: claim.required === true,
    txtValue: ssoTxtValue(secret),
    recordName: ssoTxtNames(claim.domain)[0],
  };
}

/** Whether the plan in force includes single sign-on. */
export function ssoIncluded(
  organisation: Pick<OrganisationRecord, 'plan' | 'planOverride'>,
  now: Date,
): boolean {
  return ssoPlans.includes(planInForce(organisation, now));
}

export function needsSsoPlan(): DomainError {
  return new DomainError('failed-precondition', 'Single sign-on is part of the Business plan.', {
    reason: 'sso-plan',
  });
}

function taken(domain: string): DomainError {
  return new DomainError('already-exists', `${domain} is verified by another organisation.`, {
    reason: 'sso-domain-taken',
  });
}

export function notClaimed(domain: string): DomainError {
  return new DomainError('not-found', `${domain} is not a domain of this organisation.`, {
    reason: 'sso-domain-not-found',
  });
}

async function requireSsoPlan(
  tx: { organisation: { get(): Promise<OrganisationRecord | null> } },
  now: Date,
) {
  const organisation = await tx.organisation.get();
  if (!organisation) throw new DomainError('not-found', 'This organisation does not exist.');
  if (!ssoIncluded(organisation, now)) throw needsSsoPlan();
}

export interface SsoActor {
  now: Date;
  actorUid: string;
  actorName: string | null;
}

export async function listSsoDomains(
  org: OrgData,
  now: Date,
): Promise<{ items: SsoDomain[]; included: boolean }> {
  const [claims, organisation] = await Promise.all([org.ssoDomains.list(), org.organisation.get()]);
  return {
    items: claims.map(publicSsoDomain),
    included: organisation !== null && ssoIncluded(organisation, now),
  };
}

/** Claims a domain (pending until verified); claiming it again returns the same claim and TXT record. */
export async function claimSsoDomain(org: OrgData, domain: string, actor: SsoActor): Promise<SsoDomain> {
  // Claims are counted from the list: two owners racing may briefly hold one more.
  const claims = await org.ssoDomains.list();
  return org.transaction(async (tx) => {
    await requireSsoPlan(tx, actor.now);
    const existing = await tx.ssoDomains.get(domain);
    const owner = await tx.ssoDomains.ownerOf(domain);
    if (existing) return publicSsoDomain(existing);
    if (owner !== null) throw taken(domain);
    if (claims.length >= SSO_DOMAINS_MAX)
      throw new DomainError(
        'resource-exhausted',
        `An organisation claims at most ${SSO_DOMAINS_MAX} domains. Remove one to claim another.`,
      );
    const claim: StoredSsoDomain = {
      domain,
      status: 'pending',
      secret: randomText(SECRET_ALPHABET, SSO_TXT_SECRET_LENGTH),
      claimedAt: actor.now.toISOString(),
      claimedBy: actor.actorUid,
      ...(actor.actorName ? { claimedByName: actor.actorName } : {}),
    };
    tx.ssoDomains.put(claim);
    tx.audit.record({
      target: `ssoDomain/${domain}`,
      summary: 'Claimed a domain for single sign-on',
      subjectName: domain,
    });
    return publicSsoDomain(claim);
  });
}

/**
 * Looks the claim's TXT record up (at `_assay.<domain>`, then the domain) and, when DNS answers
 * it, marks the domain verified and this organisation's. Nothing is written when it does not.
 */
export async function verifySsoDomain(
  org: OrgData,
  domain: string,
  lookup: TxtLookup,
  now: Date,
): Promise<SsoDomain> {
  const claim = await org.ssoDomains.get(domain);
  if (!claim) throw notClaimed(domain);
  if (claim.status === 'verified') return publicSsoDomain(claim);
  const expected = ssoTxtValue(claim.secret);
  const [recordName, apex] = ssoTxtNames(domain);
  const found =
    txtRecordsContain(await lookup(recordName), expected) || txtRecordsContain(await lookup(apex), expected);
  if (!found)
    throw new DomainError(
      'failed-precondition',
      `No TXT record "${expected}" was found at ${recordName} or ${apex}. DNS changes can take a while to appear.`,
      { reason: 'sso-txt-missing' },
    );
  return org.transaction(async (tx) => {
    await requireSsoPlan(tx, now);
    const current = await tx.ssoDomains.get(domain);
    const owner = await tx.ssoDomains.ownerOf(domain);
    // Removed, or claimed afresh with another record, while DNS was asked.
    if (!current || current.secret !== claim.secret) throw notClaimed(domain);
    if (current.status === 'verified') return publicSsoDomain(current);
    if (owner !== null && owner !== org.tid) throw taken(domain);
    const verified: StoredSsoDomain = { ...current, status: 'verified', verifiedAt: now.toISOString() };
    tx.ssoDomains.verify(verified, owner === org.tid);
    tx.audit.record({
      target: `ssoDomain/${domain}`,
      summary: 'Verified a domain for single sign-on',
      subjectName: domain,
    });
    return publicSsoDomain(verified);
  });
}

/**
 * Removes a claim; a verified domain stops being this organisation's. Any plan may (to clean up
 * after a downgrade). Members of a domain that required single sign-on no longer do.
 */
export async function removeSsoDomain(
  org: OrgData,
  domain: string,
  access: Pick<MemberAccess, 'apply'>,
): Promise<{ domain: string }> {
  const required = await org.transaction(async (tx) => {
    const claim = await tx.ssoDomains.get(domain);
    const owner = await tx.ssoDomains.ownerOf(domain);
    if (!claim) throw notClaimed(domain);
    tx.ssoDomains.remove(domain, owner === org.tid);
    tx.audit.record({
      target: `ssoDomain/${domain}`,
      summary: 'Removed a domain from single sign-on',
      subjectName: domain,
    });
    return claim.required === true;
  });
  if (required) await applySsoRequirement(org, access, domain, null);
  return { domain };
}
