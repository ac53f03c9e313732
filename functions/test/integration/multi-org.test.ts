// One account in several organisations (issue 25), through the deployed callables: accepting an
// invitation while a member elsewhere adds a membership and makes it active; switching sets the
// claims from the member document and the refreshed token sees only that organisation's data;
// a change in the inactive organisation never touches the active one's claims; losing the active
// membership moves the claims to the one that remains; deleting the account needs an owner left
// in every organisation.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  callFunction,
  callOk,
  createUser,
  signIn,
  TEST_PASSWORD,
  uniqueId,
} from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { linkMailedTo } from './support/mail.ts';
import { addMember, addTenant, createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

/** Auth keeps revocation times in whole seconds: change access in a later second than the sign-in. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

const tenantNames = async (idToken: string) =>
  (await callOk<{ items: { name: string }[] }>('tenants-list', {}, idToken)).items.map((t) => t.name).sort();

let acme: TestOrg;
let globex: TestOrg;
let acmeOwner: TestUser;
let globexOwner: TestUser;
let consultant: TestUser;

beforeAll(async () => {
  const acmeId = uniqueId('acme');
  const globexId = uniqueId('globex');
  acmeOwner = await createUser('acme-owner', { tid: acmeId, role: 'owner' });
  globexOwner = await createUser('globex-owner', { tid: globexId, role: 'owner' });
  consultant = await createUser('consultant', { tid: globexId, role: 'editor' });
  acme = await createOrg('Acme', 'team', [{ user: acmeOwner, role: 'owner' }], acmeId);
  globex = await createOrg(
    'Globex',
    'team',
    [
      { user: globexOwner, role: 'owner' },
      { user: consultant, role: 'editor' },
    ],
    globexId,
  );
  await addTenant(acme, 'Acme North');
  await addTenant(globex, 'Globex South');
});

describe('one account in several organisations', () => {
  it('accepting an invitation while a member elsewhere adds the membership and makes it active; switching shows each one’s tenants only', async () => {
    await callOk('members-invite', { email: consultant.email, role: 'viewer' }, acmeOwner.idToken);
    const link = await linkMailedTo(consultant.email);
    expect(await callOk('members-accept', link, consultant.idToken)).toEqual({
      tid: acme.id,
      role: 'viewer',
    });
    const inAcme = await signIn(consultant.email, TEST_PASSWORD);
    expect(await callOk('account-organisations', {}, inAcme)).toEqual({
      organisations: [
        { organisationId: globex.id, name: globex.name, role: 'editor' },
        { organisationId: acme.id, name: acme.name, role: 'viewer' },
      ],
      activeOrganisationId: acme.id,
    });
    expect(await tenantNames(inAcme)).toEqual(['Acme North']);

    expect(await callOk('account-switchOrganisation', { organisationId: globex.id }, inAcme)).toEqual({
      organisationId: globex.id,
      role: 'editor',
    });
    // Nothing was revoked: the same session refreshes its token and runs in Globex.
    const inGlobex = await signIn(consultant.email, TEST_PASSWORD);
    expect(await tenantNames(inGlobex)).toEqual(['Globex South']);
    expect(await callOk('org-get', {}, inGlobex)).toMatchObject({ organisation: { id: globex.id } });
    const acmeTenant = (await callOk<{ items: { id: string }[] }>('tenants-list', {}, inAcme)).items[0]!;
    expect(await callFunction('tenants-get', { tenantId: acmeTenant.id }, inGlobex)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });

  it('refuses to switch into an organisation the account is not a member of, like one that does not exist', async () => {
    const idToken = await signIn(consultant.email, TEST_PASSWORD);
    const before = (await adminAuth().getUser(consultant.uid)).customClaims;
    for (const organisationId of [uniqueId('nowhere'), (await createOrg('Initech', 'team', [])).id])
      expect(await callFunction('account-switchOrganisation', { organisationId }, idToken)).toMatchObject({
        ok: false,
        code: 'not-found',
        details: { reason: 'organisation-not-found' },
      });
    expect((await adminAuth().getUser(consultant.uid)).customClaims).toEqual(before);
  });

  it('a role change or removal in the inactive organisation leaves the active one’s claims; losing the active one moves to what remains', async () => {
    await callOk(
      'account-switchOrganisation',
      { organisationId: globex.id },
      await signIn(consultant.email, TEST_PASSWORD),
    );
    await nextSecond();
    await callOk('members-changeRole', { uid: consultant.uid, role: 'editor' }, acmeOwner.idToken);
    expect((await adminAuth().getUser(consultant.uid)).customClaims).toEqual({
      tid: globex.id,
      role: 'editor',
    });
    const stillGlobex = await signIn(consultant.email, TEST_PASSWORD);
    expect(await tenantNames(stillGlobex)).toEqual(['Globex South']);

    // Globex (active) removes them: the claims move to Acme, the old session must sign in again.
    await nextSecond();
    await callOk('members-remove', { uid: consultant.uid }, globexOwner.idToken);
    expect((await adminAuth().getUser(consultant.uid)).customClaims).toEqual({
      tid: acme.id,
      role: 'editor',
    });
    expect(await callFunction('tenants-list', {}, stillGlobex)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    const nowAcme = await signIn(consultant.email, TEST_PASSWORD);
    expect(await tenantNames(nowAcme)).toEqual(['Acme North']);
    expect(
      await callFunction('account-switchOrganisation', { organisationId: globex.id }, nowAcme),
    ).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(await callOk('account-organisations', {}, nowAcme)).toEqual({
      organisations: [{ organisationId: acme.id, name: acme.name, role: 'editor' }],
      activeOrganisationId: acme.id,
    });
  });

  it('deleting the account is refused while it is the last owner of any organisation, and removes every membership otherwise', async () => {
    const ownId = uniqueId('own');
    const founder = await createUser('founder', { tid: ownId, role: 'owner' });
    const own = await createOrg('Own', 'team', [{ user: founder, role: 'owner' }], ownId);
    await callOk('members-invite', { email: founder.email, role: 'viewer' }, acmeOwner.idToken);
    await callOk('members-accept', await linkMailedTo(founder.email), founder.idToken);
    const idToken = await signIn(founder.email, TEST_PASSWORD);
    expect(await callFunction('account-delete', { confirmEmail: founder.email }, idToken)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      details: { reason: 'last-owner' },
    });
    const member = (tid: string) => adminDb().doc(`orgs/${tid}/members/${founder.uid}`).get();
    expect((await member(acme.id)).exists).toBe(true);
    expect((await member(own.id)).exists).toBe(true);
    await addMember(own, 'owner', 'co-owner');
    expect(await callOk('account-delete', { confirmEmail: founder.email }, idToken)).toEqual({
      deleted: true,
    });
    expect((await member(acme.id)).exists).toBe(false);
    expect((await member(own.id)).exists).toBe(false);
    expect((await adminDb().collection(`accounts/${founder.uid}/memberships`).get()).empty).toBe(true);
  });
});
