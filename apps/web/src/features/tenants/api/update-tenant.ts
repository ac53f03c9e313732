import { keys, useCall, type CallFn } from '@assay/client';
import { archiveTenant, restoreTenant, updateTenant, type ContractInput } from '@assay/domain/contracts';
import type { Tenant } from '@assay/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type UpdateTenantInput = ContractInput<typeof updateTenant>;

export const patchTenant = (call: CallFn, input: UpdateTenantInput) => call(updateTenant, input);
export const setTenantArchived = (call: CallFn, tenantId: string, archived: boolean) =>
  call(archived ? archiveTenant : restoreTenant, { tenantId });

/** Every change to one tenant refreshes its detail and every list it may appear in. */
function useTenantWrite<I>(tid: string, write: (call: CallFn, input: I) => Promise<Tenant>) {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => write(call, input),
    onSuccess: (tenant) => {
      queryClient.setQueryData(keys.tenants(tid).detail(tenant.id), tenant);
      return queryClient.invalidateQueries({ queryKey: keys.tenants(tid).lists() });
    },
  });
}

export const useUpdateTenant = (tid: string) => useTenantWrite(tid, patchTenant);
export const useSetTenantArchived = (tid: string) =>
  useTenantWrite(tid, (call, input: { tenantId: string; archived: boolean }) => setTenantArchived(call, input.tenantId, input.archived));
