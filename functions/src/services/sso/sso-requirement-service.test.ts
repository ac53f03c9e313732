import { describe, expect, it } from 'vitest';
import { memoryMemberAccess } from '../../../test/support/memory-identity.ts';
import { orgFixture } from '../../../test/support/org-fixture.ts';
import { memoryStore } from '../../data/store/memory-store.ts';
import { changeRole } from '../members-service.ts';
import { claimSsoDomain, removeSsoDomain, verifySsoDomain } from './sso-domains-service.ts';
import { saveSsoProvider } from './sso-provider-service.ts';
import { setSsoRequired } from './sso-requirement-service.ts';

const now = new Date('2026-11-29T10:00:00.000Z');
const actor = { now, actorUid: 'u-owner', actorName: 'Olga Owner' };
const providers = { saveOidc: () => Promise.resolve('identity-platform' as const) };

/** Members at x.test (the fixture's addresses): the owner, an editor and a viewer, all signed in. */
async function world(options: { provider?: boolean; verified?: boolean } = {}) {
  const org = await orgFixture('org-a', {
    store: memoryStore(),
    organisation: { plan: 'business' },
    members: { 'u-owner': 'owner', 'u-ann': 'editor', 'u-bob': 'viewer' },
  });
  const claim = await claimSsoDomain(org, 'x.test', actor);
  if (options.verified !== false)
    await verifySsoDomain(org, 'x.test', () => Promise.resolve([[claim.txtValue]]), now);
  const providerId =
    options.provider === false
      ? 'oidc.none'
      : (
          await saveSsoProvider(
            org,
            providers,
            { issuer: 'https://idp.x.test', clientId: 'c', clientSecret: 's', defaultRole: 'viewer' },
            actor,
          )
        ).providerId;
  const auth = memoryMemberAccess('org-a', {
    'u-owner': { tid: 'org-a', role: 'owner' },
    'u-ann': { tid: 'org-a', role: 'editor' },
    'u-bob': { tid: 'org-a', role: 'viewer' },
  });
  const owner = { uid: 'u-owner', email: 'u-owner@x.test', signInProvider: providerId, now };
  return { org, auth, providerId, owner };
}

const reason = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return `${(error as { code?: string }).code} ${(error as { details?: { reason?: string } }).details?.reason}`;
  }
};

describe('require single sign-on for a domain', () => {
  it('puts the provider in the claims of the members at the domain and ends the others’ sessions', async () => {
    const { org, auth, providerId, owner } = await world();
    const result = await setSsoRequired(org, auth.access, { domain: 'x.test', required: true }, owner);
    expect(result).toMatchObject({ domain: { domain: 'x.test', required: true }, membersSignedOut: 2 });
    expect(auth.claims.get('u-ann')).toEqual({ tid: 'org-a', role: 'editor', sso: providerId });
    expect(auth.claims.get('u-bob')).toEqual({ tid: 'org-a', role: 'viewer', sso: providerId });
    expect(auth.claims.get('u-owner')).toEqual({ tid: 'org-a', role: 'owner', sso: providerId });
    // The owner acting, signed in with the provider, keeps their session.
    expect(auth.revoked.sort()).toEqual(['u-ann', 'u-bob']);
    expect(org.state.audit.at(-1)).toMatchObject({
      summary: 'Required single sign-on for a domain',
      target: 'ssoDomain/x.test',
      changedFields: ['required'],
    });
    // Again: nothing new to audit, nobody signed out twice.
    const audited = org.state.audit.length;
    expect(
      (await setSsoRequired(org, auth.access, { domain: 'x.test', required: true }, owner)).membersSignedOut,
    ).toBe(0);
    expect(org.state.audit).toHaveLength(audited);
  });

  it('keeps the requirement through a role change, and lifts it (sessions kept) when turned off or removed', async () => {
    const { org, auth, providerId, owner } = await world();
    await setSsoRequired(org, auth.access, { domain: 'x.test', required: true }, owner);
    await changeRole(
      org,
      auth.access,
      { uid: 'u-owner', role: 'owner', name: null, email: null },
      {
        uid: 'u-ann',
        role: 'admin',
      },
    );
    expect(auth.claims.get('u-ann')).toEqual({ tid: 'org-a', role: 'admin', sso: providerId });
    const revoked = auth.revoked.length;
    await setSsoRequired(org, auth.access, { domain: 'x.test', required: false }, owner);
    expect(auth.claims.get('u-ann')).toEqual({ tid: 'org-a', role: 'admin' });
    expect(auth.revoked).toHaveLength(revoked);
    await setSsoRequired(org, auth.access, { domain: 'x.test', required: true }, owner);
    await removeSsoDomain(org, 'x.test', auth.access);
    expect(auth.claims.get('u-bob')).toEqual({ tid: 'org-a', role: 'viewer' });
  });

  it('needs a verified domain and a provider, and an owner at the domain signed in with it', async () => {
    const pending = await world({ verified: false });
    expect(
      await reason(
        setSsoRequired(pending.org, pending.auth.access, { domain: 'x.test', required: true }, pending.owner),
      ),
    ).toBe('failed-precondition sso-not-ready');
    const noProvider = await world({ provider: false });
    expect(
      await reason(
        setSsoRequired(
          noProvider.org,
          noProvider.auth.access,
          { domain: 'x.test', required: true },
          noProvider.owner,
        ),
      ),
    ).toBe('failed-precondition sso-not-ready');
    const { org, auth, owner } = await world();
    expect(
      await reason(
        setSsoRequired(
          org,
          auth.access,
          { domain: 'x.test', required: true },
          { ...owner, signInProvider: 'password' },
        ),
      ),
    ).toBe('failed-precondition sso-required');
    expect(await reason(setSsoRequired(org, auth.access, { domain: 'y.test', required: true }, owner))).toBe(
      'not-found sso-domain-not-found',
    );
    expect(auth.revoked).toEqual([]);
    expect(auth.claims.get('u-ann')).toEqual({ tid: 'org-a', role: 'editor' });
  });
});
