// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

/** System admins ask, owners decide; reads under a grant are logged too. */
export const supportAuditLabels = {
  'support-request': 'Support access requested',
  'support-breakGlass': 'BREAK-GLASS support access, opened without approval',
  'support-withdraw': 'Support access ended by support',
  'support-approve': 'Support access approved',
  'support-deny': 'Support access denied',
  'support-revoke': 'Support access revoked',
} satisfies AuditLabels;
