import { describe, expect, it } from 'vitest';
import {
  guardRoute,
  homeTarget,
  safeRedirectTarget,
  sharedHomeTarget,
  signInTarget,
  type GuardDecision,
  type RouteMeta,
} from './guard.ts';
import { sessionWith, users, type UserKind } from './test/sessions.ts';

const allow: GuardDecision = { type: 'allow' };
const forbidden: GuardDecision = { type: 'forbidden' };
const to = (target: string): GuardDecision => ({ type: 'redirect', to: target });

interface Rule {
  readonly rule: string;
  readonly meta: RouteMeta;
  readonly path: string;
  readonly expected: Record<UserKind, GuardDecision>;
}

const signedIn: RouteMeta = { requiresAuth: true };
const SHARED_HOME = '/shared/tenant/tt1';

// One row per rule × user kind (seed §4, SPEC §2).
const rules: readonly Rule[] = [
  {
    rule: 'a route needing sign-in',
    meta: signedIn,
    path: '/tenant/t1/overview?compare=a',
    expected: {
      guest: to('/signin?redirect=%2Ftenant%2Ft1%2Foverview%3Fcompare%3Da'),
      owner: allow,
      viewer: allow,
      shared: to(SHARED_HOME),
      systemAdmin: allow,
      systemAdminMember: allow,
    },
  },
  {
    rule: 'the welcome page',
    meta: signedIn,
    path: '/',
    expected: {
      guest: to('/signin'),
      owner: allow,
      viewer: allow,
      shared: to(SHARED_HOME),
      systemAdmin: allow,
      systemAdminMember: allow,
    },
  },
  {
    rule: 'a return route',
    meta: signedIn,
    path: '/checkout-success',
    expected: {
      guest: to('/signin?redirect=%2Fcheckout-success'),
      owner: allow,
      viewer: allow,
      shared: to(SHARED_HOME),
      systemAdmin: allow,
      systemAdminMember: allow,
    },
  },
  {
    rule: 'sign-out',
    meta: signedIn,
    path: '/signout',
    expected: {
      guest: to('/signin'),
      owner: allow,
      viewer: allow,
      shared: to(SHARED_HOME),
      systemAdmin: allow,
      systemAdminMember: allow,
    },
  },
  {
    rule: 'the guest-only sign-in page',
    meta: { guestOnly: true },
    path: '/signin',
    expected: {
      guest: allow,
      owner: to('/'),
      viewer: to('/'),
      shared: to(SHARED_HOME),
      systemAdmin: to('/'),
      systemAdminMember: to('/'),
    },
  },
  {
    rule: 'the guest-only shared sign-in page',
    meta: { guestOnly: true },
    path: '/sharedSignin/tt1',
    expected: {
      guest: allow,
      owner: to('/'),
      viewer: to('/'),
      shared: to(SHARED_HOME),
      systemAdmin: to('/'),
      systemAdminMember: to('/'),
    },
  },
  {
    rule: 'a system-admin route',
    meta: { requiresAuth: true, systemAdmin: true },
    path: '/service/tenants',
    expected: {
      guest: to('/signin?redirect=%2Fservice%2Ftenants'),
      owner: forbidden,
      viewer: forbidden,
      shared: to(SHARED_HOME),
      systemAdmin: allow,
      systemAdminMember: allow,
    },
  },
  {
    rule: 'a system-admin route flagged without requiresAuth',
    meta: { systemAdmin: true },
    path: '/service',
    expected: {
      guest: to('/signin?redirect=%2Fservice'),
      owner: forbidden,
      viewer: forbidden,
      shared: to(SHARED_HOME),
      systemAdmin: allow,
      systemAdminMember: allow,
    },
  },
  {
    rule: 'the /shared redirect page',
    meta: { sharedArea: true },
    path: '/shared',
    expected: {
      guest: to('/signin'),
      owner: to('/tenant/'),
      viewer: to('/tenant/'),
      shared: to(SHARED_HOME),
      systemAdmin: to('/tenant/'),
      systemAdminMember: to('/tenant/'),
    },
  },
  {
    rule: 'the /shared redirect page with a trailing slash',
    meta: { sharedArea: true },
    path: '/shared/',
    expected: {
      guest: to('/signin'),
      owner: to('/tenant/'),
      viewer: to('/tenant/'),
      shared: to(SHARED_HOME),
      systemAdmin: to('/tenant/'),
      systemAdminMember: to('/tenant/'),
    },
  },
  {
    rule: "the shared user's own shared tenant",
    meta: { requiresAuth: true, sharedArea: true },
    path: '/shared/tenant/tt1/roadmap/b1',
    expected: {
      guest: to('/signin?redirect=%2Fshared%2Ftenant%2Ftt1%2Froadmap%2Fb1'),
      owner: to('/tenant/'),
      viewer: to('/tenant/'),
      shared: allow,
      systemAdmin: to('/tenant/'),
      systemAdminMember: to('/tenant/'),
    },
  },
  {
    // The page shows the server's not-found: a redirect would say the id was refused for a reason.
    rule: 'another shared tenant (its page answers not-found)',
    meta: { requiresAuth: true, sharedArea: true },
    path: '/shared/tenant/other/overview',
    expected: {
      guest: to('/signin?redirect=%2Fshared%2Ftenant%2Fother%2Foverview'),
      owner: to('/tenant/'),
      viewer: to('/tenant/'),
      shared: allow,
      systemAdmin: to('/tenant/'),
      systemAdminMember: to('/tenant/'),
    },
  },
  {
    rule: 'the public in-progress landing',
    meta: {},
    path: '/in-progress/t1/tt1',
    expected: {
      guest: allow,
      owner: allow,
      viewer: allow,
      shared: allow,
      systemAdmin: allow,
      systemAdminMember: allow,
    },
  },
  {
    rule: 'an unknown path (not-found page)',
    meta: {},
    path: '/no/such/page',
    expected: {
      guest: allow,
      owner: allow,
      viewer: allow,
      shared: allow,
      systemAdmin: allow,
      systemAdminMember: allow,
    },
  },
];

function locationOf(path: string): { pathname: string; search: string } {
  const url = new URL(path, 'https://assay.test');
  return { pathname: url.pathname, search: url.search };
}

const rows = rules.flatMap(({ rule, meta, path, expected }) =>
  (Object.keys(users) as UserKind[]).map((kind) => {
    const decision = expected[kind];
    const outcome = decision.type === 'redirect' ? `redirect to ${decision.to}` : decision.type;
    return { rule, meta, path, kind, expected: decision, outcome };
  }),
);

describe('guardRoute', () => {
  it.each(rows)('$rule ($path) for $kind: $outcome', ({ meta, path, kind, expected }) => {
    expect(guardRoute(meta, users[kind], locationOf(path))).toEqual(expected);
  });

  it('sends a shared user who is also a system admin to their shared tenant, not the service area', () => {
    const session = sessionWith({ ptid: 't1', ttid: 'tt1', adminUI: true });
    expect(guardRoute({ requiresAuth: true, systemAdmin: true }, session, locationOf('/service'))).toEqual(
      to(SHARED_HOME),
    );
  });

  describe('a member who also holds a shared tenant (tid, ptid and ttid)', () => {
    const session = sessionWith({ tid: 't1', role: 'editor', ptid: 'p9', ttid: 'tt9' });

    it('keeps access to member routes', () => {
      expect(guardRoute(signedIn, session, locationOf('/roadmap'))).toEqual(allow);
    });

    it('may open their shared tenant', () => {
      expect(
        guardRoute({ requiresAuth: true, sharedArea: true }, session, locationOf('/shared/tenant/tt9')),
      ).toEqual(allow);
    });

    it('may open another shared tenant id, whose page answers not-found', () => {
      expect(
        guardRoute({ requiresAuth: true, sharedArea: true }, session, locationOf('/shared/tenant/tt1')),
      ).toEqual(allow);
    });

    it('is sent from /shared to their shared tenant and from /signin to the welcome page', () => {
      expect(guardRoute({ sharedArea: true }, session, locationOf('/shared'))).toEqual(
        to('/shared/tenant/tt9'),
      );
      expect(guardRoute({ guestOnly: true }, session, locationOf('/signin'))).toEqual(to('/'));
    });
  });

  describe('a shared user whose token lacks ttid', () => {
    const session = sessionWith({ ptid: 'p1' });

    it('is forbidden on routes needing sign-in, having no tenant to be sent to', () => {
      expect(guardRoute(signedIn, session, locationOf('/tenant/'))).toEqual(forbidden);
    });

    it('is forbidden in the shared tenant area', () => {
      expect(
        guardRoute({ requiresAuth: true, sharedArea: true }, session, locationOf('/shared/tenant/tt1')),
      ).toEqual(forbidden);
    });

    it('may stay on the sign-in page to switch account', () => {
      expect(guardRoute({ guestOnly: true }, session, locationOf('/signin'))).toEqual(allow);
    });
  });

  it('sends a member who signed in from /signin?redirect= back to the requested page, never off-site', () => {
    const session = sessionWith({ tid: 'p1', role: 'owner' });
    expect(
      guardRoute({ guestOnly: true }, session, locationOf('/signin?redirect=%2Ftenant%2Ft1%2Froadmap')),
    ).toEqual(to('/tenant/t1/roadmap'));
    expect(
      guardRoute({ guestOnly: true }, session, locationOf('/signin?redirect=%2F%2Fevil.example')),
    ).toEqual(to('/'));
    expect(
      guardRoute({ guestOnly: true }, session, locationOf('/signin?redirect=https%3A%2F%2Fevil.example')),
    ).toEqual(to('/'));
  });

  it('sends a shared user to their tenant from /signin, whatever the redirect asks', () => {
    const session = sessionWith({ ptid: 'p1', ttid: 'tt9' });
    expect(guardRoute({ guestOnly: true }, session, locationOf('/signin?redirect=%2Ftenant%2F'))).toEqual(
      to('/shared/tenant/tt9'),
    );
  });

  it('leaves any shared tenant id, even a malformed one, to the page (and the server) rather than redirecting', () => {
    const session = sessionWith({ ptid: 'p1', ttid: 'tenant one' });
    const meta: RouteMeta = { requiresAuth: true, sharedArea: true };
    expect(guardRoute(meta, session, locationOf('/shared/tenant/tenant%20two'))).toEqual(allow);
    expect(guardRoute(meta, session, locationOf('/shared/tenant/%E0%A4%A'))).toEqual(allow);
  });

  it('leaves a shared user on an unknown path under /shared to the not-found page', () => {
    expect(
      guardRoute({ requiresAuth: true, sharedArea: true }, users.shared, locationOf('/shared/nothing')),
    ).toEqual(allow);
  });
});

describe('sharedHomeTarget', () => {
  it.each<[string, Parameters<typeof sharedHomeTarget>[0], string]>([
    ['a guest', users.guest, '/signin'],
    ['an owner', users.owner, '/tenant/'],
    ['a viewer', users.viewer, '/tenant/'],
    ['a shared user', users.shared, '/shared/tenant/tt1'],
    ['a system admin', users.systemAdmin, '/tenant/'],
    ['a system admin who is a member', users.systemAdminMember, '/tenant/'],
    [
      'a member who also holds a shared tenant',
      sessionWith({ tid: 't1', ptid: 'p2', ttid: 'tt2' }),
      '/shared/tenant/tt2',
    ],
    ['a shared user without ttid', sessionWith({ ptid: 'p1' }), '/signin'],
  ])('sends %s to %s', (_label, session, expected) => {
    expect(sharedHomeTarget(session)).toBe(expected);
  });

  it('encodes the tenant id into the path', () => {
    expect(sharedHomeTarget(sessionWith({ ptid: 'p1', ttid: 'a?b#c' }))).toBe('/shared/tenant/a%3Fb%23c');
  });
});

describe('homeTarget', () => {
  it('is the welcome page for members and system admins, the shared tenant for shared users', () => {
    expect(homeTarget(users.owner)).toBe('/');
    expect(homeTarget(users.systemAdmin)).toBe('/');
    expect(homeTarget(users.shared)).toBe('/shared/tenant/tt1');
    expect(homeTarget(sessionWith({ ptid: 'p1' }))).toBeNull();
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/tenant/t1/overview', '/tenant/t1/overview'],
    ['/tenant/?q=acme&sort=score', '/tenant/?q=acme&sort=score'],
    ['/roadmap#now', '/roadmap#now'],
    ['/', '/'],
    ['/explore/../admin', '/admin'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later in the path', '/tenant\\..\\x'],
    ['an absolute http URL', 'http://evil.example/'],
    ['an absolute https URL', 'https://evil.example/tenant/'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', 'tenant/t1'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['an empty string', ''],
    ['a very long path', `/${'a'.repeat(3000)}`],
    ['the sign-in page', '/signin?redirect=%2Fadmin'],
    ['the sign-out route', '/signout'],
    ['the shared sign-in page', '/sharedSignin/tt1'],
    ['a non-string', 42],
    ['null', null],
  ])('rejects %s', (_label, value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it('round-trips the redirect the guard puts on /signin', () => {
    const requested = '/tenant/t1/assessments/b1?compare=a&b=c d';
    const target = signInTarget(locationOf(requested));
    const back = new URL(target, 'https://assay.test').searchParams.get('redirect');
    expect(safeRedirectTarget(back)).toBe(locationOf(requested).pathname + locationOf(requested).search);
  });
});
