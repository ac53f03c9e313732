// The link of a sharing invitation: the shared portal's sign-in page of the tenant (SPEC §2).
// Zod-free, so the portal's first route can import it.

/** `/sharedSignin/{tenantId}` on `origin`: the invitee asks there for a passwordless sign-in link. */
export function sharedSignInLink(origin: string, tenantId: string): string {
  return `${origin.replace(/\/+$/, '')}/sharedSignin/${encodeURIComponent(tenantId)}`;
}
