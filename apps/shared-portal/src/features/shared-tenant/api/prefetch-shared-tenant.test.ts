import type { SessionUser } from '@assay/auth';
import { scopedKeys } from '@assay/client';
import { createFakeCall, createTestQueryClient, type FakeHandlers } from '@assay/client/testing';
import type { Assessment } from '@assay/domain/assessments';
import { emptySummary } from '@assay/domain/scoring';
import type { Tenant } from '@assay/domain/tenants';
import { describe, expect, it, vi } from 'vitest';
import { sharedAssessmentQueryOptions } from './get-shared-assessment.ts';
import { sharedOverviewQueryOptions } from './get-shared-overview.ts';
import { prefetchSharedTenant } from './prefetch-shared-tenant.ts';

const tenant = { id: 'nw-contoso', parentId: 'northwind', name: 'Contoso Pharmaceuticals' } as Tenant;

const assessment = (id: string, lineageId: string, completedAt: string | undefined): Assessment => ({
  id,
  tenantId: 'nw-contoso',
  name: id,
  status: completedAt ? 'completed' : 'in_progress',
  baseline: { id: `${lineageId}-v1`, lineageId, name: lineageId, version: 1 },
  ownerUid: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  completedAt,
  summary: emptySummary([], []),
});

const assessments = [
  assessment('essentials-q1', 'essentials', '2026-02-01T00:00:00.000Z'),
  assessment('essentials-q2', 'essentials', '2026-05-01T00:00:00.000Z'),
  assessment('essentials-q3', 'essentials', undefined),
  assessment('cloud-q1', 'cloud', '2026-03-01T00:00:00.000Z'),
];

function prefetch(params: Record<string, string>, handlers: FakeHandlers = {}) {
  const call = createFakeCall({
    'shared-overview': () => ({ organisation: { name: 'Northwind Consulting' }, tenant, assessments }),
    'shared-assessment': ({ assessmentId }) => ({ id: assessmentId }) as never,
    ...handlers,
  });
  const queryClient = createTestQueryClient();
  const context = { call, keys: scopedKeys('northwind') };
  const done = prefetchSharedTenant({
    ...context,
    queryClient,
    params,
    session: { uid: 'u1', ptid: 'northwind' } as SessionUser,
  });
  return { call, queryClient, context, done };
}

describe("the shared tenant page's prefetch", () => {
  it("asks for the overview, then the latest assessment the overview tab shows, under the screen's keys", async () => {
    const { call, queryClient, context, done } = prefetch({ tenantId: 'nw-contoso' });
    await done;
    expect(call.calls.map((c) => c.name)).toEqual(['shared-overview', 'shared-assessment']);
    expect(call.inputsOf('shared-assessment')).toEqual([
      { tenantId: 'nw-contoso', assessmentId: 'essentials-q2' },
    ]);
    const { queryKey: overviewKey } = sharedOverviewQueryOptions(context, 'nw-contoso');
    const { queryKey: latestKey } = sharedAssessmentQueryOptions(context, 'nw-contoso', 'essentials-q2');
    expect(queryClient.getQueryData(overviewKey)?.tenant).toEqual(tenant);
    expect(queryClient.getQueryData(latestKey)).toEqual({ id: 'essentials-q2' });
  });

  it("takes the focus baseline's latest assessment", async () => {
    const { call, done } = prefetch({ tenantId: 'nw-contoso', tab: 'overview', focus: 'cloud' });
    await done;
    expect(call.inputsOf('shared-assessment')).toEqual([
      { tenantId: 'nw-contoso', assessmentId: 'cloud-q1' },
    ]);
  });

  it("asks for an assessment's results at once, without waiting for the overview", async () => {
    const overview = vi.fn(() => new Promise<never>(() => undefined));
    const { call } = prefetch(
      { tenantId: 'nw-contoso', tab: 'assessments', focus: 'essentials-q1' },
      { 'shared-overview': overview },
    );
    await vi.waitFor(() =>
      expect(call.inputsOf('shared-assessment')).toEqual([
        { tenantId: 'nw-contoso', assessmentId: 'essentials-q1' },
      ]),
    );
    expect(overview).toHaveBeenCalledOnce();
  });

  it('asks only for the overview on the roadmap tab', async () => {
    const { call, done } = prefetch({ tenantId: 'nw-contoso', tab: 'roadmap' });
    await done;
    expect(call.calls.map((c) => c.name)).toEqual(['shared-overview']);
  });
});
