import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

export const fetchBaseline = (call: CallFn, baselineId: string, scope: BaselineScope) =>
  scope === 'library' ? call('library-get', { baselineId }) : call('baselines-get', { baselineId });

export const baselineQueryOptions = (
  { call, keys }: QueryContext,
  baselineId: string,
  scope: BaselineScope,
) =>
  queryOptions({
    queryKey: baselineKeys(keys, scope).detail(baselineId),
    queryFn: () => fetchBaseline(call, baselineId, scope),
  });

export function useBaseline(baselineId: string | undefined) {
  return useQuery({
    ...baselineQueryOptions(useQueryContext(), baselineId ?? '', useBaselineScope()),
    enabled: Boolean(baselineId),
  });
}
