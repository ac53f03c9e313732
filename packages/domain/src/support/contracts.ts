import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { answerSchema } from '../assessments/answer.ts';
import { assessmentSchema } from '../assessments/assessment.ts';
import { assessmentsContracts } from '../assessments/contracts.ts';
import { controlSchema, domainSchema } from '../baselines/baseline.ts';
import { idOf } from '../ids/index.ts';
import { roadmapContracts, roadmapListInputSchema } from '../roadmap/contracts.ts';
import { tenantListInputSchema, tenantsContracts } from '../tenants/contracts.ts';
import {
  SUPPORT_GRANTS_LIST_MAX,
  supportGrantSchema,
  supportHoursSchema,
  supportReasonSchema,
} from './grant.ts';

/** Every system admin's call names the organisation it is about. */
const organisationInput = z.strictObject({ tid: idOf('org') });
const askSchema = organisationInput.extend({ reason: supportReasonSchema, hours: supportHoursSchema });
const tenantInput = organisationInput.extend({ tenantId: idOf('tenant') });
/** The caller's own grant as it stands (null when they never asked). */
const ownGrantOutput = z.strictObject({ grant: supportGrantSchema.nullable() });
/** An owner acts on the grant of one system admin (one grant per admin and organisation). */
const adminRef = z.strictObject({ adminUid: idOf('user') });

/**
 * Support access the customer approves (SPEC §2 Service). A system admin asks for read-only
 * access to one organisation with a reason and a duration; an owner approves or denies it
 * (owners are mailed); break-glass opens it at once for an incident and tells the owners at
 * once. Either side revokes; the grant expires by itself. Every change and every read made
 * under a grant is written to the organisation's own audit log.
 */
export const supportContracts = defineArea('support', {
  /**
   * Asks an organisation's owners for access (a new request replaces the caller's pending one).
   * failed-precondition while the caller's access is active; not-found for an unknown organisation.
   */
  request: {
    description: 'Ask an organisation’s owners for read-only support access.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: askSchema,
    output: supportGrantSchema,
  },

  /** Opens access at once for an incident (replacing the caller's own grant); the owners are mailed and their log marks it. */
  breakGlass: {
    description: 'Open read-only support access at once for an incident.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: askSchema,
    output: supportGrantSchema,
  },

  /** The caller's own grant of one organisation as it stands now (null when they never asked). */
  status: {
    description: 'Your support access to an organisation.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: organisationInput,
    output: ownGrantOutput,
  },

  // Reads under an active grant (audience `support`): the organisation is the input's `tid`, the
  // grant is checked on the server before the handler runs, and every call is written to the
  // organisation's log (who, what, when, which grant). Answers are exactly the members' ones.

  /** The organisation's tenants, as its members' tenant list answers them. */
  tenants: {
    description: 'The tenants of an organisation, read under support access.',
    access: { audience: 'support' },
    mutation: false,
    input: tenantListInputSchema.extend(organisationInput.shape),
    output: tenantsContracts.list.output,
  },

  /** One tenant's assessments. */
  assessments: {
    description: 'The assessments of a tenant, read under support access.',
    access: { audience: 'support' },
    mutation: false,
    input: tenantInput,
    output: assessmentsContracts.list.output,
  },

  /** One assessment with its answers and its baseline version's domains and controls: its results. */
  assessment: {
    description: 'The results of an assessment, read under support access.',
    access: { audience: 'support' },
    mutation: false,
    input: organisationInput.extend({ assessmentId: idOf('assessment') }),
    output: z.strictObject({
      assessment: assessmentSchema,
      answers: z.array(answerSchema),
      domains: z.array(domainSchema),
      controls: z.array(controlSchema),
    }),
  },

  /** One tenant's open roadmap items in board order, a page at a time (`total` counts them all). */
  roadmap: {
    description: 'The roadmap of a tenant, read under support access.',
    access: { audience: 'support' },
    mutation: false,
    input: tenantInput.extend(roadmapListInputSchema.pick({ pageSize: true, cursor: true }).shape),
    output: roadmapContracts.list.output,
  },

  /** Ends the caller's own pending or active grant; an ended one is returned as it stands, and null when they never asked. */
  withdraw: {
    description: 'End your support access to an organisation.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: organisationInput,
    output: ownGrantOutput,
  },

  /** Every system admin's grant of the owner's organisation, pending first, then newest first. */
  list: {
    description: 'Support access requests and grants of your organisation.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({ grants: z.array(supportGrantSchema).max(SUPPORT_GRANTS_LIST_MAX) }),
  },

  /** Approves a pending request: access opens for the hours asked (failed-precondition unless pending). */
  approve: {
    description: 'Approve a support access request.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: adminRef,
    output: supportGrantSchema,
  },

  /** Denies a pending request (failed-precondition unless pending). */
  deny: {
    description: 'Deny a support access request.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: adminRef,
    output: supportGrantSchema,
  },

  /** Ends a pending or active grant at once (an ended one is returned as it is). */
  revoke: {
    description: 'Revoke support access.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: adminRef,
    output: supportGrantSchema,
  },
});
