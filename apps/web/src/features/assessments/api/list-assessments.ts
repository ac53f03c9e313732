import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchAssessments = (call: CallFn, tenantId: string) => call('assessments-list', { tenantId });

export const assessmentsQueryOptions = ({ call, keys }: QueryContext, tenantId: string) =>
  queryOptions({
    queryKey: keys.of('assessments-list', { tenantId: tenantId }),
    queryFn: () => fetchAssessments(call, tenantId),
  });

/** A tenant's assessments, newest first, each with its summary. */
export function useAssessments(tenantId: string) {
  return useQuery(assessmentsQueryOptions(useQueryContext(), tenantId));
}
