// The organisation's identity provider (owners only): read (never the secret) and save.
import { useCallMutation, useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import type { SsoProviderInput } from '@assay/domain/sso';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchSsoProvider = (call: CallFn) => call('sso-getProvider', {});

export const ssoProviderQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('sso-getProvider', {}), queryFn: () => fetchSsoProvider(call) });

export function useSsoProvider() {
  return useQuery(ssoProviderQueryOptions(useQueryContext()));
}

export const postSaveSsoProvider = (call: CallFn, input: SsoProviderInput) => call('sso-saveProvider', input);

export const useSaveSsoProvider = () =>
  useCallMutation(postSaveSsoProvider, {
    invalidates: (keys) => [keys.area('sso'), keys.ofAll('org-auditLog')],
  });
