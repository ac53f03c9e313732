import { useCallMutation, type CacheRules, type CallFn, type CallInput } from '@assay/client';
import type { Tenant } from '@assay/domain/tenants';

export type UpdateTenantInput = CallInput<'tenants-update'>;

export const patchTenant = (call: CallFn, input: UpdateTenantInput) => call('tenants-update', input);
export const setTenantArchived = (call: CallFn, input: { tenantId: string; archived: boolean }) =>
  call(input.archived ? 'tenants-archive' : 'tenants-restore', { tenantId: input.tenantId });

/** Every change to one tenant refreshes its detail and every list it may appear in. */
const tenantWritten = (alsoUsage: boolean): CacheRules<unknown, Tenant> => ({
  update: ({ queryClient, keys }, tenant) =>
    queryClient.setQueryData(keys.of('tenants-get', { tenantId: tenant.id }), tenant),
  // Archiving and restoring change the plan usage (active tenants) too.
  invalidates: (keys) =>
    alsoUsage ? [keys.ofAll('tenants-list'), keys.of('org-get', {})] : [keys.ofAll('tenants-list')],
});

export const useUpdateTenant = () => useCallMutation(patchTenant, tenantWritten(false));
export const useSetTenantArchived = () => useCallMutation(setTenantArchived, tenantWritten(true));
