import { describe, expect, it } from 'vitest';
import type { Assessment } from '@assay/domain/assessments';
import type { Tenant } from '@assay/domain/tenants';
import {
  demoAccounts,
  DEMO_PASSWORD,
  NORTHWIND_ID,
  seedDemo,
  SHARED_TENANT_ID,
} from '../../src/seed/index.ts';
import { adminAuth, adminDb, callFunction, callOk, signIn } from './support/emulators.ts';

const emailOf = (kind: string) => demoAccounts.find((account) => account.kind === kind)?.email ?? '';

describe('seedDemo', () => {
  it('seeds the demo world idempotently and every demo account can sign in with its role', async () => {
    await seedDemo({ firestore: adminDb(), auth: adminAuth() });
    await seedDemo({ firestore: adminDb(), auth: adminAuth() });

    const northwind = await adminDb().collection('orgs').doc(NORTHWIND_ID).get();
    expect(northwind.data()).toMatchObject({
      name: 'Northwind Consulting',
      plan: 'team',
      tenantCount: 8,
      memberCount: 3,
    });
    expect((await northwind.ref.collection('tenants').get()).size).toBe(9);

    const owner = await signIn(emailOf('owner'), DEMO_PASSWORD);
    const all = await callOk<{ items: Tenant[]; total: number }>('tenants-list', { pageSize: 100 }, owner);
    expect(all.total).toBe(8);

    const assessments = await callOk<{ items: Assessment[] }>(
      'assessments-list',
      { tenantId: SHARED_TENANT_ID },
      owner,
    );
    expect(assessments.items.map((item) => [item.name, item.status, item.summary.coverage])).toEqual([
      ['Essential hygiene, Q2', 'completed', 100],
      ['Essential hygiene, Q1', 'completed', 100],
    ]);
    const [q2, q1] = assessments.items;
    expect(q2?.summary.score).toBeGreaterThan(q1?.summary.score ?? 100);
    const fabrikam = await callOk<{ items: Assessment[] }>(
      'assessments-list',
      { tenantId: 'nw-fabrikam' },
      owner,
    );
    expect(fabrikam.items).toMatchObject([{ status: 'in_progress', baseline: { id: 'cws-v1' } }]);
    expect(fabrikam.items[0]?.summary.answered).toBeGreaterThan(0);
    expect(fabrikam.items[0]?.summary.coverage).toBeLessThan(100);

    const shared = await signIn(emailOf('shared user'), DEMO_PASSWORD);
    const mine = await callOk<{ items: Tenant[]; total: number }>('tenants-list', {}, shared);
    expect(mine.items.map((tenant) => tenant.id)).toEqual([SHARED_TENANT_ID]);
    expect(await callFunction('org-get', {}, shared)).toMatchObject({ ok: false, code: 'permission-denied' });

    const viewer = await signIn(emailOf('viewer'), DEMO_PASSWORD);
    expect(await callFunction('tenants-create', { name: 'Nope', kind: 'client' }, viewer)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });

    const admin = await signIn(emailOf('system admin'), DEMO_PASSWORD);
    const orgs = await callOk<{ items: { organisation: { id: string } }[] }>(
      'service-listParentTenants',
      { pageSize: 100 },
      admin,
    );
    expect(orgs.items.map((item) => item.organisation.id)).toEqual(
      expect.arrayContaining(['northwind', 'globex']),
    );
    expect((await adminAuth().getUserByEmail(emailOf('system admin'))).customClaims).toEqual({
      adminUI: true,
      sysdev: true,
    });

    const globex = await signIn(emailOf('owner (second organisation)'), DEMO_PASSWORD);
    expect(await callFunction('tenants-get', { tenantId: SHARED_TENANT_ID }, globex)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });
});
