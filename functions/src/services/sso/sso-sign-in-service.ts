// Signing in with an organisation's identity provider (issue 25, step 3).
// - Discovery: /signin asks whether an address signs in with single sign-on. Public, so it says
//   no more than the provider id (random, it names no organisation), and every lookup counts
//   against the caller's IP for the hour.
// - Just-in-time joining: someone signed in with the provider joins the organisation with the
//   role its owner chose. Only the verified ID token is trusted (its `firebase.sign_in_provider`,
//   `email`, `email_verified`); the domain's verification and the provider are read again in the
//   joining transaction, seats are counted as for invitations, and the claims are set the way
//   accepting an invitation sets them.
import { DomainError } from '@assay/domain/errors';
import { emailDomain, SSO_DISCOVERIES_PER_HOUR } from '@assay/domain/sso';
import type { Member } from '@assay/domain/members';
import type { MemberRole } from '@assay/domain/roles';
import type { AttemptLimiter } from '../../data/attempts/attempts.ts';
import type { OrgData } from '../../data/org-data.ts';
import type { SsoDirectory } from '../../data/sso/sso-directory.ts';
import { assertRoom, effectiveLimits, seatsTaken } from '../limits.ts';
import { setJoinedClaims } from '../members-service.ts';
import type { SelfClaims } from '../members-service.ts';
import { needsSsoPlan, ssoIncluded } from './sso-domains-service.ts';

/** What sign-in discovery may use: the directory, the per-IP counter, the caller's IP. */
export interface SsoLookup {
  directory: SsoDirectory;
  attempts: AttemptLimiter;
  ip: string;
}

/** The identity provider `email` signs in with, or null (also for a domain only claimed, or without a provider). */
export async function discoverSso(
  lookup: SsoLookup,
  email: string,
  now: Date,
): Promise<{ providerId: string | null }> {
  const keys = [{ scope: 'ssoDiscover', key: lookup.ip, limit: SSO_DISCOVERIES_PER_HOUR }];
  if (await lookup.attempts.blocked(keys, now))
    throw new DomainError(
      'resource-exhausted',
      'Too many sign-in lookups from your network. Try again in an hour.',
      {
        reason: 'rate-limited',
      },
    );
  await lookup.attempts.fail(keys, now);
  const domain = emailDomain(email);
  const found = domain ? await lookup.directory.providerFor(domain) : null;
  return { providerId: found?.provider.providerId ?? null };
}

/** The caller as their verified ID token shows them. */
export interface SsoCaller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** `firebase.sign_in_provider` of the token. */
  signInProvider: string | null;
}

function signInRequired(): DomainError {
  return new DomainError(
    'failed-precondition',
    "Sign in with your organisation's single sign-on, with a verified address of its domain, to join it.",
    { reason: 'sso-sign-in-required' },
  );
}

/**
 * Joins the organisation whose provider the caller signed in with, as its provider's default
 * role, and makes it the account's active organisation (memberships of other organisations stay);
 * a member calling again gets their membership back and active (and their claims, if a failure in
 * between left them unset).
 */
export async function joinBySso(
  self: SelfClaims,
  directory: SsoDirectory,
  orgOf: (tid: string) => OrgData,
  caller: SsoCaller,
  now: Date,
): Promise<{ tid: string; role: MemberRole }> {
  const domain = caller.email ? emailDomain(caller.email) : null;
  if (!caller.email || !domain || !caller.emailVerified || !caller.signInProvider?.startsWith('oidc.'))
    throw signInRequired();
  const found = await directory.providerFor(domain);
  if (!found || found.provider.providerId !== caller.signInProvider) throw signInRequired();
  const { tid } = found;
  const current = await self.claims();
  if (!current) throw new DomainError('unauthenticated', 'Your account no longer exists. Sign in again.');
  const email = caller.email.toLowerCase();
  const joined = await orgOf(tid).transaction(async (tx) => {
    const organisation = await tx.organisation.get();
    if (!organisation)
      throw new DomainError('failed-precondition', 'This organisation no longer exists.', {
        reason: 'organisation-gone',
      });
    const secondFactor = organisation.requireSecondFactor === true;
    // Read again with the change: the domain may have been removed, the provider replaced.
    const [claim, provider, existing] = await Promise.all([
      tx.ssoDomains.get(domain),
      tx.ssoProvider.get(),
      tx.members.get(caller.uid),
    ]);
    // The domain requires single sign-on: the claims say which provider (core/authorize.ts).
    const sso = claim?.status === 'verified' && claim.required === true ? provider?.providerId : undefined;
    if (existing) return { role: existing.role, secondFactor, sso };
    if (claim?.status !== 'verified' || provider?.providerId !== caller.signInProvider)
      throw signInRequired();
    if (!ssoIncluded(organisation, now)) throw needsSsoPlan();
    assertRoom(effectiveLimits(organisation, now), 'members', seatsTaken(organisation));
    const member: Member = {
      uid: caller.uid,
      email,
      displayName: caller.name ?? email.split('@')[0] ?? '',
      role: provider.defaultRole,
      joinedAt: now.toISOString(),
    };
    tx.members.put(member);
    tx.organisation.setCounts({ memberCount: organisation.memberCount + 1 });
    tx.audit.record({
      target: `member/${caller.uid}`,
      summary: `Joined through single sign-on as ${provider.defaultRole}`,
      subjectName: email,
    });
    return { role: member.role, secondFactor, sso };
  });
  await setJoinedClaims(self, current, tid, joined);
  return { tid, role: joined.role };
}
