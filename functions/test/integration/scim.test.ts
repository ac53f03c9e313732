// SCIM 2.0 provisioning on the emulators, replaying the requests Microsoft Entra ID and Okta send
// (their provisioning docs): an owner creates the organisation's token with the callable; the
// provider filters by userName, creates, adds to a role group, deactivates (the member's next
// callable call is refused), reactivates and deletes. A wrong or revoked token is 401, another
// organisation's user id 404, and a plan without SCIM is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScimToken } from '@assay/domain/scim';
import {
  adminAuth,
  adminDb,
  callFunction,
  callOk,
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  REGION,
  signIn,
  TEST_PASSWORD,
  uniqueId,
} from './support/emulators.ts';
import { createOrgWithMembers } from './support/world.ts';
import type { TestOrg } from './support/world.ts';
import type { TestUser } from './support/emulators.ts';

/** The scimApi function, called directly (hosting forwards /scim/** to the same path). */
const SCIM_ORIGIN = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/scimApi/scim/v2`;
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

interface ScimAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
}

async function scim(method: string, path: string, token: string | null, body?: unknown): Promise<ScimAnswer> {
  const response = await fetch(`${SCIM_ORIGIN}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/scim+json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

const filterUserName = (address: string) =>
  `/Users?filter=${encodeURIComponent(`userName eq "${address}"`)}&startIndex=1&count=100`;

/** Auth keeps revocation times in whole seconds: change access in a later second than the sign-in. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** The provisioned person signs in (the account SCIM made is passwordless: the test gives it a password). */
async function signInAs(uid: string, email: string): Promise<string> {
  await adminAuth().updateUser(uid, { password: TEST_PASSWORD });
  return signIn(email, TEST_PASSWORD);
}

let org: TestOrg;
let owner: TestUser;
let token: string;

beforeAll(async () => {
  ({
    org,
    users: { owner },
  } = await createOrgWithMembers('SCIM', 'business', { owner: 'owner' }));
  ({ secret: token } = await callOk<{ token: ScimToken; secret: string }>(
    'scim-createToken',
    { name: 'Entra ID' },
    owner.idToken,
  ));
});

describe('SCIM provisioning', () => {
  it('walks Entra ID: filter → create → role group → deactivate (next call refused) → reactivate → delete', async () => {
    const address = `${uniqueId('grace')}@contoso.example`;
    expect((await scim('GET', filterUserName(address), token)).body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      Resources: [],
    });
    const created = await scim('POST', '/Users', token, {
      schemas: [USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      externalId: 'grace-entra',
      userName: address,
      active: true,
      displayName: 'Grace Hopper',
      emails: [{ primary: true, type: 'work', value: address }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Grace Hopper', familyName: 'Hopper', givenName: 'Grace' },
      roles: [],
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toMatch(/^application\/scim\+json/);
    const id = String(created.body?.id);
    expect(created.body).toMatchObject({
      schemas: [USER_SCHEMA],
      userName: address,
      active: true,
      externalId: 'grace-entra',
    });
    expect((await adminAuth().getUser(id)).customClaims).toEqual({ tid: org.id, role: 'viewer' });
    expect((await scim('GET', filterUserName(address.toUpperCase()), token)).body).toMatchObject({
      totalResults: 1,
      Resources: [{ id, userName: address }],
    });

    // Entra adds the user to the group it linked to Assay's editor role.
    const group = await scim('PATCH', '/Groups/editor', token, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: id }] }],
    });
    expect(group).toMatchObject({ status: 200, body: { id: 'editor', members: [{ value: id }] } });
    const member = await adminDb().collection('orgs').doc(org.id).collection('members').doc(id).get();
    expect(member.get('role')).toBe('editor');

    // The member works, then Entra deactivates them: their very next call is refused.
    const idToken = await signInAs(id, address);
    expect(await callFunction('tenants-list', { pageSize: 5 }, idToken)).toMatchObject({ ok: true });
    await nextSecond();
    const off = await scim('PATCH', `/Users/${id}`, token, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off).toMatchObject({ status: 200, body: { active: false } });
    expect(await callFunction('tenants-list', { pageSize: 5 }, idToken)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    expect((await adminDb().collection('orgs').doc(org.id).collection('members').doc(id).get()).exists).toBe(
      false,
    );
    expect((await scim('GET', `/Users/${id}`, token)).body).toMatchObject({ id, active: false });

    // Reactivated, they sign in again with their role back.
    await scim('PATCH', `/Users/${id}`, token, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    const again = await signIn(address, TEST_PASSWORD);
    expect(await callFunction('tenants-list', { pageSize: 5 }, again)).toMatchObject({ ok: true });
    expect((await adminAuth().getUser(id)).customClaims).toEqual({ tid: org.id, role: 'editor' });

    expect((await scim('DELETE', `/Users/${id}`, token)).status).toBe(204);
    expect(await scim('GET', `/Users/${id}`, token)).toMatchObject({
      status: 404,
      body: { schemas: [ERROR_SCHEMA], status: '404' },
    });
    expect((await adminAuth().getUser(id)).customClaims).toEqual({});

    const audit = await adminDb()
      .collection('orgs')
      .doc(org.id)
      .collection('audit')
      .where('target', '==', `member/${id}`)
      .get();
    expect(
      audit.docs
        .map((doc) => [doc.get('at') as { toMillis(): number }, doc.get('action') as string] as const)
        .sort((a, b) => a[0].toMillis() - b[0].toMillis())
        .map(([, action]) => action),
    ).toEqual(['scim-createUser', 'scim-changeGroup', 'scim-patchUser', 'scim-patchUser', 'scim-deleteUser']);
    for (const doc of audit.docs) expect(doc.get('actorUid')).toMatch(/^scimToken-/);
  });

  it('walks Okta: create, then a pathless replace of active:false ends the session, then delete', async () => {
    const address = `${uniqueId('ada')}@okta.example`;
    const created = await scim('POST', '/Users', token, {
      schemas: [USER_SCHEMA],
      userName: address,
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      emails: [{ primary: true, value: address, type: 'work' }],
      displayName: 'Ada Lovelace',
      locale: 'en-US',
      externalId: '00u1okta',
      groups: [],
      password: 'ignored-by-assay',
      active: true,
    });
    expect(created.status).toBe(201);
    const id = String(created.body?.id);
    const idToken = await signInAs(id, address);
    expect(await callFunction('tenants-list', { pageSize: 5 }, idToken)).toMatchObject({ ok: true });
    await nextSecond();
    expect(
      await scim('PATCH', `/Users/${id}`, token, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', value: { active: false } }],
      }),
    ).toMatchObject({ status: 200, body: { active: false } });
    expect(await callFunction('tenants-list', { pageSize: 5 }, idToken)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    expect(
      (await scim('POST', '/Users', token, { schemas: [USER_SCHEMA], userName: address })).body,
    ).toMatchObject({
      status: '409',
      scimType: 'uniqueness',
    });
    expect((await scim('DELETE', `/Users/${id}`, token)).status).toBe(204);
  });

  it('answers discovery so a provider can configure itself', async () => {
    const config = await scim('GET', '/ServiceProviderConfig', token);
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    expect((await scim('GET', '/Groups?excludedAttributes=members', token)).body).toMatchObject({
      totalResults: 3,
      Resources: [{ id: 'viewer' }, { id: 'editor' }, { id: 'admin' }],
    });
  });

  it('refuses a missing, wrong or revoked token with 401', async () => {
    expect(await scim('GET', '/Users', null)).toMatchObject({
      status: 401,
      body: { schemas: [ERROR_SCHEMA], status: '401' },
    });
    expect((await scim('GET', '/Users', `${token.slice(0, -3)}abc`)).status).toBe(401);
    const { token: spare, secret } = await callOk<{ token: ScimToken; secret: string }>(
      'scim-createToken',
      { name: 'Okta' },
      owner.idToken,
    );
    expect((await scim('GET', '/Users', secret)).status).toBe(200);
    expect(await callOk('scim-revokeToken', { tokenId: spare.id }, owner.idToken)).toMatchObject({
      status: 'revoked',
    });
    expect((await scim('GET', '/Users', secret)).status).toBe(401);
    const listed = await callOk<{ items: ScimToken[]; included: boolean }>(
      'scim-listTokens',
      {},
      owner.idToken,
    );
    expect(listed.included).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(-40));
  });

  it('answers another organisation’s user id like a missing one (404) and writes nothing there', async () => {
    const address = `${uniqueId('own')}@contoso.example`;
    const id = String(
      (await scim('POST', '/Users', token, { schemas: [USER_SCHEMA], userName: address })).body?.id,
    );
    const other = await createOrgWithMembers('SCIM other', 'business', { owner: 'owner' });
    const { secret: otherToken } = await callOk<{ secret: string }>(
      'scim-createToken',
      { name: 'Okta' },
      other.users.owner.idToken,
    );
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { schemas: [USER_SCHEMA], userName: address, active: false }],
      ['PATCH', { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] }],
      ['DELETE', undefined],
    ] as const)
      expect(await scim(method, `/Users/${id}`, otherToken, body)).toMatchObject({
        status: 404,
        body: { schemas: [ERROR_SCHEMA], status: '404' },
      });
    expect((await scim('GET', filterUserName(address), otherToken)).body).toMatchObject({ totalResults: 0 });
    expect((await adminAuth().getUser(id)).customClaims).toEqual({ tid: org.id, role: 'viewer' });
  });

  it('refuses a plan without SCIM: no token on the team plan, and a downgraded organisation’s token is 403', async () => {
    const team = await createOrgWithMembers('SCIM team', 'team', { owner: 'owner' });
    expect(await callFunction('scim-createToken', { name: 'Okta' }, team.users.owner.idToken)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      details: { reason: 'scim-plan' },
    });
    const later = await createOrgWithMembers('SCIM downgraded', 'business', { owner: 'owner' });
    const { secret } = await callOk<{ secret: string }>(
      'scim-createToken',
      { name: 'Okta' },
      later.users.owner.idToken,
    );
    expect((await scim('GET', '/Users', secret)).status).toBe(200);
    await adminDb().collection('orgs').doc(later.org.id).update({ plan: 'team' });
    expect(await scim('GET', '/Users', secret)).toMatchObject({
      status: 403,
      body: { schemas: [ERROR_SCHEMA], status: '403' },
    });
    // Members below owner cannot manage tokens.
    const { users } = await createOrgWithMembers('SCIM admins', 'business', {
      owner: 'owner',
      admin: 'admin',
    });
    expect(await callFunction('scim-listTokens', {}, users.admin.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
  });
});
