// One account in several organisations (issue 25): the caller's memberships, and switching the
// active one. The account's index (accounts/{uid}/memberships) lists them; the member document
// of the organisation is the truth, read in that organisation's transaction before the claims
// change. Every check elsewhere stays on the verified claims: switching sets them and the client
// refreshes its ID token; nothing is revoked, since the caller's access only moves between
// organisations they belong to.
import type { AccountOrganisation } from '@assay/domain/account';
import { DomainError } from '@assay/domain/errors';
import type { MemberRole } from '@assay/domain/roles';
import type { OwnMemberships } from '../data/members/membership-claims.ts';
import type { OrgData } from '../data/org-data.ts';
import { setJoinedClaims } from './members-service.ts';
import type { SelfClaims } from './members-service.ts';

/** What the service needs of the caller: their memberships, and an organisation they name. */
export interface OwnOrganisations {
  memberships: OwnMemberships;
  memberOrg(tid: string): OrgData;
}

/** The caller's organisations, oldest membership first, with their names; and the active one. */
export async function listOwnOrganisations(
  own: OwnOrganisations,
  activeTid: string | undefined,
): Promise<{ organisations: AccountOrganisation[]; activeOrganisationId: string | null }> {
  const listed = await own.memberships.list();
  const organisations = await Promise.all(
    listed.map(async ({ tid, role }) => {
      const organisation = await own.memberOrg(tid).organisation.get();
      return organisation ? { organisationId: tid, name: organisation.name, role } : null;
    }),
  );
  return {
    organisations: organisations.filter((entry) => entry !== null),
    activeOrganisationId: activeTid ?? null,
  };
}

function notAMember(): DomainError {
  return new DomainError('not-found', 'You are not a member of this organisation.', {
    reason: 'organisation-not-found',
  });
}

/**
 * Makes `tid` the caller's active organisation, from their member document there (read in a
 * transaction): its role, and its two-step and single sign-on requirements.
 */
export async function switchOrganisation(
  self: SelfClaims,
  memberships: Pick<OwnMemberships, 'live'>,
  tid: string,
): Promise<{ organisationId: string; role: MemberRole }> {
  const current = await self.claims();
  if (!current) throw new DomainError('unauthenticated', 'Your account no longer exists. Sign in again.');
  const live = await memberships.live(tid);
  if (!live) throw notAMember();
  await setJoinedClaims(self, current, tid, live);
  return { organisationId: tid, role: live.role };
}
