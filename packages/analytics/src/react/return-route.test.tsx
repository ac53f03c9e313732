import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../adapters/memory.ts';
import { createAnalytics } from '../analytics.ts';
import { RETURN_ROUTE_TARGET, returnRoutes } from '../return-routes.ts';
import { AnalyticsProvider } from './analytics-provider.tsx';
import { ReturnRoute, returnParamsFromSearch } from './return-route.tsx';

function AdminPage() {
  const location = useLocation();
  return <h1>admin {`${location.pathname}${location.search}`}</h1>;
}

function renderReturn(path: string) {
  const memory = createMemoryAdapter();
  const router = createMemoryRouter(
    [
      ...returnRoutes.map(({ path: routePath, event }) => ({
        path: routePath,
        element: <ReturnRoute event={event} />,
      })),
      { path: RETURN_ROUTE_TARGET, element: <AdminPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <AnalyticsProvider analytics={createAnalytics({ adapters: [memory] })}>
        <RouterProvider router={router} />
      </AnalyticsProvider>
    </StrictMode>,
  );
  return { memory, router };
}

describe('returnRoutes', () => {
  it('maps the four return routes of the seed to their events', () => {
    expect(returnRoutes.map(({ path, event }) => [path, event])).toEqual([
      ['/upgrade-success', 'upgrade_subscription'],
      ['/downgrade-success', 'downgrade_subscription'],
      ['/checkout-success', 'purchase'],
      ['/checkout-cancel', 'checkout_cancelled'],
    ]);
    expect(RETURN_ROUTE_TARGET).toBe('/admin');
  });
});

describe('ReturnRoute', () => {
  it.each(returnRoutes.map(({ path, event }) => [path, event] as const))(
    '%s records %s exactly once and lands on /admin, replacing the return route',
    async (path, event) => {
      const { memory, router } = renderReturn(path);
      expect(await screen.findByRole('heading', { name: 'admin /admin' })).toBeInTheDocument();
      expect(memory.events.map((recorded) => recorded.name)).toEqual([event]);
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('records the plan, value and currency a checkout return URL carries', async () => {
    const { memory } = renderReturn('/checkout-success?plan=team&value=49.5&currency=eur&session_id=cs_1');
    await screen.findByRole('heading', { name: /^admin/ });
    expect(memory.paramsOf('purchase')).toEqual([{ plan: 'team', value: 49.5, currency: 'EUR' }]);
  });

  it('records explicit params instead of the query when given', async () => {
    const memory = createMemoryAdapter();
    const router = createMemoryRouter(
      [
        {
          path: '/upgrade-success',
          element: <ReturnRoute event="upgrade_subscription" params={{ plan: 'business' }} />,
        },
        { path: '/admin', element: <AdminPage /> },
      ],
      { initialEntries: ['/upgrade-success?plan=team'] },
    );
    render(
      <AnalyticsProvider analytics={createAnalytics({ adapters: [memory] })}>
        <RouterProvider router={router} />
      </AnalyticsProvider>,
    );
    await screen.findByRole('heading', { name: /^admin/ });
    expect(memory.paramsOf('upgrade_subscription')).toEqual([{ plan: 'business' }]);
  });
});

describe('returnParamsFromSearch', () => {
  it.each([
    ['purchase', '?plan=team&value=49&currency=usd', { plan: 'team', value: 49, currency: 'USD' }],
    ['purchase', '?plan=<script>&value=-5&currency=dollars', {}],
    ['purchase', '?value=&currency=', {}],
    ['purchase', '?value=abc', {}],
    ['upgrade_subscription', '?plan=business&value=10&currency=eur', { plan: 'business' }],
    ['checkout_cancelled', '', {}],
  ] as const)('reads %s params from %s', (event, search, expected) => {
    expect(returnParamsFromSearch(event, new URLSearchParams(search))).toEqual(expected);
  });
});
