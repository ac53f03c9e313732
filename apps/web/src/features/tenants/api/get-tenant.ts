import { keys, useCall, type CallFn } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchTenant = (call: CallFn, tenantId: string) => call('tenants-get', { tenantId });

export const tenantQueryOptions = (call: CallFn, tid: string, tenantId: string) =>
  queryOptions({ queryKey: keys.tenants(tid).detail(tenantId), queryFn: () => fetchTenant(call, tenantId) });

export function useTenant(tid: string, tenantId: string) {
  const call = useCall();
  return useQuery(tenantQueryOptions(call, tid, tenantId));
}
