// The REST API (`api` function) against the emulators: a key's whole life over HTTP, scopes,
// tenant restriction, another organisation's ids, expiry, idempotency, the rate limit, no CORS,
// and every operation of the OpenAPI document called with valid input, its answer checked
// against the operation's contract.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey } from '@assay/domain/apikeys';
import { allContracts } from '@assay/domain/contracts';
import type { CallableContract } from '@assay/domain/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { API_RATE_LIMITS } from '../../src/http/api.ts';
import { adminDb, apiRequest, apiRequestOf, callOk, uniqueId } from './support/emulators.ts';
import { generateInput } from './support/generate-input.ts';
import { addApiKey, addAssessment, addTenant, createWorld } from './support/world.ts';
import type { World } from './support/world.ts';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});

const tenantNames = (answer: { body: Record<string, unknown> }) =>
  (answer.body.items as { name: string }[]).map((tenant) => tenant.name);

describe('REST API', () => {
  it('an admin creates a key, lists tenants with it, revokes it, and the next request is refused (and audited)', async () => {
    const { key, secret } = await callOk<{ key: ApiKey; secret: string }>(
      'apikeys-create',
      { name: 'Dashboard', scope: 'read' },
      world.users.adminA.idToken,
    );
    const page = await apiRequest('/tenants?sort.field=name&sort.direction=asc&pageSize=100', secret);
    expect(page.status).toBe(200);
    expect(tenantNames(page)).toEqual(expect.arrayContaining([world.t1.name, world.t2.name]));
    expect(tenantNames(page)).not.toContain(world.tb.name);
    expect(page.headers.get('x-ratelimit-limit')).toBe(String(API_RATE_LIMITS.perKeyPerMinute));
    const listed = await callOk<{ items: ApiKey[] }>('apikeys-list', {}, world.users.adminA.idToken);
    expect(listed.items.find((item) => item.id === key.id)?.lastUsedAt).toBeDefined();
    await callOk('apikeys-revoke', { keyId: key.id }, world.users.adminA.idToken);
    expect(await apiRequest('/tenants', secret)).toMatchObject({
      status: 401,
      body: { code: 'unauthenticated' },
    });
    const audit = await adminDb()
      .collection('orgs')
      .doc(world.orgA.id)
      .collection('audit')
      .where('target', '==', `apiKey/${key.id}`)
      .get();
    expect(audit.docs.map((doc) => doc.get('summary') as string)).toContainEqual(
      expect.stringMatching(/^A revoked API key was used/),
    );
  });

  it('refuses a read key’s write, answers another organisation’s tenant like a missing one, and confines a restricted key to its tenants', async () => {
    const read = await addApiKey(world.orgA, 'read');
    expect(
      await apiRequest('/tenants', read.secret, {
        method: 'POST',
        body: { name: uniqueId('T'), kind: 'client' },
      }),
    ).toMatchObject({
      status: 403,
      body: {
        code: 'permission-denied',
        message: 'This API key is read-only: use a read-write key to change data.',
      },
    });
    const foreign = await apiRequest(`/tenants/${world.tb.id}`, read.secret);
    const missing = await apiRequest(`/tenants/${uniqueId('missing')}`, read.secret);
    expect(foreign).toMatchObject({ status: 404, body: { code: 'not-found' } });
    expect(JSON.stringify(foreign.body)).toBe(JSON.stringify(missing.body));
    const restricted = await addApiKey(world.orgA, 'readWrite', [world.t1.id]);
    expect((await apiRequest(`/tenants/${world.t1.id}`, restricted.secret)).status).toBe(200);
    expect(await apiRequest(`/tenants/${world.t2.id}`, restricted.secret)).toMatchObject({ status: 404 });
    // Its tenant list holds its tenants only; an operation naming no tenant is refused.
    expect(tenantNames(await apiRequest('/tenants?pageSize=100', restricted.secret))).toEqual([
      world.t1.name,
    ]);
    expect(await apiRequest('/baselines', restricted.secret)).toMatchObject({
      status: 403,
      body: { code: 'permission-denied' },
    });
  });

  it('refuses an expired key', async () => {
    const key = await addApiKey(world.orgA, 'read', undefined, 1);
    expect((await apiRequest('/tenants', key.secret)).status).toBe(200);
    await adminDb()
      .collection('orgs')
      .doc(world.orgA.id)
      .collection('apiKeys')
      .doc(key.id)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await apiRequest('/tenants', key.secret)).toMatchObject({
      status: 401,
      body: { code: 'unauthenticated' },
    });
  });

  it('replays a POST with the same Idempotency-Key: the first answer again, one tenant written', async () => {
    const key = await addApiKey(world.orgB);
    const name = uniqueId('Idempotent');
    const post = () =>
      apiRequest('/tenants', key.secret, {
        method: 'POST',
        body: { name, kind: 'client' },
        headers: { 'Idempotency-Key': `order-${name}` },
      });
    const first = await post();
    const second = await post();
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const stored = await adminDb()
      .collection('orgs')
      .doc(world.orgB.id)
      .collection('tenants')
      .where('name', '==', name)
      .get();
    expect(stored.size).toBe(1);
  });

  it('answers 429 with Retry-After once a key has made its requests of the minute', async () => {
    const key = await addApiKey(world.orgB, 'read');
    const limit = API_RATE_LIMITS.perKeyPerMinute;
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof apiRequest>> | undefined;
    // Twice the limit and one: a minute boundary inside the loop starts the count again once at most.
    for (let i = 0; i <= 2 * limit; i += 1) {
      last = await apiRequest('/tenants?pageSize=1', key.secret);
      statuses.push(last.status);
      if (last.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    const allowed = statuses.slice(0, -1);
    expect(allowed.every((status) => status === 200)).toBe(true);
    expect(allowed.length).toBeGreaterThanOrEqual(limit);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(last?.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('sends no CORS header to another origin', async () => {
    const key = await addApiKey(world.orgA, 'read');
    const answer = await apiRequest('/tenants', key.secret, {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('calls every operation of the OpenAPI document with valid input, and each answer fits its contract', async () => {
    const document = (await apiRequest('/openapi.json', null)).body as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(operations.sort()).toEqual(
      allContracts
        .filter((contract) => contract.api)
        .map((contract) => contract.name)
        .sort(),
    );
    const key = await addApiKey(world.orgA);
    for (const name of operations) {
      const contract = allContracts.find((candidate) => candidate.name === name) as CallableContract;
      // Own ids; a mutation gets a fresh tenant and assessment so that it disturbs nothing else.
      const tenant = contract.mutation ? await addTenant(world.orgA, uniqueId('Api op')) : world.t1;
      const assessment = contract.mutation
        ? await addAssessment(world.orgA, tenant.id, world.baselineA)
        : world.assessmentA;
      const { input } = generateInput(
        contract,
        (kind) =>
          kind === 'tenant'
            ? tenant.id
            : kind === 'assessment'
              ? assessment
              : kind === 'baseline'
                ? world.baselineA
                : kind === 'member'
                  ? world.users.viewerA.uid
                  : uniqueId('unknown'),
        uniqueId('op'),
      );
      const request = apiRequestOf(contract, input);
      const answer = await apiRequest(request.path, key.secret, {
        method: request.method,
        ...(request.body !== undefined ? { body: request.body } : {}),
      });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
      const checked = contract.output.safeParse(answer.body);
      expect(checked.success, `${name} answered outside its contract: ${checked.error?.message ?? ''}`).toBe(
        true,
      );
    }
  });
});
