import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable as defineContract } from '@assay/domain/contracts';
import type { Access } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { NewAuditEntry } from '../data/types.ts';
import { runCallable } from './pipeline.ts';
import type { Handler, Runtime } from './pipeline.ts';
import type { ContextFor } from './context.ts';

function testRuntime(validateOutput = true) {
  const orgs = new Map<string, ReturnType<typeof memoryOrgData>>();
  const globalAudit: NewAuditEntry[] = [];
  const logger = { error: vi.fn(), warn: vi.fn() };
  const runtime: Runtime = {
    backend: {
      orgData: (tid) => {
        let org = orgs.get(tid);
        if (!org) orgs.set(tid, (org = memoryOrgData(tid)));
        return org;
      },
      platform: () => ({
        organisationPage: () => Promise.resolve({ items: [], hasMore: false }),
        countOrganisations: () => Promise.resolve(0),
        appendGlobalAudit: (entry) => Promise.resolve(String(globalAudit.push(entry))),
      }),
      identity: () => ({ claimsOf: () => Promise.resolve({}), setClaims: () => Promise.resolve(), revokeRefreshTokens: () => Promise.resolve() }),
    },
    logger,
    now: () => new Date('2026-05-01T00:00:00.000Z'),
    validateOutput,
  };
  return { runtime, orgs, globalAudit, logger };
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

const member = (role: string, tid = 'org1') => ({ uid: `u-${role}`, token: { tid, role } });

async function call<A extends Access>(access: A, auth: { uid: string; token: Record<string, unknown> } | null, data: unknown, handler?: (input: { value: string }, ctx: ContextFor<A>) => unknown, mutation = false) {
  const env = testRuntime();
  const spy = vi.fn(handler ?? ((input: { value: string }) => ({ echoed: input.value, optional: undefined })));
  try {
    const result = await runCallable(contract(access, mutation), spy as unknown as Handler<z.ZodType, z.ZodType, A>, { auth, data }, env.runtime);
    return { result, error: undefined as HttpsError | undefined, spy, ...env };
  } catch (error) {
    return { result: undefined as unknown, error: error as HttpsError, spy, ...env };
  }
}

describe('runCallable', () => {
  it('runs the handler with parsed input and strips undefined from the output', async () => {
    const { result, spy } = await call({ audience: 'member', minRole: 'viewer' }, member('viewer'), { value: 'hi' });
    expect(result).toEqual({ echoed: 'hi' });
    expect(spy).toHaveBeenCalledOnce();
  });

  it('rejects a guest before validating input or running the handler', async () => {
    const { error, spy } = await call({ audience: 'member', minRole: 'viewer' }, null, { value: 'far too long', extra: 1 });
    expect(error?.code).toBe('unauthenticated');
    expect(spy).not.toHaveBeenCalled();
  });

  it('rejects a too-low role with permission-denied', async () => {
    const { error, spy } = await call({ audience: 'member', minRole: 'admin' }, member('editor'), { value: 'x' });
    expect(error?.code).toBe('permission-denied');
    expect(spy).not.toHaveBeenCalled();
  });

  it('rejects invalid input with invalid-argument naming the fields, before the handler', async () => {
    const { error, spy, orgs } = await call({ audience: 'member', minRole: 'viewer' }, member('owner'), { value: 'far too long', extra: 1 }, undefined, true);
    expect(error?.code).toBe('invalid-argument');
    expect((error?.details as { fields: { path: string }[] }).fields.map((field) => field.path).sort()).toEqual(['extra', 'value']);
    expect(spy).not.toHaveBeenCalled();
    expect(orgs.get('org1')?.state.audit ?? []).toEqual([]);
  });

  it('binds a member context to the caller’s parent tenant', async () => {
    const { result } = await call({ audience: 'member', minRole: 'viewer' }, member('editor', 'orgX'), { value: 'x' }, (_input, ctx) => ({
      echoed: `${ctx.org.tid}/${ctx.member.role}/${ctx.viewer.kind}`,
    }));
    expect(result).toEqual({ echoed: 'orgX/editor/member' });
  });

  it('binds a shared user to their parent tenant and confines them to their tenant', async () => {
    const { result } = await call({ audience: 'memberOrShared', minRole: 'viewer' }, { uid: 'u-s', token: { ptid: 'orgP', ttid: 't9' } }, { value: 'x' }, (_input, ctx) => ({
      echoed: `${ctx.org.tid}/${ctx.viewer.kind === 'shared' ? ctx.viewer.tenantId : ''}`,
    }));
    expect(result).toEqual({ echoed: 'orgP/t9' });
  });

  it('writes an audit entry for a successful mutation in the caller’s organisation', async () => {
    const { orgs } = await call(
      { audience: 'member', minRole: 'editor' },
      member('editor'),
      { value: 'x' },
      (input: { value: string }, ctx) => {
        ctx.audit({ target: 'tenant/t1', tenantId: 't1', summary: 'Did it' });
        return { echoed: input.value };
      },
      true,
    );
    expect(orgs.get('org1')?.state.audit).toEqual([
      { id: 'audit-1', at: '2026-05-01T00:00:00.000Z', actorUid: 'u-editor', action: 'test-op', target: 'tenant/t1', tenantId: 't1', summary: 'Did it' },
    ]);
  });

  it('does not audit reads or failed mutations', async () => {
    const read = await call({ audience: 'member', minRole: 'viewer' }, member('viewer'), { value: 'x' });
    expect(read.orgs.get('org1')?.state.audit ?? []).toEqual([]);
    const failed = await call({ audience: 'member', minRole: 'viewer' }, member('viewer'), { value: 'x' }, () => {
      throw new DomainError('failed-precondition', 'No');
    }, true);
    expect(failed.error?.code).toBe('failed-precondition');
    expect(failed.orgs.get('org1')?.state.audit ?? []).toEqual([]);
  });

  it('audits service actions in the global log', async () => {
    const { globalAudit } = await call({ audience: 'systemAdmin' }, { uid: 'u-admin', token: { adminUI: true } }, { value: 'x' }, undefined, true);
    expect(globalAudit).toEqual([expect.objectContaining({ actorUid: 'u-admin', action: 'test-op' })]);
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
    const { error } = await call({ audience: 'signedIn' }, member('viewer'), { value: 'x' }, () => ({ echoed: 'x', leaked: 'secret' }));
    expect(error?.code).toBe('internal');
  });
});
