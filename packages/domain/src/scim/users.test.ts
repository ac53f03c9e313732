import { describe, expect, it } from 'vitest';
import { readGroupPatch, roleOfGroups, scimGroupNamed } from './groups.ts';
import { ScimError } from './protocol.ts';
import {
  applyUserPatch,
  readPatchOperations,
  readScimUser,
  scimMemberName,
  scimUserResource,
} from './users.ts';
import type { ScimUserState } from './users.ts';

function refusal(run: () => unknown): { status: number; scimType: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof ScimError) return { status: error.status, scimType: error.scimType };
    throw error;
  }
  throw new Error('expected a ScimError');
}

// The bodies as Okta's and Entra ID's provisioning documentation shows them.
const oktaCreate = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: 'Ada.Lovelace@Contoso.com',
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ primary: true, value: 'ada.lovelace@contoso.com', type: 'work' }],
  displayName: 'Ada Lovelace',
  locale: 'en-US',
  externalId: '00u1abcd',
  groups: [],
  password: 'ignored',
  active: true,
};
const entraCreate = {
  schemas: [
    'urn:ietf:params:scim:schemas:core:2.0:User',
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  ],
  externalId: 'grace',
  userName: 'grace@contoso.onmicrosoft.com',
  active: true,
  emails: [{ primary: true, type: 'work', value: 'grace@contoso.com' }],
  meta: { resourceType: 'User' },
  name: { formatted: 'Grace Hopper', familyName: 'Hopper', givenName: 'Grace' },
  roles: [],
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Navy' },
};

describe('readScimUser', () => {
  it('reads Okta’s create body: the userName lower-cased names the account, unknown attributes ignored', () => {
    expect(readScimUser(oktaCreate)).toEqual({
      userName: 'ada.lovelace@contoso.com',
      externalId: '00u1abcd',
      displayName: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      active: true,
    });
  });

  it('reads Entra’s create body (its userName, a UPN, is an address)', () => {
    expect(readScimUser(entraCreate)).toMatchObject({
      userName: 'grace@contoso.onmicrosoft.com',
      externalId: 'grace',
      givenName: 'Grace',
      active: true,
    });
  });

  it('takes the work address when the userName is not one, and is active unless told otherwise', () => {
    expect(
      readScimUser({ userName: 'grace', emails: [{ value: 'Grace@Contoso.com', type: 'work' }] }),
    ).toEqual({
      userName: 'grace@contoso.com',
      active: true,
    });
  });

  it.each([
    ['no userName', { displayName: 'x' }],
    ['a userName that is no address and no emails', { userName: 'grace' }],
    ['a non-boolean active', { userName: 'a@x.com', active: 'maybe' }],
    ['a number as displayName', { userName: 'a@x.com', displayName: 7 }],
  ])('refuses %s as invalidValue', (_what, body) => {
    expect(refusal(() => readScimUser(body))).toEqual({ status: 400, scimType: 'invalidValue' });
  });

  it('refuses a body that is not an object as invalidSyntax', () => {
    expect(refusal(() => readScimUser([]))).toEqual({ status: 400, scimType: 'invalidSyntax' });
  });
});

describe('user PATCH', () => {
  const ada: ScimUserState = {
    userName: 'ada@contoso.com',
    givenName: 'Ada',
    externalId: 'x1',
    active: true,
  };
  const patch = (operations: unknown[]) =>
    applyUserPatch(
      ada,
      readPatchOperations({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: operations,
      }),
    );

  it('deactivates with Okta’s pathless replace and with Entra’s "Replace" of active to "False"', () => {
    expect(patch([{ op: 'replace', value: { active: false } }]).active).toBe(false);
    expect(patch([{ op: 'Replace', path: 'active', value: 'False' }]).active).toBe(false);
    expect(patch([{ op: 'Replace', path: 'active', value: 'True' }]).active).toBe(true);
    expect(patch([{ op: 'replace', path: 'active', value: 'true' }]).active).toBe(true);
    expect(refusal(() => patch([{ op: 'replace', path: 'active', value: 'yes' }]))).toEqual({
      status: 400,
      scimType: 'invalidValue',
    });
  });

  it('sets names by path, by dotted keys of a pathless value, and by a nested name object', () => {
    expect(patch([{ op: 'Replace', path: 'name.familyName', value: 'Byron' }]).familyName).toBe('Byron');
    expect(
      patch([{ op: 'replace', value: { 'name.givenName': 'Augusta', displayName: 'AAL' } }]),
    ).toMatchObject({
      givenName: 'Augusta',
      displayName: 'AAL',
    });
    expect(patch([{ op: 'replace', value: { name: { givenName: 'A.' } } }]).givenName).toBe('A.');
    expect(patch([{ op: 'Add', path: 'externalId', value: 'x2' }]).externalId).toBe('x2');
  });

  it('removes an optional attribute, ignores paths Assay does not keep, and refuses removing userName', () => {
    expect(patch([{ op: 'Remove', path: 'externalId' }])).not.toHaveProperty('externalId');
    expect(patch([{ op: 'Replace', path: 'title', value: 'Countess' }])).toEqual(ada);
    expect(
      patch([
        {
          op: 'Add',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'R&D',
        },
      ]),
    ).toEqual(ada);
    expect(refusal(() => patch([{ op: 'remove', path: 'userName' }]))).toEqual({
      status: 400,
      scimType: 'mutability',
    });
  });

  it('refuses a PATCH without Operations or with an unknown op', () => {
    expect(refusal(() => readPatchOperations({ Operations: [] }))).toEqual({
      status: 400,
      scimType: 'invalidSyntax',
    });
    expect(refusal(() => readPatchOperations({ Operations: [{ op: 'move', path: 'active' }] }))).toEqual({
      status: 400,
      scimType: 'invalidSyntax',
    });
  });
});

describe('groups are roles', () => {
  it('gives the highest group’s role, viewer in none, and finds groups by name in any case', () => {
    expect(roleOfGroups([])).toBe('viewer');
    expect(roleOfGroups(['editor', 'admin'])).toBe('admin');
    expect(roleOfGroups(['viewer', 'editor'])).toBe('editor');
    expect(scimGroupNamed(' Admin ')).toBe('admin');
    expect(scimGroupNamed('owner')).toBeNull();
  });

  it('reads Entra’s Add/Remove members and Okta’s filtered remove and replace', () => {
    const ops = (operations: unknown[]) => readPatchOperations({ Operations: operations });
    expect(
      readGroupPatch(
        'editor',
        ops([
          { op: 'Add', path: 'members', value: [{ value: 'u1' }, { value: 'u2' }] },
          { op: 'Remove', path: 'members', value: [{ value: 'u3' }] },
        ]),
      ),
    ).toEqual({ add: ['u1', 'u2'], remove: ['u3'], replace: null });
    expect(readGroupPatch('editor', ops([{ op: 'remove', path: 'members[value eq "u9"]' }]))).toEqual({
      add: [],
      remove: ['u9'],
      replace: null,
    });
    expect(
      readGroupPatch(
        'admin',
        ops([{ op: 'replace', value: { id: 'admin', displayName: 'Admin', members: [{ value: 'u1' }] } }]),
      ),
    ).toEqual({ add: [], remove: [], replace: ['u1'] });
  });

  it('refuses renaming a group and members without an id', () => {
    const ops = (operations: unknown[]) => readPatchOperations({ Operations: operations });
    expect(
      refusal(() => readGroupPatch('admin', ops([{ op: 'replace', path: 'displayName', value: 'Owners' }]))),
    ).toEqual({
      status: 400,
      scimType: 'mutability',
    });
    expect(
      refusal(() =>
        readGroupPatch('admin', ops([{ op: 'add', path: 'members', value: [{ display: 'x' }] }])),
      ),
    ).toEqual({
      status: 400,
      scimType: 'invalidValue',
    });
  });
});

describe('scimUserResource', () => {
  it('is a core User with the groups as roles, the address as its one work email, and its location', () => {
    const resource = scimUserResource(
      {
        id: 'uid-1',
        userName: 'ada@contoso.com',
        givenName: 'Ada',
        familyName: 'Lovelace',
        active: false,
        groups: ['editor'],
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-02T00:00:00.000Z',
      },
      'https://app.example/scim/v2',
    );
    expect(resource).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      id: 'uid-1',
      userName: 'ada@contoso.com',
      displayName: 'Ada Lovelace',
      emails: [{ value: 'ada@contoso.com', type: 'work', primary: true }],
      active: false,
      groups: [{ value: 'editor', display: 'Editor', $ref: 'https://app.example/scim/v2/Groups/editor' }],
      meta: { resourceType: 'User', location: 'https://app.example/scim/v2/Users/uid-1' },
    });
    expect(scimMemberName({ userName: 'grace@x.com', active: true })).toBe('grace');
  });
});
