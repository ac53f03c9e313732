// Explore's tenant comparison (issue 11): the rollup names each tenant's latest completed
// assessment per lineage; the comparison reads those assessments (header + summary, never
// answers) and the headers of the versions they pin — 1 + tenants + 2 × versions reads.
import {
  COMPARE_TENANTS_MAX,
  compareTenants,
  type CompareSource,
  type Comparison,
} from '@assay/domain/compare';
import { activeSeries, summarisePortfolio } from '@assay/domain/dashboard';
import type { OrgData } from '../data/org-data.ts';

export async function getComparison(
  org: OrgData,
  input: { lineageId?: string | undefined },
): Promise<Comparison> {
  const rollup = await org.rollup.get();
  const { baselines } = summarisePortfolio(rollup);
  const choices = baselines.map(({ lineageId, baselineName, tenants }) => ({
    lineageId,
    baselineName,
    tenants,
  }));
  const lineageId = input.lineageId ?? choices[0]?.lineageId ?? null;
  const latest = activeSeries(rollup)
    .filter((series) => series.lineageId === lineageId)
    .flatMap((series) => {
      const point = series.points.at(-1);
      return point
        ? [{ tenantId: series.tenantId, tenantName: series.tenantName, assessmentId: point.assessmentId }]
        : [];
    })
    .slice(0, COMPARE_TENANTS_MAX);
  const assessments = await Promise.all(latest.map((entry) => org.assessments.get(entry.assessmentId)));
  const sources: CompareSource[] = latest.flatMap((entry, index) => {
    const assessment = assessments[index];
    // The rollup is kept by the callables that change assessments; a stale entry is skipped.
    if (!assessment || assessment.status !== 'completed' || assessment.tenantId !== entry.tenantId) return [];
    return [
      {
        tenantId: entry.tenantId,
        tenantName: entry.tenantName,
        assessment: { ...assessment, completedAt: assessment.completedAt ?? assessment.updatedAt },
      },
    ];
  });
  const versionIds = [...new Set(sources.map((source) => source.assessment.baseline.id))];
  const headers = await Promise.all(versionIds.map((id) => org.baselines.header(id)));
  const versions = headers.flatMap((header) =>
    header ? [{ version: header.baseline.version, domains: header.domains }] : [],
  );
  const baselineName = choices.find((choice) => choice.lineageId === lineageId)?.baselineName ?? '';
  return { baselines: choices, lineageId, baselineName, ...compareTenants(sources, versions) };
}
