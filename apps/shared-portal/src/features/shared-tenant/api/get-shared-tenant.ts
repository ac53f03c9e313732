import { keys, useCall } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

/** The one tenant shared with this user; keys are rooted in the sharing organisation (ptid). */
export function useSharedTenant(ptid: string, tenantId: string) {
  const call = useCall();
  return useQuery({ queryKey: keys.tenants(ptid).detail(tenantId), queryFn: () => call('tenants-get', { tenantId }) });
}
