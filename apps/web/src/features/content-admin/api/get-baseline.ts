import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchBaseline = (call: CallFn, baselineId: string) => call('baselines-get', { baselineId });

export const baselineQueryOptions = ({ call, keys }: QueryContext, baselineId: string) =>
  queryOptions({ queryKey: keys.baselines.detail(baselineId), queryFn: () => fetchBaseline(call, baselineId) });

export function useBaseline(baselineId: string | undefined) {
  return useQuery({ ...baselineQueryOptions(useQueryContext(), baselineId ?? ''), enabled: Boolean(baselineId) });
}
