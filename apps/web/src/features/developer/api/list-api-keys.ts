import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchApiKeys = (call: CallFn) => call('apikeys-list', {});

export const apiKeysQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('apikeys-list', {}), queryFn: () => fetchApiKeys(call) });

export function useApiKeys(enabled = true) {
  return useQuery({ ...apiKeysQueryOptions(useQueryContext()), enabled });
}
