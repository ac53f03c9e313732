import { describe, expect, it } from 'vitest';
import { codeOf } from '../../test/support/domain-code.ts';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import { memberMapper } from '../data/members/members.ts';
import { docAt } from '../data/store/store.ts';
import { supportDesk } from '../data/support-grants/support-desk.ts';
import {
  breakGlass,
  decideSupportAccess,
  listSupportGrants,
  requestSupportAccess,
  revokeSupportAccess,
  supportStatus,
  withdrawSupportAccess,
} from './support-service.ts';

const now = new Date('2026-11-23T10:00:00.000Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const options = { now, appOrigin: 'https://assay.test' };
const admin = { uid: 'sysadmin1', email: 'ops@assay.test' };
const ask = { reason: 'Customer reported a wrong score', hours: 4 };

function organisation() {
  const org = memoryOrgData('org1', { name: 'Acme' });
  for (const [uid, role] of [
    ['owner1', 'owner'],
    ['owner2', 'owner'],
    ['editor1', 'editor'],
  ] as const) {
    org.store.put(docAt(`orgs/org1/members/${uid}`, memberMapper), {
      uid,
      email: `${uid}@acme.test`,
      displayName: uid,
      role,
      joinedAt: '2026-01-01T00:00:00.000Z',
    });
  }
  return { org, desk: supportDesk(org) };
}

describe('support access', () => {
  it('asks the owners by mail, opens for the hours asked once one approves, and expires by itself', async () => {
    const { org, desk } = organisation();
    const requested = await requestSupportAccess(desk, admin, ask, options);
    expect(requested).toMatchObject({ status: 'pending', breakGlass: false, hours: 4, adminUid: admin.uid });
    const { mail, audit } = org.state;
    expect(mail.map((message) => message.to).sort()).toEqual(['owner1@acme.test', 'owner2@acme.test']);
    expect(mail[0]?.text).toContain('Customer reported a wrong score');
    expect(mail[0]?.text).toContain('https://assay.test/admin');
    expect(audit.at(-1)).toMatchObject({ target: `supportGrant/${requested.id}`, subjectName: ask.reason });

    const approved = await decideSupportAccess(desk, 'owner1', admin.uid, 'approve', later(1));
    expect(approved).toMatchObject({
      status: 'active',
      decidedBy: 'owner1',
      expiresAt: later(5).toISOString(),
    });
    expect((await supportStatus(desk, admin.uid, later(4.9))).grant?.status).toBe('active');
    expect((await supportStatus(desk, admin.uid, later(5))).grant?.status).toBe('expired');
    expect(await codeOf(decideSupportAccess(desk, 'owner2', admin.uid, 'deny', later(2)))).toBe(
      'failed-precondition',
    );
  });

  it('lets an owner deny a request, and either side revoke a grant', async () => {
    const { desk } = organisation();
    await requestSupportAccess(desk, admin, ask, options);
    expect((await decideSupportAccess(desk, 'owner1', admin.uid, 'deny', now)).status).toBe('denied');
    expect(await codeOf(decideSupportAccess(desk, 'owner1', admin.uid, 'approve', now))).toBe(
      'failed-precondition',
    );

    await requestSupportAccess(desk, admin, ask, options);
    await decideSupportAccess(desk, 'owner1', admin.uid, 'approve', now);
    expect(await codeOf(requestSupportAccess(desk, admin, ask, options))).toBe('failed-precondition');
    expect(await revokeSupportAccess(desk, 'owner2', admin.uid, later(1))).toMatchObject({
      status: 'revoked',
      revokedBy: 'owner2',
    });

    await breakGlass(desk, admin, ask, options);
    expect(await withdrawSupportAccess(desk, admin.uid, later(1))).toMatchObject({
      grant: { status: 'revoked', revokedBy: admin.uid },
    });
    expect(await withdrawSupportAccess(desk, 'sysadmin-never-asked', later(1))).toEqual({ grant: null });
    expect(await codeOf(revokeSupportAccess(desk, 'owner1', 'nobody', now))).toBe('not-found');
  });

  it('opens break-glass at once, mails every owner and marks the log', async () => {
    const { org, desk } = organisation();
    const grant = await breakGlass(desk, admin, { ...ask, hours: 2 }, options);
    expect(grant).toMatchObject({ status: 'active', breakGlass: true, expiresAt: later(2).toISOString() });
    const { mail, audit } = org.state;
    expect(mail.map((message) => message.subject)).toEqual([
      'Break-glass: Assay support opened access to Acme',
      'Break-glass: Assay support opened access to Acme',
    ]);
    expect(audit.at(-1)?.summary).toMatch(/^BREAK-GLASS/);
  });

  it('lists pending requests first, and refuses an unknown organisation', async () => {
    const { desk } = organisation();
    await breakGlass(desk, { uid: 'sysadmin2', email: null }, ask, options);
    await requestSupportAccess(desk, admin, ask, { ...options, now: later(-1) });
    expect(
      (await listSupportGrants(desk, now)).grants.map((grant) => [grant.adminUid, grant.status]),
    ).toEqual([
      ['sysadmin1', 'pending'],
      ['sysadmin2', 'active'],
    ]);
    const missing = supportDesk(memoryOrgData('gone', null));
    expect(await codeOf(requestSupportAccess(missing, admin, ask, options))).toBe('not-found');
    expect(await codeOf(supportStatus(missing, admin.uid, now))).toBe('not-found');
  });
});
