// The key form's tenant search: the first 20 of the organisation's tenants matching the text.
// Same query key as the tenants list, so a search the tenants page already ran comes from cache.
import { useQueryContext } from '@assay/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useTenantSearch(search: string) {
  const { call, keys } = useQueryContext();
  const filters = { pageSize: 20, ...(search ? { search } : {}) };
  return useQuery({
    queryKey: keys.of('tenants-list', filters),
    queryFn: () => call('tenants-list', filters),
    placeholderData: keepPreviousData,
  });
}
