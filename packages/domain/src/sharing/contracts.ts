import { z } from 'zod';
import { answerSchema } from '../assessments/answer.ts';
import { assessmentSchema } from '../assessments/assessment.ts';
import { controlSchema, domainSchema } from '../baselines/baseline.ts';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { emailSchema } from '../members/member.ts';
import { organisationBrandingSchema } from '../org/organisation.ts';
import { tenantSchema } from '../tenants/tenant.ts';
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

  /** Ends their access: claims removed, refresh tokens revoked. Idempotent. */
  revoke: {
    description: 'Stop sharing a tenant with someone.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: sharedUserRef,
    output: sharedUserSchema,
  },
});

/** The organisation as its shared users see it: the name and the branding of the report. */
export const sharingOrganisationSchema = z.strictObject({ name: z.string(), branding: organisationBrandingSchema.optional() });

/**
 * What a shared user reads: only their own tenant (`ttid`), only completed assessments. Any other
 * tenant or assessment is not-found, whether it exists or not.
 */
export const sharedContracts = defineArea('shared', {
  /** The tenant, the sharing organisation and the completed assessments (summaries): the overview and the assessments tab. */
  overview: {
    description: 'The shared tenant with its completed assessments.',
    access: { audience: 'shared' },
    mutation: false,
    input: z.strictObject({ tenantId }),
    output: z.strictObject({ organisation: sharingOrganisationSchema, tenant: tenantSchema, assessments: z.array(assessmentSchema) }),
  },

  /** One completed assessment with its answers and its baseline version's domains and controls: the results and the report. */
  assessment: {
    description: 'The results of one completed assessment of the shared tenant.',
    access: { audience: 'shared' },
    mutation: false,
    input: z.strictObject({ tenantId, assessmentId: idOf('assessment') }),
    output: z.strictObject({
      organisation: sharingOrganisationSchema,
      assessment: assessmentSchema,
      answers: z.array(answerSchema),
      domains: z.array(domainSchema),
      controls: z.array(controlSchema),
    }),
  },
});
