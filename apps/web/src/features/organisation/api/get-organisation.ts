import { keys, useCall, type CallFn } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchOrganisation = (call: CallFn) => call('org-get', {});

export const organisationQueryOptions = (call: CallFn, tid: string) =>
  queryOptions({ queryKey: keys.org(tid).profile(), queryFn: () => fetchOrganisation(call) });

export function useOrganisation(tid: string) {
  const call = useCall();
  return useQuery(organisationQueryOptions(call, tid));
}
