import { keys, useCall, type CallFn } from '@assay/client';
import { createTenant, type ContractInput } from '@assay/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type CreateTenantInput = ContractInput<typeof createTenant>;

export const postTenant = (call: CallFn, input: CreateTenantInput) => call(createTenant, input);

export function useCreateTenant(tid: string) {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTenantInput) => postTenant(call, input),
    onSuccess: (tenant) => {
      queryClient.setQueryData(keys.tenants(tid).detail(tenant.id), tenant);
      return queryClient.invalidateQueries({ queryKey: keys.tenants(tid).lists() });
    },
  });
}
