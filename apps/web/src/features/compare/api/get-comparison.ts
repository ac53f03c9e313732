import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const fetchComparison = (call: CallFn, lineageId: string | undefined) =>
  call('compare-get', lineageId ? { lineageId } : {});

// Under the assessments' key prefix, so whatever clears the organisation's assessments clears it too.
export const comparisonQueryOptions = ({ call, keys }: QueryContext, lineageId: string | undefined) =>
  queryOptions({
    queryKey: keys.of('compare-get', { lineageId: lineageId ?? '' }),
    queryFn: () => fetchComparison(call, lineageId),
    placeholderData: keepPreviousData,
  });

/** Explore's comparison of tenants for one baseline lineage (the most assessed one when none is given). */
export function useComparison(lineageId: string | undefined) {
  return useQuery(comparisonQueryOptions(useQueryContext(), lineageId));
}
