// How the audit log names each action, gathered from the areas: each keeps its labels beside its
// contracts in a schema-free `labels.ts`, so the web and console audit views load no zod for them.
// `action` is the contract name of the change (`tenants-create`), or what wrote it outside a call:
// the demo seed, the billing webhook (a Stripe event type), a scheduled job.
import { accountAuditLabels } from '../account/labels.ts';
import { apikeysAuditLabels } from '../apikeys/labels.ts';
import { assessmentsAuditLabels } from '../assessments/labels.ts';
import { baselinesAuditLabels, libraryAuditLabels } from '../baselines/labels.ts';
import { billingAuditLabels } from '../billing/labels.ts';
import type { ContractName } from '../contracts/index.ts';
import { membersAuditLabels } from '../members/labels.ts';
import { orgAuditLabels } from '../org/labels.ts';
import { respondentsAuditLabels } from '../respondents/labels.ts';
import { roadmapAuditLabels } from '../roadmap/labels.ts';
import { platformAuditLabels } from '../platform/labels.ts';
import { sharedAuditLabels } from '../shared/labels.ts';
import { sharingAuditLabels } from '../sharing/labels.ts';
import { supportAuditLabels } from '../support/labels.ts';
import { tenantsAuditLabels } from '../tenants/labels.ts';

/** An area's labels: its contracts' names (a typo fails the typecheck), and what it writes outside a call. */
export type AuditLabels<Outside extends string = never> = Partial<Record<ContractName | Outside, string>>;

/** Every labelled action, by area (the order of the audit filters). */
export const auditActionLabels: Readonly<Record<string, string>> = {
  ...orgAuditLabels,
  ...tenantsAuditLabels,
  ...membersAuditLabels,
  ...baselinesAuditLabels,
  ...assessmentsAuditLabels,
  ...respondentsAuditLabels,
  ...billingAuditLabels,
  ...libraryAuditLabels,
  ...platformAuditLabels,
  ...sharingAuditLabels,
  ...sharedAuditLabels,
  ...apikeysAuditLabels,
  ...roadmapAuditLabels,
  ...supportAuditLabels,
  ...accountAuditLabels,
  seed: 'Demo data',
};
