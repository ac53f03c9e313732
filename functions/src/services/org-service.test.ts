import { describe, expect, it } from 'vitest';
import { DomainError } from '@assay/domain/errors';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { SelfIdentity } from '../data/identity.ts';
import { contracts } from '@assay/domain/contracts';
import { codeOf } from '../../test/support/domain-code.ts';
import { auditLog, completeSignUp, getOrganisation, updateProfile } from './org-service.ts';

function selfWith(claims: Record<string, unknown> | null) {
  const state = { claims, sets: 0 };
  const self: SelfIdentity = {
    claims: () => Promise.resolve(state.claims ? { ...state.claims } : null),
    setClaims: (next) => {
      state.claims = next;
      state.sets += 1;
      return Promise.resolve();
    },
  };
  return { self, state };
}

const caller = { uid: 'u1', email: 'ada@example.test', name: null };
const now = new Date('2026-02-02T00:00:00.000Z');

describe('completeSignUp', () => {
  it('creates a free organisation with the caller as owner and sets owner claims, keeping operator flags', async () => {
    const { self, state } = selfWith({ adminUI: true, sysdev: true, stray: 'x' });
    const org = memoryOrgData('org-new', null);
    expect(await completeSignUp(self, org, caller, { organisationName: 'Ada Ltd' }, now)).toEqual({
      tid: 'org-new',
      created: true,
    });
    expect(org.state.organisation).toMatchObject({
      name: 'Ada Ltd',
      plan: 'free',
      ownerUid: 'u1',
      memberCount: 1,
      tenantCount: 0,
    });
    expect(org.state.members.get('u1')).toMatchObject({
      role: 'owner',
      email: 'ada@example.test',
      displayName: 'ada',
    });
    expect(state.claims).toEqual({ tid: 'org-new', role: 'owner', adminUI: true, sysdev: true });
    expect(org.state.audit).toEqual([
      expect.objectContaining({
        target: 'org/org-new',
        summary: 'Created the organisation',
        subjectName: 'Ada Ltd',
      }),
    ]);
  });

  it('is idempotent: a caller with a tid gets it back and nothing is created', async () => {
    const { self, state } = selfWith({ tid: 'org-old', role: 'editor' });
    const org = memoryOrgData('org-new', null);
    expect(await completeSignUp(self, org, caller, { organisationName: 'X' }, now)).toEqual({
      tid: 'org-old',
      created: false,
    });
    expect(org.state.organisation).toBeNull();
    expect(state.sets).toBe(0);
  });

  it('recovers when the organisation exists but the claims were not set', async () => {
    const { self, state } = selfWith({});
    const org = memoryOrgData('org-new', null);
    await completeSignUp(self, org, caller, { organisationName: 'Ada Ltd' }, now);
    state.claims = {};
    expect(await completeSignUp(self, org, caller, { organisationName: 'Ada Ltd' }, now)).toEqual({
      tid: 'org-new',
      created: false,
    });
    expect(state.claims).toEqual({ tid: 'org-new', role: 'owner' });
    expect(org.state.audit).toHaveLength(1);
  });

  it('uses the given display name', async () => {
    const { self } = selfWith({});
    const org = memoryOrgData('org-new', null);
    await completeSignUp(self, org, caller, { organisationName: 'Ada Ltd', displayName: 'Ada L.' }, now);
    expect(org.state.members.get('u1')?.displayName).toBe('Ada L.');
  });

  it('refuses a shared user', async () => {
    const { self } = selfWith({ ptid: 'org1', ttid: 't1' });
    await expect(
      completeSignUp(self, memoryOrgData('org-new', null), caller, { organisationName: 'X' }, now),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('refuses a deleted account', async () => {
    const { self } = selfWith(null);
    await expect(
      completeSignUp(self, memoryOrgData('org-new', null), caller, { organisationName: 'X' }, now),
    ).rejects.toBeInstanceOf(DomainError);
  });
});

describe('getOrganisation', () => {
  it('returns the profile, usage and effective limits', async () => {
    const org = memoryOrgData('org1', {
      plan: 'team',
      tenantCount: 4,
      memberCount: 3,
      invitationCount: 2,
      privateBaselineCount: 1,
      limitOverrides: { tenants: 30 },
    });
    expect(await getOrganisation(org)).toEqual({
      organisation: {
        id: 'org1',
        name: 'Test org',
        plan: 'team',
        ownerUid: 'owner',
        createdAt: '2026-01-01T00:00:00.000Z',
        limitOverrides: { tenants: 30 },
      },
      usage: { tenants: 4, members: 3, invitations: 2, privateBaselines: 1, apiKeys: 0, sharedUsers: 0 },
      limits: { tenants: 30, members: 10, privateBaselines: 10, sharing: true, apiKeys: true },
    });
  });

  it('answers not-found when the organisation is gone', async () => {
    await expect(getOrganisation(memoryOrgData('org1', null))).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('updateProfile', () => {
  const update = (org: ReturnType<typeof memoryOrgData>, input: Record<string, unknown>) =>
    updateProfile(org, contracts.org.updateProfile.input.parse(input));

  it('changes name and branding, records the changed fields, and clears a field given null', async () => {
    const org = memoryOrgData('org1');
    const saved = await update(org, {
      name: 'Acme',
      logoUrl: 'https://cdn.example.com/logo.png',
      accentColor: '#1F6FEB',
      contactEmail: 'Hello@Acme.test',
    });
    expect(saved).toMatchObject({
      name: 'Acme',
      branding: {
        logoUrl: 'https://cdn.example.com/logo.png',
        accentColor: '#1f6feb',
        contactEmail: 'hello@acme.test',
      },
    });
    expect(org.state.audit.at(-1)).toMatchObject({
      summary: 'Changed the organisation profile',
      changedFields: ['name', 'logoUrl', 'accentColor', 'contactEmail'],
    });
    const cleared = await update(org, { logoUrl: null });
    expect(cleared.branding).toEqual({ accentColor: '#1f6feb', contactEmail: 'hello@acme.test' });
    expect(org.state.organisation?.branding).toEqual({
      accentColor: '#1f6feb',
      contactEmail: 'hello@acme.test',
    });
    expect((await getOrganisation(org)).organisation.branding).toEqual({
      accentColor: '#1f6feb',
      contactEmail: 'hello@acme.test',
    });
  });

  it('sets the default language, recorded as a changed field; English is the default before it is set', async () => {
    const org = memoryOrgData('org1', { name: 'Acme' });
    expect((await getOrganisation(org)).organisation.defaultLanguage).toBeUndefined();
    await update(org, { defaultLanguage: 'en' });
    expect(org.store.commits).toBe(0);
    const saved = await update(org, { defaultLanguage: 'nl' });
    expect(saved.defaultLanguage).toBe('nl');
    expect(org.state.organisation?.defaultLanguage).toBe('nl');
    expect(org.state.audit.at(-1)?.changedFields).toEqual(['defaultLanguage']);
    expect(org.state.organisation?.branding).toBeUndefined();
    const parsed = contracts.org.updateProfile.input.safeParse({ defaultLanguage: 'pt' });
    expect(parsed.error?.issues[0]?.path).toEqual(['defaultLanguage']);
  });

  it('writes nothing when nothing changes', async () => {
    const org = memoryOrgData('org1', { name: 'Acme' });
    await update(org, { name: 'Acme', contactEmail: null });
    expect(org.state.audit).toEqual([]);
    expect(org.store.commits).toBe(0);
  });

  it('accepts only https logo addresses and #rrggbb colours', () => {
    const input = contracts.org.updateProfile.input;
    expect(input.safeParse({ logoUrl: 'http://example.com/logo.png' }).success).toBe(false);
    expect(input.safeParse({ logoUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(input.safeParse({ accentColor: 'red' }).success).toBe(false);
    expect(input.safeParse({ contactEmail: 'not an email' }).success).toBe(false);
  });
});

describe('auditLog', () => {
  async function orgWithLog() {
    const org = memoryOrgData('org1');
    const entries = [
      { actorUid: 'u1', action: 'tenants-create', at: '2026-01-01T10:00:00.000Z' },
      { actorUid: 'u2', action: 'tenants-create', at: '2026-01-02T10:00:00.000Z' },
      { actorUid: 'u1', action: 'members-invite', at: '2026-01-03T10:00:00.000Z' },
      { actorUid: 'u1', action: 'tenants-create', at: '2026-01-04T10:00:00.000Z' },
    ];
    for (const stamp of entries) {
      const stamped = memoryOrgData('org1', {}, { store: org.store, stamp });
      await stamped.transaction((tx) =>
        Promise.resolve(tx.audit.record({ target: 'tenant/t', summary: 'Did something' })),
      );
    }
    return org;
  }
  const page = (org: ReturnType<typeof memoryOrgData>, input: Record<string, unknown>) =>
    auditLog(org, contracts.org.auditLog.input.parse(input));

  it('pages newest first with a cursor until the end', async () => {
    const org = await orgWithLog();
    const first = await page(org, { pageSize: 3 });
    expect(first.items.map((e) => e.at.slice(0, 10))).toEqual(['2026-01-04', '2026-01-03', '2026-01-02']);
    const second = await page(org, { pageSize: 3, cursor: first.nextCursor });
    expect(second.items.map((e) => e.at.slice(0, 10))).toEqual(['2026-01-01']);
    expect(second.nextCursor).toBeNull();
  });

  it('filters by actor, action and a date range together', async () => {
    const org = await orgWithLog();
    const result = await page(org, {
      actorUid: 'u1',
      action: 'tenants-create',
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-04T10:00:00.000Z',
    });
    expect(result.items.map((e) => e.at)).toEqual(['2026-01-01T10:00:00.000Z']);
  });

  it('refuses a cursor made for other filters and an inverted range', async () => {
    const org = await orgWithLog();
    const first = await page(org, { pageSize: 1 });
    expect(await codeOf(page(org, { pageSize: 1, actorUid: 'u1', cursor: first.nextCursor }))).toBe(
      'invalid-argument',
    );
    expect(
      contracts.org.auditLog.input.safeParse({
        from: '2026-02-01T00:00:00.000Z',
        to: '2026-01-01T00:00:00.000Z',
      }).success,
    ).toBe(false);
  });
});
