// The people an item's tenant is shared with: a member may make the tenant's shared user an
// item's owner, who may then change that item's status from the shared portal.
import { useQueryContext } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

export function useTenantSharedUsers(tenantId: string) {
  const { call, keys } = useQueryContext();
  const query = useQuery({
    queryKey: keys.of('sharing-list', { tenantId: tenantId }),
    queryFn: () => call('sharing-list', { tenantId }),
  });
  return (query.data?.items ?? []).filter((user) => user.status !== 'revoked');
}
