import { appRoutes } from '@assay/views/app';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages } from './router.tsx';

const routes = appRoutes({ app: 'shared-portal', pages });

// Written out from seed §2 and SPEC §2, not from the route table: URL → route id, title, guard meta.
const expected: readonly [url: string, id: string, title: string, meta: object][] = [
  ['/shared', 'sharedRoot', 'Shared', { sharedArea: true }],
  ['/shared/tenant/t1', 'sharedTenant', 'Shared tenant', { requiresAuth: true, sharedArea: true }],
  ['/shared/tenant/t1/roadmap/b1', 'sharedTenant', 'Shared tenant', { requiresAuth: true, sharedArea: true }],
  ['/sharedSignin/t1', 'sharedSignIn', 'Shared sign in', { guestOnly: true }],
];

const deepest = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;

describe('the shared-portal router', () => {
  it.each(expected)('serves %s by %s ("%s") with its guard meta', (url, id, title, meta) => {
    expect(deepest(url)?.id).toBe(id);
    expect(deepest(url)?.handle).toMatchObject({ title, meta });
  });

  it.each(['/', '/tenant/t1', '/service', '/sharedSignin', '/shared/tenant'])(
    'answers %s with the not-found page',
    (url) => {
      expect(deepest(url)?.handle).toEqual({ title: 'Not found' });
    },
  );

  it.each(Object.entries(pages))('loads a screen for %s', async (_id, page) => {
    const module: { Component: unknown; ready?: Promise<unknown> } = await page.load();
    expect(typeof module.Component).toBe('function');
    // A route that starts its screen's chunk itself: the chunk loads too.
    if (module.ready) await expect(module.ready).resolves.toBeDefined();
  });
});
