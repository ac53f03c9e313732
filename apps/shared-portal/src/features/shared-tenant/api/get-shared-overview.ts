import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchSharedOverview = (call: CallFn, tenantId: string) => call('shared-overview', { tenantId });

/** The one tenant shared with this user, its organisation and completed assessments; keys are rooted in the sharing organisation (ptid). */
export const sharedOverviewQueryOptions = ({ call, keys }: QueryContext, tenantId: string) =>
  queryOptions({
    queryKey: keys.of('shared-overview', { tenantId: tenantId }),
    queryFn: () => fetchSharedOverview(call, tenantId),
  });

export function useSharedOverview(tenantId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sharedOverviewQueryOptions(useQueryContext(), tenantId), enabled });
}
