import { useQueryContext, type CallOutput } from '@assay/client';
import type { Answer } from '@assay/domain/assessments';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

type AssessmentHeader = CallOutput<'assessments-list'>['items'][number];

/** A tenant's latest answer to a control: the answer (if any) in its newest assessment of the control's baseline. */
export interface TenantAnswer {
  assessment: AssessmentHeader;
  answer: Answer | undefined;
}

export interface TenantAnswers {
  isPending: boolean;
  error: unknown;
  /** Undefined when the tenant has no assessment of that lineage. */
  answerOf(lineageId: string, ref: string): TenantAnswer | undefined;
}

/** The newest assessment that is not archived, per baseline lineage (the list comes newest first). */
export function latestPerLineage(items: readonly AssessmentHeader[]): AssessmentHeader[] {
  const latest = new Map<string, AssessmentHeader>();
  for (const item of items)
    if (item.status !== 'archived' && !latest.has(item.baseline.lineageId))
      latest.set(item.baseline.lineageId, item);
  return [...latest.values()];
}

/**
 * Explore's answer overlay (`/explore/controls/{tenantId}`): the tenant's assessments (the same
 * query as its assessments tab), then each lineage's newest one with its answers. Nothing is
 * fetched without a tenant.
 */
export function useTenantAnswers(tenantId: string | undefined): TenantAnswers {
  const { call, keys } = useQueryContext();
  const list = useQuery({
    queryKey: keys.of('assessments-list', { tenantId: tenantId ?? '' }),
    queryFn: () => call('assessments-list', { tenantId: tenantId ?? '' }),
    enabled: tenantId !== undefined,
  });
  const latest = useMemo(() => latestPerLineage(list.data?.items ?? []), [list.data]);
  const details = useQueries({
    queries: latest.map((assessment) => ({
      queryKey: keys.of('assessments-get', { assessmentId: assessment.id }),
      queryFn: () => call('assessments-get', { assessmentId: assessment.id }),
      staleTime: Infinity,
    })),
  });
  // A few hundred answers per lineage: indexed on each render rather than memoised on an array that is new every time.
  const byLineage = new Map<string, AssessmentHeader>(latest.map((a) => [a.baseline.lineageId, a]));
  const byKey = new Map<string, TenantAnswer>();
  for (const detail of details) {
    const assessment = detail.data ? byLineage.get(detail.data.assessment.baseline.lineageId) : undefined;
    if (assessment)
      for (const answer of detail.data?.answers ?? [])
        byKey.set(`${assessment.baseline.lineageId}:${answer.ref}`, { assessment, answer });
  }
  return {
    isPending: tenantId !== undefined && (list.isPending || details.some((d) => d.isPending)),
    error: list.error ?? details.find((d) => d.error)?.error ?? null,
    answerOf: (lineageId, ref) => {
      const found = byKey.get(`${lineageId}:${ref}`);
      if (found) return found;
      const assessment = byLineage.get(lineageId);
      return assessment ? { assessment, answer: undefined } : undefined;
    },
  };
}
