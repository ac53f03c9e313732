import { useQueryContext } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

/** The one tenant shared with this user; keys are rooted in the sharing organisation (the session's ptid). */
export function useSharedTenant(tenantId: string) {
  const { call, keys } = useQueryContext();
  return useQuery({ queryKey: keys.tenants.detail(tenantId), queryFn: () => call('tenants-get', { tenantId }) });
}
