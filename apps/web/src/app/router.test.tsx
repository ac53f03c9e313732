import { appRoutes } from '@assay/views/app';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { layout, pages } from './router.tsx';

const routes = appRoutes({ app: 'web', pages, layout });
const member = { requiresAuth: true };

// Written out from seed §2 and SPEC §2, not from the route table: URL → route id, title, guard
// meta, and whether the page sits in the member shell (navigation) or stands alone.
const expected: readonly [url: string, id: string, title: string, meta: object, inShell: boolean][] = [
  ['/', 'welcome', 'Welcome', member, true],
  ['/home', 'home', 'Welcome', member, true],
  ['/explore/compare/t1', 'explore', 'Explore', member, true],
  ['/tenant/', 'tenants', 'Tenants', member, true],
  ['/tenant/t1/settings', 'tenant', 'Tenant', member, true],
  ['/tenant/t1/assessments/esh/a1', 'tenantAssessment', 'Assessment', member, true],
  ['/admin', 'admin', 'Admin', member, true],
  ['/roadmap', 'roadmap', 'Roadmap', member, true],
  ['/developer', 'developer', 'Developer', member, true],
  ['/contentAdmin/import', 'contentAdmin', 'Content admin', member, true],
  ['/upgrade-success', 'upgradeSuccess', 'Upgrade success', member, false],
  ['/downgrade-success', 'downgradeSuccess', 'Downgrade success', member, false],
  ['/checkout-success', 'checkoutSuccess', 'Checkout success', member, false],
  ['/checkout-cancel', 'checkoutCancel', 'Checkout cancelled', member, false],
  ['/in-progress/p1/t1', 'inProgress', 'Assessment in progress', {}, false],
  ['/signin', 'signIn', 'Sign in', { guestOnly: true }, false],
  ['/signout', 'signOut', 'Sign out', member, false],
];

function deepest(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  return { route: matches.at(-1)?.route, inShell: matches.some((match) => match.route.element === layout) };
}

describe('the web router', () => {
  it.each(expected)('serves %s by %s ("%s") with its guard meta', (url, id, title, meta, inShell) => {
    const match = deepest(url);
    expect(match.route?.id).toBe(id);
    expect(match.route?.handle).toMatchObject({ title, meta });
    expect(match.inShell).toBe(inShell);
  });

  it.each(['/nope', '/shared/tenant/t1', '/service', '/tenant/t1/overview/b1/extra'])(
    'answers %s with the not-found page',
    (url) => {
      expect(deepest(url).route?.handle).toEqual({ title: 'Not found' });
    },
  );

  it.each(Object.entries(pages))('loads a screen for %s', async (_id, page) => {
    expect(typeof (await page.load()).Component).toBe('function');
  });
});
