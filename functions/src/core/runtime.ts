import * as logger from 'firebase-functions/logger';
import { billingGraceDays, reportMissingSettings } from '../config/settings.ts';
import { env } from '../env.ts';
import { firestoreAttempts } from '../data/attempts/attempts.ts';
import { identity, ownAccount } from '../data/identity.ts';
import { outboxSource } from '../data/mail/outbox-source.ts';
import { firestoreAccountMemberships } from '../data/members/account-memberships.ts';
import { firestoreOrgData } from '../data/org-data.ts';
import { platformData } from '../data/platform-data.ts';
import { securityLog } from '../data/security-log/security-log.ts';
import { userDirectory } from '../data/user-directory/user-directory.ts';
import { sharingAccounts } from '../data/shared-users/sharing-access.ts';
import { identityProviders } from '../data/sso/identity-providers.ts';
import { handOffOutbox } from '../queues/webhook-tasks.ts';
import { firestoreSsoDirectory } from '../data/sso/sso-directory.ts';
import { auth, firestore } from './firebase.ts';
import type { Runtime } from './pipeline.ts';
import type { Accounts } from './session.ts';

function isUserNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'auth/user-not-found'
  );
}

/** Firebase Auth's view of an account: what `verifyIdToken(token, true)` looks up. */
const accounts: Accounts = {
  async stateOf(uid) {
    try {
      const user = await auth().getUser(uid);
      const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Number.NaN;
      return {
        validAfterSeconds: Number.isFinite(validAfter) ? Math.floor(validAfter / 1000) : null,
        disabled: user.disabled,
      };
    } catch (error) {
      if (isUserNotFound(error)) return null;
      throw error;
    }
  },
};

let runtime: Runtime | undefined;

/** The production runtime: firebase-admin backed, created on first call. */
export function defaultRuntime(): Runtime {
  if (runtime) return runtime;
  reportMissingSettings();
  runtime = {
    backend: {
      orgData: (tid, stamp) => firestoreOrgData(firestore(), tid, stamp, handOffOutbox),
      platform: (stamp) => platformData(firestore(), stamp),
      identity: () => identity(auth()),
      securityLog: () => securityLog(firestore()),
      attempts: () => firestoreAttempts(firestore()),
      sharingAccounts: () => sharingAccounts(auth()),
      directory: () => userDirectory(auth()),
      ownAccount: (uid) => ownAccount(auth(), uid),
      identityProviders: () =>
        identityProviders(auth(), { authEmulator: env.authEmulatorHost !== undefined }),
      ssoDirectory: () => firestoreSsoDirectory(firestore()),
      accountMemberships: (uid) => firestoreAccountMemberships(firestore(), uid),
      outbox: () =>
        outboxSource(firestore(), {
          isEmulator: env.localOnly.outboxAuthLinks,
          projectId: env.projectId,
          authEmulatorHost: env.authEmulatorHost,
        }),
    },
    accounts,
    logger: {
      error: (message, context) => logger.error(message, context),
      warn: (message, context) => logger.warn(message, context),
    },
    now: () => new Date(),
    validateOutput: env.validateOutput,
    billingGraceDays: billingGraceDays(),
  };
  return runtime;
}
