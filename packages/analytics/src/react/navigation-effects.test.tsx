import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createMemoryAdapter, type MemoryAdapter } from '../adapters/memory.ts';
import { createAnalytics } from '../analytics.ts';
import { AnalyticsProvider } from './analytics-provider.tsx';
import { NavigationEffects, type NavigationEffectsProps } from './navigation-effects.tsx';

function Layout(props: NavigationEffectsProps) {
  return (
    <>
      <NavigationEffects {...props} />
      <Outlet />
    </>
  );
}

function routes(props: NavigationEffectsProps = {}): RouteObject[] {
  return [
    {
      element: <Layout {...props} />,
      children: [
        { path: '/', element: <h1>welcome</h1>, handle: { title: 'Welcome' } },
        { path: '/roadmap', element: <h1>roadmap</h1>, handle: { title: 'Roadmap' } },
        {
          path: '/tenant/:tenantId/:tab?/:focus?',
          element: <h1>tenant</h1>,
          handle: { title: 'Tenant', defaultTab: 'overview' },
        },
        { path: '/untitled', element: <h1>untitled</h1> },
      ],
    },
  ];
}

let scrollTo: MockInstance<typeof window.scrollTo>;
let memory: MemoryAdapter;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  memory = createMemoryAdapter();
});

afterEach(() => {
  scrollTo.mockRestore();
});

function renderAt(path: string, props?: NavigationEffectsProps) {
  const router = createMemoryRouter(routes(props), { initialEntries: [path] });
  render(
    <StrictMode>
      <AnalyticsProvider analytics={createAnalytics({ adapters: [memory] })}>
        <RouterProvider router={router} />
      </AnalyticsProvider>
    </StrictMode>,
  );
  return router;
}

async function go(router: ReturnType<typeof renderAt>, to: string) {
  await act(() => router.navigate(to));
}

describe('NavigationEffects', () => {
  it('sends one page_view for the first page, even under StrictMode, and scrolls to top', async () => {
    renderAt('/roadmap');
    await screen.findByRole('heading', { name: 'roadmap' });
    expect(memory.paramsOf('page_view')).toEqual([{ path: '/roadmap', title: 'Roadmap' }]);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('sends page_view with path, title, tab and focus on every navigation and scrolls to top each time', async () => {
    const router = renderAt('/');
    await go(router, '/tenant/t1/roadmap/b1');
    await go(router, '/roadmap');
    await go(router, '/');
    expect(memory.paramsOf('page_view')).toEqual([
      { path: '/', title: 'Welcome' },
      { path: '/tenant/t1/roadmap/b1', title: 'roadmap', tab: 'roadmap', focus: 'b1' },
      { path: '/roadmap', title: 'Roadmap' },
      { path: '/', title: 'Welcome' },
    ]);
    expect(scrollTo).toHaveBeenCalledTimes(4);
  });

  it("uses the route handle's default tab when the tab segment is absent", async () => {
    renderAt('/tenant/t1');
    await screen.findByRole('heading', { name: 'tenant' });
    expect(memory.paramsOf('page_view')).toEqual([
      { path: '/tenant/t1', title: 'overview', tab: 'overview' },
    ]);
  });

  it('sends a new page_view when only the tab changes', async () => {
    const router = renderAt('/tenant/t1/overview');
    await go(router, '/tenant/t1/sharing');
    expect(memory.paramsOf('page_view').map((params) => params.tab)).toEqual(['overview', 'sharing']);
  });

  it('neither sends nor scrolls when only the query changes', async () => {
    const router = renderAt('/roadmap');
    await go(router, '/roadmap?owner=ada');
    expect(memory.paramsOf('page_view')).toHaveLength(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('falls back to the path as title for a route without a title', async () => {
    renderAt('/untitled');
    await screen.findByRole('heading', { name: 'untitled' });
    expect(memory.paramsOf('page_view')).toEqual([{ path: '/untitled', title: '/untitled' }]);
  });

  it('takes the title from titleFor when given', async () => {
    const titleFor = vi.fn((_match: unknown, page: { tab?: string; routeTitle?: string }) =>
      [page.routeTitle, page.tab].filter(Boolean).join(' · '),
    );
    renderAt('/tenant/t1/assessments', { titleFor });
    await screen.findByRole('heading', { name: 'tenant' });
    expect(memory.paramsOf('page_view')).toEqual([
      { path: '/tenant/t1/assessments', title: 'Tenant · assessments', tab: 'assessments' },
    ]);
    expect(titleFor.mock.calls[0]?.[0]).toMatchObject({
      pathname: '/tenant/t1/assessments',
      params: { tenantId: 't1' },
    });
  });
});
