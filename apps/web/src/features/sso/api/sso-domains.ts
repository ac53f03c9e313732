// The organisation's single sign-on domains (owners only): list, claim, verify by DNS, remove.
import {
  useCallMutation,
  useQueryContext,
  type CallFn,
  type QueryContext,
  type ScopedKeys,
} from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchSsoDomains = (call: CallFn) => call('sso-listDomains', {});

export const ssoDomainsQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('sso-listDomains', {}), queryFn: () => fetchSsoDomains(call) });

export function useSsoDomains() {
  return useQuery(ssoDomainsQueryOptions(useQueryContext()));
}

/** Every change refreshes the list and the audit log. */
const refreshes = { invalidates: (keys: ScopedKeys) => [keys.area('sso'), keys.ofAll('org-auditLog')] };

export const postClaimSsoDomain = (call: CallFn, domain: string) => call('sso-claimDomain', { domain });
export const useClaimSsoDomain = () => useCallMutation(postClaimSsoDomain, refreshes);

export const postVerifySsoDomain = (call: CallFn, domain: string) => call('sso-verifyDomain', { domain });
export const useVerifySsoDomain = () => useCallMutation(postVerifySsoDomain, refreshes);

export const postRemoveSsoDomain = (call: CallFn, domain: string) => call('sso-removeDomain', { domain });
export const useRemoveSsoDomain = () => useCallMutation(postRemoveSsoDomain, refreshes);

export const postSetSsoRequired = (call: CallFn, input: { domain: string; required: boolean }) =>
  call('sso-setRequired', input);
export const useSetSsoRequired = () => useCallMutation(postSetSsoRequired, refreshes);
