import { returnRoutes, type ReturnEventName } from '@assay/analytics';
import { ReturnRoute } from '@assay/analytics/react';
import { useToast } from '@assay/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** What the admin page says on arrival from each return route. */
const arrivals: Record<ReturnEventName, { title: string; tone: 'success' | 'info' }> = {
  purchase: { title: 'Payment received: your new plan is active.', tone: 'success' },
  upgrade_subscription: { title: 'Plan upgraded.', tone: 'success' },
  downgrade_subscription: { title: 'Plan downgraded.', tone: 'success' },
  checkout_cancelled: { title: 'Checkout cancelled: nothing was charged.', tone: 'info' },
};

/** Stripe (or the local test-billing provider) returns here; each records its event, then /admin with a toast. */
export function Component() {
  const { pathname } = useLocation();
  const { toast } = useToast();
  const route = returnRoutes.find((r) => r.path === pathname);
  const shown = useRef(false);
  useEffect(() => {
    if (!route || shown.current) return;
    shown.current = true;
    toast(arrivals[route.event]);
  }, [route, toast]);
  return route ? <ReturnRoute event={route.event} /> : null;
}
