// API keys through the deployed callables against the emulators: an admin creates a key (its text
// once, only the hash stored), lists and revokes it; the free plan and members below admin are
// refused. Using keys is in rest-api.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey } from '@assay/domain/apikeys';
import { adminDb, callFunction, callOk, createUser, uniqueId } from './support/emulators.ts';
import { createOrg, createWorld } from './support/world.ts';
import type { World } from './support/world.ts';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});

describe('API keys', () => {
  it('create shows the key once and stores only its hash; list shows it; revoke counts it back and audits both', async () => {
    const admin = world.users.adminA.idToken;
    const countBefore = Number(
      (await adminDb().collection('orgs').doc(world.orgA.id).get()).get('apiKeyCount') ?? 0,
    );
    const { key, secret } = await callOk<{ key: ApiKey; secret: string }>(
      'apikeys-create',
      { name: 'Warehouse sync', scope: 'read', tenantIds: [world.t1.id], expiresInDays: 30 },
      admin,
    );
    expect(secret).toMatch(new RegExp(`^assay_test_${key.id}_[A-Za-z0-9]{40}$`));
    expect(key).toMatchObject({
      name: 'Warehouse sync',
      scope: 'read',
      tenantIds: [world.t1.id],
      status: 'active',
    });
    const stored = await adminDb()
      .collection('orgs')
      .doc(world.orgA.id)
      .collection('apiKeys')
      .doc(key.id)
      .get();
    expect(JSON.stringify(stored.data())).not.toContain(secret.slice(-40));
    expect((await adminDb().collection('apiKeyIds').doc(key.id).get()).data()).toEqual({
      tid: world.orgA.id,
    });
    expect(Number((await adminDb().collection('orgs').doc(world.orgA.id).get()).get('apiKeyCount'))).toBe(
      countBefore + 1,
    );

    const listed = await callOk<{ items: ApiKey[] }>('apikeys-list', {}, admin);
    expect(listed.items.find((item) => item.id === key.id)).toMatchObject({
      name: 'Warehouse sync',
      status: 'active',
    });
    expect(JSON.stringify(listed)).not.toContain(secret.slice(-40));

    expect(await callOk('apikeys-revoke', { keyId: key.id }, admin)).toMatchObject({
      id: key.id,
      status: 'revoked',
    });
    expect(Number((await adminDb().collection('orgs').doc(world.orgA.id).get()).get('apiKeyCount'))).toBe(
      countBefore,
    );
    const audit = await adminDb()
      .collection('orgs')
      .doc(world.orgA.id)
      .collection('audit')
      .where('target', '==', `apiKey/${key.id}`)
      .get();
    expect(audit.docs.map((doc) => doc.get('action') as string).sort()).toEqual([
      'apikeys-create',
      'apikeys-revoke',
    ]);
  });

  it('refuses an organisation on the free plan with resource-exhausted naming the limit', async () => {
    const tid = uniqueId('free');
    const owner = await createUser('free-owner', { tid, role: 'owner' });
    await createOrg('Free org', 'free', [{ user: owner, role: 'owner' }], tid);
    const outcome = await callFunction('apikeys-create', { name: 'CI', scope: 'read' }, owner.idToken);
    expect(outcome).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      details: { limit: { name: 'apiKeys', max: 0 } },
    });
  });

  it('refuses an editor', async () => {
    expect(
      await callFunction('apikeys-create', { name: 'CI', scope: 'read' }, world.users.editorA.idToken),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
  });
});
