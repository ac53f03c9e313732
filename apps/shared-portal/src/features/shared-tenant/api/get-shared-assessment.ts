import { useQueryContext, type CallFn } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

export const fetchSharedAssessment = (call: CallFn, tenantId: string, assessmentId: string) =>
  call('shared-assessment', { tenantId, assessmentId });

/** One completed assessment with its answers, domains and controls (results and report); idle without an id. */
export function useSharedAssessment(tenantId: string, assessmentId: string | undefined) {
  const { call, keys } = useQueryContext();
  return useQuery({
    queryKey: keys.of('shared-assessment', { tenantId: tenantId, assessmentId: assessmentId ?? '' }),
    queryFn: () => fetchSharedAssessment(call, tenantId, assessmentId ?? ''),
    enabled: assessmentId !== undefined,
    // A completed assessment does not change while it is shown.
    staleTime: 5 * 60_000,
  });
}
