// The SCIM service over organisations in memory, replaying the requests Okta and Entra ID send:
// provisioning makes a member at once, active:false ends their access (claims removed, sessions
// revoked), groups set roles, and nothing of another organisation is reachable.
import { describe, expect, it } from 'vitest';
import { ScimError } from '@assay/domain/scim';
import { memoryIdentity } from '../../test/support/memory-identity.ts';
import { orgFixture } from '../../test/support/org-fixture.ts';
import { memberAccess } from '../data/identity.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import {
  createScimGroup,
  createScimUser,
  deleteScimUser,
  getScimGroup,
  getScimUser,
  listScimGroups,
  listScimUsers,
  patchScimGroup,
  patchScimUser,
  replaceScimUser,
} from './scim-service.ts';
import type { ScimDeps } from './scim-service.ts';

const now = new Date('2026-11-29T10:00:00.000Z');
const baseUrl = 'https://app.example/scim/v2';
const patchOp = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

async function world(
  options: { members?: Record<string, 'owner' | 'admin' | 'editor' | 'viewer'>; seats?: number } = {},
) {
  const store = memoryStore();
  const members = options.members ?? { owner1: 'owner' };
  const a = await orgFixture('org-a', {
    store,
    organisation: {
      plan: 'business',
      memberCount: Object.keys(members).length,
      ...(options.seats ? { limitOverrides: { members: options.seats } } : {}),
    },
    members,
  });
  const b = await orgFixture('org-b', {
    store,
    organisation: { plan: 'business' },
    members: { ownerB: 'owner' },
  });
  // Firebase Auth in memory: the fixtures' members hold their organisation's claims.
  const { identity, claims, revoked } = memoryIdentity({
    ...Object.fromEntries(Object.entries(members).map(([uid, role]) => [uid, { tid: 'org-a', role }])),
    ownerB: { tid: 'org-b', role: 'owner' },
  });
  const emails = new Map<string, string>([
    ...Object.keys(members).map((uid): [string, string] => [`${uid}@x.test`, uid]),
    ['ownerb@x.test', 'ownerB'],
  ]);
  let created = 0;
  const accounts: ScimDeps['accounts'] = {
    byEmail: (email) => {
      const uid = emails.get(email);
      return Promise.resolve(uid ? { uid, claims: { ...claims.get(uid) } } : null);
    },
    create: (email) => {
      created += 1;
      const uid = `new-${created}`;
      emails.set(email, uid);
      claims.set(uid, {});
      return Promise.resolve({ uid, claims: {} });
    },
  };
  const deps = (org: typeof a): ScimDeps => ({
    org,
    access: memberAccess(identity, org.tid),
    accounts,
    now,
    baseUrl,
  });
  return { a, b, da: deps(a), db: deps(b), claims, revoked };
}

async function refusal(run: Promise<unknown>): Promise<{ status: number; scimType: string | undefined }> {
  try {
    await run;
  } catch (error) {
    if (error instanceof ScimError) return { status: error.status, scimType: error.scimType };
    throw error;
  }
  throw new Error('expected a ScimError');
}

const okta = (userName: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName,
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ primary: true, value: userName, type: 'work' }],
  displayName: 'Ada Lovelace',
  externalId: '00u1',
  active: true,
});

describe('SCIM users', () => {
  it('provisions a member at once (viewer until a group says otherwise), audited, found by userName in any case', async () => {
    const { a, da, claims } = await world();
    const user = await createScimUser(da, okta('Ada@Contoso.com'));
    expect(user).toMatchObject({ userName: 'ada@contoso.com', active: true, externalId: '00u1', groups: [] });
    expect(a.state.members.get(user.id)).toMatchObject({
      email: 'ada@contoso.com',
      displayName: 'Ada Lovelace',
      role: 'viewer',
    });
    expect(a.state.organisation?.memberCount).toBe(2);
    expect(claims.get(user.id)).toEqual({ tid: 'org-a', role: 'viewer' });
    expect(a.state.audit.map((entry) => [entry.summary, entry.target])).toEqual([
      ['Provisioned a member (SCIM)', `member/${user.id}`],
    ]);
    const found = await listScimUsers(da, { filter: 'userName eq "ADA@contoso.com"' });
    expect(found).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
    expect((await listScimUsers(da, { filter: 'userName eq "nobody@contoso.com"' })).totalResults).toBe(0);
    expect(await getScimUser(da, user.id)).toEqual(user);
  });

  it('pages with startIndex and count over every provisioned user', async () => {
    const { da } = await world();
    for (const name of ['a', 'b', 'c']) await createScimUser(da, okta(`${name}@contoso.com`));
    const page = await listScimUsers(da, { startIndex: '2', count: '1' });
    expect(page).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1 });
    expect(page.Resources.map((user) => user.userName)).toEqual(['b@contoso.com']);
  });

  it('active:false (Entra’s "Replace" with "False") removes the member, their claims and their sessions; true restores them', async () => {
    const { a, da, claims, revoked } = await world();
    const { id } = await createScimUser(da, okta('ada@contoso.com'));
    const off = await patchScimUser(da, id, {
      schemas: [patchOp],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.active).toBe(false);
    expect(a.state.members.has(id)).toBe(false);
    expect(a.state.organisation?.memberCount).toBe(1);
    expect(claims.get(id)).toEqual({});
    expect(revoked).toEqual([id]);
    // The SCIM view stays, so the provider can read it back and reactivate.
    expect((await getScimUser(da, id)).active).toBe(false);
    await patchScimUser(da, id, {
      schemas: [patchOp],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(a.state.members.get(id)?.role).toBe('viewer');
    expect(claims.get(id)).toEqual({ tid: 'org-a', role: 'viewer' });
    expect(a.state.audit.map((entry) => entry.summary)).toEqual([
      'Provisioned a member (SCIM)',
      'Deactivated a member (SCIM)',
      'Reactivated a member (SCIM)',
    ]);
  });

  it('PUT replaces the attributes but keeps the groups, and refuses a new userName (it names the account)', async () => {
    const { a, da } = await world();
    const { id } = await createScimUser(da, okta('ada@contoso.com'));
    await patchScimGroup(da, 'editor', {
      schemas: [patchOp],
      Operations: [{ op: 'add', path: 'members', value: [{ value: id }] }],
    });
    const replaced = await replaceScimUser(da, id, {
      userName: 'ada@contoso.com',
      displayName: 'Countess',
      active: true,
    });
    expect(replaced).toMatchObject({ displayName: 'Countess', groups: [{ value: 'editor' }] });
    expect(replaced).not.toHaveProperty('externalId');
    expect(a.state.members.get(id)).toMatchObject({ displayName: 'Countess', role: 'editor' });
    expect(await refusal(replaceScimUser(da, id, { userName: 'other@contoso.com' }))).toEqual({
      status: 400,
      scimType: 'mutability',
    });
  });

  it('DELETE ends the membership and the SCIM view; the same id is then 404', async () => {
    const { a, da, claims } = await world();
    const { id } = await createScimUser(da, okta('ada@contoso.com'));
    await deleteScimUser(da, id);
    expect(a.state.members.has(id)).toBe(false);
    expect(claims.get(id)).toEqual({});
    expect(await refusal(getScimUser(da, id))).toEqual({ status: 404, scimType: undefined });
    expect(await refusal(deleteScimUser(da, id))).toEqual({ status: 404, scimType: undefined });
    expect(a.state.audit.at(-1)?.summary).toBe('Deprovisioned a member (SCIM)');
  });

  it('answers another organisation’s user id like a missing one, and writes nothing there', async () => {
    const { b, da, db } = await world();
    const { id } = await createScimUser(da, okta('ada@contoso.com'));
    const before = JSON.stringify(b.state);
    for (const attempt of [
      getScimUser(db, id),
      patchScimUser(db, id, { Operations: [{ op: 'replace', value: { active: false } }] }),
      replaceScimUser(db, id, okta('ada@contoso.com')),
      deleteScimUser(db, id),
    ])
      expect(await refusal(attempt)).toEqual({ status: 404, scimType: undefined });
    expect(
      await refusal(
        patchScimGroup(db, 'admin', { Operations: [{ op: 'add', path: 'members', value: [{ value: id }] }] }),
      ),
    ).toEqual({
      status: 400,
      scimType: 'invalidValue',
    });
    expect(JSON.stringify(b.state)).toBe(before);
    expect((await listScimUsers(db, {})).totalResults).toBe(0);
  });

  it('refuses an address provisioned already with uniqueness', async () => {
    const { da } = await world();
    await createScimUser(da, okta('ada@contoso.com'));
    expect(await refusal(createScimUser(da, okta('ADA@contoso.com')))).toEqual({
      status: 409,
      scimType: 'uniqueness',
    });
  });

  it('adds a membership to an account of another organisation, leaving its active organisation and sessions alone', async () => {
    const { a, da, claims, revoked } = await world();
    await createScimUser(da, okta('ownerb@x.test'));
    expect(a.state.members.get('ownerB')?.role).toBe('viewer');
    expect(claims.get('ownerB')).toEqual({ tid: 'org-b', role: 'owner' });
    expect(revoked).not.toContain('ownerB');
  });

  it('links an existing member with their role, but never an owner (owners are managed on /admin)', async () => {
    const { a, da } = await world({ members: { owner1: 'owner', ed: 'editor' } });
    const linked = await createScimUser(da, okta('ed@x.test'));
    expect(linked).toMatchObject({ id: 'ed', groups: [{ value: 'editor' }] });
    expect(a.state.members.get('ed')?.role).toBe('editor');
    expect(a.state.organisation?.memberCount).toBe(2);
    expect(a.state.audit.at(-1)?.summary).toBe('Linked a member to the identity provider (SCIM)');
    expect(await refusal(createScimUser(da, okta('owner1@x.test')))).toEqual({
      status: 409,
      scimType: 'uniqueness',
    });
    expect(a.state.members.get('owner1')?.role).toBe('owner');
  });

  it('withdraws a pending invitation of the address: its seat becomes the member’s', async () => {
    const { a, da } = await world({ seats: 2 });
    const invitationId = a.invitations.idFor('ada@contoso.com');
    await a.transaction((tx) => {
      tx.invitations.put({
        id: invitationId,
        email: 'ada@contoso.com',
        role: 'editor',
        invitedBy: 'owner1',
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
        sends: 1,
        tokenHash: 'x',
      });
      tx.organisation.setCounts({ invitationCount: 1 });
      return Promise.resolve();
    });
    // Two seats: the owner and the invitation; the member takes the invitation's.
    const { id } = await createScimUser(da, okta('ada@contoso.com'));
    expect(a.state.invitations.has(invitationId)).toBe(false);
    expect(a.state.members.has(id)).toBe(true);
    expect(a.state.organisation).toMatchObject({ memberCount: 2, invitationCount: 0 });
  });

  it('holds the plan’s seats: a member more than the limit is refused and nothing is written', async () => {
    const { a, da } = await world({ seats: 2 });
    await createScimUser(da, okta('ada@contoso.com'));
    const audit = a.state.audit.length;
    expect((await refusal(createScimUser(da, okta('grace@contoso.com')))).status).toBe(403);
    expect(a.state.members.size).toBe(2);
    expect(a.state.audit).toHaveLength(audit);
    expect((await listScimUsers(da, {})).totalResults).toBe(1);
  });
});

describe('SCIM groups (roles)', () => {
  it('lists the three role groups, found by displayName in any case, with their members', async () => {
    const { da } = await world();
    const { id } = await createScimUser(da, okta('ada@contoso.com'));
    await patchScimGroup(da, 'admin', {
      Operations: [{ op: 'Add', path: 'members', value: [{ value: id }] }],
    });
    const all = await listScimGroups(da, {});
    expect(all.Resources.map((group) => group.id)).toEqual(['viewer', 'editor', 'admin']);
    const admins = await listScimGroups(da, { filter: 'displayName eq "ADMIN"' });
    expect(admins).toMatchObject({
      totalResults: 1,
      Resources: [{ id: 'admin', displayName: 'Admin', members: [{ value: id }] }],
    });
    expect(
      (await listScimGroups(da, { filter: `id eq "admin" and members[value eq "${id}"]` })).totalResults,
    ).toBe(1);
    expect(
      (await listScimGroups(da, { filter: `id eq "editor" and members[value eq "${id}"]` })).totalResults,
    ).toBe(0);
    expect(await getScimGroup(da, 'admin', { excludedAttributes: 'members' })).not.toHaveProperty('members');
    expect(await refusal(getScimGroup(da, 'owner'))).toEqual({ status: 404, scimType: undefined });
  });

  it('sets the role from the highest group; leaving a group demotes and ends the sessions', async () => {
    const { a, da, claims, revoked } = await world();
    const { id } = await createScimUser(da, okta('ada@contoso.com'));
    await patchScimGroup(da, 'editor', {
      Operations: [{ op: 'Add', path: 'members', value: [{ value: id }] }],
    });
    await patchScimGroup(da, 'admin', {
      Operations: [{ op: 'add', path: 'members', value: [{ value: id }] }],
    });
    expect(a.state.members.get(id)?.role).toBe('admin');
    expect(claims.get(id)).toEqual({ tid: 'org-a', role: 'admin' });
    expect(revoked).toEqual([]);
    await patchScimGroup(da, 'admin', { Operations: [{ op: 'remove', path: `members[value eq "${id}"]` }] });
    expect(a.state.members.get(id)?.role).toBe('editor');
    expect(revoked).toEqual([id]);
    expect(a.state.audit.at(-1)?.summary).toBe('Removed a member from the admin group (SCIM)');
    await patchScimGroup(da, 'editor', { Operations: [{ op: 'replace', path: 'members', value: [] }] });
    expect(claims.get(id)).toEqual({ tid: 'org-a', role: 'viewer' });
  });

  it('refuses creating groups: a role name is told to link, another name is refused', async () => {
    expect(await refusal(Promise.resolve().then(() => createScimGroup({ displayName: 'Editor' })))).toEqual({
      status: 409,
      scimType: 'uniqueness',
    });
    expect(
      await refusal(Promise.resolve().then(() => createScimGroup({ displayName: 'Engineering' }))),
    ).toEqual({
      status: 400,
      scimType: 'invalidValue',
    });
  });
});
