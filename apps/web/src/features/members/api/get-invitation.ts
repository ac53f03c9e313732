import { useCall } from '@assay/client';
import type { InvitationLinkParts } from '@assay/domain/members/link';
import { useQuery } from '@tanstack/react-query';

/**
 * Which organisation invites, and who, checked by the server against the link's secret token
 * (public: the token is the credential). A bad link is one not-found; it is never retried (failed
 * attempts count against the invitation). Keyed outside any organisation's scope: the caller may be a guest.
 */
export function useInvitationPreview(invitation: InvitationLinkParts) {
  const call = useCall();
  return useQuery({
    queryKey: ['members-invitation', invitation.orgId, invitation.invitationId, invitation.token],
    queryFn: () => call('members-invitation', invitation),
    retry: false,
    staleTime: Infinity,
  });
}
