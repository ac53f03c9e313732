// Explore's `compare` (SPEC §2, issue 11): tenants side by side for one baseline lineage, from
// the summary of each tenant's latest completed assessment (its domain scores), never answers.
import { z } from 'zod';
import { isoDateTimeSchema } from '../ids/index.ts';

/** Tenants one comparison reads (the largest plan's tenant limit): one summary each. */
export const COMPARE_TENANTS_MAX = 500;

const scoreSchema = z.number().min(0).max(100).nullable();

export const comparedTenantSchema = z.strictObject({
  tenantId: z.string(),
  tenantName: z.string(),
  assessmentId: z.string(),
  /** The pinned version the scores come from. */
  baselineId: z.string(),
  version: z.number().int().min(1),
  completedAt: isoDateTimeSchema,
  score: scoreSchema,
  coverage: scoreSchema,
  /** Per domain, in the order of `domains`; null where the domain is absent or nothing in it counts. */
  domainScores: z.array(scoreSchema),
});
export type ComparedTenant = z.infer<typeof comparedTenantSchema>;

export const comparisonSchema = z.strictObject({
  /** The lineages that have completed assessments: what can be compared. */
  baselines: z.array(
    z.strictObject({ lineageId: z.string(), baselineName: z.string(), tenants: z.number().int().min(0) }),
  ),
  /** The lineage compared; null when nothing has been completed yet. */
  lineageId: z.string().nullable(),
  baselineName: z.string(),
  domains: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  /** Ranked: best overall score first. */
  tenants: z.array(comparedTenantSchema).max(COMPARE_TENANTS_MAX),
  /** The portfolio's median overall and per domain (same order as `domains`). */
  median: z.strictObject({ score: scoreSchema, domainScores: z.array(scoreSchema) }),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** The median of the numbers given (nulls ignored), one decimal; null when there are none. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

export interface CompareSource {
  tenantId: string;
  tenantName: string;
  assessment: {
    id: string;
    baseline: { id: string; version: number };
    completedAt: string;
    summary: {
      score: number | null;
      coverage: number | null;
      domains: readonly { domainId: string; score: number | null }[];
    };
  };
}

/**
 * The comparison of the given tenants' latest completed assessments. Domains come from the
 * pinned versions, newest version first (its order wins; domains only older versions have
 * follow), so tenants on different versions of a lineage line up by domain id.
 */
export function compareTenants(
  sources: readonly CompareSource[],
  versions: readonly { version: number; domains: readonly { id: string; name: string; order: number }[] }[],
): Pick<Comparison, 'domains' | 'tenants' | 'median'> {
  const domains: Comparison['domains'] = [];
  const seen = new Set<string>();
  for (const version of [...versions].sort((a, b) => b.version - a.version)) {
    for (const domain of [...version.domains].sort((a, b) => a.order - b.order)) {
      if (seen.has(domain.id)) continue;
      seen.add(domain.id);
      domains.push({ id: domain.id, name: domain.name });
    }
  }
  const tenants = sources.map(({ tenantId, tenantName, assessment }) => {
    const byDomain = new Map(assessment.summary.domains.map((domain) => [domain.domainId, domain.score]));
    return {
      tenantId,
      tenantName,
      assessmentId: assessment.id,
      baselineId: assessment.baseline.id,
      version: assessment.baseline.version,
      completedAt: assessment.completedAt,
      score: assessment.summary.score,
      coverage: assessment.summary.coverage,
      domainScores: domains.map((domain) => byDomain.get(domain.id) ?? null),
    };
  });
  tenants.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.tenantName.localeCompare(b.tenantName));
  return {
    domains,
    tenants,
    median: {
      score: median(tenants.map((t) => t.score)),
      domainScores: domains.map((_, index) => median(tenants.map((t) => t.domainScores[index] ?? null))),
    },
  };
}
