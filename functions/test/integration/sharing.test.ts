// Sharing a tenant through the deployed callables: the invitee's account gets `{ ptid, ttid }`
// (never `tid`) and a `mail` document with the link to /sharedSignin/{tenantId}, whose secret token
// names the organisation to a guest (rotated on resend, dead once revoked); the shared user
// reads their tenant's completed results and nothing else; revoking takes effect on their very
// next call with the still-valid ID token; members and shared users of another tenant cannot be
// shared; the free plan cannot share.
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAILED_ATTEMPTS_PER_INVITE_HOUR } from '@assay/domain/respondents';
import type { SharedUser } from '@assay/domain/sharing';
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
import {
  addAssessment,
  addCompletedAssessment,
  addPrivateBaseline,
  addTenant,
  createOrg,
} from './support/world.ts';
import type { TestOrg } from './support/world.ts';

let org: TestOrg;
let editor: TestUser;
let tenant: { id: string; name: string };
let other: { id: string; name: string };
let completed: string;
let draft: string;

beforeAll(async () => {
  const tid = uniqueId('sharing');
  editor = await createUser('sharing-editor', { tid, role: 'editor' });
  org = await createOrg('Sharing', 'team', [{ user: editor, role: 'editor' }], tid);
  [tenant, other] = await Promise.all([addTenant(org, `Client ${tid}`), addTenant(org, `Other ${tid}`)]);
  const baseline = await addPrivateBaseline(org);
  [completed, draft] = await Promise.all([
    addCompletedAssessment(org, tenant.id, baseline),
    addAssessment(org, tenant.id, baseline),
  ]);
});

/** Auth keeps revocation times in whole seconds: change access in a later second than the sign-in. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

async function mailsTo(email: string) {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  return snap.docs
    .map((doc) => doc.data())
    .sort((a, b) => (a.createdAt as Timestamp).toMillis() - (b.createdAt as Timestamp).toMillis());
}

/** The invitee signs in (the test gives their passwordless account a password; the portal uses an email link). */
async function signInAs(email: string): Promise<string> {
  const user = await adminAuth().getUserByEmail(email);
  await adminAuth().updateUser(user.uid, { password: TEST_PASSWORD });
  return signIn(email, TEST_PASSWORD);
}

/** The organisation, tenant and token of the newest invitation link mailed to `email`. */
async function linkCredential(email: string): Promise<{ orgId: string; tenantId: string; token: string }> {
  const text = String(((await mailsTo(email)).at(-1)?.message as { text: string }).text);
  const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '');
  return {
    orgId: link.searchParams.get('org') ?? '',
    tenantId: decodeURIComponent(link.pathname.split('/').at(-1) ?? ''),
    token: link.searchParams.get('token') ?? '',
  };
}

async function share(tenantId: string, email: string, token = editor.idToken): Promise<CallOutcome> {
  return callFunction('sharing-share', { tenantId, email }, token);
}

/** The organisation's count of shared users (what the plan's limit is checked against). */
async function usage(orgId: string): Promise<number> {
  const snap = await adminDb().collection('orgs').doc(orgId).get();
  return Number(snap.get('sharedUserCount') ?? 0);
}

/** An organisation of its own (an editor, a tenant), whose count of shared users starts at 0. */
async function freshOrg(label: string): Promise<{ org: TestOrg; editor: TestUser; tenant: { id: string } }> {
  const tid = uniqueId(label);
  const owner = await createUser(`${label}-editor`, { tid, role: 'editor' });
  const fresh = await createOrg('Sharing', 'team', [{ user: owner, role: 'editor' }], tid);
  return { org: fresh, editor: owner, tenant: await addTenant(fresh, `Client ${tid}`) };
}

describe('sharing a tenant', () => {
  it('gives a new address ptid and ttid without tid, mails the /sharedSignin link, counts it and lists it as invited', async () => {
    const own = await freshOrg('sharing-count');
    const email = `${uniqueId('client')}@it.assay.test`;
    const outcome = await share(own.tenant.id, email.toUpperCase(), own.editor.idToken);
    expect(outcome).toMatchObject({
      ok: true,
      data: { email, tenantId: own.tenant.id, status: 'invited', sends: 1, invitedBy: own.editor.uid },
    });
    const user = await adminAuth().getUserByEmail(email);
    expect(user.customClaims).toEqual({ ptid: own.org.id, ttid: own.tenant.id });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(String((mail?.message as { text: string }).text)).toContain(
      `http://127.0.0.1:5050/sharedSignin/${own.tenant.id}`,
    );
    expect(await usage(own.org.id)).toBe(1);
    const list = await callOk<{ items: SharedUser[] }>(
      'sharing-list',
      { tenantId: own.tenant.id },
      own.editor.idToken,
    );
    expect(list.items.find((item) => item.uid === user.uid)).toMatchObject({ email, status: 'invited' });
    expect(list.items.find((item) => item.uid === user.uid)?.lastSignInAt).toBeUndefined();
  });

  it('the shared user reads their tenant and its completed assessments only, and is active in the list after signing in', async () => {
    const email = `${uniqueId('reader')}@it.assay.test`;
    await callOk('sharing-share', { tenantId: tenant.id, email }, editor.idToken);
    const token = await signInAs(email);
    const overview = await callOk<{
      organisation: { name: string };
      tenant: { id: string };
      assessments: { id: string; status: string }[];
    }>('shared-overview', { tenantId: tenant.id }, token);
    expect(overview.organisation.name).toBe(org.name);
    expect(overview.tenant.id).toBe(tenant.id);
    expect(overview.assessments.map((a) => a.id)).toEqual([completed]);
    const results = await callOk<{
      assessment: { id: string };
      answers: { ref: string; status: string }[];
      controls: unknown[];
      domains: unknown[];
    }>('shared-assessment', { tenantId: tenant.id, assessmentId: completed }, token);
    expect(results.assessment.id).toBe(completed);
    expect(results.answers).toMatchObject([{ ref: 'C-0001', status: 'met' }]);
    expect(results.controls).toHaveLength(3);
    // An assessment not completed, another tenant of the same organisation: the same not-found.
    expect(
      await callFunction('shared-assessment', { tenantId: tenant.id, assessmentId: draft }, token),
    ).toMatchObject({ ok: false, code: 'not-found' });
    expect(await callFunction('shared-overview', { tenantId: other.id }, token)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(await callFunction('sharing-list', { tenantId: tenant.id }, token)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    const list = await callOk<{ items: SharedUser[] }>(
      'sharing-list',
      { tenantId: tenant.id },
      editor.idToken,
    );
    expect(list.items.find((item) => item.email === email)).toMatchObject({
      status: 'active',
      lastSignInAt: expect.any(String) as string,
    });
  });

  it('revoking removes the claims, uncounts the shared user and refuses the very next call made with the still-valid ID token', async () => {
    const own = await freshOrg('sharing-revoke');
    const email = `${uniqueId('revoked')}@it.assay.test`;
    const shared = await callOk<SharedUser>(
      'sharing-share',
      { tenantId: own.tenant.id, email },
      own.editor.idToken,
    );
    const token = await signInAs(email);
    expect(await callFunction('shared-overview', { tenantId: own.tenant.id }, token)).toMatchObject({
      ok: true,
    });
    expect(await usage(own.org.id)).toBe(1);
    await nextSecond();
    const revoked = await callOk<SharedUser>(
      'sharing-revoke',
      { tenantId: own.tenant.id, uid: shared.uid },
      own.editor.idToken,
    );
    expect(revoked.status).toBe('revoked');
    expect((await adminAuth().getUser(shared.uid)).customClaims ?? {}).toEqual({});
    expect(await callFunction('shared-overview', { tenantId: own.tenant.id }, token)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
      details: { reason: 'session-revoked' },
    });
    expect(await callFunction('tenants-get', { tenantId: own.tenant.id }, token)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    expect(await usage(own.org.id)).toBe(0);
    // Revoking again changes nothing.
    await callOk('sharing-revoke', { tenantId: own.tenant.id, uid: shared.uid }, own.editor.idToken);
    expect(await usage(own.org.id)).toBe(0);
  });

  it('resending mails the link again and counts the send', async () => {
    const email = `${uniqueId('resend')}@it.assay.test`;
    const shared = await callOk<SharedUser>('sharing-share', { tenantId: tenant.id, email }, editor.idToken);
    const resent = await callOk<SharedUser>(
      'sharing-resend',
      { tenantId: tenant.id, uid: shared.uid },
      editor.idToken,
    );
    expect(resent.sends).toBe(2);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('the mailed link names the organisation and tenant to its holder only: rotated on resend, dead once revoked, never stored', async () => {
    const email = `${uniqueId('link')}@it.assay.test`;
    const shared = await callOk<SharedUser>('sharing-share', { tenantId: tenant.id, email }, editor.idToken);
    const first = await linkCredential(email);
    expect(first.tenantId).toBe(tenant.id);
    expect(first.orgId).toBe(org.id);
    // A guest (no ID token) opens it: the names, and nothing else.
    expect(await callOk('sharing-invitation', first)).toEqual({
      organisationName: org.name,
      tenantName: tenant.name,
      language: 'en',
    });
    const stored = await adminDb()
      .collection('orgs')
      .doc(org.id)
      .collection('sharedUsers')
      .doc(shared.uid)
      .get();
    expect(JSON.stringify(stored.data())).not.toContain(first.token.slice(-32));
    // Another tenant, a wrong secret for the same person, a made-up token: one not-found for all.
    const secondLast = first.token.at(-2) === 'A' ? 'B' : 'A';
    for (const bad of [
      { ...first, tenantId: other.id },
      { ...first, token: `${first.token.slice(0, -2)}${secondLast}${first.token.at(-1) ?? ''}` },
      { ...first, token: 'not-a-token' },
    ]) {
      expect(await callFunction('sharing-invitation', bad)).toMatchObject({ ok: false, code: 'not-found' });
    }
    await callOk('sharing-resend', { tenantId: tenant.id, uid: shared.uid }, editor.idToken);
    const second = await linkCredential(email);
    expect(second.token).not.toBe(first.token);
    expect(await callFunction('sharing-invitation', first)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await callOk('sharing-invitation', second)).toEqual({
      organisationName: org.name,
      tenantName: tenant.name,
      language: 'en',
    });
    await callOk('sharing-revoke', { tenantId: tenant.id, uid: shared.uid }, editor.idToken);
    expect(await callFunction('sharing-invitation', second)).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('cuts a sharing link off after repeated failed attempts against one shared user', async () => {
    const email = `${uniqueId('guess')}@it.assay.test`;
    await callOk('sharing-share', { tenantId: tenant.id, email }, editor.idToken);
    const credential = await linkCredential(email);
    const uid = credential.token.slice(0, -33);
    for (let i = 0; i < FAILED_ATTEMPTS_PER_INVITE_HOUR; i += 1) {
      expect(
        await callFunction('sharing-invitation', {
          ...credential,
          token: `${uid}_${String(i).padStart(32, 'x')}`,
        }),
      ).toMatchObject({ ok: false, code: 'not-found' });
    }
    expect(await callFunction('sharing-invitation', credential)).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
    });
  });

  it('refuses an address of a member of any organisation (failed-precondition on email), creating no record', async () => {
    const otherOrgMember = await createUser('member-elsewhere', {
      tid: uniqueId('elsewhere'),
      role: 'viewer',
    });
    const before = await usage(org.id);
    const outcome = await share(tenant.id, otherOrgMember.email);
    expect(outcome).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      details: { fields: [{ path: 'email' }] },
    });
    expect((await adminAuth().getUser(otherOrgMember.uid)).customClaims).toMatchObject({
      tid: expect.any(String) as string,
      role: 'viewer',
    });
    expect(await usage(org.id)).toBe(before);
    expect(
      (await adminDb().collection('orgs').doc(org.id).collection('sharedUsers').doc(otherOrgMember.uid).get())
        .exists,
    ).toBe(false);
  });

  it('refuses a second tenant for a shared user until the first is revoked', async () => {
    const email = `${uniqueId('twice')}@it.assay.test`;
    const first = await callOk<SharedUser>('sharing-share', { tenantId: tenant.id, email }, editor.idToken);
    expect(await share(other.id, email)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      details: { fields: [{ path: 'email' }] },
    });
    expect(await share(tenant.id, email)).toMatchObject({ ok: false, code: 'already-exists' });
    await callOk('sharing-revoke', { tenantId: tenant.id, uid: first.uid }, editor.idToken);
    expect(await share(other.id, email)).toMatchObject({
      ok: true,
      data: { tenantId: other.id, status: 'invited' },
    });
    expect((await adminAuth().getUser(first.uid)).customClaims).toEqual({ ptid: org.id, ttid: other.id });
  });

  it('refuses sharing on the free plan with resource-exhausted (limit sharing) and creates no account', async () => {
    const tid = uniqueId('free');
    const owner = await createUser('free-owner', { tid, role: 'owner' });
    const free = await createOrg('Free', 'free', [{ user: owner, role: 'owner' }], tid);
    const freeTenant = await addTenant(free, `Free client ${tid}`);
    const email = `${uniqueId('nofree')}@it.assay.test`;
    expect(await share(freeTenant.id, email, owner.idToken)).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      details: { limit: { name: 'sharing' } },
    });
    await expect(adminAuth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('org-get counts the shared users in its usage', async () => {
    const own = await freshOrg('sharing-usage');
    for (const label of ['first', 'second'])
      await callOk(
        'sharing-share',
        { tenantId: own.tenant.id, email: `${uniqueId(label)}@it.assay.test` },
        own.editor.idToken,
      );
    const overview = await callOk<{ usage: { sharedUsers: number } }>('org-get', {}, own.editor.idToken);
    expect(overview.usage.sharedUsers).toBe(2);
  });
});
