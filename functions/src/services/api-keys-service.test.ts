import { describe, expect, it } from 'vitest';
import { codeOf } from '../../test/support/domain-code.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { orgFixture } from '../../test/support/org-fixture.ts';
import { apiKeyLookup } from '../data/api-keys/api-keys.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { memorySecurityLog } from '../data/security-log/memory-security-log.ts';
import {
  checkApiKey,
  createApiKey,
  invalidKey,
  LAST_USED_RESOLUTION_MS,
  listApiKeys,
  recordKeyUse,
  revokeApiKey,
} from './api-keys-service.ts';

const now = new Date('2026-03-01T10:00:00.000Z');
const as = { now, actorUid: 'u-admin', actorName: 'Ada Admin', environment: 'test' as const };

async function world(plan: 'free' | 'team' = 'team') {
  const store = memoryStore();
  const a = await orgFixture('org-a', { store, organisation: { plan }, tenants: { t1: 'Contoso' } });
  const b = await orgFixture('org-b', { store, organisation: { plan: 'team' }, tenants: { tb: 'Other' } });
  const orgs: Record<string, MemoryOrgData> = { 'org-a': a, 'org-b': b };
  const lookup = apiKeyLookup(store);
  const securityLog = memorySecurityLog();
  /** What the REST API does with a key (its rate limit admitting every request): check, record the use, grant or refuse. */
  const check = async (text: string, at = now, ip = '203.0.113.9') => {
    const checked = await checkApiKey(text, {
      organisationOf: lookup.organisationOf,
      org: (tid) => orgs[tid] ?? a,
      now: at,
    });
    await recordKeyUse(checked, { now: at, ip, securityLog, operation: 'tenants-list' });
    if (checked.kind !== 'valid') throw invalidKey();
    return checked.grant;
  };
  return { store, a, b, check, securityLog };
}

describe('API keys', () => {
  it('returns the key text once, in the scanner-friendly format, and stores only its hash', async () => {
    const { a, store } = await world();
    const { key, secret } = await createApiKey(a, { name: 'Dashboard', scope: 'read' }, as);
    expect(secret).toMatch(new RegExp(`^assay_test_${key.id}_[A-Za-z0-9]{40}$`));
    expect(key).toMatchObject({
      name: 'Dashboard',
      scope: 'read',
      status: 'active',
      prefix: `assay_test_${key.id}`,
      createdBy: 'u-admin',
      createdByName: 'Ada Admin',
    });
    expect(JSON.stringify(key)).not.toContain(secret.slice(-40));
    const stored = JSON.stringify([...store.docs.entries()]);
    expect(stored).not.toContain(secret.slice(-40));
    expect(a.state.organisation?.apiKeyCount).toBe(1);
    expect(a.state.audit.map((entry) => entry.summary)).toEqual(['Created an API key (Read)']);
    expect((await listApiKeys(a, now)).items.map((item) => item.id)).toEqual([key.id]);
  });

  it('refuses the free plan with resource-exhausted, and the 26th active key', async () => {
    expect(await codeOf(createApiKey((await world('free')).a, { name: 'CI', scope: 'read' }, as))).toBe(
      'resource-exhausted',
    );
    const { a } = await world();
    for (let i = 0; i < 25; i += 1) await createApiKey(a, { name: `Key ${i}`, scope: 'read' }, as);
    expect(await codeOf(createApiKey(a, { name: 'One too many', scope: 'read' }, as))).toBe(
      'resource-exhausted',
    );
    const first = (await listApiKeys(a, now)).items[0];
    await revokeApiKey(a, first?.id ?? '', now);
    expect(await codeOf(createApiKey(a, { name: 'After a revoke', scope: 'read' }, as))).toBe('ok');
  });

  it('answers a tenant of another organisation like a missing one, and writes nothing', async () => {
    const { a } = await world();
    expect(await codeOf(createApiKey(a, { name: 'CI', scope: 'read', tenantIds: ['t1', 'tb'] }, as))).toBe(
      'not-found',
    );
    expect(a.state.organisation?.apiKeyCount ?? 0).toBe(0);
    expect(a.state.audit).toEqual([]);
  });

  it('authenticates a valid key to its organisation, scope and tenants, and records the last use coarsely, at most once a minute', async () => {
    const { a, check } = await world();
    const { key, secret } = await createApiKey(a, { name: 'CI', scope: 'readWrite', tenantIds: ['t1'] }, as);
    expect(await check(secret)).toEqual({
      keyId: key.id,
      tid: 'org-a',
      scope: 'readWrite',
      tenantIds: ['t1'],
    });
    const listed = async () => (await listApiKeys(a, now)).items[0];
    expect(await listed()).toMatchObject({ lastUsedAt: now.toISOString(), lastUsedFrom: '203.0.113.0/24' });
    await check(secret, new Date(now.getTime() + LAST_USED_RESOLUTION_MS - 1), '198.51.100.1');
    expect(await listed()).toMatchObject({ lastUsedAt: now.toISOString(), lastUsedFrom: '203.0.113.0/24' });
    const later = new Date(now.getTime() + LAST_USED_RESOLUTION_MS);
    await check(secret, later, '198.51.100.1');
    expect(await listed()).toMatchObject({
      lastUsedAt: later.toISOString(),
      lastUsedFrom: '198.51.100.0/24',
    });
    // A use from an address the platform did not give: when, but not a made-up "unknown" place.
    const muchLater = new Date(later.getTime() + LAST_USED_RESOLUTION_MS);
    await check(secret, muchLater, 'unknown');
    expect(await listed()).toHaveProperty('lastUsedAt', muchLater.toISOString());
    expect(await listed()).not.toHaveProperty('lastUsedFrom');
  });

  it('refuses a wrong secret, an unknown public id, a malformed text and an expired key alike', async () => {
    const { a, check } = await world();
    const { secret } = await createApiKey(a, { name: 'CI', scope: 'read', expiresInDays: 1 }, as);
    const wrongSecret = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const unknownId = secret.replace(/_([a-z0-9]{12})_/, '_zzzzzzzzzzzz_');
    const outcomes = await Promise.all(
      [wrongSecret, unknownId, 'Bearer nonsense', secret].map((text, index) =>
        codeOf(check(text, index === 3 ? new Date(now.getTime() + 86_400_000) : now)),
      ),
    );
    expect(outcomes).toEqual(['unauthenticated', 'unauthenticated', 'unauthenticated', 'unauthenticated']);
    expect(await codeOf(check(secret))).toBe('ok');
  });

  it('refuses a revoked key on its next use and audits the attempt; revoking again changes nothing', async () => {
    const { a, check } = await world();
    const { key, secret } = await createApiKey(a, { name: 'CI', scope: 'read' }, as);
    expect(await codeOf(check(secret))).toBe('ok');
    const revoked = await revokeApiKey(a, key.id, now);
    expect(revoked).toMatchObject({ status: 'revoked', revokedAt: now.toISOString() });
    expect(a.state.organisation?.apiKeyCount).toBe(0);
    expect(await codeOf(check(secret))).toBe('unauthenticated');
    await revokeApiKey(a, key.id, now);
    expect(a.state.organisation?.apiKeyCount).toBe(0);
    expect(a.state.audit.map((entry) => entry.summary)).toEqual([
      'Created an API key (Read)',
      'Revoked an API key',
      'A revoked API key was used (from 203.0.113.0/24); further uses today are only counted',
    ]);
  });

  it('tells the owners of a revoked key’s uses once a day, counting each in the security log, and never writes for an unknown key', async () => {
    const { a, check, securityLog, store } = await world();
    const { key, secret } = await createApiKey(a, { name: 'CI', scope: 'read' }, as);
    await revokeApiKey(a, key.id, now);
    const before = a.state.audit.length;
    for (let i = 0; i < 62; i += 1)
      expect(await codeOf(check(secret, new Date(now.getTime() + i * 1000)))).toBe('unauthenticated');
    expect(a.state.audit.length - before).toBe(1);
    expect(securityLog.entries()).toEqual([
      {
        day: '2026-03-01',
        uid: `apiKey-${key.id}`,
        callable: 'tenants-list',
        code: 'revoked-api-key',
        count: 62,
        lastAt: new Date(now.getTime() + 61_000).toISOString(),
      },
    ]);
    const nextDay = new Date(now.getTime() + 86_400_000);
    await codeOf(check(secret, nextDay, '198.51.100.1'));
    expect(a.state.audit.slice(before).map((entry) => entry.summary)).toEqual([
      'A revoked API key was used (from 203.0.113.0/24); further uses today are only counted',
      'A revoked API key was used (from 198.51.100.0/24); further uses today are only counted',
    ]);
    expect((await listApiKeys(a, now)).items[0]).not.toHaveProperty('lastRefusedAt');
    const docs = JSON.stringify([...store.docs.entries()]);
    const unknown = secret.replace(/_([a-z0-9]{12})_/, '_zzzzzzzzzzzz_');
    expect(await codeOf(check(unknown))).toBe('unauthenticated');
    expect(JSON.stringify([...store.docs.entries()])).toBe(docs);
  });

  it('cannot revoke another organisation’s key (answered like a missing one)', async () => {
    const { a, b } = await world();
    const { key } = await createApiKey(b, { name: 'Theirs', scope: 'read' }, as);
    expect(await codeOf(revokeApiKey(a, key.id, now))).toBe('not-found');
    expect((await listApiKeys(b, now)).items[0]?.status).toBe('active');
  });
});
