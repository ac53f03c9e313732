import { useQueryContext } from '@assay/client';
import type { PlanId } from '@assay/domain/plans/labels';
import type { OrganisationSortField } from '@assay/domain/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface OrganisationFilters {
  search: string;
  plan: PlanId | undefined;
  sort: { field: OrganisationSortField; direction: 'asc' | 'desc' };
}

/** The call's input for the filters (an empty search and no plan are left out). */
export function listInput(filters: OrganisationFilters) {
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.plan ? { plan: filters.plan } : {}),
    sort: filters.sort,
  };
}

export function useOrganisations(filters: OrganisationFilters, cursor: string | undefined, pageSize = 25) {
  const { call, keys } = useQueryContext();
  const input = { ...listInput(filters), pageSize, ...(cursor ? { cursor } : {}) };
  return useQuery({
    queryKey: keys.of('service-listParentTenants', input),
    queryFn: () => call('service-listParentTenants', input),
    placeholderData: keepPreviousData,
  });
}
