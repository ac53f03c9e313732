import type { AreaCallables } from '../deployed.ts';
import { findUserCallable } from './find-user.ts';
import { getMailCallable } from './get-mail.ts';
import { getOrganisationCallable } from './get-organisation.ts';
import { getUserCallable } from './get-user.ts';
import { listAuditCallable } from './list-audit.ts';
import { listOutboxCallable } from './list-outbox.ts';
import { listOrganisationsCallable } from './list-organisations.ts';
import { listSubscriptionsCallable } from './list-subscriptions.ts';
import { removePlanOverrideCallable } from './remove-plan-override.ts';
import { resendMailCallable } from './resend-mail.ts';
import { revokeUserSessionsCallable } from './revoke-user-sessions.ts';
import { resetSecondFactorsCallable } from './reset-second-factors.ts';
import { setPlanOverrideCallable } from './set-plan-override.ts';
import { setSystemAdminCallable } from './set-system-admin.ts';
import { setUserDisabledCallable } from './set-user-disabled.ts';

export const platformCallables = {
  listParentTenants: listOrganisationsCallable,
  getOrganisation: getOrganisationCallable,
  listOutbox: listOutboxCallable,
  listAudit: listAuditCallable,
  getMail: getMailCallable,
  resendMail: resendMailCallable,
  setSystemAdmin: setSystemAdminCallable,
  findUser: findUserCallable,
  getUser: getUserCallable,
  setUserDisabled: setUserDisabledCallable,
  revokeUserSessions: revokeUserSessionsCallable,
  resetSecondFactors: resetSecondFactorsCallable,
  listSubscriptions: listSubscriptionsCallable,
  setPlanOverride: setPlanOverrideCallable,
  removePlanOverride: removePlanOverrideCallable,
} satisfies AreaCallables<'service'>;
