// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

export const sharingAuditLabels = {
  'sharing-share': 'Tenant shared',
  'sharing-resend': 'Share invitation resent',
  'sharing-revoke': 'Share revoked',
} satisfies AuditLabels;
