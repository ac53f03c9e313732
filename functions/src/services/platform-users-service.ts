// The service console's users tab: find a user, see what their claims give them, disable or
// enable them, sign them out everywhere. Each change is recorded in the global audit log before
// the Auth call (which cannot join a Firestore transaction), and revokes the user's refresh
// tokens, so it applies on their very next call (core/session.ts).
import type { ContractParsedInput, ContractOutput } from '@assay/domain/contracts';
import { customClaimsSchema } from '@assay/domain/claims';
import { DomainError } from '@assay/domain/errors';
import type { platformContracts } from '@assay/domain/platform';
import type { Identity } from '../data/identity.ts';
import type { PlatformData } from '../data/platform-data.ts';
import type { UserDirectory } from '../data/user-directory/user-directory.ts';
import { stepsRemoved, type SecondFactors } from './second-factors-service.ts';

type Contracts = typeof platformContracts;

function noSuchUser(): DomainError {
  return new DomainError('not-found', 'There is no user with this id.', {
    reason: 'user-not-found',
    fields: [{ path: 'uid', rule: 'no-such-user', message: 'No such user' }],
  });
}

function notYourself(what: string): void {
  throw new DomainError(
    'failed-precondition',
    `You cannot ${what} your own account; ask another system admin.`,
    { reason: 'self-change' },
  );
}

/**
 * Refuses a change that takes access away unless the caller is, in Auth right now, an enabled
 * system admin. The caller never removes their own access, so one enabled system admin always
 * remains: the service never loses its last one (even when two admins act on each other at once,
 * the second change is refused once the first has landed).
 */
export async function assertStillSystemAdmin(directory: UserDirectory, actorUid: string): Promise<void> {
  const actor = await directory.account(actorUid);
  if (!actor || actor.disabled || actor.claims.adminUI !== true) {
    throw new DomainError('failed-precondition', 'Your system-admin access has changed; sign in again.', {
      reason: 'admin-access-changed',
    });
  }
}

export async function findUser(
  directory: UserDirectory,
  input: ContractParsedInput<Contracts['findUser']>,
): Promise<ContractOutput<Contracts['findUser']>> {
  const uid = await directory.uidByEmail(input.email);
  if (!uid)
    throw new DomainError('not-found', 'No user has this email address.', {
      reason: 'user-not-found',
      fields: [{ path: 'email', rule: 'no-such-user', message: 'No such user' }],
    });
  return { uid };
}

export async function getUser(
  directory: UserDirectory,
  platform: Pick<PlatformData, 'organisation'>,
  input: ContractParsedInput<Contracts['getUser']>,
): Promise<ContractOutput<Contracts['getUser']>> {
  const account = await directory.account(input.uid);
  if (!account) throw noSuchUser();
  // Claims of the wrong shape give nothing on the server (fail closed): shown as none here too.
  const parsed = customClaimsSchema.safeParse(account.claims);
  const claims = parsed.success ? parsed.data : {};
  const orgName = async (tid: string) => (await platform.organisation(tid))?.name ?? null;
  const [memberOrg, sharedOrg] = await Promise.all([
    claims.tid && claims.role ? orgName(claims.tid) : null,
    claims.ptid && claims.ttid ? orgName(claims.ptid) : null,
  ]);
  return {
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    disabled: account.disabled,
    providers: account.providers,
    createdAt: account.createdAt,
    lastSignInAt: account.lastSignInAt,
    systemAdmin: claims.adminUI === true,
    systemDeveloper: claims.sysdev === true,
    membership:
      claims.tid && claims.role ? { tid: claims.tid, role: claims.role, organisationName: memberOrg } : null,
    shared:
      claims.ptid && claims.ttid
        ? { ptid: claims.ptid, ttid: claims.ttid, organisationName: sharedOrg }
        : null,
  };
}

/** Disables (and signs out) or enables an account; already in the asked state: nothing changes or is recorded. */
export async function setUserDisabled(
  directory: UserDirectory,
  identity: Pick<Identity, 'revokeRefreshTokens'>,
  platform: Pick<PlatformData, 'transaction'>,
  actorUid: string,
  input: ContractParsedInput<Contracts['setUserDisabled']>,
): Promise<ContractOutput<Contracts['setUserDisabled']>> {
  if (input.uid === actorUid) notYourself(input.disabled ? 'disable' : 'enable');
  const account = await directory.account(input.uid);
  if (!account) throw noSuchUser();
  if (account.disabled === input.disabled) return { uid: input.uid, disabled: input.disabled };
  if (input.disabled) await assertStillSystemAdmin(directory, actorUid);
  await platform.transaction((tx) => {
    tx.audit.record({
      target: `user/${input.uid}`,
      summary: input.disabled ? 'Disabled the account' : 'Enabled the account',
    });
    return Promise.resolve();
  });
  await directory.setDisabled(input.uid, input.disabled);
  if (input.disabled) await identity.revokeRefreshTokens(input.uid);
  return { uid: input.uid, disabled: input.disabled };
}

/** Revokes a user's refresh tokens: every session of theirs must sign in again. */
export async function revokeUserSessions(
  directory: UserDirectory,
  identity: Pick<Identity, 'revokeRefreshTokens'>,
  platform: Pick<PlatformData, 'transaction'>,
  actorUid: string,
  input: ContractParsedInput<Contracts['revokeUserSessions']>,
): Promise<ContractOutput<Contracts['revokeUserSessions']>> {
  if (input.uid === actorUid) notYourself('sign out');
  if (!(await directory.account(input.uid))) throw noSuchUser();
  await platform.transaction((tx) => {
    tx.audit.record({ target: `user/${input.uid}`, summary: 'Signed the user out everywhere' });
    return Promise.resolve();
  });
  await identity.revokeRefreshTokens(input.uid);
  return { uid: input.uid };
}

/** Removes every second step of a user who lost theirs (an owner, typically), audited first. */
export async function resetUserSecondFactors(
  platform: Pick<PlatformData, 'transaction'>,
  factors: SecondFactors,
  actorUid: string,
  uid: string,
): Promise<{ uid: string; removed: number }> {
  if (uid === actorUid) notYourself('reset the two-step sign-in of');
  const removed = await factors.secondFactorCount(uid);
  if (removed === null) throw noSuchUser();
  if (removed === 0) return { uid, removed };
  await platform.transaction((tx) => {
    tx.audit.record({
      target: `user/${uid}`,
      summary: `Reset their two-step sign-in (${stepsRemoved(removed)} removed)`,
    });
    return Promise.resolve();
  });
  await factors.clearSecondFactors(uid);
  return { uid, removed };
}
