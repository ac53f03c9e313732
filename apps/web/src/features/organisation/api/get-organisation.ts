import { keys, useCall, type CallFn } from '@assay/client';
import { getOrganisation } from '@assay/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchOrganisation = (call: CallFn) => call(getOrganisation, {});

export const organisationQueryOptions = (call: CallFn, tid: string) =>
  queryOptions({ queryKey: keys.org(tid).profile(), queryFn: () => fetchOrganisation(call) });

export function useOrganisation(tid: string) {
  const call = useCall();
  return useQuery(organisationQueryOptions(call, tid));
}
