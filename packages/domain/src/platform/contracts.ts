import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { auditActionSchema, auditEntrySchema } from '../audit/index.ts';
import { subscriptionStatusSchema } from '../billing/billing.ts';
import { planOverrideReasonSchema, planOverrideSchema } from '../billing/override.ts';
import {
  cursorSchema,
  idOf,
  idSchema,
  isoDateTimeSchema,
  isSafeId,
  pageSizeSchema,
  sortDirections,
} from '../ids/index.ts';
import { EMAIL_MAX, emailSchema, memberSchema } from '../members/member.ts';
import { organisationUsageSchema, organisationSchema } from '../org/organisation.ts';
import { mailDeliveryStates, outboxMailSchema, outboxPageSchema, RESEND_STATE } from '../outbox/outbox.ts';
import { planIdSchema, planLimitsSchema } from '../plans/index.ts';
import { SEARCH_TOKEN_MAX } from '../search/index.ts';
import { humanText } from '../text/index.ts';
import { platformUserSchema } from './users.ts';

export const organisationSummarySchema = z.strictObject({
  organisation: organisationSchema,
  usage: organisationUsageSchema,
  /** The limits in force (plan defaults, deployment configuration, the organisation's overrides). */
  limits: planLimitsSchema,
  /** The subscription's state as the billing webhook keeps it (`none` when never subscribed). */
  status: subscriptionStatusSchema,
  /** The newest entry of the organisation's audit log (null when it has none). */
  lastActivityAt: isoDateTimeSchema.nullable(),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

/** What the organisations table sorts by: creation time or name. */
export const organisationSortFields = ['createdAt', 'name'] as const;
export type OrganisationSortField = (typeof organisationSortFields)[number];

/** How many entries of each list the organisation focus shows (bounded reads). */
export const ORGANISATION_FOCUS_AUDIT_MAX = 20;
export const ORGANISATION_FOCUS_BILLING_EVENTS_MAX = 20;

/** A billing webhook event the organisation's subscription processed. */
export const billingHistoryEntrySchema = z.strictObject({
  id: z.string(),
  type: z.string(),
  /** When Stripe created the event. */
  createdAt: isoDateTimeSchema,
  applied: z.boolean(),
  /** Why an event changed nothing (older, another subscription, …). */
  reason: z.string().nullable(),
});
export type BillingHistoryEntry = z.infer<typeof billingHistoryEntrySchema>;

/** One organisation as the service console's focus shows it. */
export const platformOrganisationSchema = z.strictObject({
  summary: organisationSummarySchema,
  subscription: z.strictObject({
    plan: planIdSchema,
    status: subscriptionStatusSchema,
    currentPeriodEnd: isoDateTimeSchema.nullable(),
    cancelAtPeriodEnd: z.boolean(),
    paymentFailedAt: isoDateTimeSchema.nullable(),
    /** A plan Assay support set over the paid one (null when none is stored). */
    override: planOverrideSchema.nullable(),
  }),
  /** Members, oldest first, at most MEMBERS_LIST_MAX (`summary.usage.members` counts them all). */
  members: z.array(memberSchema),
  /** Billing events, newest first, at most ORGANISATION_FOCUS_BILLING_EVENTS_MAX. */
  billingHistory: z.array(billingHistoryEntrySchema),
  /** The organisation's audit log, newest first, at most ORGANISATION_FOCUS_AUDIT_MAX. */
  recentAudit: z.array(auditEntrySchema),
});
export type PlatformOrganisation = z.infer<typeof platformOrganisationSchema>;

/** Which log an entry of the global audit view sits in: the platform's (service actions) or an organisation's own. */
export const auditLogKinds = ['platform', 'organisation'] as const;
export type AuditLogKind = (typeof auditLogKinds)[number];

/** One entry of the global audit view, with where it was written and who wrote it. */
export const platformAuditItemSchema = z.strictObject({
  entry: auditEntrySchema,
  log: z.enum(auditLogKinds),
  /**
   * The organisation the entry concerns: the owner of the log it sits in, or the one a platform
   * action names; null for a platform action about no organisation. `name` is null when that
   * organisation no longer exists.
   */
  organisation: z.strictObject({ tid: idSchema, name: z.string().nullable() }).nullable(),
  /** The actor's email address (null for the system's own actors and accounts that no longer exist). */
  actorEmail: z.string().nullable(),
});
export type PlatformAuditItem = z.infer<typeof platformAuditItemSchema>;

/** A user as the audit filter takes them: their uid, or their email address (looked up in Auth). */
export const auditActorSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(EMAIL_MAX, `At most ${EMAIL_MAX} characters`)
  .refine((value) => (value.includes('@') ? emailSchema.safeParse(value).success : isSafeId(value)), {
    message: 'Enter a user id or an email address',
    params: { rule: 'user-or-email' },
  });

/** One organisation's subscription as the subscriptions tab lists it. */
export const subscriptionSummarySchema = z.strictObject({
  organisation: z.strictObject({ id: idSchema, name: z.string() }),
  /** The plan the subscription pays for (or support set without one): what the organisation returns to. */
  paidPlan: planIdSchema,
  /** The plan its limits follow now: the override while it lasts, else the paid plan. */
  planInForce: planIdSchema,
  status: subscriptionStatusSchema,
  currentPeriodEnd: isoDateTimeSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentFailedAt: isoDateTimeSchema.nullable(),
  /** The override still stored (null when none); past its end until the expiry job clears it. */
  override: planOverrideSchema.nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** The service console's callables: cross-organisation, system admins only. */
export const platformContracts = defineArea('service', {
  /**
   * Every parent tenant of the service with plan, subscription state, usage against limits and
   * last activity; searched by name (from the start of any word), filtered by plan, sorted by
   * creation or name. One page costs its organisations, their subscription documents, one audit
   * entry each and a count: never a scan.
   */
  listParentTenants: {
    description:
      'Every organisation of the service with plan, status, usage against limits, creation and last activity.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({
      pageSize: pageSizeSchema,
      /** Matches from the start of any word of the name, case-insensitively (see @assay/domain/search). */
      search: humanText({ max: SEARCH_TOKEN_MAX }).optional(),
      plan: planIdSchema.optional(),
      sort: z
        .strictObject({ field: z.enum(organisationSortFields), direction: z.enum(sortDirections) })
        .default({ field: 'createdAt', direction: 'desc' }),
      /** `nextCursor` of the previous page, with the same search, filter and sort. */
      cursor: cursorSchema.optional(),
    }),
    output: z.strictObject({
      items: z.array(organisationSummarySchema),
      nextCursor: z.string().nullable(),
      total: z.number().int().min(0),
    }),
  },

  /** One organisation: profile, usage against limits, subscription, members, billing history and recent audit. */
  getOrganisation: {
    description: 'One organisation with its members, subscription history and recent audit.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({ tid: idOf('org') }),
    output: platformOrganisationSchema,
  },

  /**
   * Grants or revokes the system-admin flag (`adminUI` claim) of a user and revokes their
   * refresh tokens so the change applies at their next call. A system admin cannot revoke their
   * own flag, and a revoke is refused unless the caller is still an enabled system admin in Auth
   * (so the service never loses its last one): failed-precondition; an unknown uid is not-found.
   */
  setSystemAdmin: {
    description: 'Grant or revoke the system-admin flag of a user.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({
      uid: idOf('user'),
      enabled: z.boolean(),
    }),
    output: z.strictObject({
      uid: idSchema,
      enabled: z.boolean(),
    }),
  },

  /** A user's uid from their email address (not-found when no account has it). */
  findUser: {
    description: 'Find a user by email address.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({ email: emailSchema }),
    output: z.strictObject({ uid: idSchema }),
  },

  /** A user's account, providers, sign-ins and what their claims give them. */
  getUser: {
    description: 'A user with their organisation, role, shared access, providers and state.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({ uid: idOf('user') }),
    output: platformUserSchema,
  },

  /**
   * Disables or enables a user's account. Disabling also revokes their refresh tokens: their
   * next call is refused. Not the caller's own account (failed-precondition).
   */
  setUserDisabled: {
    description: 'Disable or enable a user account.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({ uid: idOf('user'), disabled: z.boolean() }),
    output: z.strictObject({ uid: idSchema, disabled: z.boolean() }),
  },

  /** Revokes a user's refresh tokens: their next call asks them to sign in again. Not the caller's own. */
  revokeUserSessions: {
    description: 'Sign a user out everywhere.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({ uid: idOf('user') }),
    output: z.strictObject({ uid: idSchema }),
  },

  /**
   * Removes every second step of a user who lost theirs (an organisation's owner, typically:
   * members are reset by their owners); their sessions end. Not the caller's own.
   */
  resetSecondFactors: {
    description: "Reset a user's two-step sign-in.",
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({ uid: idOf('user') }),
    output: z.strictObject({ uid: idSchema, removed: z.number().int().nonnegative() }),
  },

  /**
   * The global audit log: the platform's service actions and every organisation's own entries,
   * newest first, through one collection-group query on `audit`. Filters combine with AND: an
   * organisation (its own log and the platform actions naming it; not-found when there is no such
   * organisation), an actor (uid, or email address looked up in Auth: not-found when no account
   * has it), an action, a time range. A page costs its entries plus one read per organisation on it.
   */
  listAudit: {
    description: "The global audit log: platform actions and every organisation's entries.",
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z
      .strictObject({
        tid: idOf('org').optional(),
        actor: auditActorSchema.optional(),
        action: auditActionSchema.optional(),
        /** From this time on (inclusive). */
        from: isoDateTimeSchema.optional(),
        /** Before this time (exclusive). */
        to: isoDateTimeSchema.optional(),
        pageSize: pageSizeSchema,
        /** `nextCursor` of the previous page, with the same filters. */
        cursor: cursorSchema.optional(),
      })
      .refine((input) => !input.from || !input.to || Date.parse(input.from) < Date.parse(input.to), {
        path: ['to'],
        message: 'Must be after the start',
        params: { rule: 'after-start' },
      }),
    output: z.strictObject({
      items: z.array(platformAuditItemSchema),
      nextCursor: z.string().nullable(),
    }),
  },

  /**
   * Every organisation's subscription (paid plan, Stripe status, period end) and any plan
   * override, by name; searched from the start of any word of the name, filtered by paid plan.
   */
  listSubscriptions: {
    description: "Every organisation's subscription, its state and any plan override.",
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({
      pageSize: pageSizeSchema,
      search: humanText({ max: SEARCH_TOKEN_MAX }).optional(),
      plan: planIdSchema.optional(),
      /** `nextCursor` of the previous page, with the same search and filter. */
      cursor: cursorSchema.optional(),
    }),
    output: z.strictObject({
      items: z.array(subscriptionSummarySchema),
      nextCursor: z.string().nullable(),
      total: z.number().int().min(0),
    }),
  },

  /**
   * Overrides (comps) an organisation's plan until `endsAt` (future, at most
   * PLAN_OVERRIDE_DAYS_MAX days ahead: invalid-argument), with a reason its owners see. Replaces
   * an override in force. Written with an entry in the organisation's and the global audit log
   * and its subscription history, in one transaction; not-found for an unknown organisation.
   */
  setPlanOverride: {
    description: 'Override or comp the plan of an organisation until a date.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({
      tid: idOf('org'),
      plan: planIdSchema,
      reason: planOverrideReasonSchema,
      endsAt: isoDateTimeSchema,
    }),
    output: z.strictObject({ tid: idSchema, override: planOverrideSchema }),
  },

  /** Ends an organisation's plan override now (audited like setting it); `removed` is false when it had none. */
  removePlanOverride: {
    description: 'End the plan override of an organisation now.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({ tid: idOf('org') }),
    output: z.strictObject({ tid: idSchema, removed: z.boolean() }),
  },

  /**
   * The outbox: every document of the `mail` collection with the delivery state the Trigger
   * Email extension wrote, newest first (by `createdAt`), filtered by delivery state and by one
   * recipient (to, cc or bcc; exact address, case-insensitive), cursor-paged. A page costs its
   * documents plus one. On the local emulators it also carries the Auth emulator's pending links.
   */
  listOutbox: {
    description: 'Every queued mail with its delivery state, newest first.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({
      pageSize: pageSizeSchema,
      /** One recipient's exact address (stored and compared in lower case). */
      recipient: emailSchema.optional(),
      state: z.enum(mailDeliveryStates).optional(),
      /** `nextCursor` of the previous page, with the same recipient and state. */
      cursor: cursorSchema.optional(),
    }),
    output: outboxPageSchema,
  },

  /** One `mail` document with its message and delivery (not-found when there is none). */
  getMail: {
    description: 'One queued mail with its message and delivery state.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({ id: idOf('mail') }),
    output: outboxMailSchema,
  },

  /**
   * Sends a mail whose delivery failed again: its `delivery.state` goes from ERROR to RETRY, which
   * the Trigger Email extension picks up (counting one more attempt). Any other state is
   * failed-precondition (a delivered, pending or sending mail is never sent twice); recorded in
   * the global audit log.
   */
  resendMail: {
    description: 'Resend a mail whose delivery failed.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({ id: idOf('mail') }),
    output: z.strictObject({ id: idSchema, state: z.literal(RESEND_STATE) }),
  },
});
