import type { SessionUser } from '@assay/auth';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  appRoutes,
  type LoaderEnvironment,
  type PageModule,
  type Pages,
  type PrefetchContext,
} from './app-routes.tsx';

const Screen = () => null;
const layout = <div data-testid="layout" />;

function servicePages(prefetch?: PageModule['prefetch']): Pages<'service-console'> {
  return {
    service: { load: () => Promise.resolve({ Component: Screen, prefetch }) },
    serviceTenant: { load: () => Promise.resolve({ Component: Screen }), bare: true },
  };
}

async function loaderOf(routes: RouteObject[], url: string): Promise<LoaderFunction | undefined> {
  const route = matchRoutes(routes, url)?.at(-1)?.route;
  const lazy = route?.lazy as (() => Promise<{ loader?: LoaderFunction }>) | undefined;
  return (await lazy?.())?.loader;
}

const runLoader = (loader: LoaderFunction | undefined, params: Record<string, string>) =>
  loader?.({
    params,
    request: new Request('http://localhost/'),
    context: undefined,
  } as Parameters<LoaderFunction>[0]);

describe('appRoutes', () => {
  it('puts pages in the layout unless they are bare, under the guard, with a not-found page', () => {
    const routes = appRoutes({ app: 'service-console', pages: servicePages(), layout });
    const inLayout = (url: string) =>
      (matchRoutes(routes, url) ?? []).some((match) => match.route.element === layout);
    expect(inLayout('/service/users')).toBe(true);
    expect(inLayout('/service/tenants/p1')).toBe(false);
    expect(matchRoutes(routes, '/elsewhere')?.at(-1)?.route.handle).toEqual({ title: 'Not found' });
  });

  it("prefetches with the session organisation's keys and the route params, without waiting for it", async () => {
    const prefetch = vi.fn((_context: PrefetchContext) => new Promise(() => undefined));
    const environment: LoaderEnvironment = {
      queryClient: new QueryClient(),
      call: vi.fn(),
      session: () => Promise.resolve({ uid: 'u1', tid: 'org-1', adminUI: true } as SessionUser),
    };
    const loader = await loaderOf(
      appRoutes({ app: 'service-console', pages: servicePages(prefetch) }, environment),
      '/service/users',
    );
    expect(await runLoader(loader, { tab: 'users' })).toBeNull();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledOnce());
    const context = prefetch.mock.calls[0]?.[0];
    expect(context?.params).toEqual({ tab: 'users' });
    expect(context?.queryClient).toBe(environment.queryClient);
    expect(context?.keys.area('tenants')).toEqual(['org', 'org-1', 'tenants']);
  });

  it('on a first load, returns at once and prefetches when Auth has restored the session (issue 35)', async () => {
    const prefetch = vi.fn();
    let restore: (session: SessionUser) => void = () => undefined;
    const environment: LoaderEnvironment = {
      queryClient: new QueryClient(),
      call: vi.fn(),
      session: () => new Promise((resolve) => (restore = resolve)),
    };
    const loader = await loaderOf(
      appRoutes({ app: 'service-console', pages: servicePages(prefetch) }, environment),
      '/service',
    );
    expect(await runLoader(loader, {})).toBeNull();
    await Promise.resolve();
    expect(prefetch).not.toHaveBeenCalled();
    restore({ uid: 'u1', tid: 'org-1', adminUI: true } as SessionUser);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledOnce());
  });

  it('does not prefetch for a signed-out visitor', async () => {
    const prefetch = vi.fn();
    const environment: LoaderEnvironment = {
      queryClient: new QueryClient(),
      call: vi.fn(),
      session: () => Promise.resolve(null),
    };
    const loader = await loaderOf(
      appRoutes({ app: 'service-console', pages: servicePages(prefetch) }, environment),
      '/service',
    );
    await runLoader(loader, {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
