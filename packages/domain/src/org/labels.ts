// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

export const orgAuditLabels = {
  'org-completeSignUp': 'Organisation created',
  'org-updateProfile': 'Profile changed',
  'org-setSecondFactorPolicy': 'Two-step sign-in policy changed',
} satisfies AuditLabels;
