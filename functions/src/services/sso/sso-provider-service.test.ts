import { describe, expect, it } from 'vitest';
import { orgFixture } from '../../../test/support/org-fixture.ts';
import type { IdentityProviders, OidcProviderConfig } from '../../data/sso/identity-providers.ts';
import { memoryStore } from '../../data/store/memory-store.ts';
import { getSsoProvider, saveSsoProvider } from './sso-provider-service.ts';

const now = new Date('2026-11-29T10:00:00.000Z');
const actor = { now, actorUid: 'u-owner', actorName: 'Olga Owner' };
const okta = { issuer: 'https://login.okta.example', clientId: '0oa1', defaultRole: 'editor' as const };

/** Identity Platform as the service sees it: what it was sent, or a refusal. */
function platform(refuse?: Error) {
  const sent: OidcProviderConfig[] = [];
  const providers: IdentityProviders = {
    saveOidc: (config) => {
      sent.push(config);
      return refuse ? Promise.reject(refuse) : Promise.resolve('identity-platform');
    },
  };
  return { sent, providers };
}

const outcome = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const { code, details } = error as {
      code?: string;
      details?: { reason?: string; fields?: { path: string }[] };
    };
    return `${code} ${details?.reason ?? details?.fields?.map((field) => field.path).join(',')}`;
  }
};

describe('the SSO identity provider', () => {
  it('registers oidc.<random> in Identity Platform with the secret, and keeps everything but the secret', async () => {
    const store = memoryStore();
    const org = await orgFixture('Org_A', { store, organisation: { plan: 'business', name: 'Acme' } });
    const { sent, providers } = platform();
    const saved = await saveSsoProvider(org, providers, { ...okta, clientSecret: 's3cr3t' }, actor);
    // Random, so that sign-in discovery, which shows it to anyone, names no organisation.
    const { providerId } = saved;
    expect(providerId).toMatch(/^oidc\.[0-9a-f]{20}$/);
    expect(providerId).not.toContain('org');
    expect(sent).toEqual([
      {
        providerId,
        displayName: 'Acme',
        issuer: okta.issuer,
        clientId: '0oa1',
        clientSecret: 's3cr3t',
      },
    ]);
    expect(saved).toEqual({
      providerId,
      ...okta,
      registration: 'identity-platform',
      updatedAt: now.toISOString(),
      updatedBy: 'u-owner',
      updatedByName: 'Olga Owner',
    });
    expect((await getSsoProvider(org)).provider).toEqual(saved);
    expect(JSON.stringify([...store.docs.values()])).not.toContain('s3cr3t');
    expect(org.state.audit.map((entry) => [entry.summary, entry.target])).toEqual([
      ['Added the identity provider', `ssoProvider/${providerId}`],
    ]);
  });

  it('needs a secret the first time; an update without one keeps the secret Identity Platform holds', async () => {
    const store = memoryStore();
    const org = await orgFixture('org-a', { store, organisation: { plan: 'business' } });
    const { sent, providers } = platform();
    expect(await outcome(saveSsoProvider(org, providers, okta, actor))).toBe('invalid-argument clientSecret');
    expect(sent).toEqual([]);
    await saveSsoProvider(org, providers, { ...okta, clientSecret: 's3cr3t' }, actor);
    await saveSsoProvider(org, providers, { ...okta, clientId: '0oa2' }, actor);
    expect(sent[1]).not.toHaveProperty('clientSecret');
    // The provider id chosen at the first save stays (members sign in with it).
    expect(sent[1]?.providerId).toBe(sent[0]?.providerId);
    expect(org.state.audit.at(-1)).toMatchObject({
      summary: 'Updated the identity provider',
      changedFields: ['clientId'],
    });
  });

  it('writes nothing when Identity Platform refuses, and refuses plans without single sign-on', async () => {
    const store = memoryStore();
    const org = await orgFixture('org-a', { store, organisation: { plan: 'business' } });
    const refused = platform(new Error('INVALID_CONFIG'));
    expect(
      await outcome(saveSsoProvider(org, refused.providers, { ...okta, clientSecret: 'x' }, actor)),
    ).toBe('undefined undefined');
    expect((await getSsoProvider(org)).provider).toBeNull();
    expect(org.state.audit).toEqual([]);
    const team = await orgFixture('org-team', { store, organisation: { plan: 'team' } });
    const { sent, providers } = platform();
    expect(await outcome(saveSsoProvider(team, providers, { ...okta, clientSecret: 'x' }, actor))).toBe(
      'failed-precondition sso-plan',
    );
    expect(sent).toEqual([]);
  });
});
