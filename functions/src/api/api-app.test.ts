// The REST API on the in-memory store with the real tenants callables: key → principal, the same
// pipeline (validation, roles, tenant restriction, errors → HTTP), rate limits, idempotency, no CORS.
import { describe, expect, it, vi } from 'vitest';
import { allContracts } from '@assay/domain/contracts';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import { orgFixture } from '../../test/support/org-fixture.ts';
import { apiKeyLookup } from '../data/api-keys/api-keys.ts';
import { memoryIdempotency } from '../data/api-requests/idempotency.ts';
import { memoryRateLimiter } from '../data/api-requests/rate-limits.ts';
import { memoryAttempts } from '../data/attempts/attempts.ts';
import { memoryOutboxSource } from '../data/mail/memory-outbox-source.ts';
import { memoryUserDirectory } from '../data/user-directory/user-directory.ts';
import { memorySecurityLog } from '../data/security-log/memory-security-log.ts';
import { memoryAccountMemberships } from '../data/members/account-memberships.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import type { Runtime } from '../core/pipeline.ts';
import { tenantsCallables } from '../callables/tenants/index.ts';
import { createApiKey, revokeApiKey } from '../services/api-keys-service.ts';
import { createApiApp } from './api-app.ts';
import { buildOpenApi } from './openapi.ts';

const now = new Date('2026-05-01T10:00:00.000Z');

async function world(limits = { perKeyPerMinute: 60, perOrgPerMinute: 300, perAddressPerMinute: 600 }) {
  const store = memoryStore();
  const team = { plan: 'team' } as const;
  const a = await orgFixture('org-a', {
    store,
    organisation: team,
    tenants: { t1: 'Contoso', t2: 'Fabrikam' },
    at: now,
  });
  const b = await orgFixture('org-b', { store, organisation: team, tenants: { tb: 'Other' }, at: now });
  await a.transaction((tx) => {
    tx.organisation.setCounts({ tenantCount: 2 });
    return Promise.resolve();
  });
  const securityLog = memorySecurityLog();
  const runtime: Runtime = {
    accounts: { stateOf: vi.fn(() => Promise.reject(new Error('an API key has no session to look up'))) },
    backend: {
      orgData: (tid, stamp) => memoryOrgData(tid, {}, { store, stamp }),
      platform: () => {
        throw new Error('no platform access from the API');
      },
      identity: () => ({
        claimsOf: () => Promise.resolve({}),
        setClaims: () => Promise.resolve(),
        secondFactorCount: () => Promise.resolve(0),
        withSecondFactor: () => Promise.resolve(new Set()),
        clearSecondFactors: () => Promise.resolve(),
        revokeRefreshTokens: () => Promise.resolve(),
      }),
      securityLog: () => securityLog,
      directory: () => memoryUserDirectory([]),
      identityProviders: () => ({
        saveOidc: () => Promise.reject(new Error('no identity providers in this test')),
      }),
      ssoDirectory: () => ({
        providerFor: () => Promise.reject(new Error('no SSO directory in this test')),
      }),
      accountMemberships: (uid) => memoryAccountMemberships(store, uid),
      ownAccount: () => {
        throw new Error('no account changes from the API');
      },
      outbox: () => memoryOutboxSource(store, { local: true }),
      attempts: () => memoryAttempts(),
      sharingAccounts: () => ({
        claimsOf: () => Promise.resolve({}),
        setClaims: () => Promise.resolve(),
        secondFactorCount: () => Promise.resolve(0),
        withSecondFactor: () => Promise.resolve(new Set()),
        clearSecondFactors: () => Promise.resolve(),
        revokeRefreshTokens: () => Promise.resolve(),
        byEmail: () => Promise.resolve(null),
        create: () => Promise.reject(new Error('no sharing from the API')),
        lastSignIns: () => Promise.resolve(new Map()),
      }),
    },
    logger: { error: vi.fn(), warn: vi.fn() },
    now: () => now,
    validateOutput: true,
    billingGraceDays: 7,
  };
  const idempotency = memoryIdempotency();
  const app = createApiApp({
    runtime,
    operations: Object.values(tenantsCallables),
    organisationOf: apiKeyLookup(store).organisationOf,
    rateLimiter: memoryRateLimiter(),
    idempotency: () => idempotency,
    limits,
    openApi: () => buildOpenApi(allContracts, 'test'),
  });
  const as = { now, actorUid: 'u-admin', actorName: null, environment: 'test' as const };
  const key = async (org = a, scope: 'read' | 'readWrite' = 'readWrite', tenantIds?: string[]) =>
    (await createApiKey(org, { name: 'k', scope, ...(tenantIds ? { tenantIds } : {}) }, as)).secret;
  const call = async (
    path: string,
    secret: string | null,
    init: RequestInit = {},
    clientAddress = '203.0.113.9',
  ) => {
    const response = await app.request(
      `/api/v1${path}`,
      {
        ...init,
        headers: {
          ...(secret ? { Authorization: `Bearer ${secret}` } : {}),
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      },
      { clientAddress },
    );
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  return { a, b, key, call, runtime, securityLog };
}

describe('REST API', () => {
  it('lists and reads tenants with a read key, GET query parameters converted by the input schema', async () => {
    const { key, call } = await world();
    const secret = await key(undefined, 'read');
    const page = await call('/tenants?sort.field=name&sort.direction=desc&pageSize=1', secret);
    expect(page.status).toBe(200);
    expect((page.body.items as { name: string }[]).map((tenant) => tenant.name)).toEqual(['Fabrikam']);
    expect(page.body).toMatchObject({ total: 2, nextCursor: expect.any(String) as unknown });
    const next = await call(
      `/tenants?sort.field=name&sort.direction=desc&pageSize=1&cursor=${String(page.body.nextCursor)}`,
      secret,
    );
    expect((next.body.items as { name: string }[]).map((tenant) => tenant.name)).toEqual(['Contoso']);
    expect((await call('/tenants/t1', secret)).body).toMatchObject({ id: 't1', name: 'Contoso' });
  });

  it('answers errors as { code, message, fields } with the status of the code', async () => {
    const { key, call } = await world();
    const secret = await key();
    expect(await call('/tenants?pageSize=0', secret)).toMatchObject({
      status: 400,
      body: { code: 'invalid-argument', fields: [{ path: 'pageSize' }] },
    });
    expect(await call('/tenants?color=red', secret)).toMatchObject({
      status: 400,
      body: { code: 'invalid-argument', fields: [{ path: 'color' }] },
    });
    expect(await call('/tenants?__proto__=x', secret)).toMatchObject({
      status: 400,
      body: { code: 'invalid-argument' },
    });
    expect(await call('/tenants', secret, { method: 'POST', body: '{"name":' })).toMatchObject({
      status: 400,
      body: { code: 'invalid-argument' },
    });
    expect(await call('/tenants/tb', secret)).toMatchObject({ status: 404, body: { code: 'not-found' } });
    expect(await call('/tenants', null)).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    expect(await call('/tenants', 'assay_test_abcdefghijkl_' + 'A'.repeat(40))).toMatchObject({
      status: 401,
      body: { code: 'unauthenticated' },
    });
    expect(await call('/nothing-here', secret)).toMatchObject({ status: 404, body: { code: 'not-found' } });
  });

  it('lets a read key read but not write, and a read-write key create as an editor (audited as the key)', async () => {
    const { a, key, call } = await world();
    expect(
      await call('/tenants', await key(undefined, 'read'), {
        method: 'POST',
        body: JSON.stringify({ name: 'Acme', kind: 'client' }),
      }),
    ).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    const writer = await key();
    const created = await call('/tenants', writer, {
      method: 'POST',
      body: JSON.stringify({ name: 'Acme', kind: 'client' }),
    });
    expect(created).toMatchObject({ status: 200, body: { name: 'Acme' } });
    const entry = a.state.audit.find((item) => item.action === 'tenants-create');
    expect(entry?.actorUid).toMatch(/^apiKey-[a-z0-9]{12}$/);
  });

  it('confines a restricted key to its tenants: its list holds only them, another is answered like a missing one, and an operation not about a tenant is refused', async () => {
    const { key, call } = await world();
    const secret = await key(undefined, 'readWrite', ['t1']);
    expect((await call('/tenants/t1', secret)).status).toBe(200);
    expect(await call('/tenants/t2', secret)).toMatchObject({ status: 404, body: { code: 'not-found' } });
    expect(
      await call('/tenants/t2', secret, { method: 'POST', body: JSON.stringify({ name: 'Renamed' }) }),
    ).toMatchObject({ status: 404 });
    const listed = await call('/tenants', secret);
    expect(listed).toMatchObject({ status: 200, body: { total: 1 } });
    expect((listed.body.items as { id: string }[]).map((tenant) => tenant.id)).toEqual(['t1']);
    expect(
      await call('/tenants', secret, {
        method: 'POST',
        body: JSON.stringify({ name: 'New', kind: 'client' }),
      }),
    ).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
  });

  it('refuses a revoked key on the next request', async () => {
    const { a, key, call } = await world();
    const secret = await key();
    expect((await call('/tenants', secret)).status).toBe(200);
    await revokeApiKey(a, (await a.apiKeys.list())[0]?.id ?? '', now);
    expect(await call('/tenants', secret)).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
  });

  it('replays a POST with the same Idempotency-Key without writing again, and refuses the key with another body', async () => {
    const { a, key, call } = await world();
    const secret = await key();
    const post = (body: unknown) =>
      call('/tenants', secret, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Idempotency-Key': 'order-42' },
      });
    const first = await post({ name: 'Acme', kind: 'client' });
    const again = await post({ name: 'Acme', kind: 'client' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect([...a.state.tenants.values()].filter((tenant) => tenant.name === 'Acme')).toHaveLength(1);
    expect(await post({ name: 'Other', kind: 'client' })).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'Idempotency-Key' }] },
    });
  });

  it('counts requests per key and per organisation: 429 with Retry-After and X-RateLimit-* headers', async () => {
    const { key, call } = await world({ perKeyPerMinute: 3, perOrgPerMinute: 5, perAddressPerMinute: 600 });
    const first = await key();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call('/tenants', first));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers.get('X-RateLimit-Remaining'))).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
    expect(answers[3]?.headers.get('Retry-After')).toBe('60');
    expect(answers[3]?.headers.get('X-RateLimit-Limit')).toBe('3');
    // A second key of the same organisation runs into the organisation's 5 (3 counted already).
    const second = await key();
    const more = [
      await call('/tenants', second),
      await call('/tenants', second),
      await call('/tenants', second),
    ];
    expect(more.map((answer) => answer.status)).toEqual([200, 200, 429]);
  });

  it('limits a revoked key like any key: a burst of 62 gets 60 refusals then 429, and tells the owners once', async () => {
    const { a, key, call, securityLog } = await world();
    const secret = await key();
    const keyId = (await a.apiKeys.list())[0]?.id ?? '';
    await revokeApiKey(a, keyId, now);
    const auditBefore = a.state.audit.length;
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) statuses.push((await call('/tenants', secret)).status);
    expect(statuses).toEqual([...Array<number>(60).fill(401), 429, 429]);
    expect(a.state.audit.slice(auditBefore).map((entry) => entry.target)).toEqual([`apiKey/${keyId}`]);
    expect(securityLog.entries()).toMatchObject([
      { uid: `apiKey-${keyId}`, code: 'revoked-api-key', count: 60 },
    ]);
  });

  it('limits one address whatever keys it sends, wrong ones included', async () => {
    const { key, call } = await world({ perKeyPerMinute: 60, perOrgPerMinute: 300, perAddressPerMinute: 3 });
    const wrong = (i: number) => `assay_test_${String(i).padStart(12, 'z')}_${'A'.repeat(40)}`;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call('/tenants', wrong(i), {}, '198.51.100.7'));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    // Another address is counted on its own.
    expect((await call('/tenants', await key(), {}, '198.51.100.8')).status).toBe(200);
  });

  it('records where a key was used from the address the platform saw, not what the caller put in X-Forwarded-For', async () => {
    const { a, key, call } = await world();
    const secret = await key();
    await call('/tenants', secret, { headers: { 'X-Forwarded-For': '192.0.2.66' } }, '203.0.113.9');
    expect((await a.apiKeys.list())[0]?.lastUsedFrom).toBe('203.0.113.0/24');
  });

  it('refuses a body nested 50,000 levels deep with invalid-argument, Idempotency-Key or not, logging no error', async () => {
    const { key, call, runtime } = await world();
    const secret = await key();
    const body = `{"name":${'['.repeat(50_000)}"x"${']'.repeat(50_000)},"kind":"client"}`;
    for (const headers of [{}, { 'Idempotency-Key': 'deep-1' }] as Record<string, string>[])
      expect(await call('/tenants', secret, { method: 'POST', body, headers })).toMatchObject({
        status: 400,
        body: { code: 'invalid-argument', fields: [{ path: `name.${Array(15).fill('0').join('.')}` }] },
      });
    expect(runtime.logger.error).not.toHaveBeenCalled();
  });

  it('sends no CORS header, even to a preflight from another origin', async () => {
    const { key, call } = await world();
    const secret = await key();
    const answer = await call('/tenants', secret, { headers: { Origin: 'https://evil.example' } });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await call('/tenants', null, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('serves its OpenAPI document', async () => {
    const { call } = await world();
    expect((await call('/openapi.json', null)).body).toMatchObject({ openapi: '3.1.0' });
  });
});
