import { describe, expect, it } from 'vitest';
import { DomainError } from '@assay/domain/errors';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { SelfIdentity } from '../core/context.ts';
import { completeSignUp, getOrganisation } from './org-service.ts';

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
    expect(await completeSignUp(self, org, caller, { organisationName: 'Ada Ltd' }, now)).toEqual({ tid: 'org-new', created: true });
    expect(org.state.organisation).toMatchObject({ name: 'Ada Ltd', plan: 'free', ownerUid: 'u1', memberCount: 1, tenantCount: 0 });
    expect(org.state.members.get('u1')).toMatchObject({ role: 'owner', email: 'ada@example.test', displayName: 'ada' });
    expect(state.claims).toEqual({ tid: 'org-new', role: 'owner', adminUI: true, sysdev: true });
    expect(org.state.audit).toEqual([expect.objectContaining({ target: 'org/org-new', summary: 'Created the organisation', subjectName: 'Ada Ltd' })]);
  });

  it('is idempotent: a caller with a tid gets it back and nothing is created', async () => {
    const { self, state } = selfWith({ tid: 'org-old', role: 'editor' });
    const org = memoryOrgData('org-new', null);
    expect(await completeSignUp(self, org, caller, { organisationName: 'X' }, now)).toEqual({ tid: 'org-old', created: false });
    expect(org.state.organisation).toBeNull();
    expect(state.sets).toBe(0);
  });

  it('recovers when the organisation exists but the claims were not set', async () => {
    const { self, state } = selfWith({});
    const org = memoryOrgData('org-new', null);
    await completeSignUp(self, org, caller, { organisationName: 'Ada Ltd' }, now);
    state.claims = {};
    expect(await completeSignUp(self, org, caller, { organisationName: 'Ada Ltd' }, now)).toEqual({ tid: 'org-new', created: false });
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
    await expect(completeSignUp(self, memoryOrgData('org-new', null), caller, { organisationName: 'X' }, now)).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('refuses a deleted account', async () => {
    const { self } = selfWith(null);
    await expect(completeSignUp(self, memoryOrgData('org-new', null), caller, { organisationName: 'X' }, now)).rejects.toBeInstanceOf(DomainError);
  });
});

describe('getOrganisation', () => {
  it('returns the profile, usage and effective limits', async () => {
    const org = memoryOrgData('org1', { plan: 'team', tenantCount: 4, memberCount: 3, limitOverrides: { tenants: 30 } });
    expect(await getOrganisation(org)).toEqual({
      organisation: { id: 'org1', name: 'Test org', plan: 'team', ownerUid: 'owner', createdAt: '2026-01-01T00:00:00.000Z', limitOverrides: { tenants: 30 } },
      usage: { tenants: 4, members: 3 },
      limits: { tenants: 30, members: 10, privateBaselines: 10, sharing: true, apiKeys: true },
    });
  });

  it('answers not-found when the organisation is gone', async () => {
    await expect(getOrganisation(memoryOrgData('org1', null))).rejects.toMatchObject({ code: 'not-found' });
  });
});
