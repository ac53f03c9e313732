import { describe, expect, it } from 'vitest';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { completedAssessment, orgFixture } from '../../test/support/org-fixture.ts';
import { getComparison } from './compare-service.ts';
import { rollUpCompleted, rollUpWithdrawn } from './dashboard-service.ts';

const world = () =>
  orgFixture('org-a', {
    organisation: { tenantCount: 2 },
    baselines: [{ id: 'bl-a', controls: 2, domains: 2 }],
    tenants: { t1: 'Contoso', t2: 'Fabrikam' },
  });

async function complete(
  org: MemoryOrgData,
  tenantId: string,
  [first, second]: ['met' | 'not_met', 'met' | 'not_met'],
) {
  const completed = await completedAssessment(org, {
    tenantId,
    baselineId: 'bl-a',
    answers: { 'C-0001': first, 'C-0002': second },
  });
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
