// The members whose address is at a domain, following its "require single sign-on" setting: their
// claims carry the provider id (`sso`) while it is required, and lose it when it is not.
import { emailDomain } from '@assay/domain/sso';
import type { MemberAccess } from '../../data/identity.ts';
import type { OrgData } from '../../data/org-data.ts';

/**
 * Makes the claims of the members whose address is at `domain` require `providerId` (null: nothing),
 * ending the sessions of those it starts to apply to, except `keepUid`'s (the owner acting, signed
 * in with the provider). Returns how many were signed out.
 */
export async function applySsoRequirement(
  org: OrgData,
  access: Pick<MemberAccess, 'apply'>,
  domain: string,
  providerId: string | null,
  keepUid?: string,
): Promise<number> {
  const [members, organisation] = await Promise.all([org.memberships.members(), org.organisation.get()]);
  const secondFactor = organisation?.requireSecondFactor === true;
  let signedOut = 0;
  for (const member of members) {
    if (emailDomain(member.email) !== domain) continue;
    const keepSessions = providerId === null || member.uid === keepUid;
    const changed = await access.apply(
      member.uid,
      { role: member.role, secondFactor, sso: providerId },
      { keepSessions },
    );
    if (changed && !keepSessions) signedOut += 1;
  }
  return signedOut;
}
