import { CUSTOM_CLAIMS_MAX_BYTES } from '@assay/domain/claims';
import { describe, expect, it } from 'vitest';
import {
  ClaimsTooLargeError,
  MAX_CUSTOM_CLAIMS_BYTES,
  assertClaimsSize,
  claimsSize,
  needsSecondFactor,
  needsSso,
  sessionFromFirebaseUser,
  sessionWho,
  signedInWithSso,
  type AuthUserLike,
} from './session.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const now = () => NOW;
const user: AuthUserLike = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  metadata: { creationTime: 'Tue, 03 Dec 2024 09:30:00 GMT' },
};

describe('sessionFromFirebaseUser', () => {
  it('maps every claim of a member to the session user', () => {
    const session = sessionFromFirebaseUser(
      user,
      { tid: 't1', role: 'admin', adminUI: true, sysdev: true },
      now,
    );
    expect(session).toEqual({
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada',
      tid: 't1',
      role: 'admin',
      adminUI: true,
      isSystemDeveloper: true,
      createdAt: new Date('2024-12-03T09:30:00Z'),
      systemRole: 'systemadmin',
      isSharedUser: false,
      secondFactorRequired: false,
      signedInWithSecondFactor: false,
      signInProvider: null,
      ssoProvider: null,
    });
  });

  it('reads how the session signed in and the provider single sign-on requires', () => {
    const claims = { tid: 't1', role: 'editor', sso: 'oidc.abc' };
    const password = sessionFromFirebaseUser(
      user,
      { ...claims, firebase: { sign_in_provider: 'password' } },
      now,
    );
    expect(password).toMatchObject({ signInProvider: 'password', ssoProvider: 'oidc.abc' });
    expect(needsSso(password)).toBe(true);
    expect(signedInWithSso(password)).toBe(false);
    const sso = sessionFromFirebaseUser(user, { ...claims, firebase: { sign_in_provider: 'oidc.abc' } }, now);
    expect(needsSso(sso)).toBe(false);
    expect(signedInWithSso(sso)).toBe(true);
    // Another provider is not the one required; no organisation, no requirement.
    expect(
      needsSso(sessionFromFirebaseUser(user, { ...claims, firebase: { sign_in_provider: 'oidc.x' } }, now)),
    ).toBe(true);
    expect(needsSso(sessionFromFirebaseUser(user, { sso: 'oidc.abc' }, now))).toBe(false);
  });

  it("reads the organisation's two-step policy and the session's second step", () => {
    const required = { tid: 't1', role: 'editor', mfa: true };
    const withoutStep = sessionFromFirebaseUser(
      user,
      { ...required, firebase: { sign_in_provider: 'password' } },
      now,
    );
    expect(withoutStep).toMatchObject({ secondFactorRequired: true, signedInWithSecondFactor: false });
    expect(needsSecondFactor(withoutStep)).toBe(true);
    const withStep = sessionFromFirebaseUser(
      user,
      { ...required, firebase: { sign_in_second_factor: 'phone' } },
      now,
    );
    expect(withStep.signedInWithSecondFactor).toBe(true);
    expect(needsSecondFactor(withStep)).toBe(false);
    // Only `true` marks the policy; no organisation, no policy.
    expect(
      needsSecondFactor(sessionFromFirebaseUser(user, { tid: 't1', role: 'editor', mfa: 'yes' }, now)),
    ).toBe(false);
    expect(needsSecondFactor(sessionFromFirebaseUser(user, { mfa: true }, now))).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });

  it('marks a user with ptid as a shared user and keeps ptid and ttid', () => {
    const session = sessionFromFirebaseUser(user, { ptid: 'p1', ttid: 'tt1' }, now);
    expect(session).toMatchObject({
      ptid: 'p1',
      ttid: 'tt1',
      isSharedUser: true,
      systemRole: 'user',
      adminUI: false,
    });
    expect(session.tid).toBeUndefined();
  });

  it('derives role user and no flags from empty claims', () => {
    const session = sessionFromFirebaseUser(user, {}, now);
    expect(session).toMatchObject({
      adminUI: false,
      isSystemDeveloper: false,
      systemRole: 'user',
      isSharedUser: false,
    });
    expect(Object.keys(session)).not.toContain('tid');
    expect(Object.keys(session)).not.toContain('role');
  });

  it.each([
    ['adminUI as the string "true"', { adminUI: 'true' }, { adminUI: false, systemRole: 'user' }],
    ['adminUI as 1', { adminUI: 1 }, { adminUI: false, systemRole: 'user' }],
    ['sysdev as the string "yes"', { sysdev: 'yes' }, { isSystemDeveloper: false }],
    ['tid as a number', { tid: 42 }, { tid: undefined }],
    ['tid as an empty string', { tid: '' }, { tid: undefined }],
    ['tid as whitespace', { tid: '   ' }, { tid: undefined }],
    ['tid containing a slash', { tid: 'a/b' }, { tid: undefined }],
    ['tid as an object', { tid: { id: 't1' } }, { tid: undefined }],
    ['ptid as an array', { ptid: ['p1'] }, { ptid: undefined, isSharedUser: false }],
    ['ptid as null', { ptid: null }, { ptid: undefined, isSharedUser: false }],
    ['ttid as a boolean', { ttid: true }, { ttid: undefined }],
    ['an unknown role', { tid: 't1', role: 'superuser' }, { role: undefined }],
    ['role in the wrong case', { tid: 't1', role: 'Owner' }, { role: undefined }],
  ])('ignores %s', (_label, claims, expected) => {
    const session = sessionFromFirebaseUser(user, claims, now);
    for (const [key, value] of Object.entries(expected)) {
      expect(session[key as keyof typeof session]).toEqual(value);
    }
  });

  it('accepts every member role', () => {
    for (const role of ['viewer', 'editor', 'admin', 'owner'] as const) {
      expect(sessionFromFirebaseUser(user, { tid: 't1', role }, now).role).toBe(role);
    }
  });

  it('treats claims that are not an object as no claims', () => {
    const session = sessionFromFirebaseUser(user, null, now);
    expect(session).toMatchObject({ adminUI: false, isSharedUser: false, systemRole: 'user' });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['unparseable', 'not a date'],
  ])('uses the current time when the creation time is %s', (_label, creationTime) => {
    const session = sessionFromFirebaseUser({ ...user, metadata: { creationTime } }, {}, now);
    expect(session.createdAt).toEqual(NOW);
  });

  it('uses the real clock when no clock is given', () => {
    const before = Date.now();
    const session = sessionFromFirebaseUser({ ...user, metadata: {} }, {});
    expect(session.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(session.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('turns a missing email or display name into null', () => {
    const session = sessionFromFirebaseUser({ ...user, email: null, displayName: '' }, {}, now);
    expect(session.email).toBeNull();
    expect(session.displayName).toBeNull();
  });
});

describe('claims size', () => {
  it('uses the same limit as the domain claims schema', () => {
    expect(MAX_CUSTOM_CLAIMS_BYTES).toBe(CUSTOM_CLAIMS_MAX_BYTES);
  });

  it('counts the UTF-8 bytes of the JSON', () => {
    expect(claimsSize({ tid: 't1' })).toBe(JSON.stringify({ tid: 't1' }).length);
    expect(claimsSize({ n: 'é' })).toBe(JSON.stringify({ n: '' }).length + 2);
  });

  it('accepts claims of exactly 1000 bytes and returns their size', () => {
    const base = JSON.stringify({ x: '' }).length;
    const claims = { x: 'a'.repeat(MAX_CUSTOM_CLAIMS_BYTES - base) };
    expect(assertClaimsSize(claims)).toBe(1000);
  });

  it('refuses claims over 1000 bytes', () => {
    const base = JSON.stringify({ x: '' }).length;
    const claims = { x: 'a'.repeat(MAX_CUSTOM_CLAIMS_BYTES - base + 1) };
    expect(() => assertClaimsSize(claims)).toThrow(ClaimsTooLargeError);
    expect(() => assertClaimsSize(claims)).toThrow(/1001 bytes/);
  });

  it('counts multi-byte characters as bytes, not characters', () => {
    const claims = { x: 'é'.repeat(500) };
    expect(JSON.stringify(claims).length).toBeLessThan(1000);
    expect(() => assertClaimsSize(claims)).toThrow(ClaimsTooLargeError);
  });
});

describe('sessionWho', () => {
  it('names the person, with the address beneath only when there is a name', () => {
    expect(sessionWho({ displayName: 'Ada', email: 'ada@example.com' })).toEqual({
      who: 'Ada',
      detail: 'ada@example.com',
    });
    expect(sessionWho({ displayName: null, email: 'ada@example.com' })).toEqual({
      who: 'ada@example.com',
      detail: undefined,
    });
  });
});
