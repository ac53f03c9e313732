// The link of a sharing invitation: the shared portal's sign-in page of the tenant (SPEC §2),
// carrying the organisation and a secret token that lets the page name who shared the tenant.
// Zod-free, so the portal's first route can import it.

/** Random bytes of a sharing token's secret (192 bits); base64url makes them 32 characters. */
export const SHARING_SECRET_BYTES = 24;
const SECRET_LENGTH = 32;
/** A token: the shared user's uid, `_`, the secret. Fits the id pattern (at most 128 characters). */
export const SHARING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,95}_[A-Za-z0-9_-]{32}$/;
/** The query parameters of the invitation link: the organisation's id and the token. */
export const SHARING_LINK_PARAMS = { orgId: 'org', token: 'token' } as const;

/** The shared user a token names (the uid before the fixed-length secret), or null when it is not a token. */
export function sharedUserUidOfToken(token: string): string | null {
  if (!SHARING_TOKEN_PATTERN.test(token)) return null;
  return token.slice(0, -(SECRET_LENGTH + 1));
}

/**
 * `/sharedSignin/{tenantId}` on `origin`: the invitee asks there for a passwordless sign-in link.
 * With `invitation`, the page can show which organisation shared the tenant.
 */
export function sharedSignInLink(
  origin: string,
  tenantId: string,
  invitation?: { orgId: string; token: string },
): string {
  const link = `${origin.replace(/\/+$/, '')}/sharedSignin/${encodeURIComponent(tenantId)}`;
  if (!invitation) return link;
  const query = new URLSearchParams({
    [SHARING_LINK_PARAMS.orgId]: invitation.orgId,
    [SHARING_LINK_PARAMS.token]: invitation.token,
  });
  return `${link}?${query.toString()}`;
}
