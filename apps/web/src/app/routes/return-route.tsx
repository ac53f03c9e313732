import { returnRoutes } from '@assay/analytics';
import { ReturnRoute } from '@assay/analytics/react';
import { useLocation } from 'react-router';

/** Stripe (or the local test-billing provider) returns here; each records its event, then /admin. */
export function Component() {
  const { pathname } = useLocation();
  const route = returnRoutes.find((r) => r.path === pathname);
  return route ? <ReturnRoute event={route.event} /> : null;
}
