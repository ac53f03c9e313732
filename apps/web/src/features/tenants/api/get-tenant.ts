import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchTenant = (call: CallFn, tenantId: string) => call('tenants-get', { tenantId });

export const tenantQueryOptions = ({ call, keys }: QueryContext, tenantId: string) =>
  queryOptions({
    queryKey: keys.of('tenants-get', { tenantId: tenantId }),
    queryFn: () => fetchTenant(call, tenantId),
  });

export function useTenant(tenantId: string) {
  return useQuery(tenantQueryOptions(useQueryContext(), tenantId));
}
