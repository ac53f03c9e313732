import { keys, useCall, type CallFn } from '@assay/client';
import { listTenants, type ContractInput } from '@assay/domain/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type TenantListFilters = Omit<ContractInput<typeof listTenants>, 'cursor'> & { cursor?: string };

export const fetchTenants = (call: CallFn, filters: TenantListFilters) => call(listTenants, filters);

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
