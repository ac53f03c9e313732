// Who may become a shared user (issue 33, finding 5): never a member, never an operator — and an
// operator is refused in exactly a member's words, so sharing reveals nothing about who runs Assay.
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../../test/support/domain-code.ts';
import { memoryIdentity } from '../../../test/support/memory-identity.ts';
import { sharingAccess } from './sharing-access.ts';
import type { SharingAccounts } from './sharing-access.ts';

/** Accounts by email in memory, recording claim changes and sign-outs (a unit test of the access rules). */
function accounts(byEmail: Record<string, Record<string, unknown>>) {
  const { identity, claims, revoked: signedOut } = memoryIdentity(byEmail);
  const fake: SharingAccounts = {
    ...identity,
    byEmail: (email) =>
      Promise.resolve(claims.has(email) ? { uid: email, claims: { ...claims.get(email) } } : null),
    create: (email) => {
      claims.set(email, {});
      return Promise.resolve({ uid: email, claims: {} });
    },
    lastSignIns: () => Promise.resolve(new Map()),
  };
  return { fake, claims, signedOut };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details: unknown };
    return { code, message, details };
  }
}

describe('sharingAccess', () => {
  const people = {
    'member@x.test': { tid: 'org9', role: 'viewer' },
    'admin@x.test': { adminUI: true },
    'dev@x.test': { sysdev: true },
  };

  it('refuses a system admin’s and a system developer’s address exactly as a member’s', async () => {
    const { fake, claims, signedOut } = accounts(people);
    const access = sharingAccess(fake, 'org1');
    const asMember = await refusal(access.admit('member@x.test', 't1'));
    expect(asMember?.code).toBe('failed-precondition');
    expect(await refusal(access.admit('admin@x.test', 't1'))).toEqual(asMember);
    expect(await refusal(access.admit('dev@x.test', 't1'))).toEqual(asMember);
    expect(claims.get('admin@x.test')).toEqual({ adminUI: true });
    expect(signedOut).toEqual([]);
  });

  it('never puts shared-user claims on an operator’s account, nor signs it out', async () => {
    const { fake, claims, signedOut } = accounts(people);
    const access = sharingAccess(fake, 'org1');
    expect(await codeOf(access.grant('admin@x.test', 't1'))).toBe('failed-precondition');
    expect(claims.get('admin@x.test')).toEqual({ adminUI: true });
    expect(signedOut).toEqual([]);
  });

  it('admits and grants a new address', async () => {
    const { fake, claims, signedOut } = accounts(people);
    const access = sharingAccess(fake, 'org1');
    const account = await access.admit('new@x.test', 't1');
    await access.grant(account.uid, 't1');
    expect(claims.get('new@x.test')).toEqual({ ptid: 'org1', ttid: 't1' });
    expect(signedOut).toEqual(['new@x.test']);
  });
});
