import { keys, useCall } from '@assay/client';
import { listParentTenants } from '@assay/domain/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useParentTenants(cursor: string | undefined, pageSize = 25) {
  const call = useCall();
  const filters = { cursor, pageSize };
  return useQuery({
    queryKey: keys.service().parentTenants(filters),
    queryFn: () => call(listParentTenants, filters),
    placeholderData: keepPreviousData,
  });
}
