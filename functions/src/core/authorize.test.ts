import { describe, expect, it } from 'vitest';
import type { Access } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { apiKeyPrincipal, authorise, principalFrom } from './authorize.ts';

const token = (claims: Record<string, unknown>) => ({
  uid: 'u1',
  token: { iss: 'x', email: 'u1@example.test', ...claims },
});

function outcome(access: Access, claims: Record<string, unknown> | null): string {
  try {
    authorise(access, principalFrom(claims ? token(claims) : null));
    return 'allow';
  } catch (error) {
    return error instanceof DomainError ? error.code : 'unexpected';
  }
}

const viewer = { tid: 'org1', role: 'viewer' };
const editor = { tid: 'org1', role: 'editor' };
const owner = { tid: 'org1', role: 'owner' };
const shared = { ptid: 'org1', ttid: 't1' };
const admin = { adminUI: true };

describe('principalFrom', () => {
  it('reads a member, a shared user and the operator flags from claims', () => {
    expect(principalFrom(token({ ...owner, adminUI: true, sysdev: true }))).toMatchObject({
      member: { tid: 'org1', role: 'owner' },
      shared: null,
      systemAdmin: true,
      systemDeveloper: true,
      malformed: false,
      email: 'u1@example.test',
    });
    expect(principalFrom(token(shared))).toMatchObject({
      member: null,
      shared: { ptid: 'org1', ttid: 't1' },
      malformed: false,
    });
  });

  it('has no principal without verified auth', () => {
    expect(principalFrom(null)).toBeNull();
    expect(principalFrom({ uid: '', token: {} })).toBeNull();
  });

  it.each([
    ['a tid that is not an id', { tid: 42, role: 'owner' }],
    ['an unknown role', { tid: 'org1', role: 'superuser' }],
    ['a tid without role', { tid: 'org1' }],
    ['a role without tid', { role: 'owner' }],
    ['a ptid without ttid', { ptid: 'org1' }],
    ['both member and shared claims', { ...owner, ...shared }],
    ['a non-boolean adminUI', { adminUI: 'true' }],
    ['a path in the tid', { tid: 'org1/tenants/x', role: 'owner' }],
  ])('marks %s as malformed', (_label, claims) => {
    expect(principalFrom(token(claims))?.malformed).toBe(true);
    expect(principalFrom(token(claims))?.systemAdmin).toBe(false);
  });
});

describe('authorise', () => {
  const cases: [string, Access, (Record<string, unknown> | null)[], string[]][] = [
    // access, callers: [guest, no claims, viewer, editor, owner, shared, admin, malformed]
    ['public', { audience: 'public' }, [], []],
    ['signedIn', { audience: 'signedIn' }, [], []],
    ['member viewer', { audience: 'member', minRole: 'viewer' }, [], []],
    ['member editor', { audience: 'member', minRole: 'editor' }, [], []],
    ['member admin', { audience: 'member', minRole: 'admin' }, [], []],
    ['shared', { audience: 'shared' }, [], []],
    ['memberOrShared editor', { audience: 'memberOrShared', minRole: 'editor' }, [], []],
    ['systemAdmin', { audience: 'systemAdmin' }, [], []],
  ];
  const callers: (Record<string, unknown> | null)[] = [
    null,
    {},
    viewer,
    editor,
    owner,
    shared,
    admin,
    { tid: 'org1' },
  ];
  const expected: Record<string, string[]> = {
    public: ['allow', 'allow', 'allow', 'allow', 'allow', 'allow', 'allow', 'allow'],
    signedIn: ['unauthenticated', 'allow', 'allow', 'allow', 'allow', 'allow', 'allow', 'permission-denied'],
    'member viewer': [
      'unauthenticated',
      'permission-denied',
      'allow',
      'allow',
      'allow',
      'permission-denied',
      'permission-denied',
      'permission-denied',
    ],
    'member editor': [
      'unauthenticated',
      'permission-denied',
      'permission-denied',
      'allow',
      'allow',
      'permission-denied',
      'permission-denied',
      'permission-denied',
    ],
    'member admin': [
      'unauthenticated',
      'permission-denied',
      'permission-denied',
      'permission-denied',
      'allow',
      'permission-denied',
      'permission-denied',
      'permission-denied',
    ],
    shared: [
      'unauthenticated',
      'permission-denied',
      'permission-denied',
      'permission-denied',
      'permission-denied',
      'allow',
      'permission-denied',
      'permission-denied',
    ],
    'memberOrShared editor': [
      'unauthenticated',
      'permission-denied',
      'permission-denied',
      'allow',
      'allow',
      'allow',
      'permission-denied',
      'permission-denied',
    ],
    systemAdmin: [
      'unauthenticated',
      'permission-denied',
      'permission-denied',
      'permission-denied',
      'permission-denied',
      'permission-denied',
      'allow',
      'permission-denied',
    ],
  };
  it.each(cases)('%s: guest, no claims, viewer, editor, owner, shared, admin, malformed', (label, access) => {
    expect(callers.map((claims) => outcome(access, claims))).toEqual(expected[label]);
  });
});

describe('authorise an API key', () => {
  const key = (role: 'viewer' | 'editor') =>
    apiKeyPrincipal({ keyId: 'k1', tid: 'org1', role, tenantIds: null });
  const refusal = (fn: () => void) => {
    try {
      fn();
      return 'allow';
    } catch (error) {
      return error instanceof DomainError ? `${error.code}: ${error.message}` : 'unexpected';
    }
  };
  it('tells a read-only key on a change that the key is read-only', () => {
    expect(refusal(() => authorise({ audience: 'member', minRole: 'editor' }, key('viewer')))).toBe(
      'permission-denied: This API key is read-only: use a read-write key to change data.',
    );
    expect(refusal(() => authorise({ audience: 'member', minRole: 'viewer' }, key('viewer')))).toBe('allow');
  });
  it('refuses a read-write key above its role plainly', () => {
    expect(refusal(() => authorise({ audience: 'member', minRole: 'admin' }, key('editor')))).toBe(
      "permission-denied: You don't have access to this.",
    );
  });
});

describe("authorise under an organisation's two-step policy (claim mfa)", () => {
  const reason = (access: Access, claims: Record<string, unknown>, secondFactor?: string) => {
    try {
      const firebase = secondFactor
        ? { sign_in_provider: 'password', sign_in_second_factor: secondFactor }
        : {};
      authorise(access, principalFrom(token({ ...claims, firebase })));
      return 'allow';
    } catch (error) {
      return error instanceof DomainError ? `${error.code} ${String(error.details?.reason)}` : 'unexpected';
    }
  };
  const required = { ...editor, mfa: true };
  const member: Access = { audience: 'member', minRole: 'viewer' };
  const memberOrShared: Access = { audience: 'memberOrShared', minRole: 'viewer' };

  it('refuses a member signed in without a second step, naming the reason', () => {
    expect(reason(member, required)).toBe('permission-denied second-factor-policy');
    expect(reason(memberOrShared, required)).toBe('permission-denied second-factor-policy');
  });

  it('lets the same member in once the session was signed in with a second step', () => {
    expect(reason(member, required, 'totp')).toBe('allow');
    expect(reason(memberOrShared, required, 'phone')).toBe('allow');
  });

  it('keeps their own account reachable, so the second step can be added', () => {
    expect(reason({ audience: 'signedIn' }, required)).toBe('allow');
  });

  it('asks nothing of members of organisations without the policy', () => {
    expect(reason(member, editor)).toBe('allow');
  });

  it('reads the second step only from the verified token', () => {
    expect(
      principalFrom(token({ ...required, firebase: { sign_in_second_factor: 'totp' } }))?.secondFactor,
    ).toBe(true);
    expect(principalFrom(token({ ...required, sign_in_second_factor: 'totp' }))?.secondFactor).toBe(false);
    expect(principalFrom(token({ ...required, firebase: { sign_in_second_factor: 1 } }))?.secondFactor).toBe(
      false,
    );
  });
});

describe('authorise when the member’s domain requires single sign-on (claim sso)', () => {
  const reason = (access: Access, claims: Record<string, unknown>, signInProvider: string) => {
    try {
      authorise(access, principalFrom(token({ ...claims, firebase: { sign_in_provider: signInProvider } })));
      return 'allow';
    } catch (error) {
      return error instanceof DomainError ? `${error.code} ${String(error.details?.reason)}` : 'unexpected';
    }
  };
  const required = { ...editor, sso: 'oidc.abc' };
  const member: Access = { audience: 'member', minRole: 'viewer' };
  const memberOrShared: Access = { audience: 'memberOrShared', minRole: 'viewer' };

  it('refuses a password, email-link, Google or another provider’s session, naming the reason', () => {
    for (const provider of ['password', 'emailLink', 'google.com', 'oidc.other'])
      expect(reason(member, required, provider), provider).toBe('permission-denied sso-required');
    expect(reason(memberOrShared, required, 'password')).toBe('permission-denied sso-required');
  });

  it('lets the member in signed in with the provider, and keeps their account reachable', () => {
    expect(reason(member, required, 'oidc.abc')).toBe('allow');
    expect(reason({ audience: 'signedIn' }, required, 'password')).toBe('allow');
    expect(reason(member, editor, 'password')).toBe('allow');
  });

  it('reads the provider only from the verified token’s firebase.sign_in_provider', () => {
    expect(reason(member, { ...required, sign_in_provider: 'oidc.abc' }, 'password')).toBe(
      'permission-denied sso-required',
    );
    // A claim that is no provider id makes the claims malformed: nothing but public callables.
    expect(reason(member, { ...editor, sso: 'password' }, 'password')).toBe('permission-denied undefined');
  });
});
