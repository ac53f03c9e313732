import { describe, expect, it } from 'vitest';
import { codeOf } from '../../../test/support/domain-code.ts';
import { orgFixture } from '../../../test/support/org-fixture.ts';
import { ssoDomainLookup } from '../../data/sso/sso-domains.ts';
import { memoryStore } from '../../data/store/memory-store.ts';
import { claimSsoDomain, listSsoDomains, removeSsoDomain, verifySsoDomain } from './sso-domains-service.ts';
import type { TxtLookup } from './txt-lookup.ts';

const now = new Date('2026-11-29T10:00:00.000Z');
const actor = { now, actorUid: 'u-owner', actorName: 'Olga Owner' };
/** No member of these organisations is at a domain that requires single sign-on. */
const noAccess = { apply: () => Promise.resolve(false) };

async function world() {
  const store = memoryStore();
  const a = await orgFixture('org-a', { store, organisation: { plan: 'business' } });
  const b = await orgFixture('org-b', { store, organisation: { plan: 'business' } });
  const team = await orgFixture('org-team', { store, organisation: { plan: 'team' } });
  // What DNS answers, by name: a test publishes records here as an owner would at their DNS host.
  const dns = new Map<string, string[][]>();
  const lookup: TxtLookup = (name) => Promise.resolve(dns.get(name) ?? []);
  const ownerOf = (domain: string) => ssoDomainLookup(store).ownerOf(domain);
  return { store, a, b, team, dns, lookup, ownerOf };
}

const reason = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return `${(error as { code?: string }).code} ${(error as { details?: { reason?: string } }).details?.reason}`;
  }
};

describe('SSO domain claims', () => {
  it('claims a domain as pending with a random TXT record at _assay.<domain>, and audits it', async () => {
    const { a, ownerOf } = await world();
    const claim = await claimSsoDomain(a, 'example.com', actor);
    expect(claim).toMatchObject({
      domain: 'example.com',
      status: 'pending',
      recordName: '_assay.example.com',
      claimedBy: 'u-owner',
      claimedByName: 'Olga Owner',
    });
    expect(claim.txtValue).toMatch(/^assay-verification=[A-Za-z0-9]{32}$/);
    expect(await ownerOf('example.com')).toBeNull();
    expect(a.state.audit.map((entry) => [entry.summary, entry.target])).toEqual([
      ['Claimed a domain for single sign-on', 'ssoDomain/example.com'],
    ]);
    // Claiming again gives the same record (an owner who reloads keeps what they published).
    expect((await claimSsoDomain(a, 'example.com', actor)).txtValue).toBe(claim.txtValue);
    expect(a.state.audit).toHaveLength(1);
  });

  it('refuses plans without single sign-on', async () => {
    const { team } = await world();
    expect(await reason(claimSsoDomain(team, 'example.com', actor))).toBe('failed-precondition sso-plan');
  });

  it('verifies only when DNS answers the exact record, at _assay.<domain> or the domain itself', async () => {
    const { a, dns, lookup, ownerOf } = await world();
    const claim = await claimSsoDomain(a, 'example.com', actor);
    expect(await reason(verifySsoDomain(a, 'example.com', lookup, now))).toBe(
      'failed-precondition sso-txt-missing',
    );
    // Another claim's value, or the value with another case, does not prove this claim.
    dns.set('_assay.example.com', [['assay-verification=someone-else'], [claim.txtValue.toUpperCase()]]);
    expect(await reason(verifySsoDomain(a, 'example.com', lookup, now))).toBe(
      'failed-precondition sso-txt-missing',
    );
    expect((await listSsoDomains(a, now)).items[0]?.status).toBe('pending');
    expect(await ownerOf('example.com')).toBeNull();
    // At the apex, split into character-strings as long records are.
    dns.set('example.com', [['v=spf1 -all'], [claim.txtValue.slice(0, 10), claim.txtValue.slice(10)]]);
    const verified = await verifySsoDomain(a, 'example.com', lookup, now);
    expect(verified).toMatchObject({ status: 'verified', verifiedAt: now.toISOString() });
    expect(await ownerOf('example.com')).toBe('org-a');
    expect(a.state.audit.map((entry) => entry.summary)).toEqual([
      'Claimed a domain for single sign-on',
      'Verified a domain for single sign-on',
    ]);
  });

  it('lets another organisation claim a pending domain, but not verify or claim one verified elsewhere', async () => {
    const { a, b, dns, lookup, ownerOf } = await world();
    const claimA = await claimSsoDomain(a, 'example.com', actor);
    const claimB = await claimSsoDomain(b, 'example.com', actor);
    expect(claimB.txtValue).not.toBe(claimA.txtValue);
    dns.set('_assay.example.com', [[claimA.txtValue], [claimB.txtValue]]);
    await verifySsoDomain(a, 'example.com', lookup, now);
    expect(await reason(verifySsoDomain(b, 'example.com', lookup, now))).toBe(
      'already-exists sso-domain-taken',
    );
    expect(await reason(claimSsoDomain(b, 'other.example.com', actor))).toBe('resolved');
    await removeSsoDomain(b, 'example.com', noAccess);
    expect(await reason(claimSsoDomain(b, 'example.com', actor))).toBe('already-exists sso-domain-taken');
    expect(await ownerOf('example.com')).toBe('org-a');
  });

  it('removing a verified domain frees it for another organisation; removing a pending one leaves the owner', async () => {
    const { a, b, dns, lookup, ownerOf } = await world();
    const claimA = await claimSsoDomain(a, 'example.com', actor);
    await claimSsoDomain(b, 'example.com', actor);
    dns.set('_assay.example.com', [[claimA.txtValue]]);
    await verifySsoDomain(a, 'example.com', lookup, now);
    // B's pending claim goes; A's verified domain stays A's.
    await removeSsoDomain(b, 'example.com', noAccess);
    expect(await ownerOf('example.com')).toBe('org-a');
    await removeSsoDomain(a, 'example.com', noAccess);
    expect(await ownerOf('example.com')).toBeNull();
    expect((await listSsoDomains(a, now)).items).toEqual([]);
    expect(a.state.audit.at(-1)?.summary).toBe('Removed a domain from single sign-on');
    const claimB = await claimSsoDomain(b, 'example.com', actor);
    dns.set('_assay.example.com', [[claimB.txtValue]]);
    expect((await verifySsoDomain(b, 'example.com', lookup, now)).status).toBe('verified');
    expect(await ownerOf('example.com')).toBe('org-b');
  });

  it('answers not-found for a domain this organisation did not claim', async () => {
    const { a, b, lookup } = await world();
    await claimSsoDomain(b, 'example.com', actor);
    expect(await reason(verifySsoDomain(a, 'example.com', lookup, now))).toBe(
      'not-found sso-domain-not-found',
    );
    expect(await reason(removeSsoDomain(a, 'example.com', noAccess))).toBe('not-found sso-domain-not-found');
    expect(await codeOf(removeSsoDomain(a, 'nothing.example', noAccess))).toBe('not-found');
  });

  it('lists claims oldest first with whether the plan includes single sign-on', async () => {
    const { a, team } = await world();
    await claimSsoDomain(a, 'b.example', actor);
    await claimSsoDomain(a, 'a.example', { ...actor, now: new Date('2026-11-29T11:00:00.000Z') });
    const listed = await listSsoDomains(a, now);
    expect(listed.included).toBe(true);
    expect(listed.items.map((item) => item.domain)).toEqual(['b.example', 'a.example']);
    expect(JSON.stringify(listed)).not.toContain('"secret"');
    expect((await listSsoDomains(team, now)).included).toBe(false);
  });
});
