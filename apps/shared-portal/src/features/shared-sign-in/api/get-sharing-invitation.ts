import { useCall } from '@assay/client';
import { SHARING_LINK_PARAMS } from '@assay/domain/sharing/link';
import { useQuery } from '@tanstack/react-query';

/** The organisation and token an invitation link carries in its query, or null for a link without them. */
export function invitationOf(search: string): { orgId: string; token: string } | null {
  const params = new URLSearchParams(search);
  const orgId = params.get(SHARING_LINK_PARAMS.orgId);
  const token = params.get(SHARING_LINK_PARAMS.token);
  return orgId && token ? { orgId, token } : null;
}

/**
 * Who shared which tenant, checked by the server against the link's secret token (public: the
 * token is the credential). A bad link is one not-found; it is never retried (failed attempts
 * count against the link). Keyed outside any organisation's scope: the caller is a guest.
 */
export function useSharingInvitation(
  tenantId: string,
  invitation: { orgId: string; token: string } | null,
  enabled: boolean,
) {
  const call = useCall();
  return useQuery({
    queryKey: ['sharing-invitation', tenantId, invitation?.orgId, invitation?.token],
    queryFn: () =>
      call('sharing-invitation', {
        tenantId,
        orgId: invitation?.orgId ?? '',
        token: invitation?.token ?? '',
      }),
    enabled: enabled && invitation !== null,
    retry: false,
    staleTime: Infinity,
  });
}
