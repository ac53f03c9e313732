// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

export const platformAuditLabels = {
  'service-setSystemAdmin': 'System admin access changed',
  'service-setUserDisabled': 'User account disabled or enabled',
  'service-revokeUserSessions': 'User signed out everywhere',
  'service-resetSecondFactors': 'Two-step sign-in reset',
  'service-resendMail': 'Failed mail resent',
  'service-setPlanOverride': 'Plan overridden by Assay',
  'service-removePlanOverride': 'Plan override ended by Assay',
  // Written by the daily job when an override's end date passes.
  expirePlanOverrides: 'Plan override ended',
} satisfies AuditLabels<'expirePlanOverrides'>;
