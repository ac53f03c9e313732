// The organisation's SCIM tokens (owners only): list, create (the text comes back once), revoke.
import { useCallMutation, useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchScimTokens = (call: CallFn) => call('scim-listTokens', {});

export const scimTokensQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('scim-listTokens', {}), queryFn: () => fetchScimTokens(call) });

export function useScimTokens() {
  return useQuery(scimTokensQueryOptions(useQueryContext()));
}

export const postCreateScimToken = (call: CallFn, name: string) => call('scim-createToken', { name });

/** The list and the audit log refresh. */
export const useCreateScimToken = () =>
  useCallMutation(postCreateScimToken, {
    invalidates: (keys) => [keys.area('scim'), keys.ofAll('org-auditLog')],
  });

export const postRevokeScimToken = (call: CallFn, tokenId: string) => call('scim-revokeToken', { tokenId });

export const useRevokeScimToken = () =>
  useCallMutation(postRevokeScimToken, {
    invalidates: (keys) => [keys.area('scim'), keys.ofAll('org-auditLog')],
  });
