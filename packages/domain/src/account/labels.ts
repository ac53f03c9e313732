// How the audit log names the changes of one's own account, beside its contracts and without zod.
import type { AuditLabels } from '../audit/labels.ts';

export const accountAuditLabels = {
  'account-updateProfile': 'Display name changed',
  'account-syncEmail': 'Email address updated',
  'account-signOutEverywhere': 'Signed out everywhere',
  'account-delete': 'Account deleted',
} satisfies AuditLabels;
