// A shared user revoked within the second their token was signed in (Auth keeps revocation times
// in whole seconds, so the token passes the session check): every read a shared user can make
// re-checks the organisation's sharing record (issue 33, finding 3). The record is revoked here
// without touching Auth, which is exactly what such a token sees.
import { beforeAll, describe, expect, it } from 'vitest';
import { firestoreOrgData } from '../../src/data/org-data.ts';
import { adminDb, callFunction } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { addSharedUser, addTenant, createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

let org: TestOrg;
let tenantId: string;
let shared: TestUser;

beforeAll(async () => {
  org = await createOrg('Shared revocation', 'business', []);
  tenantId = (await addTenant(org, 'Shared tenant')).id;
  shared = await addSharedUser(org, tenantId, 'same-second');
});

describe('a shared user whose sharing record is revoked but whose token still passes', () => {
  const reads = (): [string, Record<string, unknown>][] => [
    ['tenants-get', { tenantId }],
    ['tenants-list', {}],
    ['shared-overview', { tenantId }],
  ];

  it('is answered while the record is in force, then refused on every read as a revoked session', async () => {
    for (const [name, data] of reads())
      expect(await callFunction(name, data, shared.idToken), name).toMatchObject({ ok: true });
    const at = new Date().toISOString();
    await firestoreOrgData(adminDb(), org.id, { actorUid: 'fixture', action: 'fixture', at }).transaction(
      async (tx) => {
        const record = await tx.sharedUsers.get(shared.uid);
        if (record) tx.sharedUsers.put({ ...record, revokedAt: at });
      },
    );
    for (const [name, data] of reads())
      expect(await callFunction(name, data, shared.idToken), name).toMatchObject({
        ok: false,
        code: 'unauthenticated',
        details: { reason: 'session-revoked' },
      });
  });
});
