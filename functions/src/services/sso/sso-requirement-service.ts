// "Require single sign-on" per verified domain (issue 25, step 4). Stored on the domain's claim and
// carried by the claims of the members whose address is at the domain (`sso`: the provider id),
// so core/authorize.ts enforces it from the token alone (`firebase.sign_in_provider`): no read per
// call, as the two-step policy. The change is committed with its audit entry first, then the
// members' claims follow it; the sessions of those it starts to apply to end (their next call is
// refused until they sign in with the provider). Calling again finishes what a failure left.
import { DomainError, SSO_REQUIRED } from '@assay/domain/errors';
import { emailDomain } from '@assay/domain/sso';
import type { SsoDomain } from '@assay/domain/sso';
import type { MemberAccess } from '../../data/identity.ts';
import type { OrgData } from '../../data/org-data.ts';
import type { StoredSsoDomain } from '../../data/sso/sso-domains.ts';
import { needsSsoPlan, notClaimed, publicSsoDomain, ssoIncluded } from './sso-domains-service.ts';
import { applySsoRequirement } from './sso-member-claims.ts';

/** The owner changing the requirement, as the verified token shows them. */
export interface RequirementActor {
  uid: string;
  email: string | null;
  /** `firebase.sign_in_provider` of their session. */
  signInProvider: string | null;
  now: Date;
}

function notReady(): DomainError {
  return new DomainError(
    'failed-precondition',
    'Verify the domain and save the identity provider first: members could not sign in otherwise.',
    { reason: 'sso-not-ready' },
  );
}

export async function setSsoRequired(
  org: OrgData,
  access: Pick<MemberAccess, 'apply'>,
  input: { domain: string; required: boolean },
  actor: RequirementActor,
): Promise<{ domain: SsoDomain; membersSignedOut: number }> {
  const { domain, required } = input;
  const { claim, providerId } = await org.transaction(async (tx) => {
    const [organisation, claim, provider] = await Promise.all([
      tx.organisation.get(),
      tx.ssoDomains.get(domain),
      tx.ssoProvider.get(),
    ]);
    if (!claim || !organisation) throw notClaimed(domain);
    if (required) {
      if (!ssoIncluded(organisation, actor.now)) throw needsSsoPlan();
      if (claim.status !== 'verified' || !provider) throw notReady();
      // An owner at the domain who is not signed in with the provider would shut themselves out.
      if (emailDomain(actor.email ?? '') === domain && actor.signInProvider !== provider.providerId)
        throw new DomainError(
          'failed-precondition',
          'Sign in with single sign-on yourself before requiring it of your domain.',
          { reason: SSO_REQUIRED },
        );
    }
    const providerId = provider?.providerId ?? null;
    if ((claim.required === true) === required) return { claim, providerId };
    const { required: _was, ...rest } = claim;
    const next: StoredSsoDomain = required ? { ...rest, required: true } : rest;
    tx.ssoDomains.put(next);
    tx.audit.record({
      target: `ssoDomain/${domain}`,
      summary: required
        ? 'Required single sign-on for a domain'
        : 'Stopped requiring single sign-on for a domain',
      subjectName: domain,
      changedFields: ['required'],
    });
    return { claim: next, providerId };
  });
  const membersSignedOut = await applySsoRequirement(
    org,
    access,
    domain,
    required ? providerId : null,
    actor.uid,
  );
  return { domain: publicSsoDomain(claim), membersSignedOut };
}
