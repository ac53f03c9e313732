import { keys, useCall, type CallFn, type CallInput } from '@assay/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type CreateTenantInput = CallInput<'tenants-create'>;

export const postTenant = (call: CallFn, input: CreateTenantInput) => call('tenants-create', input);

export function useCreateTenant(tid: string) {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTenantInput) => postTenant(call, input),
    onSuccess: (tenant) => {
      queryClient.setQueryData(keys.tenants(tid).detail(tenant.id), tenant);
      // The plan usage counts active tenants: refresh it with the lists so "New tenant" is right at once.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.tenants(tid).lists() }),
        queryClient.invalidateQueries({ queryKey: keys.org(tid).profile() }),
      ]);
    },
  });
}
