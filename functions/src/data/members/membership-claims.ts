// What a member's claims must say for one of their organisations: role, `mfa` when the
// organisation requires two-step sign-in, `sso` when their address's domain requires single
// sign-on. Read in one transaction of that organisation, from its member document (the truth;
// the account's index only lists it), so a membership removed meanwhile is never made active.
import type { MemberRole } from '@assay/domain/roles';
import type { OrgData } from '../org-data.ts';
import type { AccountMemberships } from './account-memberships.ts';

/** A live membership of organisation `tid` as the member's claims would carry it. */
export interface LiveMembership {
  tid: string;
  role: MemberRole;
  secondFactor: boolean;
  /** The provider the member must sign in with; absent: none. */
  sso?: string;
}

/** `uid`'s membership of `org` as claims carry it; null when they are not a member (or it is gone). */
export async function liveMembership(org: OrgData, uid: string): Promise<LiveMembership | null> {
  return org.transaction(async (tx) => {
    const [member, organisation] = await Promise.all([tx.members.get(uid), tx.organisation.get()]);
    if (!member || !organisation) return null;
    const sso = await tx.ssoDomains.requiredProvider(member.email);
    return {
      tid: org.tid,
      role: member.role,
      secondFactor: organisation.requireSecondFactor === true,
      ...(sso ? { sso } : {}),
    };
  });
}

/**
 * Where an account's claims go when its active membership of `leaving` ends (data/identity.ts
 * memberAccess): the oldest other organisation of its index where it is still a member; null
 * when there is none.
 */
export function nextLiveMembership(
  membershipsOf: (uid: string) => AccountMemberships,
  orgOf: (tid: string) => OrgData,
  leaving: string,
): (uid: string) => Promise<LiveMembership | null> {
  return async (uid) => {
    for (const { tid } of await membershipsOf(uid).list()) {
      if (tid === leaving) continue;
      const live = await liveMembership(orgOf(tid), uid);
      if (live) return live;
    }
    return null;
  };
}

/** The caller's memberships, for the account-* callables: the index, and a live one read from its organisation. */
export interface OwnMemberships extends AccountMemberships {
  /** The caller's membership of `tid` as their claims would carry it; null when they are not a member. */
  live(tid: string): Promise<LiveMembership | null>;
}

export function ownMemberships(
  memberships: AccountMemberships,
  orgOf: (tid: string) => OrgData,
  uid: string,
): OwnMemberships {
  return { list: () => memberships.list(), live: (tid) => liveMembership(orgOf(tid), uid) };
}
