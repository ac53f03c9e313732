import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export type CreateTenantInput = CallInput<'tenants-create'>;

export const postTenant = (call: CallFn, input: CreateTenantInput) => call('tenants-create', input);

/** The new tenant is cached at once; the lists and the plan usage (active tenants) refresh. */
export const useCreateTenant = () =>
  useCallMutation(postTenant, {
    update: ({ queryClient, keys }, tenant) =>
      queryClient.setQueryData(keys.of('tenants-get', { tenantId: tenant.id }), tenant),
    invalidates: (keys) => [keys.ofAll('tenants-list'), keys.of('org-get', {})],
  });
