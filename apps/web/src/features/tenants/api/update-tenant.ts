import { keys, useCall, type CallFn, type CallInput } from '@assay/client';
import type { Tenant } from '@assay/domain/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type UpdateTenantInput = CallInput<'tenants-update'>;

export const patchTenant = (call: CallFn, input: UpdateTenantInput) => call('tenants-update', input);
export const setTenantArchived = (call: CallFn, tenantId: string, archived: boolean) =>
  call(archived ? 'tenants-archive' : 'tenants-restore', { tenantId });

/**
 * Every change to one tenant refreshes its detail and every list it may appear in; archiving
 * and restoring also change the plan usage (active tenants), so that is refreshed too.
 */
function useTenantWrite<I>(tid: string, write: (call: CallFn, input: I) => Promise<Tenant>, changesUsage: boolean) {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => write(call, input),
    onSuccess: (tenant) => {
      queryClient.setQueryData(keys.tenants(tid).detail(tenant.id), tenant);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.tenants(tid).lists() }),
        changesUsage && queryClient.invalidateQueries({ queryKey: keys.org(tid).profile() }),
      ]);
    },
  });
}

export const useUpdateTenant = (tid: string) => useTenantWrite(tid, patchTenant, false);
export const useSetTenantArchived = (tid: string) =>
  useTenantWrite(tid, (call, input: { tenantId: string; archived: boolean }) => setTenantArchived(call, input.tenantId, input.archived), true);
