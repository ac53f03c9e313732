import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchDashboard = (call: CallFn) => call('dashboard-get', {});

// Under the roadmap's key prefix too: a roadmap change invalidates it with the lists.
export const dashboardQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('dashboard-get', {}), queryFn: () => fetchDashboard(call) });

/** The portfolio dashboard of /home. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions(useQueryContext()));
}
