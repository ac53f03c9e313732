import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';
import { planIdSchema, planLimitOverridesSchema, planLimitsSchema } from '../plans/index.ts';
import { humanText } from '../text/index.ts';

export const ORGANISATION_NAME_MAX = 120;

export const organisationNameSchema = humanText({ min: 1, max: ORGANISATION_NAME_MAX, required: 'Enter the organisation name' });

/** The parent tenant: the customer account that owns members, tenants, plan and API keys. */
export const parentTenantSchema = z.strictObject({
  id: idSchema,
  name: organisationNameSchema,
  plan: planIdSchema,
  createdAt: isoDateTimeSchema,
  ownerUid: idSchema,
  /** Limits a system admin overrode for this organisation (comped plans). */
  limitOverrides: planLimitOverridesSchema.optional(),
});
export type ParentTenant = z.infer<typeof parentTenantSchema>;

/** Counted usage of an organisation, shown against its limits. */
export const organisationUsageSchema = z.strictObject({
  tenants: z.number().int().min(0),
  members: z.number().int().min(0),
});
export type OrganisationUsage = z.infer<typeof organisationUsageSchema>;

export const organisationOverviewSchema = z.strictObject({
  organisation: parentTenantSchema,
  usage: organisationUsageSchema,
  limits: planLimitsSchema,
});
export type OrganisationOverview = z.infer<typeof organisationOverviewSchema>;
