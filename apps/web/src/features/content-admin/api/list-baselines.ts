import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchBaselines = (call: CallFn) => call('baselines-list', {});

/** Every version the organisation administers or can copy, with its private-baseline usage. */
export const baselinesQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.baselines.list(), queryFn: () => fetchBaselines(call) });

export function useBaselines() {
  return useQuery(baselinesQueryOptions(useQueryContext()));
}
