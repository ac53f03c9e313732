import { useQueryContext, type CallFn, type CallOutput, type QueryContext } from '@assay/client';
import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';

export const fetchBaseline = (call: CallFn, baselineId: string) => call('baselines-get', { baselineId });

/** One version with its domains and controls. Published versions never change, so they stay fresh. */
export const baselineQueryOptions = ({ call, keys }: QueryContext, baselineId: string) =>
  queryOptions({
    queryKey: keys.of('baselines-get', { baselineId: baselineId }),
    queryFn: () => fetchBaseline(call, baselineId),
    staleTime: 5 * 60_000,
  });

export function useBaseline(baselineId: string) {
  return useQuery(baselineQueryOptions(useQueryContext(), baselineId));
}

// Module-level, so TanStack Query re-runs it only when a result changes (stable `versions`).
function combineVersions(results: UseQueryResult<CallOutput<'baselines-get'>>[]) {
  return {
    versions: results.flatMap((result) => (result.data ? [result.data] : [])),
    isPending: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}

/** Several versions at once (the search loads every visible baseline). */
export function useBaselineVersions(baselineIds: readonly string[]) {
  const context = useQueryContext();
  return useQueries({
    queries: baselineIds.map((id) => baselineQueryOptions(context, id)),
    combine: combineVersions,
  });
}
