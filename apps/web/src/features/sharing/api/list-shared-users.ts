import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchSharedUsers = (call: CallFn, tenantId: string) => call('sharing-list', { tenantId });

export const sharedUsersQueryOptions = ({ call, keys }: QueryContext, tenantId: string) =>
  queryOptions({
    queryKey: keys.of('sharing-list', { tenantId: tenantId }),
    queryFn: () => fetchSharedUsers(call, tenantId),
  });

export function useSharedUsers(tenantId: string) {
  return useQuery(sharedUsersQueryOptions(useQueryContext(), tenantId));
}
