import { describe, expect, it } from 'vitest';
import type { MemberRole } from '@assay/domain/roles';
import { codeOf } from '../../test/support/domain-code.ts';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { memoryAccountMemberships } from '../data/members/account-memberships.ts';
import { ownMemberships } from '../data/members/membership-claims.ts';
import { listOwnOrganisations, switchOrganisation } from './account-organisations-service.ts';
import type { OwnOrganisations } from './account-organisations-service.ts';

async function join(org: MemoryOrgData, uid: string, role: MemberRole, joinedAt: string): Promise<void> {
  await org.transaction((tx) => {
    tx.members.put({ uid, email: `${uid}@x.test`, displayName: uid, role, joinedAt });
    return Promise.resolve();
  });
}

/** Ada: owner of Acme, viewer of Globex (which requires two-step sign-in); Initech exists without her. */
async function world() {
  const acme = memoryOrgData('org-a', { name: 'Acme', memberCount: 1 });
  const globex = memoryOrgData(
    'org-b',
    { name: 'Globex', memberCount: 1, requireSecondFactor: true },
    { store: acme.store },
  );
  const initech = memoryOrgData('org-c', { name: 'Initech', memberCount: 0 }, { store: acme.store });
  await join(acme, 'ada', 'owner', '2026-01-01T00:00:00.000Z');
  await join(globex, 'ada', 'viewer', '2026-02-01T00:00:00.000Z');
  const orgs = new Map([acme, globex, initech].map((org) => [org.tid, org]));
  const memberOrg = (tid: string) => orgs.get(tid) ?? memoryOrgData(tid, null, { store: acme.store });
  const own: OwnOrganisations = {
    memberships: ownMemberships(memoryAccountMemberships(acme.store, 'ada'), memberOrg, 'ada'),
    memberOrg,
  };
  let claims: Record<string, unknown> = { tid: 'org-a', role: 'owner', adminUI: true };
  const writes: Record<string, unknown>[] = [];
  const self = {
    claims: () => Promise.resolve({ ...claims }),
    setClaims: (next: Record<string, unknown>) => {
      claims = next;
      writes.push(next);
      return Promise.resolve();
    },
  };
  return { acme, globex, initech, own, self, writes, claims: () => claims };
}

describe('my organisations', () => {
  it('lists every membership with its name and role, oldest first, and the active one', async () => {
    const { own } = await world();
    await expect(listOwnOrganisations(own, 'org-a')).resolves.toEqual({
      organisations: [
        { organisationId: 'org-a', name: 'Acme', role: 'owner' },
        { organisationId: 'org-b', name: 'Globex', role: 'viewer' },
      ],
      activeOrganisationId: 'org-a',
    });
  });
});

describe('switching organisation', () => {
  it('sets the claims of the membership switched to (its role and two-step requirement), keeping operator flags', async () => {
    const { own, self, claims } = await world();
    await expect(switchOrganisation(self, own.memberships, 'org-b')).resolves.toEqual({
      organisationId: 'org-b',
      role: 'viewer',
    });
    expect(claims()).toEqual({ tid: 'org-b', role: 'viewer', mfa: true, adminUI: true });
    await switchOrganisation(self, own.memberships, 'org-a');
    expect(claims()).toEqual({ tid: 'org-a', role: 'owner', adminUI: true });
  });

  it('refuses an organisation the caller is not (or no longer) a member of like one that does not exist, and writes nothing', async () => {
    const { own, self, writes, globex } = await world();
    expect(await codeOf(switchOrganisation(self, own.memberships, 'org-c'))).toBe('not-found');
    expect(await codeOf(switchOrganisation(self, own.memberships, 'org-nowhere'))).toBe('not-found');
    await globex.transaction((tx) => {
      tx.members.remove('ada');
      return Promise.resolve();
    });
    expect(await codeOf(switchOrganisation(self, own.memberships, 'org-b'))).toBe('not-found');
    expect(writes).toEqual([]);
  });

  it('writes nothing when the organisation is already active', async () => {
    const { own, self, writes } = await world();
    await switchOrganisation(self, own.memberships, 'org-a');
    expect(writes).toEqual([]);
  });
});
