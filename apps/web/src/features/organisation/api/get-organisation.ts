import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchOrganisation = (call: CallFn) => call('org-get', {});

export const organisationQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('org-get', {}), queryFn: () => fetchOrganisation(call) });

export function useOrganisation() {
  return useQuery(organisationQueryOptions(useQueryContext()));
}
