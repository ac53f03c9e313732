// Members through the deployed callables: an invitation travels as a `mail` document and is
// accepted with the link it carries, by a new account or an existing one; a role change or a
// removal takes effect on the member's very next call, even with their still-unexpired ID token;
// the last owner stays; invitations racing for the last seat leave exactly one.
import { beforeAll, describe, expect, it } from 'vitest';
import { FAILED_ATTEMPTS_PER_INVITE_HOUR } from '@assay/domain/respondents';
import {
  adminAuth,
  adminDb,
  callFunction,
  callOk,
  createUser,
  signIn,
  TEST_PASSWORD,
  uniqueId,
} from './support/emulators.ts';
import type { CallOutcome, TestUser } from './support/emulators.ts';
import { linkMailedTo } from './support/mail.ts';
import { addInvitationLink, createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

let org: TestOrg;
let owner: TestUser;

beforeAll(async () => {
  const tid = uniqueId('members');
  owner = await createUser('members-owner', { tid, role: 'owner' });
  org = await createOrg('Members', 'team', [{ user: owner, role: 'owner' }], tid);
});

/** Auth keeps revocation times in whole seconds: change access in a later second than the sign-in. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

function expectRevoked(outcome: CallOutcome): void {
  expect(outcome).toMatchObject({
    ok: false,
    code: 'unauthenticated',
    details: { reason: 'session-revoked' },
  });
}

/** An Auth account that has never joined anything. */
async function newAccount(email: string): Promise<string> {
  await adminAuth().createUser({ email, password: TEST_PASSWORD, emailVerified: true });
  return signIn(email, TEST_PASSWORD);
}

async function inviteAndJoin(role: 'viewer' | 'editor' | 'admin'): Promise<TestUser> {
  const email = `${uniqueId('joiner')}@it.assay.test`;
  await callOk('members-invite', { email, role }, owner.idToken);
  const token = await newAccount(email);
  await callOk('members-accept', await linkMailedTo(email), token);
  const user = await adminAuth().getUserByEmail(email);
  return { uid: user.uid, email, idToken: await signIn(email, TEST_PASSWORD) };
}

describe('invitations', () => {
  it('a new account accepts through the mailed link, then works with the invited role after refreshing its token', async () => {
    const email = `${uniqueId('newcomer')}@it.assay.test`;
    const invitation = await callOk<{ id: string; role: string }>(
      'members-invite',
      { email, role: 'editor' },
      owner.idToken,
    );
    const mail = (await adminDb().collection('mail').where('to', '==', email).get()).docs[0]?.data();
    expect(mail).toMatchObject({ to: email, message: { subject: expect.stringContaining(org.name) } });
    expect(String(mail?.message.html)).toContain('<a href="http://127.0.0.1:5050/?joinOrg=');
    const link = await linkMailedTo(email);
    expect(link).toMatchObject({ orgId: org.id, invitationId: invitation.id });

    const firstToken = await newAccount(email);
    // Not yet a member: the org callables refuse.
    expect(await callFunction('org-get', {}, firstToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await callOk('members-accept', link, firstToken)).toEqual({ tid: org.id, role: 'editor' });
    const refreshed = await signIn(email, TEST_PASSWORD);
    expect(
      await callOk('tenants-create', { name: `By newcomer ${uniqueId('t')}`, kind: 'client' }, refreshed),
    ).toMatchObject({ parentId: org.id });
    const list = await callOk<{
      members: { email: string; role: string }[];
      invitations: { email: string }[];
    }>('members-list', {}, refreshed);
    expect(list.members).toContainEqual(expect.objectContaining({ email, role: 'editor' }));
    expect(list.invitations.map((i) => i.email)).not.toContain(email);
    // The link is single-use.
    const stranger = await newAccount(`${uniqueId('stranger')}@it.assay.test`);
    expect(await callFunction('members-accept', link, stranger)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });

  it('an existing account (a member of another organisation) accepts too; another address is refused', async () => {
    const otherTid = uniqueId('other');
    const existing = await createUser('existing', { tid: otherTid, role: 'editor' });
    const otherOwner = await createUser('other-owner', { tid: otherTid, role: 'owner' });
    await createOrg(
      'Other',
      'team',
      [
        { user: otherOwner, role: 'owner' },
        { user: existing, role: 'editor' },
      ],
      otherTid,
    );
    await callOk('members-invite', { email: existing.email, role: 'viewer' }, owner.idToken);
    const link = await linkMailedTo(existing.email);
    const someoneElse = await newAccount(`${uniqueId('else')}@it.assay.test`);
    expect(await callFunction('members-accept', link, someoneElse)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    // Still a member elsewhere: the membership is added and becomes the active one.
    expect(await callOk('members-accept', link, existing.idToken)).toEqual({ tid: org.id, role: 'viewer' });
    expect(await callOk('org-get', {}, await signIn(existing.email, TEST_PASSWORD))).toMatchObject({
      organisation: { id: org.id },
    });
  });

  it('resend replaces the link and revoke frees the seat', async () => {
    const email = `${uniqueId('resend')}@it.assay.test`;
    const invitation = await callOk<{ id: string }>(
      'members-invite',
      { email, role: 'viewer' },
      owner.idToken,
    );
    const first = await linkMailedTo(email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      await callOk('members-resendInvitation', { invitationId: invitation.id }, owner.idToken),
    ).toMatchObject({ sends: 2 });
    const second = await linkMailedTo(email);
    expect(second.token).not.toBe(first.token);
    const before = await callOk<{ usage: { invitations: number } }>('org-get', {}, owner.idToken);
    await callOk('members-revokeInvitation', { invitationId: invitation.id }, owner.idToken);
    const after = await callOk<{ usage: { invitations: number } }>('org-get', {}, owner.idToken);
    expect(after.usage.invitations).toBe(before.usage.invitations - 1);
    expect(await callFunction('members-accept', second, await newAccount(email))).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });
});

describe('members-invitation: what an invitation link tells before anyone signs in', () => {
  const notFound = (outcome: CallOutcome) =>
    outcome.ok ? outcome : { code: outcome.code, message: outcome.message };

  it('names the organisation and the inviter for the latest link of a pending invitation; any other link gets one not-found', async () => {
    const email = `${uniqueId('named')}@it.assay.test`;
    const invitation = await callOk<{ id: string }>(
      'members-invite',
      { email, role: 'viewer' },
      owner.idToken,
    );
    const first = await linkMailedTo(email);
    // A guest (no ID token) opens it: the two names, and nothing else.
    expect(await callOk('members-invitation', first)).toEqual({
      organisationName: org.name,
      inviterName: owner.uid,
    });

    const unknown = notFound(
      await callFunction('members-invitation', { ...first, invitationId: uniqueId('missing') }),
    );
    expect(unknown).toMatchObject({ code: 'not-found' });
    const lastChar = first.token.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [
      { ...first, token: `${first.token.slice(0, -1)}${lastChar}` },
      { ...first, token: 'not-a-token' },
      { ...first, orgId: uniqueId('elsewhere') },
    ])
      expect(notFound(await callFunction('members-invitation', bad))).toEqual(unknown);

    // Replaced by a resend, then withdrawn.
    await callOk('members-resendInvitation', { invitationId: invitation.id }, owner.idToken);
    const second = await linkMailedTo(email);
    expect(notFound(await callFunction('members-invitation', first))).toEqual(unknown);
    expect(await callOk('members-invitation', second)).toMatchObject({ organisationName: org.name });
    await callOk('members-revokeInvitation', { invitationId: invitation.id }, owner.idToken);
    expect(notFound(await callFunction('members-invitation', second))).toEqual(unknown);

    // Used: accepted by the invitee.
    const joiner = `${uniqueId('used')}@it.assay.test`;
    await callOk('members-invite', { email: joiner, role: 'viewer' }, owner.idToken);
    const used = await linkMailedTo(joiner);
    await callOk('members-accept', used, await newAccount(joiner));
    expect(notFound(await callFunction('members-invitation', used))).toEqual(unknown);

    // Expired.
    const expired = await addInvitationLink(org, {
      invitedBy: owner.uid,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(notFound(await callFunction('members-invitation', { orgId: org.id, ...expired }))).toEqual(
      unknown,
    );
  });

  it('leaves the inviter unnamed once they are no longer a member', async () => {
    const link = await addInvitationLink(org, { invitedBy: uniqueId('former') });
    expect(await callOk('members-invitation', { orgId: org.id, ...link })).toEqual({
      organisationName: org.name,
      inviterName: null,
    });
  });

  it('cuts an invitation link off after repeated failed attempts against it', async () => {
    const link = await addInvitationLink(org, { invitedBy: owner.uid });
    for (let i = 0; i < FAILED_ATTEMPTS_PER_INVITE_HOUR; i += 1)
      expect(
        await callFunction('members-invitation', { orgId: org.id, ...link, token: `guess${String(i)}` }),
      ).toMatchObject({ ok: false, code: 'not-found' });
    expect(await callFunction('members-invitation', { orgId: org.id, ...link })).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
    });
  });
});

describe('changes of access take effect on the next call', () => {
  it('a demoted editor’s still-valid token is refused; signed in again, they are a viewer', async () => {
    const member = await inviteAndJoin('editor');
    expect(
      await callFunction(
        'tenants-create',
        { name: `Before ${uniqueId('t')}`, kind: 'client' },
        member.idToken,
      ),
    ).toMatchObject({ ok: true });
    await nextSecond();
    expect(
      await callOk('members-changeRole', { uid: member.uid, role: 'viewer' }, owner.idToken),
    ).toMatchObject({ uid: member.uid, role: 'viewer' });
    expectRevoked(
      await callFunction(
        'tenants-create',
        { name: `After ${uniqueId('t')}`, kind: 'client' },
        member.idToken,
      ),
    );
    const fresh = await signIn(member.email, TEST_PASSWORD);
    expect(
      await callFunction('tenants-create', { name: `Fresh ${uniqueId('t')}`, kind: 'client' }, fresh),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await callFunction('tenants-list', {}, fresh)).toMatchObject({ ok: true });
    expect((await adminAuth().getUser(member.uid)).customClaims).toEqual({ tid: org.id, role: 'viewer' });
  });

  it('a removed member’s still-valid token is refused; signed in again, they have no organisation', async () => {
    const member = await inviteAndJoin('viewer');
    const before = await callOk<{ usage: { members: number } }>('org-get', {}, owner.idToken);
    await nextSecond();
    expect(await callOk('members-remove', { uid: member.uid }, owner.idToken)).toEqual({ removed: true });
    expectRevoked(await callFunction('org-get', {}, member.idToken));
    expect(await callFunction('org-get', {}, await signIn(member.email, TEST_PASSWORD))).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect((await callOk<{ usage: { members: number } }>('org-get', {}, owner.idToken)).usage.members).toBe(
      before.usage.members - 1,
    );
  });

  it('the last owner cannot be demoted or removed; with a second owner they can step down', async () => {
    const tid = uniqueId('solo');
    const solo = await createUser('solo-owner', { tid, role: 'owner' });
    await createOrg('Solo', 'team', [{ user: solo, role: 'owner' }], tid);
    expect(
      await callFunction('members-changeRole', { uid: solo.uid, role: 'admin' }, solo.idToken),
    ).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await callFunction('members-remove', { uid: solo.uid }, solo.idToken)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
    });
    const second = await createUser('second-owner', { tid, role: 'admin' });
    await adminDb().collection('orgs').doc(tid).collection('members').doc(second.uid).set({
      uid: second.uid,
      email: second.email,
      displayName: 'Second',
      role: 'admin',
      joinedAt: new Date(),
    });
    // An admin cannot make an owner; the owner can.
    expect(
      await callFunction('members-changeRole', { uid: second.uid, role: 'owner' }, second.idToken),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    await callOk('members-changeRole', { uid: second.uid, role: 'owner' }, solo.idToken);
    expect(await callOk('members-changeRole', { uid: solo.uid, role: 'admin' }, solo.idToken)).toMatchObject({
      role: 'admin',
    });
  });
});

describe('the members limit under concurrency', () => {
  it('five invitations racing for the last seat of a free plan: exactly one succeeds', async () => {
    const tid = uniqueId('race');
    const raceOwner = await createUser('race-owner', { tid, role: 'owner' });
    await createOrg('Race', 'free', [{ user: raceOwner, role: 'owner' }], tid);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        callFunction(
          'members-invite',
          { email: `racer${index}-${tid}@it.assay.test`, role: 'viewer' },
          raceOwner.idToken,
        ),
      ),
    );
    const codes = outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.code)).sort();
    expect(codes).toEqual([
      'ok',
      'resource-exhausted',
      'resource-exhausted',
      'resource-exhausted',
      'resource-exhausted',
    ]);
    const refused = outcomes.find((outcome) => !outcome.ok);
    expect(refused).toMatchObject({ details: { limit: { name: 'members', max: 2 } } });
    const orgDoc = await adminDb().collection('orgs').doc(tid).get();
    expect(orgDoc.get('invitationCount')).toBe(1);
    expect((await adminDb().collection('orgs').doc(tid).collection('invitations').get()).size).toBe(1);
    const mailed = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        adminDb().collection('mail').where('to', '==', `racer${index}-${tid}@it.assay.test`).get(),
      ),
    );
    expect(mailed.reduce((sum, snap) => sum + snap.size, 0)).toBe(1);
  });
});

describe('organisation profile and audit log', () => {
  it('saves the branding the report uses and lists who did what, filtered and paged', async () => {
    const saved = await callOk<{ branding?: Record<string, string> }>(
      'org-updateProfile',
      {
        logoUrl: 'https://cdn.example.com/logo.png',
        accentColor: '#AA3300',
        contactEmail: 'Security@Example.com',
      },
      owner.idToken,
    );
    expect(saved.branding).toEqual({
      logoUrl: 'https://cdn.example.com/logo.png',
      accentColor: '#aa3300',
      contactEmail: 'security@example.com',
    });
    expect(
      (await callOk<{ organisation: { branding?: unknown } }>('org-get', {}, owner.idToken)).organisation
        .branding,
    ).toEqual(saved.branding);
    const mine = await callOk<{ items: { actorUid: string; action: string }[]; nextCursor: string | null }>(
      'org-auditLog',
      { actorUid: owner.uid, action: 'org-updateProfile' },
      owner.idToken,
    );
    expect(mine.items).toHaveLength(1);
    const first = await callOk<{ items: { id: string }[]; nextCursor: string }>(
      'org-auditLog',
      { pageSize: 2 },
      owner.idToken,
    );
    const second = await callOk<{ items: { id: string }[] }>(
      'org-auditLog',
      { pageSize: 2, cursor: first.nextCursor },
      owner.idToken,
    );
    expect(second.items.map((e) => e.id)).not.toContain(first.items[0]?.id);
    const future = await callOk<{ items: unknown[] }>(
      'org-auditLog',
      { from: '2100-01-01T00:00:00.000Z' },
      owner.idToken,
    );
    expect(future.items).toEqual([]);
  });
});
