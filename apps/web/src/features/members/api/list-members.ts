import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchMembers = (call: CallFn) => call('members-list', {});

export const membersQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('members-list', {}), queryFn: () => fetchMembers(call) });

export function useMembers() {
  return useQuery(membersQueryOptions(useQueryContext()));
}
