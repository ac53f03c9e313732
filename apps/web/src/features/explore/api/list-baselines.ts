import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchBaselines = (call: CallFn) => call('baselines-list', {});

/** The library: published global baselines and every version of the organisation's own. */
export const baselinesQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('baselines-list', {}), queryFn: () => fetchBaselines(call) });

export function useBaselines() {
  return useQuery(baselinesQueryOptions(useQueryContext()));
}
