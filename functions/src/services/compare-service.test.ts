import { describe, expect, it } from 'vitest';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import { baselineWrites } from '../data/baselines/baselines.ts';
import { syntheticVersion } from '../../test/support/synthetic-baselines.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { createAssessment, saveAnswer, transitionAssessment } from './assessments-service.ts';
import { getComparison } from './compare-service.ts';
import { rollUpCompleted, rollUpWithdrawn } from './dashboard-service.ts';

const now = new Date('2026-03-01T10:00:00.000Z');

async function world() {
  const store = memoryStore();
  const org = memoryOrgData('org-a', { tenantCount: 2 }, { store });
  const owner = { kind: 'org', tid: 'org-a' } as const;
  await store.transaction((uow) =>
    Promise.resolve(
      baselineWrites(uow, owner).putNew(syntheticVersion({ id: 'bl-a', owner, controls: 2, domains: 2 })),
    ),
  );
  const tenant = {
    id: 't1',
    parentId: 'org-a',
    name: 'Contoso',
    description: '',
    tags: [],
    kind: 'client' as const,
    status: 'active' as const,
    ownerUid: 'u1',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  org.putTenant(tenant);
  org.putTenant({ ...tenant, id: 't2', name: 'Fabrikam' });
  return org;
}

async function complete(
  org: Awaited<ReturnType<typeof world>>,
  tenantId: string,
  statuses: ['met' | 'not_met', 'met' | 'not_met'],
) {
  const assessment = await createAssessment(org, 'u1', { tenantId, baselineId: 'bl-a' }, { now });
  for (const [i, status] of statuses.entries())
    await saveAnswer(
      org,
      { assessmentId: assessment.id, controlRef: `C-000${i + 1}`, expectedRevision: 0, answer: { status } },
      { author: { kind: 'member', uid: 'u1' }, now },
    );
  await transitionAssessment(org, assessment.id, 'submit', { now, actorUid: 'u1' });
  const completed = await transitionAssessment(org, assessment.id, 'complete', { now, actorUid: 'u1' });
  await rollUpCompleted(org, completed);
  return completed;
}

describe('compare service', () => {
  it('compares nothing before an assessment is completed', async () => {
    expect(await getComparison(await world(), {})).toMatchObject({
      baselines: [],
      lineageId: null,
      tenants: [],
      domains: [],
    });
  });

  it('puts each tenant’s latest completed domain scores side by side, ranked, with the median per domain', async () => {
    const org = await world();
    // C-0001 (weight 1) is domain d0, C-0002 (weight 2) domain d1.
    await complete(org, 't1', ['met', 'met']);
    await complete(org, 't1', ['met', 'not_met']);
    await complete(org, 't2', ['met', 'met']);
    const comparison = await getComparison(org, {});
    expect(comparison.lineageId).toBe('bl-a-lineage');
    expect(comparison.baselines).toEqual([
      { lineageId: 'bl-a-lineage', baselineName: comparison.baselineName, tenants: 2 },
    ]);
    expect(comparison.domains.map((d) => d.id)).toEqual(['d0', 'd1']);
    expect(comparison.tenants.map((t) => [t.tenantName, t.score, t.domainScores])).toEqual([
      ['Fabrikam', 100, [100, 100]],
      ['Contoso', 33.3, [100, 0]],
    ]);
    expect(comparison.median.domainScores).toEqual([100, 50]);
  });

  it('leaves out an assessment that was reopened, and answers an unknown baseline with no tenants', async () => {
    const org = await world();
    const reopened = await complete(org, 't1', ['met', 'met']);
    await complete(org, 't2', ['met', 'not_met']);
    await rollUpWithdrawn(org, reopened.id);
    expect((await getComparison(org, {})).tenants.map((t) => t.tenantId)).toEqual(['t2']);
    expect(await getComparison(org, { lineageId: 'elsewhere' })).toMatchObject({
      lineageId: 'elsewhere',
      tenants: [],
      domains: [],
    });
  });
});
