import { describe, expect, it } from 'vitest';
import { contracts } from '@assay/domain/contracts';
import type { MemberRole } from '@assay/domain/roles';
import { codeOf } from '../../test/support/domain-code.ts';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { memoryMemberAccess } from '../../test/support/memory-identity.ts';
import { memoryAccountMemberships } from '../data/members/account-memberships.ts';
import { memberMapper } from '../data/members/members.ts';
import { organisationDoc } from '../data/organisation/organisation.ts';
import { docAt } from '../data/store/store.ts';
import {
  acceptInvitation,
  changeRole,
  inviteMember,
  listMembers,
  removeMember,
  resendInvitation,
  revokeInvitation,
  tokenHash,
} from './members-service.ts';
import type { Actor } from './members-service.ts';

const now = new Date('2026-04-01T09:00:00.000Z');
const options = { now, appOrigin: 'https://assay.test' };
const owner: Actor = { uid: 'u-owner', role: 'owner', name: 'Olive Owner', email: 'olive@example.test' };
const admin: Actor = { uid: 'u-admin', role: 'admin', name: null, email: 'adam@example.test' };

function addMember(org: MemoryOrgData, uid: string, role: MemberRole, email = `${uid}@example.test`): void {
  org.store.put(docAt(`orgs/${org.tid}/members/${uid}`, memberMapper), {
    uid,
    email,
    displayName: uid,
    role,
    joinedAt: '2026-01-01T00:00:00.000Z',
  });
}

/** Auth's answer to "which of these have a second step?": `enrolled`; each lookup's uids go to `lookups`. */
function withFactors(enrolled: string[], lookups: string[][] = []) {
  return {
    withSecondFactor: (uids: readonly string[]) => {
      lookups.push([...uids]);
      return Promise.resolve(new Set(uids.filter((uid) => enrolled.includes(uid))));
    },
  };
}

/** An organisation with an owner and an admin (memberCount 2), on `plan`. */
function organisation(plan: 'free' | 'team' = 'team', defaultLanguage?: 'de') {
  const org = memoryOrgData('org1', {
    plan,
    memberCount: 2,
    name: 'Acme <Ltd>',
    ...(defaultLanguage ? { defaultLanguage } : {}),
  });
  addMember(org, owner.uid, 'owner');
  addMember(org, admin.uid, 'admin');
  return org;
}

/** Auth claims of org1's members in memory, recording revocations. */
function fakeIdentity(initial: Record<string, Record<string, unknown>> = {}) {
  const { access, claims, revoked } = memoryMemberAccess('org1', initial);
  return { identity: access, claims, revoked };
}

const invite = (org: MemoryOrgData, email: string, role: MemberRole = 'editor', actor = admin) =>
  inviteMember(org, actor, contracts.members.invite.input.parse({ email, role }), options);

function tokenInMail(org: MemoryOrgData, index = -1): { invitationId: string; token: string } {
  const mail = org.state.mail.at(index);
  const link = new URL(/https:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'https://none');
  return {
    invitationId: link.searchParams.get('invitation') ?? '',
    token: link.searchParams.get('token') ?? '',
  };
}

describe('inviting', () => {
  it("writes the invitation in the organisation's default language", async () => {
    const org = organisation('team', 'de');
    await invite(org, 'eve@example.test', 'editor', admin);
    const mail = org.state.mail.at(-1);
    expect(mail?.subject).toBe('Einladung zu Acme <Ltd> auf Assay');
    expect(mail?.text).toContain(
      'adam@example.test hat Sie eingeladen, Acme <Ltd> auf Assay als Bearbeiter beizutreten.',
    );
    expect(mail?.text).toContain('Der Link gilt bis 8. April 2026 um 09:00:00 UTC.');
  });

  it('stores the invitation with a hashed token, counts its seat, audits it and queues the email with the accept link', async () => {
    const org = organisation();
    const invitation = await invite(org, ' Eve@Example.TEST ');
    expect(invitation).toMatchObject({
      email: 'eve@example.test',
      role: 'editor',
      invitedBy: 'u-admin',
      sends: 1,
      expiresAt: '2026-04-08T09:00:00.000Z',
    });
    expect(org.state.organisation?.invitationCount).toBe(1);
    expect(org.state.audit).toEqual([
      expect.objectContaining({
        target: `invitation/${invitation.id}`,
        summary: 'Invited someone as editor',
        subjectName: 'eve@example.test',
      }),
    ]);
    const [mail] = org.state.mail;
    expect(mail).toMatchObject({
      to: 'eve@example.test',
      subject: 'You are invited to join Acme <Ltd> on Assay',
    });
    expect(mail?.html).toContain('Acme &lt;Ltd&gt;');
    const { invitationId, token } = tokenInMail(org);
    expect(invitationId).toBe(invitation.id);
    expect(mail?.text).toContain(`https://assay.test/?joinOrg=org1&invitation=${invitation.id}&token=`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = org.state.invitations.get(invitation.id);
    expect(stored?.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify([...org.store.docs].filter(([path]) => path.startsWith('orgs/')))).not.toContain(
      token,
    );
  });

  it('counts pending invitations against the members limit and names the limit', async () => {
    const org = organisation('free');
    org.store.put(docAt('orgs/org1', { toDoc: (v: Record<string, unknown>) => v, fromDoc: (d) => d }), {
      ...org.store.docs.get('orgs/org1'),
      memberCount: 1,
    });
    await invite(org, 'first@example.test');
    const error = await invite(org, 'second@example.test').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      details: { limit: { name: 'members', max: 2 } },
    });
    expect(org.state.invitations.size).toBe(1);
    expect(org.state.mail).toHaveLength(1);
  });

  it('refuses an address that is a member or already invited, naming the email field', async () => {
    const org = organisation();
    await invite(org, 'eve@example.test');
    expect(await invite(org, 'EVE@example.test').catch((e: unknown) => e)).toMatchObject({
      code: 'already-exists',
      details: { fields: [{ path: 'email' }] },
    });
    expect(await codeOf(invite(org, 'U-Admin@example.test'))).toBe('already-exists');
    expect(org.state.organisation?.invitationCount).toBe(1);
  });

  it('lets only owners invite an owner', async () => {
    const org = organisation();
    expect(await codeOf(invite(org, 'boss@example.test', 'owner', admin))).toBe('permission-denied');
    expect(await codeOf(invite(org, 'boss@example.test', 'owner', owner))).toBe('ok');
  });

  it('resends with a new link (the old one stops working) and a new expiry', async () => {
    const org = organisation();
    const invitation = await invite(org, 'eve@example.test');
    const first = tokenInMail(org);
    const later = { ...options, now: new Date('2026-04-05T09:00:00.000Z') };
    const resent = await resendInvitation(org, admin, invitation.id, later);
    expect(resent).toMatchObject({ sends: 2, expiresAt: '2026-04-12T09:00:00.000Z' });
    const second = tokenInMail(org);
    expect(second.token).not.toBe(first.token);
    expect(org.state.mail).toHaveLength(2);
    const self = { claims: () => Promise.resolve({}), setClaims: () => Promise.resolve() };
    expect(
      await codeOf(
        acceptInvitation(
          self,
          org,
          { uid: 'u-eve', email: 'eve@example.test', name: null },
          { orgId: 'org1', ...first },
          later.now,
        ),
      ),
    ).toBe('not-found');
  });

  it('withdraws an invitation and frees its seat; a withdrawn one is not found', async () => {
    const org = organisation();
    const invitation = await invite(org, 'eve@example.test');
    expect(await revokeInvitation(org, admin, invitation.id)).toEqual({ revoked: true });
    expect(org.state.organisation?.invitationCount).toBe(0);
    expect(org.state.invitations.size).toBe(0);
    expect(await codeOf(revokeInvitation(org, admin, invitation.id))).toBe('not-found');
    expect(await codeOf(resendInvitation(org, admin, invitation.id, options))).toBe('not-found');
  });

  it('lists members oldest first and invitations without their token hash', async () => {
    const org = organisation();
    await invite(org, 'eve@example.test');
    const list = await listMembers(org, { role: 'viewer', factors: withFactors([]) });
    expect(list.members.map((m) => m.uid)).toEqual(['u-owner', 'u-admin']);
    expect(list.invitations).toHaveLength(1);
    expect(list.invitations[0]).not.toHaveProperty('tokenHash');
  });

  it("shows owners and admins who signs in with a second step, in one lookup, and viewers and editors nobody's", async () => {
    const org = organisation();
    addMember(org, 'u-editor', 'editor');
    const lookups: string[][] = [];
    const factors = withFactors(['u-admin'], lookups);
    for (const role of ['owner', 'admin'] as const) {
      const { members } = await listMembers(org, { role, factors });
      expect(members.map((m) => [m.uid, m.secondFactor])).toEqual([
        ['u-owner', false],
        ['u-admin', true],
        ['u-editor', false],
      ]);
    }
    expect(lookups).toEqual([
      ['u-owner', 'u-admin', 'u-editor'],
      ['u-owner', 'u-admin', 'u-editor'],
    ]);
    for (const role of ['editor', 'viewer'] as const) {
      const { members } = await listMembers(org, { role, factors });
      expect(members.every((m) => !('secondFactor' in m))).toBe(true);
    }
    expect(lookups).toHaveLength(2);
  });
});

describe('accepting', () => {
  const selfWith = (claims: Record<string, unknown> | null) => {
    const state = { claims, sets: 0 };
    return {
      state,
      self: {
        claims: () => Promise.resolve(state.claims ? { ...state.claims } : null),
        setClaims: (next: Record<string, unknown>) => {
          state.claims = next;
          state.sets += 1;
          return Promise.resolve();
        },
      },
    };
  };

  it('makes a user without an organisation a member with the invited role, keeping operator flags', async () => {
    const org = organisation();
    await invite(org, 'eve@example.test', 'editor');
    const { self, state } = selfWith({ sysdev: true });
    const result = await acceptInvitation(
      self,
      org,
      { uid: 'u-eve', email: 'Eve@example.test', name: 'Eve' },
      { orgId: 'org1', ...tokenInMail(org) },
      now,
    );
    expect(result).toEqual({ tid: 'org1', role: 'editor' });
    expect(state.claims).toEqual({ tid: 'org1', role: 'editor', sysdev: true });
    expect(org.state.members.get('u-eve')).toMatchObject({
      email: 'eve@example.test',
      displayName: 'Eve',
      role: 'editor',
      joinedAt: now.toISOString(),
    });
    expect(org.state.organisation).toMatchObject({ memberCount: 3, invitationCount: 0 });
    expect(org.state.invitations.size).toBe(0);
    expect(org.state.audit.at(-1)).toMatchObject({
      target: 'member/u-eve',
      summary: 'Joined through an invitation as editor',
    });
  });

  it('marks a new member of an organisation that requires two-step sign-in (claim mfa)', async () => {
    const org = organisation();
    org.store.put(organisationDoc('org1'), { ...org.state.organisation!, requireSecondFactor: true });
    await invite(org, 'eve@example.test', 'viewer');
    const { self, state } = selfWith({});
    await acceptInvitation(
      self,
      org,
      { uid: 'u-eve', email: 'eve@example.test', name: null },
      { orgId: 'org1', ...tokenInMail(org) },
      now,
    );
    expect(state.claims).toEqual({ tid: 'org1', role: 'viewer', mfa: true });
  });

  it('works once: the same link opened again after joining is no longer valid', async () => {
    const org = organisation();
    await invite(org, 'eve@example.test');
    const link = { orgId: 'org1', ...tokenInMail(org) };
    const { self, state } = selfWith({});
    await acceptInvitation(self, org, { uid: 'u-eve', email: 'eve@example.test', name: null }, link, now);
    expect(
      await codeOf(
        acceptInvitation(self, org, { uid: 'u-eve', email: 'eve@example.test', name: null }, link, now),
      ),
    ).toBe('not-found');
    expect(state.sets).toBe(1);
    expect(org.state.organisation?.memberCount).toBe(3);
  });

  it('refuses a wrong token, an expired link and another address', async () => {
    const org = organisation();
    await invite(org, 'eve@example.test');
    const link = { orgId: 'org1', ...tokenInMail(org) };
    const eve = { uid: 'u-eve', email: 'eve@example.test', name: null };
    expect(
      await codeOf(acceptInvitation(selfWith({}).self, org, eve, { ...link, token: `${link.token}x` }, now)),
    ).toBe('not-found');
    expect(
      await codeOf(acceptInvitation(selfWith({}).self, org, eve, link, new Date('2026-04-08T09:00:00.000Z'))),
    ).toBe('not-found');
    expect(
      await codeOf(
        acceptInvitation(selfWith({}).self, org, { ...eve, email: 'mallory@example.test' }, link, now),
      ),
    ).toBe('permission-denied');
    expect(org.state.members.has('u-eve')).toBe(false);
    expect(org.state.organisation?.invitationCount).toBe(1);
  });

  it('adds a membership to an account of another organisation and makes the new one active (operator flags kept)', async () => {
    const org = organisation();
    await invite(org, 'eve@example.test');
    const link = { orgId: 'org1', ...tokenInMail(org) };
    const { self, state } = selfWith({ tid: 'org2', role: 'owner', mfa: true, sysdev: true });
    await acceptInvitation(self, org, { uid: 'u-eve', email: 'eve@example.test', name: null }, link, now);
    expect(state.claims).toEqual({ tid: 'org1', role: 'editor', sysdev: true });
    expect(org.state.members.get('u-eve')?.role).toBe('editor');
    await expect(memoryAccountMemberships(org.store, 'u-eve').list()).resolves.toEqual([
      { tid: 'org1', role: 'editor', joinedAt: now.toISOString() },
    ]);
  });

  it('lets a shared user of another organisation join as a member', async () => {
    const org = organisation();
    await invite(org, 'eve@example.test');
    const link = { orgId: 'org1', ...tokenInMail(org) };
    const { self, state } = selfWith({ ptid: 'org2', ttid: 't1' });
    await acceptInvitation(self, org, { uid: 'u-eve', email: 'eve@example.test', name: null }, link, now);
    expect(state.claims).toEqual({ tid: 'org1', role: 'editor' });
  });
});

describe('changing access', () => {
  it('changes a role, sets the claims and revokes the member’s sessions', async () => {
    const org = organisation();
    addMember(org, 'u-ed', 'editor');
    const { identity, claims, revoked } = fakeIdentity({
      'u-ed': { tid: 'org1', role: 'editor', adminUI: true },
    });
    const member = await changeRole(org, identity, admin, { uid: 'u-ed', role: 'viewer' });
    expect(member.role).toBe('viewer');
    expect(claims.get('u-ed')).toEqual({ tid: 'org1', role: 'viewer', adminUI: true });
    expect(revoked).toEqual(['u-ed']);
    expect(org.state.audit.at(-1)).toMatchObject({
      target: 'member/u-ed',
      summary: 'Changed a role from editor to viewer',
      changedFields: ['role'],
    });
  });

  it('changing to the same role writes nothing but repairs claims left behind by a failed call', async () => {
    const org = organisation();
    addMember(org, 'u-ed', 'viewer');
    const { identity, claims, revoked } = fakeIdentity({ 'u-ed': { tid: 'org1', role: 'editor' } });
    await changeRole(org, identity, admin, { uid: 'u-ed', role: 'viewer' });
    expect(org.state.audit).toHaveLength(0);
    expect(claims.get('u-ed')).toEqual({ tid: 'org1', role: 'viewer' });
    expect(revoked).toEqual(['u-ed']);
    await changeRole(org, identity, admin, { uid: 'u-ed', role: 'viewer' });
    expect(revoked).toEqual(['u-ed']);
  });

  it('keeps the two-step mark of an organisation that requires it when a role changes', async () => {
    const org = organisation();
    org.store.put(organisationDoc('org1'), { ...org.state.organisation!, requireSecondFactor: true });
    addMember(org, 'u-ed', 'editor');
    const { identity, claims } = fakeIdentity({ 'u-ed': { tid: 'org1', role: 'editor', mfa: true } });
    await changeRole(org, identity, admin, { uid: 'u-ed', role: 'viewer' });
    expect(claims.get('u-ed')).toEqual({ tid: 'org1', role: 'viewer', mfa: true });
  });

  it('lets only owners make or unmake owners', async () => {
    const org = organisation();
    addMember(org, 'u-ed', 'editor');
    addMember(org, 'u-own2', 'owner');
    const { identity } = fakeIdentity();
    expect(await codeOf(changeRole(org, identity, admin, { uid: 'u-ed', role: 'owner' }))).toBe(
      'permission-denied',
    );
    expect(await codeOf(changeRole(org, identity, admin, { uid: 'u-own2', role: 'viewer' }))).toBe(
      'permission-denied',
    );
    expect(await codeOf(removeMember(org, identity, admin, 'u-own2'))).toBe('permission-denied');
    expect(await codeOf(changeRole(org, identity, owner, { uid: 'u-ed', role: 'owner' }))).toBe('ok');
  });

  it('never demotes or removes the last owner, but lets an owner step down when another owner remains', async () => {
    const org = organisation();
    const { identity } = fakeIdentity({ 'u-owner': { tid: 'org1', role: 'owner' } });
    expect(await codeOf(changeRole(org, identity, owner, { uid: 'u-owner', role: 'admin' }))).toBe(
      'failed-precondition',
    );
    expect(await codeOf(removeMember(org, identity, owner, 'u-owner'))).toBe('failed-precondition');
    addMember(org, 'u-own2', 'owner');
    expect(await codeOf(changeRole(org, identity, owner, { uid: 'u-owner', role: 'admin' }))).toBe('ok');
    expect(
      await codeOf(changeRole(org, identity, { ...owner, uid: 'u-own2' }, { uid: 'u-own2', role: 'admin' })),
    ).toBe('failed-precondition');
  });

  it('removes a member: document gone, seat freed, claims cleared (operator flags kept), sessions revoked', async () => {
    const org = organisation();
    addMember(org, 'u-ed', 'editor');
    const { identity, claims, revoked } = fakeIdentity({
      'u-ed': { tid: 'org1', role: 'editor', sysdev: true },
    });
    expect(await removeMember(org, identity, admin, 'u-ed')).toEqual({ removed: true });
    expect(org.state.members.has('u-ed')).toBe(false);
    expect(org.state.organisation?.memberCount).toBe(1);
    expect(claims.get('u-ed')).toEqual({ sysdev: true });
    expect(revoked).toEqual(['u-ed']);
    expect(await codeOf(removeMember(org, identity, admin, 'u-ed'))).toBe('not-found');
  });

  it('answers a member of another organisation as not found and leaves their claims alone', async () => {
    const org = organisation();
    const { identity, claims, revoked } = fakeIdentity({ 'u-other': { tid: 'org2', role: 'editor' } });
    expect(await codeOf(removeMember(org, identity, admin, 'u-other'))).toBe('not-found');
    expect(await codeOf(changeRole(org, identity, admin, { uid: 'u-other', role: 'viewer' }))).toBe(
      'not-found',
    );
    expect(claims.get('u-other')).toEqual({ tid: 'org2', role: 'editor' });
    expect(revoked).toEqual([]);
  });
});
