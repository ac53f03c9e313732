import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchHistory = (call: CallFn, itemId: string) => call('roadmap-history', { itemId });

export const historyQueryOptions = ({ call, keys }: QueryContext, itemId: string) =>
  queryOptions({
    queryKey: keys.of('roadmap-history', { itemId: itemId }),
    queryFn: () => fetchHistory(call, itemId),
  });

export function useRoadmapHistory(itemId: string) {
  return useQuery(historyQueryOptions(useQueryContext(), itemId));
}
