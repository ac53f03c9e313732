import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { localeSchema } from '../locales/schema.ts';
import { emailSchema } from '../members/member.ts';
import { SHARED_USERS_MAX, sharedUserSchema } from './shared-user.ts';

const tenantId = idOf('tenant');
const sharedUserRef = z.strictObject({ tenantId, uid: idOf('sharedUser') });

/**
 * Sharing a tenant with people outside the organisation. Sharing creates or updates their
 * Firebase Auth account with `{ ptid, ttid }` and emails a link to `/sharedSignin/{tenantId}`;
 * revoking removes the claims and revokes their refresh tokens, so their very next call is
 * refused. Not on the free plan (resource-exhausted, details.limit = sharing).
 */
export const sharingContracts = defineArea('sharing', {
  list: {
    description: 'The people a tenant is shared with, newest first.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ tenantId }),
    output: z.strictObject({ items: z.array(sharedUserSchema).max(SHARED_USERS_MAX) }),
  },

  /**
   * Shares an active tenant with `email`. failed-precondition (field `email`) when the address
   * belongs to a member of any organisation, or to a shared user of another tenant (revoke that
   * first); already-exists when this tenant is already shared with them (resend instead).
   */
  share: {
    description: 'Share a tenant read-only with someone by email.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({ tenantId, email: emailSchema }),
    output: sharedUserSchema,
  },

  /** Emails the sign-in link again (and restores their access if an earlier share stopped half-way). */
  resend: {
    description: 'Send the sharing invitation again.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: sharedUserRef,
    output: sharedUserSchema,
  },

  /** Ends their access: claims removed, refresh tokens revoked (and their invitation link stops working). Idempotent. */
  revoke: {
    description: 'Stop sharing a tenant with someone.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: sharedUserRef,
    output: sharedUserSchema,
  },

  /**
   * The sign-in page of an invitation link (`/sharedSignin/{tenantId}?org=…&token=…`): who shared
   * which tenant, and nothing else. The token is the credential (rotated on resend, dead once
   * revoked); a bad one → not-found, and failed attempts are counted per IP and per shared user.
   */
  invitation: {
    description: 'The organisation and tenant named by a sharing invitation link.',
    access: { audience: 'public', credential: 'sharingToken' },
    mutation: false,
    input: z.strictObject({ orgId: idOf('org'), tenantId, token: idOf('sharingToken') }),
    output: z.strictObject({
      organisationName: z.string(),
      tenantName: z.string(),
      /** The tenant's client language: the sign-in page speaks it unless the visitor chose another. */
      language: localeSchema,
    }),
  },
});
