import { appRoutes } from '@assay/views/app';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { layout, pages } from './router.tsx';

const routes = appRoutes({ app: 'service-console', pages, layout });
const admin = { requiresAuth: true, systemAdmin: true };

// Written out from seed §2 and SPEC §2, not from the route table: URL → route id, title, guard meta.
const expected: readonly [url: string, id: string, title: string][] = [
  ['/service', 'service', 'Service'],
  ['/service/users', 'service', 'Service'],
  ['/service/audit/e1', 'service', 'Service'],
  ['/service/tenants/p1', 'serviceTenant', 'Service tenant'],
  ['/service/tenants/p1/t1/b1', 'serviceTenant', 'Service tenant'],
];

function deepest(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  return { route: matches.at(-1)?.route, inLayout: matches.some((match) => match.route.element === layout) };
}

describe('the service-console router', () => {
  it.each(expected)(
    'serves %s by %s ("%s") to system admins only, inside the service layout',
    (url, id, title) => {
      const match = deepest(url);
      expect(match.route?.id).toBe(id);
      expect(match.route?.handle).toMatchObject({ title, meta: admin });
      expect(match.inLayout).toBe(true);
    },
  );

  it.each(['/', '/services', '/shared', '/service/tenants/p1/t1/b1/x'])(
    'answers %s with the not-found page',
    (url) => {
      expect(deepest(url).route?.handle).toEqual({ title: 'Not found' });
    },
  );

  it.each(Object.entries(pages))('loads a screen for %s', async (_id, page) => {
    expect(typeof (await page.load()).Component).toBe('function');
  });
});
