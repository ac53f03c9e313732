// A customer cannot share a tenant with a system admin's address (issue 33, finding 5): that would
// put shared-user claims on an operator's account and sign it out. The refusal reads exactly as
// for a member's address, so it tells nothing about who operates Assay.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, callFunction, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { addTenant, createOrg } from './support/world.ts';

let owner: TestUser;
let sysadmin: TestUser;
let member: TestUser;
let tenantId: string;

beforeAll(async () => {
  const tid = uniqueId('share-ops');
  [owner, sysadmin, member] = await Promise.all([
    createUser('share-ops-owner', { tid, role: 'owner' }),
    createUser('share-ops-admin', { adminUI: true }),
    createUser('share-ops-member', { tid: uniqueId('other-org'), role: 'viewer' }),
  ]);
  const org = await createOrg('Share ops', 'business', [{ user: owner, role: 'owner' }], tid);
  tenantId = (await addTenant(org, 'Shared with whom')).id;
});

describe('sharing-share', () => {
  it('refuses a system admin’s address in a member’s words, leaving the admin’s account and session alone', async () => {
    const validAfter = (await adminAuth().getUser(sysadmin.uid)).tokensValidAfterTime;
    const toMember = await callFunction('sharing-share', { tenantId, email: member.email }, owner.idToken);
    const toAdmin = await callFunction('sharing-share', { tenantId, email: sysadmin.email }, owner.idToken);
    expect(toMember).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(toAdmin).toEqual(toMember);
    const after = await adminAuth().getUser(sysadmin.uid);
    expect(after.customClaims).toEqual({ adminUI: true });
    expect(after.tokensValidAfterTime).toBe(validAfter);
    expect(await callFunction('service-listOutbox', { pageSize: 1 }, sysadmin.idToken)).toMatchObject({
      ok: true,
    });
  });
});
