import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchSharedAssessment = (call: CallFn, tenantId: string, assessmentId: string) =>
  call('shared-assessment', { tenantId, assessmentId });

/** One completed assessment with its answers, domains and controls (results and report). */
export const sharedAssessmentQueryOptions = (
  { call, keys }: QueryContext,
  tenantId: string,
  assessmentId: string,
) =>
  queryOptions({
    queryKey: keys.of('shared-assessment', { tenantId: tenantId, assessmentId: assessmentId }),
    queryFn: () => fetchSharedAssessment(call, tenantId, assessmentId),
    // A completed assessment does not change while it is shown.
    staleTime: 5 * 60_000,
  });

/** One completed assessment; idle without an id. */
export function useSharedAssessment(tenantId: string, assessmentId: string | undefined) {
  return useQuery({
    ...sharedAssessmentQueryOptions(useQueryContext(), tenantId, assessmentId ?? ''),
    enabled: assessmentId !== undefined,
  });
}
