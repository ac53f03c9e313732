import { keys, useCall, type CallFn, type CallInput } from '@assay/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type TenantListFilters = CallInput<'tenants-list'>;

export const fetchTenants = (call: CallFn, filters: TenantListFilters) => call('tenants-list', filters);

export const tenantsQueryOptions = (call: CallFn, tid: string, filters: TenantListFilters) =>
  queryOptions({
    queryKey: keys.tenants(tid).list(filters),
    queryFn: () => fetchTenants(call, filters),
    // Keep the current page on screen while the next search/sort/page loads.
    placeholderData: keepPreviousData,
  });

export function useTenants(tid: string, filters: TenantListFilters) {
  const call = useCall();
  return useQuery(tenantsQueryOptions(call, tid, filters));
}
