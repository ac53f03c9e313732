// The SCIM endpoint on the in-memory store: the bearer token, the plan, SCIM's media type and error
// schema, and a create → filter → deactivate → delete walk in Okta's request shapes.
import { describe, expect, it, vi } from 'vitest';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import { memoryIdentity } from '../../test/support/memory-identity.ts';
import { orgFixture } from '../../test/support/org-fixture.ts';
import type { Runtime } from '../core/pipeline.ts';
import { memoryRateLimiter } from '../data/api-requests/rate-limits.ts';
import { memoryAttempts } from '../data/attempts/attempts.ts';
import { memoryOutboxSource } from '../data/mail/memory-outbox-source.ts';
import { organisationDoc, organisationMapper } from '../data/organisation/organisation.ts';
import { scimTokenLookup } from '../data/scim/scim-tokens.ts';
import { memorySecurityLog } from '../data/security-log/memory-security-log.ts';
import { memoryAccountMemberships } from '../data/members/account-memberships.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { memoryUserDirectory } from '../data/user-directory/user-directory.ts';
import { createScimToken, revokeScimToken } from '../services/scim-tokens-service.ts';
import { createScimApp } from './scim-app.ts';

const now = new Date('2026-11-29T10:00:00.000Z');
const origin = 'https://app.example';

async function world() {
  const store = memoryStore();
  const a = await orgFixture('org-a', { store, organisation: { plan: 'business' } });
  const { identity, claims, revoked } = memoryIdentity();
  const emails = new Map<string, string>();
  const runtime: Runtime = {
    accounts: { stateOf: vi.fn(() => Promise.reject(new Error('SCIM has no sessions'))) },
    backend: {
      orgData: (tid, stamp) => memoryOrgData(tid, {}, { store, stamp }),
      platform: () => {
        throw new Error('no platform access from SCIM');
      },
      identity: () => identity,
      securityLog: () => memorySecurityLog(),
      directory: () => memoryUserDirectory([]),
      identityProviders: () => ({
        saveOidc: () => Promise.reject(new Error('no identity providers in this test')),
      }),
      ssoDirectory: () => ({
        providerFor: () => Promise.reject(new Error('no SSO directory in this test')),
      }),
      accountMemberships: (uid) => memoryAccountMemberships(store, uid),
      ownAccount: () => {
        throw new Error('no account changes from SCIM');
      },
      outbox: () => memoryOutboxSource(store, { local: true }),
      attempts: () => memoryAttempts(),
      sharingAccounts: () => ({
        ...identity,
        byEmail: (email) => {
          const uid = emails.get(email);
          return Promise.resolve(uid ? { uid, claims: { ...claims.get(uid) } } : null);
        },
        create: (email) => {
          const uid = `uid-${emails.size + 1}`;
          emails.set(email, uid);
          claims.set(uid, {});
          return Promise.resolve({ uid, claims: {} });
        },
        lastSignIns: () => Promise.resolve(new Map()),
      }),
    },
    logger: { error: vi.fn(), warn: vi.fn() },
    now: () => now,
    validateOutput: true,
    billingGraceDays: 7,
  };
  const lookup = scimTokenLookup(store);
  const app = createScimApp({
    runtime,
    organisationOf: lookup.organisationOf,
    rateLimiter: memoryRateLimiter(),
    limits: { perTokenPerMinute: 600, perAddressPerMinute: 1200 },
    origin: () => origin,
  });
  const { token, secret } = await createScimToken(
    a,
    { name: 'Okta' },
    { now, actorUid: 'owner', actorName: null },
  );
  const call = async (method: string, path: string, body?: unknown, bearer: string | null = secret) => {
    const response = await app.request(`/scim/v2${path}`, {
      method,
      headers: {
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/scim+json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  };
  return { store, a, call, token, secret, claims, revoked };
}

const errorSchema = 'urn:ietf:params:scim:api:messages:2.0:Error';

describe('SCIM endpoint', () => {
  it('refuses a missing, malformed, wrong or revoked token with 401 in the error schema', async () => {
    const { a, call, token, secret } = await world();
    for (const bearer of [null, 'not-a-token', `${secret.slice(0, -2)}xx`]) {
      const answer = await call('GET', '/Users', undefined, bearer);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ schemas: [errorSchema], status: '401' });
    }
    await revokeScimToken(a, token.id, now);
    expect((await call('GET', '/ServiceProviderConfig')).status).toBe(401);
  });

  it('refuses an organisation whose plan no longer includes SCIM with 403', async () => {
    const { store, call } = await world();
    const doc = organisationDoc('org-a');
    store.put(doc, { ...organisationMapper.fromDoc(store.docs.get(doc.path) ?? {}), plan: 'team' });
    expect(await call('GET', '/Users')).toMatchObject({
      status: 403,
      body: { schemas: [errorSchema], status: '403' },
    });
  });

  it('describes itself: PATCH and filter supported, bulk and sort not, bearer tokens, Users and Groups', async () => {
    const { call } = await world();
    const config = await call('GET', '/ServiceProviderConfig');
    expect(config.headers.get('content-type')).toBe('application/scim+json');
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 100 },
      bulk: { supported: false },
      sort: { supported: false },
      authenticationSchemes: [{ type: 'oauthbearertoken' }],
    });
    expect((await call('GET', '/ResourceTypes')).body).toMatchObject({
      totalResults: 2,
      Resources: [
        { id: 'User', endpoint: '/Users' },
        { id: 'Group', endpoint: '/Groups' },
      ],
    });
    expect((await call('GET', '/Schemas')).body).toMatchObject({ totalResults: 2 });
  });

  it('walks Okta’s provisioning: filter (none) → create (201, Location) → filter → deactivate → delete (204)', async () => {
    const { a, call, claims, revoked } = await world();
    const filter = `/Users?filter=${encodeURIComponent('userName eq "ada@contoso.com"')}&startIndex=1&count=100`;
    expect((await call('GET', filter)).body).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await call('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'ada@contoso.com',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      emails: [{ primary: true, value: 'ada@contoso.com', type: 'work' }],
      active: true,
    });
    expect(created.status).toBe(201);
    const id = String(created.body?.id);
    expect(created.headers.get('location')).toBe(`${origin}/scim/v2/Users/${id}`);
    expect(claims.get(id)).toEqual({ tid: 'org-a', role: 'viewer' });
    expect((await call('GET', filter)).body).toMatchObject({ totalResults: 1, Resources: [{ id }] });
    const off = await call('PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off).toMatchObject({ status: 200, body: { active: false } });
    expect(revoked).toEqual([id]);
    expect((await call('DELETE', `/Users/${id}`)).status).toBe(204);
    expect(await call('GET', `/Users/${id}`)).toMatchObject({
      status: 404,
      body: { schemas: [errorSchema], status: '404' },
    });
    expect(a.state.audit.map((entry) => [entry.action, entry.actorUid])).toEqual([
      ['test-op', 'u-test'],
      ['scim-createUser', expect.stringMatching(/^scimToken-/)],
      ['scim-patchUser', expect.stringMatching(/^scimToken-/)],
      ['scim-deleteUser', expect.stringMatching(/^scimToken-/)],
    ]);
  });

  it('answers bad JSON, a bad filter and an unknown path in the error schema', async () => {
    const { call, secret } = await world();
    expect(await call('GET', `/Users?filter=${encodeURIComponent('userName sw "a"')}`)).toMatchObject({
      status: 400,
      body: { scimType: 'invalidFilter' },
    });
    expect(await call('POST', '/Users')).toMatchObject({ status: 400, body: { scimType: 'invalidSyntax' } });
    expect(await call('GET', '/Tenants', undefined, secret)).toMatchObject({
      status: 404,
      body: { status: '404' },
    });
  });
});
