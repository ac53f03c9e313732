import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchMyOrganisations = (call: CallFn) => call('account-organisations', {});

export const myOrganisationsQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({
    queryKey: keys.of('account-organisations', {}),
    queryFn: () => fetchMyOrganisations(call),
    staleTime: 60_000,
  });

/** The organisations the signed-in account is a member of, and the active one (its claims'). */
export function useMyOrganisations(enabled: boolean) {
  return useQuery({ ...myOrganisationsQueryOptions(useQueryContext()), enabled });
}
