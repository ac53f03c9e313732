import { describe, expect, it } from 'vitest';
import { parseScimFilter, scimErrorBody, ScimError, scimList, scimPage } from './protocol.ts';

function refusal(run: () => unknown): { status: number; scimType: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof ScimError) return { status: error.status, scimType: error.scimType };
    throw error;
  }
  throw new Error('expected a ScimError');
}

describe('parseScimFilter', () => {
  it('reads the eq filters Okta and Entra send, attribute names lower-cased', () => {
    expect(parseScimFilter('userName eq "ada@contoso.com"')).toEqual([
      { attribute: 'username', value: 'ada@contoso.com' },
    ]);
    expect(parseScimFilter('externalId EQ "0f8c-1"')).toEqual([{ attribute: 'externalid', value: '0f8c-1' }]);
    expect(parseScimFilter('displayName eq "Admin"')).toEqual([{ attribute: 'displayname', value: 'Admin' }]);
    expect(parseScimFilter('active eq false')).toEqual([{ attribute: 'active', value: false }]);
  });

  it('reads escaped quotes and joins comparisons with and (Entra’s group member check)', () => {
    expect(parseScimFilter('userName eq "a\\"b@x.com"')).toEqual([
      { attribute: 'username', value: 'a"b@x.com' },
    ]);
    expect(parseScimFilter('id eq "editor" and members[value eq "uid-7"]')).toEqual([
      { attribute: 'id', value: 'editor' },
      { attribute: 'members.value', value: 'uid-7' },
    ]);
    expect(parseScimFilter('emails[type eq "work"].value eq "a@x.com"')).toEqual([
      { attribute: 'emails[type eq "work"].value', value: 'a@x.com' },
    ]);
  });

  it.each([
    ['an empty filter', ''],
    ['another operator', 'userName co "ada"'],
    ['or', 'userName eq "a@x.com" or userName eq "b@x.com"'],
    ['an unquoted string', 'userName eq ada'],
    ['trailing text', 'userName eq "a@x.com" garbage'],
    ['a missing value', 'userName eq'],
  ])('refuses %s as invalidFilter', (_what, filter) => {
    expect(refusal(() => parseScimFilter(filter))).toEqual({ status: 400, scimType: 'invalidFilter' });
  });
});

describe('paging', () => {
  it('is 1-based, clamps startIndex to 1 and count to 0…100, and refuses non-numbers', () => {
    expect(scimPage({})).toEqual({ startIndex: 1, count: 100 });
    expect(scimPage({ startIndex: '0', count: '500' })).toEqual({ startIndex: 1, count: 100 });
    expect(scimPage({ startIndex: '3', count: '-2' })).toEqual({ startIndex: 3, count: 0 });
    expect(refusal(() => scimPage({ count: 'ten' }))).toEqual({ status: 400, scimType: 'invalidValue' });
  });

  it('answers one page with the total, start and items of this page', () => {
    const all = ['a', 'b', 'c', 'd', 'e'];
    expect(scimList(all, { startIndex: 2, count: 2 })).toMatchObject({
      totalResults: 5,
      startIndex: 2,
      itemsPerPage: 2,
      Resources: ['b', 'c'],
    });
    expect(scimList(all, { startIndex: 5, count: 10 }).Resources).toEqual(['e']);
    expect(scimList(all, { startIndex: 9, count: 10 })).toMatchObject({ itemsPerPage: 0, Resources: [] });
  });
});

describe('scimErrorBody', () => {
  it('is the error schema with status as a string', () => {
    expect(scimErrorBody(409, 'Taken', 'uniqueness')).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
      detail: 'Taken',
    });
    expect(scimErrorBody(404, 'Gone')).not.toHaveProperty('scimType');
  });
});
