import { describe, expect, it } from 'vitest';
import { SSO_DISCOVERIES_PER_HOUR } from '@assay/domain/sso';
import { orgFixture } from '../../../test/support/org-fixture.ts';
import { memoryAttempts } from '../../data/attempts/attempts.ts';
import { ssoDirectory } from '../../data/sso/sso-directory.ts';
import { memoryStore } from '../../data/store/memory-store.ts';
import { claimSsoDomain, verifySsoDomain } from './sso-domains-service.ts';
import { saveSsoProvider } from './sso-provider-service.ts';
import { discoverSso, joinBySso } from './sso-sign-in-service.ts';
import type { SsoCaller } from './sso-sign-in-service.ts';

const now = new Date('2026-11-29T10:00:00.000Z');
const actor = { now, actorUid: 'u-owner', actorName: 'Olga Owner' };
const providers = { saveOidc: () => Promise.resolve('identity-platform' as const) };

/** Org A verified example.com and saved a provider (people join as editors); org B only claimed other.test. */
async function world(organisation: { memberCount?: number; limitOverrides?: { members: number } } = {}) {
  const store = memoryStore();
  const a = await orgFixture('org-a', { store, organisation: { plan: 'business', ...organisation } });
  const b = await orgFixture('org-b', { store, organisation: { plan: 'business' } });
  const claim = await claimSsoDomain(a, 'example.com', actor);
  await verifySsoDomain(a, 'example.com', () => Promise.resolve([[claim.txtValue]]), now);
  await claimSsoDomain(b, 'other.test', actor);
  const provider = await saveSsoProvider(
    a,
    providers,
    { issuer: 'https://login.example.com', clientId: 'c', clientSecret: 's', defaultRole: 'editor' },
    actor,
  );
  const directory = ssoDirectory(store);
  const orgs = { 'org-a': a, 'org-b': b };
  const orgOf = (tid: string) => orgs[tid as keyof typeof orgs];
  return { a, b, directory, orgOf, providerId: provider.providerId };
}

/** An account's claims as Auth holds them. */
function account(initial: Record<string, unknown> = {}) {
  let claims: Record<string, unknown> = { ...initial };
  const writes: Record<string, unknown>[] = [];
  return {
    writes,
    current: () => claims,
    self: {
      claims: () => Promise.resolve(claims),
      setClaims: (next: Record<string, unknown>) => {
        writes.push(next);
        claims = next;
        return Promise.resolve();
      },
    },
  };
}

const reason = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return `${(error as { code?: string }).code} ${(error as { details?: { reason?: string } }).details?.reason}`;
  }
};

describe('sign-in discovery', () => {
  it('names the provider of a verified domain with a provider, and nothing for others', async () => {
    const { directory, providerId } = await world();
    const lookup = { directory, attempts: memoryAttempts(), ip: '203.0.113.9' };
    expect(await discoverSso(lookup, 'ann@example.com', now)).toEqual({ providerId });
    // Only claimed (pending), unknown: the same answer as a domain nobody claimed.
    expect(await discoverSso(lookup, 'bob@other.test', now)).toEqual({ providerId: null });
    expect(await discoverSso(lookup, 'bob@gmail.test', now)).toEqual({ providerId: null });
  });

  it('counts every lookup against the caller’s IP and refuses beyond the hour’s allowance', async () => {
    const { directory } = await world();
    const lookup = { directory, attempts: memoryAttempts(), ip: '203.0.113.9' };
    for (let i = 0; i < SSO_DISCOVERIES_PER_HOUR; i += 1) await discoverSso(lookup, `p${i}@gmail.test`, now);
    expect(await reason(discoverSso(lookup, 'ann@example.com', now))).toBe('resource-exhausted rate-limited');
    // Another address is not held back by it.
    expect(await reason(discoverSso({ ...lookup, ip: '198.51.100.1' }, 'ann@example.com', now))).toBe('ok');
  });
});

describe('just-in-time joining', () => {
  const ann = (providerId: string, changes: Partial<SsoCaller> = {}): SsoCaller => ({
    uid: 'u-ann',
    email: 'Ann@Example.com',
    emailVerified: true,
    name: 'Ann',
    signInProvider: providerId,
    ...changes,
  });

  it('joins with the provider’s default role, counts the seat, audits it and sets the claims', async () => {
    const { a, directory, orgOf, providerId } = await world({ memberCount: 1 });
    const { self, current, writes } = account({ adminUI: true });
    expect(await joinBySso(self, directory, orgOf, ann(providerId), now)).toEqual({
      tid: 'org-a',
      role: 'editor',
    });
    expect(a.state.members.get('u-ann')).toMatchObject({ email: 'ann@example.com', role: 'editor' });
    expect(a.state.organisation?.memberCount).toBe(2);
    expect(a.state.audit.at(-1)).toMatchObject({
      summary: 'Joined through single sign-on as editor',
      target: 'member/u-ann',
      subjectName: 'ann@example.com',
    });
    // The person's own flags stay, as when accepting an invitation.
    expect(current()).toEqual({ tid: 'org-a', role: 'editor', adminUI: true });
    // Again: the same membership, nothing written twice.
    expect(await joinBySso(self, directory, orgOf, ann(providerId), now)).toEqual({
      tid: 'org-a',
      role: 'editor',
    });
    expect(a.state.organisation?.memberCount).toBe(2);
    expect(writes).toHaveLength(1);
  });

  it('trusts only a verified token signed in with the organisation’s provider, for its verified domain', async () => {
    const { a, directory, orgOf, providerId } = await world();
    const join = (caller: SsoCaller) => reason(joinBySso(account().self, directory, orgOf, caller, now));
    expect(await join(ann(providerId, { signInProvider: 'password' }))).toBe(
      'failed-precondition sso-sign-in-required',
    );
    expect(await join(ann(providerId, { signInProvider: 'oidc.another' }))).toBe(
      'failed-precondition sso-sign-in-required',
    );
    expect(await join(ann(providerId, { emailVerified: false }))).toBe(
      'failed-precondition sso-sign-in-required',
    );
    // Another domain (here, one only claimed by org B) through org A's provider.
    expect(await join(ann(providerId, { email: 'ann@other.test' }))).toBe(
      'failed-precondition sso-sign-in-required',
    );
    expect(await join(ann(providerId, { email: null }))).toBe('failed-precondition sso-sign-in-required');
    expect(a.state.members.has('u-ann')).toBe(false);
  });

  it('adds a membership to an account of another organisation (made active), and holds the seat limit', async () => {
    const { a, directory, orgOf, providerId } = await world({
      memberCount: 2,
      limitOverrides: { members: 3 },
    });
    const elsewhere = account({ tid: 'org-b', role: 'viewer' });
    await joinBySso(elsewhere.self, directory, orgOf, ann(providerId), now);
    expect(elsewhere.writes).toEqual([expect.objectContaining({ tid: 'org-a' })]);
    expect(a.state.members.has('u-ann')).toBe(true);
    const full = account();
    expect(
      await reason(
        joinBySso(
          full.self,
          directory,
          orgOf,
          ann(providerId, { uid: 'u-bea', email: 'bea@example.com' }),
          now,
        ),
      ),
    ).toBe('resource-exhausted plan-limit');
    expect(full.writes).toEqual([]);
    expect(a.state.members.has('u-bea')).toBe(false);
  });
});
