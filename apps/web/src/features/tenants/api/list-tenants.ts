import { useQueryContext, type CallFn, type CallInput, type QueryContext } from '@assay/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type TenantListFilters = CallInput<'tenants-list'>;

export const fetchTenants = (call: CallFn, filters: TenantListFilters) => call('tenants-list', filters);

export const tenantsQueryOptions = ({ call, keys }: QueryContext, filters: TenantListFilters) =>
  queryOptions({
    queryKey: keys.of('tenants-list', filters),
    queryFn: () => fetchTenants(call, filters),
    // Keep the current page on screen while the next search/sort/page loads.
    placeholderData: keepPreviousData,
  });

export function useTenants(filters: TenantListFilters) {
  return useQuery(tenantsQueryOptions(useQueryContext(), filters));
}
