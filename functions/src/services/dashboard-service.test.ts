import { describe, expect, it } from 'vitest';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { completedAssessment, fixtureNow as now, orgFixture } from '../../test/support/org-fixture.ts';
import { createAssessment } from './assessments-service.ts';
import { DASHBOARD_IN_PROGRESS_MAX } from '@assay/domain/dashboard';
import { getDashboard, rollUpCompleted, rollUpWithdrawn } from './dashboard-service.ts';
import { generateRoadmap, updateRoadmapItem } from './roadmap-service.ts';
import { archiveTenant, restoreTenant, updateTenant } from './tenants-service.ts';

const world = () =>
  orgFixture('org-a', {
    organisation: { tenantCount: 2 },
    baselines: [{ id: 'bl-a', controls: 2, domains: 1 }],
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
  await generateRoadmap(org, completed.id, now);
  await rollUpCompleted(org, completed);
  return completed;
}

describe('dashboard service', () => {
  it('shows a new organisation its onboarding checklist, nothing ticked', async () => {
    const empty = memoryOrgData('org-new', { tenantCount: 0, memberCount: 1 });
    expect((await getDashboard(empty, now)).onboarding).toEqual({
      tenant: false,
      assessment: false,
      colleague: false,
    });
  });

  it('ranks tenants by their latest completed score and averages per baseline, from the rollup', async () => {
    const a = await world();
    // Weights 1 and 2: met/not met → 33.3; met/met → 100.
    await complete(a, 't1', ['met', 'not_met']);
    await complete(a, 't2', ['met', 'met']);
    const dashboard = await getDashboard(a, now);
    expect(dashboard.ranked.map((r) => [r.tenantName, r.score])).toEqual([
      ['Fabrikam', 100],
      ['Contoso', 33.3],
    ]);
    expect(dashboard.baselines).toMatchObject([{ tenants: 2, average: 66.7 }]);
    expect(dashboard.onboarding).toMatchObject({ tenant: true, assessment: true });
  });

  it('follows a tenant archived (out of ranks and averages), restored (back) and renamed', async () => {
    const a = await world();
    await complete(a, 't1', ['met', 'not_met']);
    await complete(a, 't2', ['met', 'met']);
    await archiveTenant(a, 't1', now);
    let dashboard = await getDashboard(a, now);
    expect(dashboard.ranked.map((r) => r.tenantName)).toEqual(['Fabrikam']);
    expect(dashboard.baselines).toMatchObject([{ tenants: 1, average: 100 }]);
    await restoreTenant(a, 't1', now);
    await updateTenant(a, { tenantId: 't2', name: 'Fabrikam Group' }, now);
    dashboard = await getDashboard(a, now);
    expect(dashboard.ranked.map((r) => r.tenantName)).toEqual(['Fabrikam Group', 'Contoso']);
    expect(dashboard.baselines).toMatchObject([{ tenants: 2, average: 66.7 }]);
  });

  it('drops a reopened assessment from the scores', async () => {
    const a = await world();
    const completed = await complete(a, 't1', ['met', 'not_met']);
    await rollUpWithdrawn(a, completed.id);
    expect((await getDashboard(a, now)).ranked).toEqual([]);
  });

  it('lists items due in the next 30 days, overdue ones marked, and the assessments in progress', async () => {
    const a = await world();
    await complete(a, 't1', ['not_met', 'not_met']);
    const { items } = await a.roadmap.page({ facet: { status: 'active' }, limit: 10 });
    await updateRoadmapItem(a, { itemId: items[0]?.id ?? '', dueDate: '2026-02-20' }, now);
    await updateRoadmapItem(a, { itemId: items[1]?.id ?? '', dueDate: '2026-05-20' }, now);
    const draft = await createAssessment(a, 'u1', { tenantId: 't2', baselineId: 'bl-a' }, { now });
    const dashboard = await getDashboard(a, now);
    expect(dashboard.due).toEqual([
      { itemId: items[0]?.id, tenantId: 't1', title: items[0]?.title, dueDate: '2026-02-20', overdue: true },
    ]);
    expect(dashboard.inProgress.map((entry) => [entry.assessmentId, entry.status, entry.applicable])).toEqual(
      [[draft.id, 'draft', 2]],
    );
    expect(dashboard.activity[0]?.summary).toBe('Started an assessment (Synthetic 2 v1)');
  });

  it('lists the 20 most recently changed assessments in progress and counts them all', async () => {
    const a = await world();
    const started = [];
    for (let i = 0; i < DASHBOARD_IN_PROGRESS_MAX + 2; i += 1)
      started.push(
        await createAssessment(
          a,
          'u1',
          { tenantId: 't2', baselineId: 'bl-a' },
          { now: new Date(now.getTime() + i * 1000) },
        ),
      );
    const dashboard = await getDashboard(a, now);
    expect(dashboard.inProgressTotal).toBe(DASHBOARD_IN_PROGRESS_MAX + 2);
    expect(dashboard.inProgress.map((entry) => entry.assessmentId)).toEqual(
      started
        .slice(2)
        .reverse()
        .map((s) => s.id),
    );
  });
});
