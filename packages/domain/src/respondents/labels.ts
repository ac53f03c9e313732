// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

export const respondentsAuditLabels = {
  'respondents-invite': 'Respondent invited',
  'respondents-revoke': 'Respondent link revoked',
  'respondents-resend': 'Respondent link resent',
  'respondents-saveAnswer': 'Answer saved by a respondent',
  'respondents-done': 'Respondent finished',
} satisfies AuditLabels;
