import { routesForApp } from '@assay/auth';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './router.tsx';

function flatten(tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}
const paths = (tree: RouteObject[]) => flatten(tree).flatMap((route) => (route.path ? [route.path] : []));

describe('the web router', () => {
  it('registers every route the route table gives this app, each with its guard meta, plus a not-found page', () => {
    const registered = paths(routes);
    for (const definition of routesForApp('web')) {
      expect(registered).toContain(definition.path);
      const route = flatten(routes).find((r) => r.path === definition.path);
      expect(route?.handle).toMatchObject({ meta: definition.meta, title: definition.name });
    }
    expect(registered).toContain('*');
  });

  it('serves no route of another app', () => {
    const own = new Set([...routesForApp('web').map((r) => r.path), '*']);
    expect(paths(routes).filter((path) => !own.has(path))).toEqual([]);
  });
});
