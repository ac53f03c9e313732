// Single sign-on on the emulators (issue 25). Domain claims are proven through a real DNS
// lookup: the functions emulator resolves TXT records through the local DNS server this test
// runs (test/support/dns-server.ts) at the address functions/.env.demo-assay names. An owner
// claims a domain, publishes the TXT record, verifies it; another organisation cannot take it.
// Sign-in: discovery names the provider of a verified domain only; someone signed in with the
// provider (the Auth emulator's signInWithIdp takes a fake id_token for any `oidc.*` id) joins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsoDomain, SsoProvider } from '@assay/domain/sso';
import { startDnsServer } from '../support/dns-server.ts';
import type { TestDnsServer } from '../support/dns-server.ts';
import {
  adminAuth,
  adminDb,
  callFunction,
  callOk,
  createUser,
  refreshIdToken,
  signIn,
  signInWithIdp,
  TEST_PASSWORD,
  uniqueId,
} from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { createOrg, createOrgWithMembers } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

/** Where functions/.env.demo-assay tells the functions emulator to ask (ASSAY_DNS_SERVERS). */
const DNS_PORT = 5390;

let dns: TestDnsServer;
let orgA: TestOrg;
let ownerA: TestUser;
let adminA: TestUser;
let ownerB: TestUser;
let ownerTeam: TestUser;

beforeAll(async () => {
  dns = await startDnsServer(DNS_PORT);
  ({
    org: orgA,
    users: { owner: ownerA, admin: adminA },
  } = await createOrgWithMembers('SSO A', 'business', { owner: 'owner', admin: 'admin' }));
  ({
    users: { owner: ownerB },
  } = await createOrgWithMembers('SSO B', 'business', { owner: 'owner' }));
  ({
    users: { owner: ownerTeam },
  } = await createOrgWithMembers('SSO team', 'team', { owner: 'owner' }));
});

afterAll(() => dns?.close());

const refusal = async (name: string, data: unknown, idToken: string) => {
  const outcome = await callFunction(name, data, idToken);
  return outcome.ok
    ? 'ok'
    : `${outcome.code} ${(outcome.details as { reason?: string } | undefined)?.reason}`;
};

describe('SSO domain claims', () => {
  it('claim → publish the TXT record → verify through DNS; another organisation cannot claim it after', async () => {
    const domain = `${uniqueId('corp')}.example.test`;
    const claim = await callOk<SsoDomain>(
      'sso-claimDomain',
      { domain: ` ${domain.toUpperCase()} ` },
      ownerA.idToken,
    );
    expect(claim).toMatchObject({ domain, status: 'pending', recordName: `_assay.${domain}` });

    // Nothing published yet: DNS answers NXDOMAIN and the claim stays pending.
    expect(await refusal('sso-verifyDomain', { domain }, ownerA.idToken)).toBe(
      'failed-precondition sso-txt-missing',
    );
    expect(dns.questions).toContain(`_assay.${domain} TXT`);

    // B claims the same domain while it is pending (allowed: nobody proved it yet).
    const claimB = await callOk<SsoDomain>('sso-claimDomain', { domain }, ownerB.idToken);
    expect(claimB.txtValue).not.toBe(claim.txtValue);

    dns.setTxt(`_assay.${domain}`, [claim.txtValue]);
    const verified = await callOk<SsoDomain>('sso-verifyDomain', { domain }, ownerA.idToken);
    expect(verified.status).toBe('verified');
    const index = await adminDb().doc(`ssoDomainOwners/${domain}`).get();
    expect(index.data()).toEqual({ tid: orgA.id });

    // B publishes its own record too: the domain is A's, so B can neither verify nor claim it anew.
    dns.setTxt(`_assay.${domain}`, [claim.txtValue, claimB.txtValue]);
    expect(await refusal('sso-verifyDomain', { domain }, ownerB.idToken)).toBe(
      'already-exists sso-domain-taken',
    );
    await callOk('sso-removeDomain', { domain }, ownerB.idToken);
    expect(await refusal('sso-claimDomain', { domain }, ownerB.idToken)).toBe(
      'already-exists sso-domain-taken',
    );

    const listed = await callOk<{ items: SsoDomain[]; included: boolean }>(
      'sso-listDomains',
      {},
      ownerA.idToken,
    );
    expect(listed.included).toBe(true);
    expect(listed.items.find((item) => item.domain === domain)?.status).toBe('verified');

    const audit = await adminDb()
      .collection(`orgs/${orgA.id}/audit`)
      .where('target', '==', `ssoDomain/${domain}`)
      .get();
    expect(audit.docs.map((doc) => String(doc.get('action'))).sort()).toEqual([
      'sso-claimDomain',
      'sso-verifyDomain',
    ]);
  });

  it('removing a verified domain frees it for another organisation', async () => {
    const domain = `${uniqueId('freed')}.example.test`;
    const claimA = await callOk<SsoDomain>('sso-claimDomain', { domain }, ownerA.idToken);
    dns.setTxt(domain, [['v=spf1 -all'], [claimA.txtValue]]);
    await callOk('sso-verifyDomain', { domain }, ownerA.idToken);
    await callOk('sso-removeDomain', { domain }, ownerA.idToken);
    expect((await adminDb().doc(`ssoDomainOwners/${domain}`).get()).exists).toBe(false);
    const claimB = await callOk<SsoDomain>('sso-claimDomain', { domain }, ownerB.idToken);
    dns.setTxt(`_assay.${domain}`, [claimB.txtValue]);
    expect((await callOk<SsoDomain>('sso-verifyDomain', { domain }, ownerB.idToken)).status).toBe('verified');
  });

  it('is for owners of Business organisations only, and names the field of a malformed domain', async () => {
    expect(await refusal('sso-claimDomain', { domain: 'example.test' }, adminA.idToken)).toBe(
      'permission-denied undefined',
    );
    expect(await refusal('sso-claimDomain', { domain: 'example.test' }, ownerTeam.idToken)).toBe(
      'failed-precondition sso-plan',
    );
    const malformed = await callFunction('sso-claimDomain', { domain: 'not a domain' }, ownerA.idToken);
    expect(malformed).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      details: { fields: [{ path: 'domain', rule: 'domain-name' }] },
    });
  });
});

describe('SSO identity provider', () => {
  it('is kept in Assay with registration auth-emulator (no provider management there), never with its secret', async () => {
    const saved = await callOk<SsoProvider>(
      'sso-saveProvider',
      {
        issuer: 'https://login.example.test',
        clientId: 'assay-client',
        clientSecret: 'very-secret-1',
        defaultRole: 'editor',
      },
      ownerA.idToken,
    );
    expect(saved).toMatchObject({
      providerId: expect.stringMatching(/^oidc\.[0-9a-f]{20}$/),
      registration: 'auth-emulator',
      defaultRole: 'editor',
    });
    const read = await callOk<{ provider: SsoProvider }>('sso-getProvider', {}, ownerA.idToken);
    expect(read.provider).toEqual(saved);
    const stored = await adminDb().collection(`orgs/${orgA.id}/ssoSettings`).get();
    expect(JSON.stringify(stored.docs.map((doc) => doc.data()))).not.toContain('very-secret-1');
    // An update without a secret keeps the provider; a first save without one is refused.
    const updated = await callOk<SsoProvider>(
      'sso-saveProvider',
      { issuer: 'https://login.example.test', clientId: 'assay-client-2', defaultRole: 'viewer' },
      ownerA.idToken,
    );
    expect(updated).toMatchObject({ clientId: 'assay-client-2', defaultRole: 'viewer' });
    const first = await callFunction(
      'sso-saveProvider',
      { issuer: 'https://login.example.test', clientId: 'x', defaultRole: 'viewer' },
      ownerB.idToken,
    );
    expect(first).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      details: { fields: [{ path: 'clientSecret' }] },
    });
  });
});

/** An organisation (members limit `seats`) that verified a fresh domain and saved a provider people join as editors. */
async function ssoOrganisation(label: string, seats?: number) {
  const owner = await createUser('owner');
  const tid = uniqueId(label);
  await createOrg(
    label,
    'business',
    [{ user: owner, role: 'owner' }],
    tid,
    seats ? { members: seats } : undefined,
  );
  await adminAuth().setCustomUserClaims(owner.uid, { tid, role: 'owner' });
  const ownerToken = await signIn(owner.email, TEST_PASSWORD);
  const domain = `${uniqueId(label)}.example.test`;
  const claim = await callOk<SsoDomain>('sso-claimDomain', { domain }, ownerToken);
  const provider = await callOk<SsoProvider>(
    'sso-saveProvider',
    {
      issuer: 'https://idp.example.test',
      clientId: 'assay',
      clientSecret: 'secret-1',
      defaultRole: 'editor',
    },
    ownerToken,
  );
  return { tid, ownerToken, domain, claim, providerId: provider.providerId };
}

const person = (domain: string, changes: { email_verified?: boolean; email?: string } = {}) => {
  const sub = uniqueId('idp');
  return { sub, email: `${sub}@${domain}`, email_verified: true, name: `Person ${sub}`, ...changes };
};

describe('SSO sign-in', () => {
  it('discovery names the provider of a verified domain only, and nothing more', async () => {
    const sso = await ssoOrganisation('discover');
    const from = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const discover = (email: string) => callFunction('sso-discover', { email }, undefined, from);
    // Claimed, not verified yet: the same answer as a domain nobody claimed.
    expect(await discover(`ann@${sso.domain}`)).toMatchObject({ ok: true, data: { providerId: null } });
    dns.setTxt(`_assay.${sso.domain}`, [sso.claim.txtValue]);
    await callOk('sso-verifyDomain', { domain: sso.domain }, sso.ownerToken);
    const found = await discover(`Ann@${sso.domain.toUpperCase()}`);
    expect(found).toEqual({ ok: true, status: 200, data: { providerId: sso.providerId } });
    expect(JSON.stringify(found)).not.toContain(sso.tid);
    expect(await discover('ann@nobody-claimed.example.test')).toMatchObject({ data: { providerId: null } });
    expect(await discover('not an address')).toMatchObject({ ok: false, code: 'invalid-argument' });
  });

  it('joins the organisation just in time with the default role, as a member from the next token', async () => {
    const sso = await ssoOrganisation('jit');
    dns.setTxt(`_assay.${sso.domain}`, [sso.claim.txtValue]);
    await callOk('sso-verifyDomain', { domain: sso.domain }, sso.ownerToken);
    const ann = person(sso.domain);
    const session = await signInWithIdp(sso.providerId, ann);
    expect(await callOk('sso-join', {}, session.idToken)).toEqual({ tid: sso.tid, role: 'editor' });
    const token = await refreshIdToken(session.refreshToken);
    expect((await adminAuth().getUser(session.uid)).customClaims).toEqual({ tid: sso.tid, role: 'editor' });
    const list = await callOk<{ members: { uid: string; role: string; email: string }[] }>(
      'members-list',
      {},
      token,
    );
    expect(list.members.find((member) => member.uid === session.uid)).toMatchObject({
      role: 'editor',
      email: ann.email,
    });
    const organisation = await adminDb().doc(`orgs/${sso.tid}`).get();
    expect(organisation.get('memberCount')).toBe(2);
    const audit = await adminDb()
      .collection(`orgs/${sso.tid}/audit`)
      .where('target', '==', `member/${session.uid}`)
      .get();
    expect(audit.docs.map((doc) => [String(doc.get('action')), String(doc.get('actorUid'))])).toEqual([
      ['sso-join', session.uid],
    ]);
    // Again (a retry, a second sign-in): the same membership, no second seat.
    expect(await callOk('sso-join', {}, token)).toEqual({ tid: sso.tid, role: 'editor' });
    expect((await adminDb().doc(`orgs/${sso.tid}`).get()).get('memberCount')).toBe(2);
  });

  it('refuses a password session, another provider and an unverified address; a member of another organisation joins too', async () => {
    const sso = await ssoOrganisation('refuse');
    dns.setTxt(`_assay.${sso.domain}`, [sso.claim.txtValue]);
    await callOk('sso-verifyDomain', { domain: sso.domain }, sso.ownerToken);
    const join = (idToken: string) => refusal('sso-join', {}, idToken);

    const email = `${uniqueId('pw')}@${sso.domain}`;
    await adminAuth().createUser({ email, password: TEST_PASSWORD, emailVerified: true });
    expect(await join(await signIn(email, TEST_PASSWORD))).toBe('failed-precondition sso-sign-in-required');
    const other = await signInWithIdp('oidc.another-provider', person(sso.domain));
    expect(await join(other.idToken)).toBe('failed-precondition sso-sign-in-required');
    const unverified = await signInWithIdp(sso.providerId, person(sso.domain, { email_verified: false }));
    expect(await join(unverified.idToken)).toBe('failed-precondition sso-sign-in-required');

    const elsewhere = await signInWithIdp(sso.providerId, person(sso.domain));
    await adminAuth().setCustomUserClaims(elsewhere.uid, { tid: orgA.id, role: 'viewer' });
    // Their other membership stays; the organisation joined becomes the active one.
    expect(await callOk('sso-join', {}, await refreshIdToken(elsewhere.refreshToken))).toEqual({
      tid: sso.tid,
      role: 'editor',
    });
    expect((await adminAuth().getUser(elsewhere.uid)).customClaims).toEqual({ tid: sso.tid, role: 'editor' });
    expect((await adminDb().doc(`orgs/${sso.tid}`).get()).get('memberCount')).toBe(2);
  });

  it('holds the seat limit', async () => {
    const sso = await ssoOrganisation('seats', 1);
    dns.setTxt(`_assay.${sso.domain}`, [sso.claim.txtValue]);
    await callOk('sso-verifyDomain', { domain: sso.domain }, sso.ownerToken);
    const session = await signInWithIdp(sso.providerId, person(sso.domain));
    expect(await refusal('sso-join', {}, session.idToken)).toBe('resource-exhausted plan-limit');
    expect((await adminAuth().getUser(session.uid)).customClaims ?? {}).toEqual({});
  });
});

describe('Require SSO', () => {
  it('refuses the password session of a member at the domain until they sign in with the provider', async () => {
    const sso = await ssoOrganisation('require');
    dns.setTxt(`_assay.${sso.domain}`, [sso.claim.txtValue]);
    await callOk('sso-verifyDomain', { domain: sso.domain }, sso.ownerToken);
    const ann = person(sso.domain);
    const first = await signInWithIdp(sso.providerId, ann);
    await callOk('sso-join', {}, first.idToken);
    // Ann also has a password (set before the requirement): it works while nothing is required.
    await adminAuth().updateUser(first.uid, { password: TEST_PASSWORD });
    expect(await refusal('members-list', {}, await signIn(ann.email, TEST_PASSWORD))).toBe('ok');

    const set = await callOk<{ domain: SsoDomain; membersSignedOut: number }>(
      'sso-setRequired',
      { domain: sso.domain, required: true },
      sso.ownerToken,
    );
    expect(set).toMatchObject({ domain: { domain: sso.domain, required: true }, membersSignedOut: 1 });
    expect((await adminAuth().getUser(first.uid)).customClaims).toEqual({
      tid: sso.tid,
      role: 'editor',
      sso: sso.providerId,
    });
    // Her sessions ended; signing in again with the password is refused on the membership…
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const password = await signIn(ann.email, TEST_PASSWORD);
    expect(await refusal('members-list', {}, password)).toBe('permission-denied sso-required');
    // …not on her own account, and not for the owner (whose address is at another domain).
    expect(await refusal('members-list', {}, sso.ownerToken)).toBe('ok');
    // Signed in with the provider she is in.
    const again = await signInWithIdp(sso.providerId, { ...ann });
    expect(again.uid).toBe(first.uid);
    expect(await refusal('members-list', {}, again.idToken)).toBe('ok');
    await callOk('sso-setRequired', { domain: sso.domain, required: false }, sso.ownerToken);
    expect((await adminAuth().getUser(first.uid)).customClaims).toEqual({ tid: sso.tid, role: 'editor' });
    expect(await refusal('members-list', {}, await signIn(ann.email, TEST_PASSWORD))).toBe('ok');
    const audit = await adminDb()
      .collection(`orgs/${sso.tid}/audit`)
      .where('action', '==', 'sso-setRequired')
      .get();
    expect(audit.size).toBe(2);
  });
});
