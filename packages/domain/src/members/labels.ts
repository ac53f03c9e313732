// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

export const membersAuditLabels = {
  'members-invite': 'Member invited',
  'members-resendInvitation': 'Invitation resent',
  'members-revokeInvitation': 'Invitation withdrawn',
  'members-changeRole': 'Role changed',
  'members-resetSecondFactors': 'Two-step sign-in reset',
  'members-remove': 'Member removed',
  'members-accept': 'Invitation accepted',
} satisfies AuditLabels;
