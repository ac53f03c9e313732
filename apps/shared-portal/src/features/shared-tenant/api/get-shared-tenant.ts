import { keys, useCall } from '@assay/client';
import { getTenant } from '@assay/domain/contracts';
import { useQuery } from '@tanstack/react-query';

/** The one tenant shared with this user; keys are rooted in the sharing organisation (ptid). */
export function useSharedTenant(ptid: string, tenantId: string) {
  const call = useCall();
  return useQuery({ queryKey: keys.tenants(ptid).detail(tenantId), queryFn: () => call(getTenant, { tenantId }) });
}
