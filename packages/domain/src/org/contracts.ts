import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { auditActionSchema, auditEntrySchema } from '../audit/index.ts';
import { cursorSchema, idOf, idSchema, isoDateTimeSchema, pageSizeSchema } from '../ids/index.ts';
import { displayNameSchema, emailSchema } from '../members/member.ts';
import { localeSchema } from '../locales/schema.ts';
import {
  accentColorSchema,
  logoUrlSchema,
  organisationNameSchema,
  organisationOverviewSchema,
  organisationSchema,
} from './organisation.ts';

/** Filters of the organisation's audit log: all optional, combined with AND. */
export const auditLogInputSchema = z
  .strictObject({
    /** Only what this user did (a member's uid, or a former member's). */
    actorUid: idOf('user').optional(),
    /** Only this action (a contract name such as `tenants-create`). */
    action: auditActionSchema.optional(),
    /** From this time on (inclusive). */
    from: isoDateTimeSchema.optional(),
    /** Before this time (exclusive). */
    to: isoDateTimeSchema.optional(),
    pageSize: pageSizeSchema,
    cursor: cursorSchema.optional(),
  })
  .refine((input) => !input.from || !input.to || Date.parse(input.from) < Date.parse(input.to), {
    path: ['to'],
    message: 'Must be after the start',
    params: { rule: 'after-start' },
  });

export const auditPageSchema = z.strictObject({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});

export const orgContracts = defineArea('org', {
  /**
   * Creates the caller's organisation (plan free, caller as owner) and sets the claims
   * `{ tid, role: 'owner' }`, keeping `adminUI`/`sysdev`. Idempotent: a caller who already has
   * an organisation gets its id back (`created: false`). Afterwards the client forces a token
   * refresh to pick up the new claims. Shared users cannot sign up (failed-precondition).
   */
  completeSignUp: {
    description: 'Create the organisation of a newly signed-up user and make them its owner.',
    access: { audience: 'signedIn' },
    mutation: true,
    input: z.strictObject({
      organisationName: organisationNameSchema,
      displayName: displayNameSchema.optional(),
    }),
    output: z.strictObject({
      tid: idSchema,
      /** false when the caller already had an organisation (nothing was created). */
      created: z.boolean(),
    }),
  },

  /** The caller's organisation profile, plan, usage and effective limits. */
  get: {
    description: 'The organisation profile with plan, usage and limits.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({}),
    output: organisationOverviewSchema,
  },

  /**
   * Changes the profile the branded report shows: name, logo address, accent colour, contact
   * email (`null` clears one), and the organisation's default language (member invitations and
   * tenants without a client language). Changing nothing writes nothing.
   */
  updateProfile: {
    description: 'Change the organisation name, logo, accent colour, contact email or default language.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z.strictObject({
      name: organisationNameSchema.optional(),
      logoUrl: logoUrlSchema.nullable().optional(),
      accentColor: accentColorSchema.nullable().optional(),
      contactEmail: emailSchema.nullable().optional(),
      defaultLanguage: localeSchema.optional(),
    }),
    output: organisationSchema,
  },

  /**
   * Requires (or stops requiring) every member to sign in with a second step. The owner turning
   * it on must be signed in with one themselves (failed-precondition, reason
   * `own-second-factor-missing`). Every member's claims then carry `mfa`, and the others' sessions
   * end, so their next call is refused (permission-denied, reason `second-factor-policy`) until
   * they sign in with a second step; turning it off keeps sessions. Idempotent: calling again
   * finishes claims a failure left unchanged.
   */
  setSecondFactorPolicy: {
    description: 'Require every member to sign in with a second step, or stop requiring it.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: z.strictObject({ required: z.boolean() }),
    output: z.strictObject({
      required: z.boolean(),
      /** Members whose sessions ended because the policy now applies to them. */
      membersSignedOut: z.number().int().min(0),
    }),
  },

  /** A page of the organisation's audit log, newest first, filtered by actor, action and time. */
  auditLog: {
    description: "A page of the organisation's audit log.",
    access: { audience: 'member', minRole: 'admin' },
    mutation: false,
    input: auditLogInputSchema,
    output: auditPageSchema,
  },
});
