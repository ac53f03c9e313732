import { useQueryContext } from '@assay/client';
import type { PlanId } from '@assay/domain/plans/labels';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface SubscriptionFilters {
  search: string;
  /** The paid plan. */
  plan: PlanId | undefined;
}

/** A page of every organisation's subscription, by name. */
export function useSubscriptions(filters: SubscriptionFilters, cursor: string | undefined, pageSize = 25) {
  const { call, keys } = useQueryContext();
  const input = {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.plan ? { plan: filters.plan } : {}),
    pageSize,
    ...(cursor ? { cursor } : {}),
  };
  return useQuery({
    queryKey: keys.of('service-listSubscriptions', input),
    queryFn: () => call('service-listSubscriptions', input),
    placeholderData: keepPreviousData,
  });
}
