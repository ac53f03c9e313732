import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchBaselineVersion = (call: CallFn, baselineId: string) =>
  call('baselines-get', { baselineId });

/** Same key and data as Explore's baseline reader, so a version read there is not fetched again. */
export const baselineVersionQueryOptions = ({ call, keys }: QueryContext, baselineId: string) =>
  queryOptions({
    queryKey: keys.of('baselines-get', { baselineId: baselineId }),
    queryFn: () => fetchBaselineVersion(call, baselineId),
    staleTime: Infinity,
  });

/** The pinned version's domains and controls (a published version never changes). */
export function useBaselineVersion(baselineId: string | undefined) {
  const context = useQueryContext();
  return useQuery({
    ...baselineVersionQueryOptions(context, baselineId ?? ''),
    enabled: baselineId !== undefined,
  });
}
