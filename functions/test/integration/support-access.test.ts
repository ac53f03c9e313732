// Support access the customer approves, on the emulators: a system admin asks, an owner decides
// (mailed through the `mail` collection), break-glass opens at once and tells every owner, either
// side revokes, the grant ends by itself, and each step is in the organisation's own audit log.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupportGrant } from '@assay/domain/support';
import { adminDb, callFunction, callOk, createUser } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { SECURITY_LOG_COLLECTION } from '../../src/data/security-log/security-log.ts';
import {
  addCompletedAssessment,
  addPrivateBaseline,
  addRoadmapItem,
  addTenant,
  createOrg,
  createOrgWithMembers,
} from './support/world.ts';
import { markWrites, writesSince } from './support/writes.ts';
import type { TestOrg } from './support/world.ts';

let sysadmin: TestUser;
let owner: TestUser;
let coOwner: TestUser;
let editor: TestUser;
let org: TestOrg;

const ask = (tid: string, hours = 4) => ({ tid, reason: 'Customer reported a wrong domain score', hours });

async function mailTo(email: string): Promise<{ subject: string; text: string }[]> {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  return snap.docs.map((doc) => doc.get('message') as { subject: string; text: string });
}

async function auditActions(
  tid: string,
): Promise<{ action: string; actorUid: string; target: string; summary: string }[]> {
  const snap = await adminDb().collection('orgs').doc(tid).collection('audit').orderBy('at', 'asc').get();
  return snap.docs.map((doc) => ({
    action: doc.get('action') as string,
    actorUid: doc.get('actorUid') as string,
    target: doc.get('target') as string,
    summary: doc.get('summary') as string,
  }));
}

beforeAll(async () => {
  sysadmin = await createUser('support-admin', { adminUI: true });
  ({
    org,
    users: { owner, coOwner, editor },
  } = await createOrgWithMembers('Support', 'team', { owner: 'owner', coOwner: 'owner', editor: 'editor' }));
});

describe('support access', () => {
  it('is asked by a system admin, mailed to every owner, approved by one and listed for them', async () => {
    const requested = await callOk<SupportGrant>('support-request', ask(org.id), sysadmin.idToken);
    expect(requested).toMatchObject({ status: 'pending', adminUid: sysadmin.uid, breakGlass: false });
    for (const user of [owner, coOwner]) {
      const [message] = await mailTo(user.email);
      expect(message?.subject).toBe(`Assay support asks for access to ${org.name}`);
      expect(message?.text).toContain('Customer reported a wrong domain score');
    }
    expect(await mailTo(editor.email)).toEqual([]);
    // Editors neither see nor decide; owners do.
    expect(await callFunction('support-list', {}, editor.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await callFunction('support-approve', { adminUid: sysadmin.uid }, editor.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    const listed = await callOk<{ grants: SupportGrant[] }>('support-list', {}, owner.idToken);
    expect(listed.grants.map((grant) => [grant.id, grant.status])).toEqual([[requested.id, 'pending']]);

    const approved = await callOk<SupportGrant>('support-approve', { adminUid: sysadmin.uid }, owner.idToken);
    expect(approved).toMatchObject({ id: requested.id, status: 'active', decidedBy: owner.uid });
    expect(Date.parse(approved.expiresAt) - Date.parse(approved.decidedAt ?? '')).toBe(4 * 3_600_000);
    expect(await callOk('support-status', { tid: org.id }, sysadmin.idToken)).toMatchObject({
      grant: { status: 'active' },
    });
    expect(await callFunction('support-request', ask(org.id), sysadmin.idToken)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
    });

    // The stored end passes: the grant reads as expired, for both sides, without anyone acting.
    await adminDb()
      .collection('orgs')
      .doc(org.id)
      .collection('supportGrants')
      .doc(sysadmin.uid)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await callOk('support-status', { tid: org.id }, sysadmin.idToken)).toMatchObject({
      grant: { id: requested.id, status: 'expired' },
    });
    expect(
      (await callOk<{ grants: SupportGrant[] }>('support-list', {}, owner.idToken)).grants[0]?.status,
    ).toBe('expired');

    const log = await auditActions(org.id);
    expect(
      log
        .filter((entry) => entry.target === `supportGrant/${requested.id}`)
        .map((entry) => [entry.action, entry.actorUid]),
    ).toEqual([
      ['support-request', sysadmin.uid],
      ['support-approve', owner.uid],
    ]);
  });

  it('is denied by an owner, and a denied request cannot be approved after', async () => {
    const admin = await createUser('support-admin-deny', { adminUI: true });
    await callOk('support-request', ask(org.id, 1), admin.idToken);
    expect(await callOk('support-deny', { adminUid: admin.uid }, coOwner.idToken)).toMatchObject({
      status: 'denied',
      decidedBy: coOwner.uid,
    });
    expect(await callFunction('support-approve', { adminUid: admin.uid }, owner.idToken)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
    });
    expect(await callOk('support-status', { tid: org.id }, admin.idToken)).toMatchObject({
      grant: { status: 'denied' },
    });
  });

  it('is revoked by an owner or withdrawn by its admin, at once', async () => {
    const admin = await createUser('support-admin-revoke', { adminUI: true });
    await callOk('support-request', ask(org.id), admin.idToken);
    await callOk('support-approve', { adminUid: admin.uid }, owner.idToken);
    expect(await callOk('support-revoke', { adminUid: admin.uid }, coOwner.idToken)).toMatchObject({
      status: 'revoked',
      revokedBy: coOwner.uid,
    });

    await callOk('support-request', ask(org.id), admin.idToken);
    await callOk('support-approve', { adminUid: admin.uid }, owner.idToken);
    expect(await callOk('support-withdraw', { tid: org.id }, admin.idToken)).toMatchObject({
      grant: { status: 'revoked', revokedBy: admin.uid },
    });
    expect(await callOk('support-status', { tid: org.id }, admin.idToken)).toMatchObject({
      grant: { status: 'revoked' },
    });
    const actions = (await auditActions(org.id)).map((entry) => entry.action);
    expect(actions).toContain('support-revoke');
    expect(actions).toContain('support-withdraw');
  });

  it('opens at once by break-glass, tells every owner by mail and marks their log', async () => {
    const admin = await createUser('support-admin-glass', { adminUI: true });
    const other = await createOrg('Glass', 'team', [{ user: owner, role: 'owner' }]);
    const grant = await callOk<SupportGrant>(
      'support-breakGlass',
      { ...ask(other.id, 2), reason: 'Incident 4711: data export failing' },
      admin.idToken,
    );
    expect(grant).toMatchObject({ status: 'active', breakGlass: true, decidedBy: admin.uid });
    const mailed = (await mailTo(owner.email)).filter((message) => message.subject.startsWith('Break-glass'));
    expect(mailed.map((message) => message.subject)).toEqual([
      `Break-glass: Assay support opened access to ${other.name}`,
    ]);
    expect(mailed[0]?.text).toContain('Incident 4711');
    const [entry] = (await auditActions(other.id)).filter((line) => line.action === 'support-breakGlass');
    expect(entry).toMatchObject({ actorUid: admin.uid, target: `supportGrant/${grant.id}` });
    expect(entry?.summary).toMatch(/^BREAK-GLASS/);
  });

  it('answers an unknown organisation with not-found, and refuses an organisation owner (every other caller: the authorisation matrix)', async () => {
    expect(await callFunction('support-request', ask('no-such-org'), sysadmin.idToken)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(await callFunction('support-request', ask(org.id), owner.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
  });
});

describe('reads under support access', () => {
  it('open the organisation only under an active grant, are each audited with the grant, and close when it expires or is revoked', async () => {
    const admin = await createUser('support-reader', { adminUI: true });
    const otherAdmin = await createUser('support-bystander', { adminUI: true });
    const {
      org: readOrg,
      users: { owner: readOwner },
    } = await createOrgWithMembers('Readable', 'team', { owner: 'owner' });
    const tenant = await addTenant(readOrg, 'Tailspin');
    const baselineId = await addPrivateBaseline(readOrg);
    const assessmentId = await addCompletedAssessment(readOrg, tenant.id, baselineId);
    const roadmapItem = await addRoadmapItem(readOrg, tenant.id, baselineId);
    const ownerToken = readOwner.idToken;
    const denied = async (token: string) =>
      (await callFunction('support-tenants', { tid: readOrg.id }, token)) as { ok: boolean; code?: string };

    // The system-admin audience alone reads nothing, a pending request neither.
    expect(await denied(admin.idToken)).toMatchObject({ ok: false, code: 'permission-denied' });
    await callOk('support-request', ask(readOrg.id), admin.idToken);
    expect(await denied(admin.idToken)).toMatchObject({ ok: false, code: 'permission-denied' });
    const before = (await auditActions(readOrg.id)).length;

    const grant = await callOk<SupportGrant>('support-approve', { adminUid: admin.uid }, ownerToken);
    const tenants = await callOk<{ items: { id: string; name: string }[] }>(
      'support-tenants',
      { tid: readOrg.id },
      admin.idToken,
    );
    expect(tenants.items.map((item) => item.name)).toEqual(['Tailspin']);
    const assessments = await callOk<{ items: { id: string; status: string }[] }>(
      'support-assessments',
      { tid: readOrg.id, tenantId: tenant.id },
      admin.idToken,
    );
    expect(assessments.items).toEqual([expect.objectContaining({ id: assessmentId, status: 'completed' })]);
    const results = await callOk<{
      assessment: { id: string };
      answers: unknown[];
      domains: unknown[];
      controls: unknown[];
    }>('support-assessment', { tid: readOrg.id, assessmentId }, admin.idToken);
    expect(results.assessment.id).toBe(assessmentId);
    // The fixture's baseline: 3 controls; its assessment answered one of them.
    expect(results.controls).toHaveLength(3);
    expect(results.answers).toMatchObject([{ ref: 'C-0001', status: 'met' }]);
    expect(
      (
        await callOk<{ items: { id: string }[] }>(
          'support-roadmap',
          { tid: readOrg.id, tenantId: tenant.id },
          admin.idToken,
        )
      ).items.map((item) => item.id),
    ).toEqual([roadmapItem]);
    // Another system admin has no grant of their own: nothing.
    expect(await denied(otherAdmin.idToken)).toMatchObject({ ok: false, code: 'permission-denied' });

    const reads = (await auditActions(readOrg.id))
      .slice(before)
      .filter((entry) => entry.target === `supportGrant/${grant.id}` && entry.action !== 'support-approve');
    expect(reads.map((entry) => [entry.action, entry.actorUid])).toEqual([
      ['support-tenants', admin.uid],
      ['support-assessments', admin.uid],
      ['support-assessment', admin.uid],
      ['support-roadmap', admin.uid],
    ]);
    expect(reads[2]?.summary).toContain(assessmentId);

    // Expired (the stored end passed): closed, and the refusal writes nothing.
    await adminDb()
      .collection('orgs')
      .doc(readOrg.id)
      .collection('supportGrants')
      .doc(admin.uid)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const mark = await markWrites();
    expect(await denied(admin.idToken)).toMatchObject({ ok: false, code: 'permission-denied' });
    // Only its count in the security log.
    expect(
      (await writesSince(mark)).filter((write) => !write.path.startsWith(`${SECURITY_LOG_COLLECTION}/`)),
    ).toEqual([]);

    // Revoked by an owner: closed at once, even with time left; likewise withdrawn by the admin.
    await callOk('support-request', ask(readOrg.id), admin.idToken);
    await callOk('support-approve', { adminUid: admin.uid }, ownerToken);
    expect(
      (await callOk<{ items: unknown[] }>('support-tenants', { tid: readOrg.id }, admin.idToken)).items,
    ).toHaveLength(1);
    await callOk('support-revoke', { adminUid: admin.uid }, ownerToken);
    expect(await denied(admin.idToken)).toMatchObject({ ok: false, code: 'permission-denied' });
    await callOk('support-breakGlass', ask(readOrg.id, 1), admin.idToken);
    expect(
      (await callOk<{ items: unknown[] }>('support-tenants', { tid: readOrg.id }, admin.idToken)).items,
    ).toHaveLength(1);
    expect((await auditActions(readOrg.id)).at(-1)?.summary).toMatch(
      /^Break-glass read under support access/,
    );
    await callOk('support-withdraw', { tid: readOrg.id }, admin.idToken);
    expect(await denied(admin.idToken)).toMatchObject({ ok: false, code: 'permission-denied' });
  });
});
