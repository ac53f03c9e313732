import { describe, expect, it } from 'vitest';
import { codeOf } from '../../test/support/domain-code.ts';
import { orgFixture } from '../../test/support/org-fixture.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { scimTokenLookup } from '../data/scim/scim-tokens.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { checkScimToken, createScimToken, listScimTokens, revokeScimToken } from './scim-tokens-service.ts';

const now = new Date('2026-11-29T10:00:00.000Z');
const actor = { now, actorUid: 'u-owner', actorName: 'Olga Owner' };

async function world() {
  const store = memoryStore();
  const a = await orgFixture('org-a', { store, organisation: { plan: 'business' } });
  const b = await orgFixture('org-b', { store, organisation: { plan: 'business' } });
  const team = await orgFixture('org-team', { store, organisation: { plan: 'team' } });
  const orgs: Record<string, MemoryOrgData> = { 'org-a': a, 'org-b': b };
  const lookup = scimTokenLookup(store);
  const check = (text: string, at = now) =>
    checkScimToken(text, { organisationOf: lookup.organisationOf, org: (tid) => orgs[tid] ?? a, now: at });
  return { store, a, b, team, check };
}

describe('SCIM tokens', () => {
  it('returns the token once in its scanner-friendly format, stores only its hash, and audits', async () => {
    const { a, store, check } = await world();
    const { token, secret } = await createScimToken(a, { name: 'Okta' }, actor);
    expect(secret).toMatch(new RegExp(`^assay_scim_${token.id}_[A-Za-z0-9]{40}$`));
    expect(token).toMatchObject({
      name: 'Okta',
      status: 'active',
      prefix: `assay_scim_${token.id}`,
      createdByName: 'Olga Owner',
    });
    expect(JSON.stringify([...store.docs.entries()])).not.toContain(secret.slice(-40));
    expect(a.state.audit.map((entry) => [entry.summary, entry.target])).toEqual([
      ['Created a SCIM token', `scimToken/${token.id}`],
    ]);
    expect((await check(secret))?.tid).toBe('org-a');
    const listed = await listScimTokens(a, now);
    expect(listed.items.map((item) => [item.id, item.lastUsedAt])).toEqual([[token.id, now.toISOString()]]);
    expect(listed.included).toBe(true);
  });

  it('refuses a wrong secret, a malformed text, and a revoked token alike', async () => {
    const { a, check } = await world();
    const { token, secret } = await createScimToken(a, { name: 'Entra' }, actor);
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    expect(await check(wrong)).toBeNull();
    expect(await check('Bearer nonsense')).toBeNull();
    expect(await check(`assay_scim_zzzzzzzzzzzz_${'A'.repeat(40)}`)).toBeNull();
    expect(await revokeScimToken(a, token.id, now)).toMatchObject({ status: 'revoked' });
    expect(await check(secret)).toBeNull();
    // Idempotent, audited once.
    await revokeScimToken(a, token.id, now);
    expect(a.state.audit.map((entry) => entry.summary)).toEqual([
      'Created a SCIM token',
      'Revoked a SCIM token',
    ]);
  });

  it('is Business plan only, and holds at most three active tokens', async () => {
    const { a, team } = await world();
    expect(await codeOf(createScimToken(team, { name: 'Okta' }, actor))).toBe('failed-precondition');
    expect(await listScimTokens(team, now)).toEqual({ items: [], included: false });
    for (const name of ['one', 'two', 'three']) await createScimToken(a, { name }, actor);
    expect(await codeOf(createScimToken(a, { name: 'four' }, actor))).toBe('resource-exhausted');
  });

  it('does not revoke another organisation’s token', async () => {
    const { a, b, check } = await world();
    const { token, secret } = await createScimToken(a, { name: 'Okta' }, actor);
    expect(await codeOf(revokeScimToken(b, token.id, now))).toBe('not-found');
    expect((await check(secret))?.tid).toBe('org-a');
  });
});
