import { createHash } from 'node:crypto';

/**
 * The id of the organisation a user creates when completing sign-up. Deterministic, so a
 * retried or concurrent sign-up finds the same document instead of creating a second one.
 */
export function signUpOrganisationId(uid: string): string {
  return `org-${createHash('sha256').update(`signup:${uid}`).digest('base64url').slice(0, 20)}`;
}
