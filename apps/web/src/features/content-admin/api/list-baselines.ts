import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import type { BaselineSummary } from '@assay/domain/baselines';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateUsage } from '../lineages.ts';
import { baselineKeys, useBaselineScope, type BaselineScope } from './scope.ts';

export interface BaselineLibrary {
  items: BaselineSummary[];
  /** The organisation's private baselines against its plan; none for the global library. */
  privateBaselines: PrivateUsage | undefined;
}

export const fetchBaselines = (call: CallFn, scope: BaselineScope): Promise<BaselineLibrary> =>
  scope === 'library'
    ? call('library-list', {}).then(({ items }) => ({ items, privateBaselines: undefined }))
    : call('baselines-list', {});

/** Every version the caller administers or can copy (and, for an organisation, its private-baseline usage). */
export const baselinesQueryOptions = ({ call, keys }: QueryContext, scope: BaselineScope = 'org') =>
  queryOptions({ queryKey: baselineKeys(keys, scope).list(), queryFn: () => fetchBaselines(call, scope) });

export function useBaselines() {
  return useQuery(baselinesQueryOptions(useQueryContext(), useBaselineScope()));
}
