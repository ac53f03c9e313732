import { memoryAttempts } from '../data/attempts/attempts.ts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable as defineContract } from '@assay/domain/contracts';
import type { Access } from '@assay/domain/contracts';
import { emptyBillingState } from '@assay/domain/billing';
import { DomainError } from '@assay/domain/errors';
import { memoryGlobalAudit, memoryOrgData, memoryPlatform } from '../../test/support/memory-org-data.ts';
import { memoryAccountMemberships } from '../data/members/account-memberships.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { memorySecurityLog } from '../data/security-log/memory-security-log.ts';
import { getTenant } from '../services/tenants-service.ts';
import { runCallable } from './pipeline.ts';
import type { CallRequest, Handler, Runtime } from './pipeline.ts';
import type { ContextFor } from './context.ts';
import type { AccountState } from './session.ts';
import { memoryOutboxSource } from '../data/mail/memory-outbox-source.ts';
import { memoryUserDirectory } from '../data/user-directory/user-directory.ts';

/** Signed in at 1000 s; accounts revoked later than that refuse the token. */
const SIGNED_IN_AT = 1000;

function testRuntime(validateOutput = true) {
  // One store for every organisation, as in one Firestore.
  const store = memoryStore();
  const orgs = { get: (tid: string) => memoryOrgData(tid, null, { store }) };
  const logger = { error: vi.fn(), warn: vi.fn() };
  const securityLog = memorySecurityLog();
  const accountStates = new Map<string, AccountState | null>();
  const accountLookups = vi.fn((uid: string) =>
    Promise.resolve(
      accountStates.has(uid)
        ? (accountStates.get(uid) ?? null)
        : { validAfterSeconds: SIGNED_IN_AT - 10, disabled: false },
    ),
  );
  const runtime: Runtime = {
    accounts: { stateOf: accountLookups },
    backend: {
      orgData: (tid, stamp) => memoryOrgData(tid, {}, { store, stamp }),
      platform: (stamp) => memoryPlatform(store, stamp),
      identity: () => ({
        claimsOf: () => Promise.resolve({}),
        setClaims: () => Promise.resolve(),
        secondFactorCount: () => Promise.resolve(0),
        withSecondFactor: () => Promise.resolve(new Set()),
        clearSecondFactors: () => Promise.resolve(),
        revokeRefreshTokens: () => Promise.resolve(),
      }),
      securityLog: () => securityLog,
      directory: () => memoryUserDirectory([]),
      identityProviders: () => ({
        saveOidc: () => Promise.reject(new Error('no identity providers in this test')),
      }),
      ssoDirectory: () => ({
        providerFor: () => Promise.reject(new Error('no SSO directory in this test')),
      }),
      accountMemberships: (uid) => memoryAccountMemberships(store, uid),
      ownAccount: () => ({
        email: () => Promise.resolve(null),
        setDisplayName: () => Promise.resolve(),
        revokeSessions: () => Promise.resolve(),
        delete: () => Promise.resolve(),
      }),
      outbox: () => memoryOutboxSource(store, { local: true }),
      attempts: () => memoryAttempts(),
      sharingAccounts: () => ({
        claimsOf: () => Promise.resolve({}),
        setClaims: () => Promise.resolve(),
        secondFactorCount: () => Promise.resolve(0),
        withSecondFactor: () => Promise.resolve(new Set()),
        clearSecondFactors: () => Promise.resolve(),
        revokeRefreshTokens: () => Promise.resolve(),
        byEmail: () => Promise.resolve(null),
        create: (email) => Promise.resolve({ uid: email, claims: {} }),
        lastSignIns: () => Promise.resolve(new Map()),
      }),
    },
    logger,
    now: () => new Date('2026-05-01T00:00:00.000Z'),
    validateOutput,
    billingGraceDays: 7,
  };
  return {
    runtime,
    store,
    orgs,
    get globalAudit() {
      return memoryGlobalAudit(store);
    },
    logger,
    securityLog,
    accountStates,
    accountLookups,
  };
}

function contract<A extends Access>(access: A, mutation = false) {
  return defineContract({
    name: 'test-op',
    access,
    mutation,
    input: z.strictObject({ value: z.string().max(5) }),
    output: z.strictObject({ echoed: z.string(), optional: z.string().optional() }),
  });
}

/** The organisation's record of a shared user of `tenantId` (what sharing-share writes). */
const sharingRecord = (uid: string, tenantId: string, revokedAt?: string) => ({
  uid,
  email: `${uid}@example.test`,
  tenantId,
  invitedBy: 'u-owner',
  invitedByName: 'Owner',
  invitedAt: '2026-04-01T00:00:00.000Z',
  sentAt: '2026-04-01T00:00:00.000Z',
  sends: 1,
  ...(revokedAt ? { revokedAt } : {}),
});

const member = (role: string, tid = 'org1') => ({
  uid: `u-${role}`,
  token: { tid, role, auth_time: SIGNED_IN_AT },
});

async function call<A extends Access>(
  access: A,
  auth: { uid: string; token: Record<string, unknown> } | null,
  data: unknown,
  handler?: (input: { value: string }, ctx: ContextFor<A>) => unknown,
  mutation = false,
  prepare?: (env: ReturnType<typeof testRuntime>) => unknown,
  request: Omit<CallRequest, 'auth' | 'data'> = {},
) {
  const env = testRuntime();
  await prepare?.(env);
  const spy = vi.fn(
    handler ?? ((input: { value: string }) => ({ echoed: input.value, optional: undefined })),
  );
  try {
    const result = await runCallable(
      contract(access, mutation),
      spy as unknown as Handler<z.ZodType, z.ZodType, A>,
      { auth, data, ...request },
      env.runtime,
    );
    return { result, error: undefined as HttpsError | undefined, spy, ...env };
  } catch (error) {
    return { result: undefined as unknown, error: error as HttpsError, spy, ...env };
  }
}

describe('runCallable', () => {
  it('runs the handler with parsed input and strips undefined from the output', async () => {
    const { result, spy } = await call({ audience: 'member', minRole: 'viewer' }, member('viewer'), {
      value: 'hi',
    });
    expect(result).toEqual({ echoed: 'hi' });
    expect(spy).toHaveBeenCalledOnce();
  });

  it('rejects a guest before validating input or running the handler', async () => {
    const { error, spy } = await call({ audience: 'member', minRole: 'viewer' }, null, {
      value: 'far too long',
      extra: 1,
    });
    expect(error?.code).toBe('unauthenticated');
    expect(spy).not.toHaveBeenCalled();
  });

  it('rejects a too-low role with permission-denied', async () => {
    const { error, spy } = await call({ audience: 'member', minRole: 'admin' }, member('editor'), {
      value: 'x',
    });
    expect(error?.code).toBe('permission-denied');
    expect(spy).not.toHaveBeenCalled();
  });

  it('rejects invalid input with invalid-argument naming the fields, before the handler', async () => {
    const { error, spy, orgs } = await call(
      { audience: 'member', minRole: 'viewer' },
      member('owner'),
      { value: 'far too long', extra: 1 },
      undefined,
      true,
    );
    expect(error?.code).toBe('invalid-argument');
    expect(
      (error?.details as { fields: { path: string }[] }).fields.map((field) => field.path).sort(),
    ).toEqual(['extra', 'value']);
    expect(spy).not.toHaveBeenCalled();
    expect(orgs.get('org1')?.state.audit ?? []).toEqual([]);
  });

  it('binds a member context to the caller’s parent tenant', async () => {
    const { result } = await call(
      { audience: 'member', minRole: 'viewer' },
      member('editor', 'orgX'),
      { value: 'x' },
      (_input, ctx) => ({
        echoed: `${ctx.org.tid}/${ctx.member.role}/${ctx.viewer.kind}`,
      }),
    );
    expect(result).toEqual({ echoed: 'orgX/editor/member' });
  });

  it('binds a shared user to their parent tenant and confines them to their tenant', async () => {
    const tenant = (id: string, parentId: string) => ({
      id,
      parentId,
      name: `Tenant ${id}`,
      description: '',
      tags: [],
      kind: 'client' as const,
      status: 'active' as const,
      ownerUid: 'u-owner',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const seed = ({ store }: ReturnType<typeof testRuntime>) => {
      for (const [tid, ids] of [
        ['orgP', ['t9', 't10']],
        ['orgQ', ['t11']],
      ] as const) {
        const org = memoryOrgData(tid, {}, { store });
        for (const id of ids) org.putTenant(tenant(id, tid));
      }
      return memoryOrgData('orgP', {}, { store }).transaction((tx) => {
        tx.sharedUsers.put(sharingRecord('u-s', 't9'));
        return Promise.resolve();
      });
    };
    const sharedUser = { uid: 'u-s', token: { ptid: 'orgP', ttid: 't9', auth_time: SIGNED_IN_AT } };
    const open = async (value: string) =>
      call(
        { audience: 'memberOrShared', minRole: 'viewer' },
        sharedUser,
        { value },
        async (input, ctx) => {
          const found = await getTenant(ctx.org, ctx.viewer, input.value);
          return { echoed: `${ctx.org.tid}/${found.parentId}/${found.id}` };
        },
        false,
        seed,
      );
    expect((await open('t9')).result).toEqual({ echoed: 'orgP/orgP/t9' });
    expect((await open('t10')).error?.code).toBe('not-found');
    expect((await open('t11')).error?.code).toBe('not-found');
  });

  it('stamps audit entries written in the handler’s transaction with the caller, the callable and the time', async () => {
    const { orgs } = await call(
      { audience: 'member', minRole: 'editor' },
      member('editor'),
      { value: 'x' },
      async (input: { value: string }, ctx) => {
        await ctx.org.transaction((tx) => {
          tx.audit.record({ target: 'tenant/t1', tenantId: 't1', summary: 'Did it' });
          return Promise.resolve();
        });
        return { echoed: input.value };
      },
      true,
    );
    expect(orgs.get('org1').state.audit).toEqual([
      {
        id: expect.any(String) as string,
        at: '2026-05-01T00:00:00.000Z',
        actorUid: 'u-editor',
        action: 'test-op',
        target: 'tenant/t1',
        tenantId: 't1',
        orgId: 'org1',
        summary: 'Did it',
      },
    ]);
  });

  it('writes no audit entry of its own: not for reads, nor for a mutation whose transaction fails', async () => {
    const read = await call({ audience: 'member', minRole: 'viewer' }, member('viewer'), { value: 'x' });
    expect(read.orgs.get('org1').state.audit).toEqual([]);
    const mutation = await call(
      { audience: 'member', minRole: 'viewer' },
      member('viewer'),
      { value: 'x' },
      undefined,
      true,
    );
    expect(mutation.orgs.get('org1').state.audit).toEqual([]);
    const failed = await call(
      { audience: 'member', minRole: 'viewer' },
      member('viewer'),
      { value: 'x' },
      (_input, ctx) =>
        ctx.org.transaction((tx) => {
          tx.audit.record({ target: 'tenant/t1', summary: 'Half done' });
          throw new DomainError('failed-precondition', 'No');
        }),
      true,
    );
    expect(failed.error?.code).toBe('failed-precondition');
    expect(failed.orgs.get('org1').state.audit).toEqual([]);
  });

  it('gives service callables the global log, stamped with the system admin', async () => {
    const { globalAudit } = await call(
      { audience: 'systemAdmin' },
      { uid: 'u-admin', token: { adminUI: true, auth_time: SIGNED_IN_AT } },
      { value: 'x' },
      async (input, ctx) => {
        await ctx.platform.transaction((tx) => {
          tx.audit.record({ target: 'user/u2', summary: 'Granted system-admin access' });
          return Promise.resolve();
        });
        return { echoed: input.value };
      },
      true,
    );
    expect(globalAudit).toEqual([
      expect.objectContaining({ actorUid: 'u-admin', action: 'test-op', target: 'user/u2' }),
    ]);
  });

  it('maps unexpected errors to a generic internal error and logs them', async () => {
    const { error, logger } = await call({ audience: 'signedIn' }, member('viewer'), { value: 'x' }, () => {
      throw new Error('database password is hunter2');
    });
    expect(error?.code).toBe('internal');
    expect(error?.message).not.toContain('hunter2');
    expect(logger.error).toHaveBeenCalled();
  });

  it('refuses an output that breaks the contract outside production', async () => {
    const { error } = await call({ audience: 'signedIn' }, member('viewer'), { value: 'x' }, () => ({
      echoed: 'x',
      leaked: 'secret',
    }));
    expect(error?.code).toBe('internal');
  });
});

describe('runCallable sessions and refusals', () => {
  const viewerAccess = { audience: 'member', minRole: 'viewer' } as const;

  it.each<[string, AccountState | null]>([
    ['revoked after the token was signed in', { validAfterSeconds: SIGNED_IN_AT + 1, disabled: false }],
    ['disabled', { validAfterSeconds: null, disabled: true }],
    ['deleted', null],
  ])(
    'refuses a still-unexpired token of an account %s, before authorising or validating',
    async (_label, state) => {
      const { error, spy } = await call(
        viewerAccess,
        member('viewer'),
        { value: 'far too long' },
        undefined,
        false,
        (env) => env.accountStates.set('u-viewer', state),
      );
      expect(error?.code).toBe('unauthenticated');
      expect(error?.details).toEqual({ reason: 'session-revoked' });
      expect(spy).not.toHaveBeenCalled();
    },
  );

  it('accepts a token signed in at or after the revocation, and looks the account up once per call', async () => {
    const { result, accountLookups } = await call(
      viewerAccess,
      member('viewer'),
      { value: 'x' },
      undefined,
      false,
      (env) => env.accountStates.set('u-viewer', { validAfterSeconds: SIGNED_IN_AT, disabled: false }),
    );
    expect(result).toEqual({ echoed: 'x' });
    expect(accountLookups).toHaveBeenCalledTimes(1);
  });

  it('refuses a token without a sign-in time', async () => {
    const { error } = await call(
      viewerAccess,
      { uid: 'u-viewer', token: { tid: 'org1', role: 'viewer' } },
      { value: 'x' },
    );
    expect(error?.code).toBe('unauthenticated');
  });

  it('refuses a replayed App Check token on system-admin mutations only', async () => {
    const admin = { uid: 'u-admin', token: { adminUI: true, auth_time: SIGNED_IN_AT } };
    const replayed = { app: { alreadyConsumed: true } };
    const mutation = await call(
      { audience: 'systemAdmin' },
      admin,
      { value: 'x' },
      undefined,
      true,
      undefined,
      replayed,
    );
    expect(mutation.error?.code).toBe('unauthenticated');
    expect(mutation.spy).not.toHaveBeenCalled();
    expect(
      (await call({ audience: 'systemAdmin' }, admin, { value: 'x' }, undefined, false, undefined, replayed))
        .result,
    ).toEqual({ echoed: 'x' });
    expect(
      (await call(viewerAccess, member('viewer'), { value: 'x' }, undefined, true, undefined, replayed))
        .result,
    ).toEqual({ echoed: 'x' });
    expect(
      (
        await call({ audience: 'systemAdmin' }, admin, { value: 'x' }, undefined, true, undefined, {
          app: { alreadyConsumed: false },
        })
      ).result,
    ).toEqual({ echoed: 'x' });
  });

  it('counts refused calls in the security log by caller, callable and code, without the payload', async () => {
    const denied = await call({ audience: 'member', minRole: 'admin' }, member('editor'), {
      value: 'secret',
    });
    expect(denied.securityLog.entries()).toEqual([
      {
        day: '2026-05-01',
        uid: 'u-editor',
        callable: 'test-op',
        code: 'permission-denied',
        count: 1,
        lastAt: '2026-05-01T00:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(denied.securityLog.entries())).not.toContain('secret');
    const missing = await call(viewerAccess, member('viewer'), { value: 'x' }, () => {
      throw new DomainError('not-found', 'No such tenant');
    });
    expect(missing.securityLog.entries()).toEqual([
      expect.objectContaining({ uid: 'u-viewer', code: 'not-found', count: 1 }),
    ]);
    const revoked = await call(viewerAccess, member('viewer'), { value: 'x' }, undefined, false, (env) =>
      env.accountStates.set('u-viewer', null),
    );
    expect(revoked.securityLog.entries()).toEqual([expect.objectContaining({ code: 'unauthenticated' })]);
  });

  it('does not log bad input, business refusals or guests', async () => {
    const bad = await call(viewerAccess, member('viewer'), { value: 'far too long' });
    const business = await call(viewerAccess, member('viewer'), { value: 'x' }, () => {
      throw new DomainError('failed-precondition', 'No');
    });
    const guest = await call(viewerAccess, null, { value: 'x' });
    expect([bad.error?.code, business.error?.code, guest.error?.code]).toEqual([
      'invalid-argument',
      'failed-precondition',
      'unauthenticated',
    ]);
    expect([
      ...bad.securityLog.entries(),
      ...business.securityLog.entries(),
      ...guest.securityLog.entries(),
    ]).toEqual([]);
  });

  describe('after a failed payment', () => {
    // The runtime's clock is 2026-05-01T00:00Z and the grace period 7 days.
    const failedOn =
      (paymentFailedAt: string) =>
      ({ store }: ReturnType<typeof testRuntime>) => {
        void memoryOrgData('org1', {}, { store }).transaction((tx) => {
          tx.billing.put({
            ...emptyBillingState,
            customerId: 'cus_1',
            subscriptionId: 'sub_1',
            status: 'past_due',
            plan: 'team',
            paymentFailedAt,
          });
          return Promise.resolve();
        });
      };

    it('refuses every mutation once the grace period is over, before the handler, with failed-precondition', async () => {
      const { error, spy } = await call(
        { audience: 'member', minRole: 'viewer' },
        member('owner'),
        { value: 'x' },
        undefined,
        true,
        failedOn('2026-04-24T00:00:00.000Z'),
      );
      expect(error?.code).toBe('failed-precondition');
      expect(error?.details).toMatchObject({ reason: 'billing-read-only' });
      expect(spy).not.toHaveBeenCalled();
    });

    it('still answers reads of a read-only organisation', async () => {
      const { result } = await call(
        { audience: 'member', minRole: 'viewer' },
        member('viewer'),
        { value: 'x' },
        undefined,
        false,
        failedOn('2026-04-01T00:00:00.000Z'),
      );
      expect(result).toEqual({ echoed: 'x' });
    });

    it('lets mutations through during the grace period', async () => {
      const { result } = await call(
        { audience: 'member', minRole: 'viewer' },
        member('owner'),
        { value: 'x' },
        undefined,
        true,
        failedOn('2026-04-24T00:00:00.001Z'),
      );
      expect(result).toEqual({ echoed: 'x' });
    });
  });
});

describe('runCallable for a shared user', () => {
  const sharedUser = { uid: 'u-s', token: { ptid: 'org1', ttid: 't1', auth_time: SIGNED_IN_AT } };
  const withRecord =
    (record: ReturnType<typeof sharingRecord> | null) =>
    async ({ store }: ReturnType<typeof testRuntime>) => {
      if (record)
        await memoryOrgData('org1', {}, { store }).transaction((tx) => {
          tx.sharedUsers.put(record);
          return Promise.resolve();
        });
    };

  it.each<[string, ReturnType<typeof sharingRecord> | null]>([
    [
      'revoked (a token signed in within the second of the revocation)',
      sharingRecord('u-s', 't1', '2026-05-01T00:00:00.000Z'),
    ],
    ['gone', null],
    ['now about another tenant', sharingRecord('u-s', 't2')],
  ])(
    'refuses every audience a shared user reaches once the sharing record is %s, before the handler',
    async (_label, record) => {
      for (const access of [
        { audience: 'shared' },
        { audience: 'memberOrShared', minRole: 'viewer' },
      ] as const) {
        const { error, spy } = await call(
          access,
          sharedUser,
          { value: 'x' },
          undefined,
          false,
          withRecord(record),
        );
        expect({ code: error?.code, details: error?.details }).toEqual({
          code: 'unauthenticated',
          details: { reason: 'session-revoked' },
        });
        expect(spy).not.toHaveBeenCalled();
      }
    },
  );

  it('lets a shared user in while the sharing record is in force', async () => {
    for (const access of [
      { audience: 'shared' },
      { audience: 'memberOrShared', minRole: 'viewer' },
    ] as const) {
      const { result } = await call(
        access,
        sharedUser,
        { value: 'x' },
        undefined,
        false,
        withRecord(sharingRecord('u-s', 't1')),
      );
      expect(result).toEqual({ echoed: 'x' });
    }
  });
});
