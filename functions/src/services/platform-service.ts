// System-admin operations on the service's operators. Reached only from callables/platform/*.
import type { ContractParsedInput, ContractOutput } from '@assay/domain/contracts';
import type { platformContracts } from '@assay/domain/platform';
import { DomainError } from '@assay/domain/errors';
import type { Identity } from '../data/identity.ts';
import type { PlatformData } from '../data/platform-data.ts';
import type { UserDirectory } from '../data/user-directory/user-directory.ts';
import { assertStillSystemAdmin } from './platform-users-service.ts';

/**
 * Sets or clears `adminUI` on a user, keeping their other claims, and revokes their refresh
 * tokens. Revoking needs the caller to still be an enabled system admin (never the last one,
 * see assertStillSystemAdmin). A user already in the asked state is left alone (nothing changes, nothing is recorded).
 * The Auth change cannot join a Firestore transaction, so its audit entry is committed first:
 * a change is never left unrecorded (a failed Auth call leaves an entry and an error to retry).
 */
export async function setSystemAdmin(
  identity: Identity,
  directory: UserDirectory,
  platform: Pick<PlatformData, 'transaction'>,
  actorUid: string,
  input: ContractParsedInput<typeof platformContracts.setSystemAdmin>,
): Promise<ContractOutput<typeof platformContracts.setSystemAdmin>> {
  if (input.uid === actorUid && !input.enabled) {
    throw new DomainError(
      'failed-precondition',
      'You cannot remove your own system-admin access; ask another system admin.',
      { reason: 'self-change' },
    );
  }
  const claims = await identity.claimsOf(input.uid);
  if (!claims)
    throw new DomainError('not-found', 'There is no user with this id.', {
      reason: 'user-not-found',
      fields: [{ path: 'uid', rule: 'no-such-user', message: 'No such user' }],
    });
  if ((claims.adminUI === true) === input.enabled) return { uid: input.uid, enabled: input.enabled };
  if (!input.enabled) await assertStillSystemAdmin(directory, actorUid);
  await applySystemAdmin(identity, platform, input.uid, claims, input.enabled);
  return { uid: input.uid, enabled: input.enabled };
}

/**
 * Records the change in the global log, then sets or clears `adminUI` (keeping the user's other
 * claims) and revokes their refresh tokens. The callers decide whether the change is allowed:
 * setSystemAdmin for the console, the ops CLI for the operator with project credentials.
 */
export async function applySystemAdmin(
  identity: Identity,
  platform: Pick<PlatformData, 'transaction'>,
  uid: string,
  claims: Record<string, unknown>,
  enabled: boolean,
): Promise<void> {
  await platform.transaction((tx) => {
    tx.audit.record({
      target: `user/${uid}`,
      summary: enabled ? 'Granted system-admin access' : 'Revoked system-admin access',
    });
    return Promise.resolve();
  });
  const { adminUI: _previous, ...rest } = claims;
  await identity.setClaims(uid, enabled ? { ...rest, adminUI: true } : rest);
  await identity.revokeRefreshTokens(uid);
}
