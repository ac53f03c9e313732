import { useQueryContext } from '@assay/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useParentTenants(cursor: string | undefined, pageSize = 25) {
  const { call, keys } = useQueryContext();
  const filters = { cursor, pageSize };
  return useQuery({
    queryKey: keys.service.parentTenants(filters),
    queryFn: () => call('service-listParentTenants', filters),
    placeholderData: keepPreviousData,
  });
}
