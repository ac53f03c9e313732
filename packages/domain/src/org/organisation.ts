import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';
import { planIdSchema, planLimitOverridesSchema, planLimitsSchema } from '../plans/index.ts';
import { localeSchema } from '../locales/schema.ts';
import { humanText } from '../text/index.ts';

export const ORGANISATION_NAME_MAX = 120;

export const organisationNameSchema = humanText({
  min: 1,
  max: ORGANISATION_NAME_MAX,
  required: 'Enter the organisation name',
});

export const LOGO_URL_MAX = 2048;

/** A logo shown on reports: an https address of an image (the browser loads it, never the server). */
export const logoUrlSchema = z
  .string()
  .trim()
  .max(LOGO_URL_MAX, `At most ${LOGO_URL_MAX} characters`)
  .pipe(
    z.url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: 'Enter an https:// address of an image',
    }),
  );

/** The report accent: a six-digit hex colour (#1f6feb). */
export const accentColorSchema = z
  .string()
  .trim()
  .max(7, 'Use a colour like #1f6feb')
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f6feb')
  .transform((colour) => colour.toLowerCase());

/** What the branded report shows besides the name; each optional. */
export const organisationBrandingSchema = z.strictObject({
  logoUrl: z.string().max(LOGO_URL_MAX).optional(),
  accentColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .optional(),
  contactEmail: z.string().max(254).optional(),
});
export type OrganisationBranding = z.infer<typeof organisationBrandingSchema>;

/** The parent tenant: the customer account that owns members, tenants, plan and API keys. */
export const organisationSchema = z.strictObject({
  id: idSchema,
  name: organisationNameSchema,
  /** Logo, accent colour and contact email of the branded report. */
  branding: organisationBrandingSchema.optional(),
  /** The language of member invitations and the client language of tenants without their own; absent: English. */
  defaultLanguage: localeSchema.optional(),
  /** Every member must sign in with a second step (their claims carry `mfa`); absent: not required. */
  requireSecondFactor: z.literal(true).optional(),
  plan: planIdSchema,
  createdAt: isoDateTimeSchema,
  ownerUid: idSchema,
  /** Limits a system admin overrode for this organisation (comped plans). */
  limitOverrides: planLimitOverridesSchema.optional(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** Counted usage of an organisation, shown against its limits. */
export const organisationUsageSchema = z.strictObject({
  /** Active tenants. */
  tenants: z.number().int().min(0),
  /** Members who joined. */
  members: z.number().int().min(0),
  /** Pending invitations: they hold a seat, so the members limit counts members + invitations. */
  invitations: z.number().int().min(0),
  privateBaselines: z.number().int().min(0),
  /** Active (not revoked) API keys. */
  apiKeys: z.number().int().min(0),
  /** People tenants are shared with (not revoked). */
  sharedUsers: z.number().int().min(0),
});
export type OrganisationUsage = z.infer<typeof organisationUsageSchema>;

export const organisationOverviewSchema = z.strictObject({
  organisation: organisationSchema,
  usage: organisationUsageSchema,
  limits: planLimitsSchema,
});
export type OrganisationOverview = z.infer<typeof organisationOverviewSchema>;
