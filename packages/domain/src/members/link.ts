// The invitation link: the server writes it into the email, the web app's shell reads it back.
// Zod-free, so the shell (first route) can import it.
/** Query parameters of an invitation link (read by the web app's shell, written by the server). */
export const invitationLinkParams = { org: 'joinOrg', invitation: 'invitation', token: 'token' } as const;

export interface InvitationLinkParts {
  orgId: string;
  invitationId: string;
  token: string;
}

/**
 * The accept link: the welcome route (`/`, seed §2) with the invitation in its query. A guest is
 * sent to /signin and returned here after signing in or signing up; a signed-in user lands directly.
 */
export function invitationLink(origin: string, parts: InvitationLinkParts): string {
  const query = new URLSearchParams({
    [invitationLinkParams.org]: parts.orgId,
    [invitationLinkParams.invitation]: parts.invitationId,
    [invitationLinkParams.token]: parts.token,
  });
  return `${origin.replace(/\/+$/, '')}/?${query.toString()}`;
}

/** The invitation in a link's query, or null when any part is missing. */
export function invitationFromQuery(params: URLSearchParams): InvitationLinkParts | null {
  const orgId = params.get(invitationLinkParams.org);
  const invitationId = params.get(invitationLinkParams.invitation);
  const token = params.get(invitationLinkParams.token);
  return orgId && invitationId && token ? { orgId, invitationId, token } : null;
}
