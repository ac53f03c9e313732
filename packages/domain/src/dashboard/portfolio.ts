// The portfolio dashboard (SPEC §2 Welcome, issue 11). Its scores come from one rollup document
// per organisation, kept up to date by the callables that complete, reopen or archive an
// assessment: the latest completed scores of each tenant per baseline lineage, a few back.
import { z } from 'zod';
import { auditEntrySchema } from '../audit/index.ts';
import { isoDateTimeSchema } from '../ids/index.ts';

/** Completed scores kept per tenant and lineage (the sparkline). */
export const ROLLUP_POINTS_MAX = 6;
export const DASHBOARD_ACTIVITY_MAX = 8;
export const DASHBOARD_DUE_MAX = 8;
/** Open assessments listed (most recently changed first); the total is counted apart. 20 keeps a load within 30 reads. */
export const DASHBOARD_IN_PROGRESS_MAX = 20;

export const rollupPointSchema = z.strictObject({
  assessmentId: z.string(),
  at: isoDateTimeSchema,
  score: z.number().min(0).max(100).nullable(),
});
export type RollupPoint = z.infer<typeof rollupPointSchema>;

/** One tenant's completed scores against one baseline lineage, oldest first. */
export const rollupSeriesSchema = z.strictObject({
  tenantId: z.string(),
  tenantName: z.string(),
  lineageId: z.string(),
  baselineName: z.string(),
  points: z.array(rollupPointSchema).max(ROLLUP_POINTS_MAX),
  /** The tenant is archived: kept (a restore brings it back) but out of averages, ranks and comparisons. */
  archived: z.boolean().optional(),
});
export type RollupSeries = z.infer<typeof rollupSeriesSchema>;

export interface PortfolioRollup {
  series: RollupSeries[];
}

/** The rollup after an assessment completed: its point joins the tenant's series (the oldest beyond the maximum drop out). */
export function addCompleted(
  rollup: PortfolioRollup,
  entry: Omit<RollupSeries, 'points'> & { point: RollupPoint },
): PortfolioRollup {
  const { point, ...key } = entry;
  const index = rollup.series.findIndex(
    (series) => series.tenantId === key.tenantId && series.lineageId === key.lineageId,
  );
  const current = rollup.series[index];
  const points = [
    ...(current?.points ?? []).filter((candidate) => candidate.assessmentId !== point.assessmentId),
    point,
  ]
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(-ROLLUP_POINTS_MAX);
  const next = { ...key, points };
  return {
    series:
      index < 0 ? [...rollup.series, next] : rollup.series.map((series, i) => (i === index ? next : series)),
  };
}

/** The rollup without an assessment that is no longer completed (reopened or archived). */
export function removeAssessment(rollup: PortfolioRollup, assessmentId: string): PortfolioRollup {
  return {
    series: rollup.series
      .map((series) => ({
        ...series,
        points: series.points.filter((point) => point.assessmentId !== assessmentId),
      }))
      .filter((series) => series.points.length > 0),
  };
}

/**
 * The rollup after a tenant was renamed, archived or restored; the same object when the tenant
 * has no series or nothing changes (the caller then writes nothing).
 */
export function withTenant(
  rollup: PortfolioRollup,
  tenantId: string,
  change: { tenantName: string; archived: boolean },
): PortfolioRollup {
  let changed = false;
  const series = rollup.series.map((entry) => {
    if (
      entry.tenantId !== tenantId ||
      (entry.tenantName === change.tenantName && Boolean(entry.archived) === change.archived)
    )
      return entry;
    changed = true;
    const { archived: _archived, ...rest } = entry;
    return { ...rest, tenantName: change.tenantName, ...(change.archived ? { archived: true } : {}) };
  });
  return changed ? { series } : rollup;
}

/** The series of tenants that are not archived. */
export function activeSeries(rollup: PortfolioRollup): RollupSeries[] {
  return rollup.series.filter((series) => !series.archived);
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function average(values: readonly number[]): number | null {
  return values.length === 0
    ? null
    : oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);
}

export const baselineAverageSchema = z.strictObject({
  lineageId: z.string(),
  baselineName: z.string(),
  tenants: z.number().int().min(0),
  /** Mean of each tenant's latest score. */
  average: z.number().nullable(),
  /** The mean as it stood before the most recent completion (null before a second one): the trend. */
  previous: z.number().nullable(),
});

export const rankedTenantSchema = z.strictObject({
  tenantId: z.string(),
  tenantName: z.string(),
  lineageId: z.string(),
  baselineName: z.string(),
  score: z.number().nullable(),
  /** Scores oldest first (the sparkline). */
  history: z.array(z.number().nullable()),
  completedAt: isoDateTimeSchema,
});

/** Averages per baseline and tenants ranked by their latest score (best first). */
export function summarisePortfolio(rollup: PortfolioRollup): {
  baselines: z.infer<typeof baselineAverageSchema>[];
  ranked: z.infer<typeof rankedTenantSchema>[];
} {
  const active = activeSeries(rollup);
  const byLineage = new Map<string, RollupSeries[]>();
  for (const series of active)
    byLineage.set(series.lineageId, [...(byLineage.get(series.lineageId) ?? []), series]);
  const baselines = [...byLineage.entries()].map(([lineageId, all]) => {
    const scoreAt = (series: RollupSeries, back: number): number[] => {
      const score = series.points.length >= back ? series.points[series.points.length - back]?.score : null;
      return typeof score === 'number' ? [score] : [];
    };
    // The trend compares the average with the one shown before the most recent completion: that
    // tenant's earlier score in its place (or the tenant left out if it had none), the rest as is.
    // (Averaging only the tenants with an earlier score compared different sets of tenants:
    // "up 16.3 points" while the average had fallen.)
    const latestAt = (series: RollupSeries) => series.points.at(-1)?.at ?? '';
    const newest = all.reduce<RollupSeries | undefined>(
      (best, series) => (best === undefined || latestAt(series) > latestAt(best) ? series : best),
      undefined,
    );
    const latest = all.flatMap((series) => scoreAt(series, 1));
    const before = all.flatMap((series) => scoreAt(series, series === newest ? 2 : 1));
    return {
      lineageId,
      baselineName: all.at(-1)?.baselineName ?? '',
      tenants: all.length,
      average: average(latest),
      previous: average(before),
    };
  });
  baselines.sort((a, b) => b.tenants - a.tenants || a.baselineName.localeCompare(b.baselineName));
  const ranked = active.flatMap((series) => {
    const last = series.points.at(-1);
    return last
      ? [
          {
            tenantId: series.tenantId,
            tenantName: series.tenantName,
            lineageId: series.lineageId,
            baselineName: series.baselineName,
            score: last.score,
            history: series.points.map((point) => point.score),
            completedAt: last.at,
          },
        ]
      : [];
  });
  ranked.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.tenantName.localeCompare(b.tenantName));
  return { baselines, ranked };
}

export const dashboardSchema = z.strictObject({
  tenantCount: z.number().int().min(0),
  memberCount: z.number().int().min(0),
  baselines: z.array(baselineAverageSchema),
  ranked: z.array(rankedTenantSchema),
  /** Every open assessment of the organisation; `inProgress` lists at most DASHBOARD_IN_PROGRESS_MAX of them. */
  inProgressTotal: z.number().int().min(0),
  inProgress: z.array(
    z.strictObject({
      assessmentId: z.string(),
      tenantId: z.string(),
      baselineId: z.string(),
      name: z.string(),
      status: z.string(),
      answered: z.number().int().min(0),
      applicable: z.number().int().min(0),
      coverage: z.number().nullable(),
      updatedAt: isoDateTimeSchema,
    }),
  ),
  due: z.array(
    z.strictObject({
      itemId: z.string(),
      tenantId: z.string(),
      title: z.string(),
      dueDate: z.string(),
      overdue: z.boolean(),
    }),
  ),
  activity: z.array(auditEntrySchema),
  onboarding: z.strictObject({ tenant: z.boolean(), assessment: z.boolean(), colleague: z.boolean() }),
  serverTime: isoDateTimeSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
