import { returnRoutes, type ReturnEventName } from '@assay/analytics';
import { ReturnRoute } from '@assay/analytics/react';
import { m } from '@assay/messages';
import { useToast } from '@assay/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** What the admin page says on arrival from each return route. */
const arrivals: Record<ReturnEventName, { title: () => string; tone: 'success' | 'info' }> = {
  purchase: { title: m.billing_return_purchase, tone: 'success' },
  upgrade_subscription: { title: m.billing_return_upgraded, tone: 'success' },
  downgrade_subscription: { title: m.billing_return_downgraded, tone: 'success' },
  checkout_cancelled: { title: m.billing_return_cancelled, tone: 'info' },
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
    const arrival = arrivals[route.event];
    toast({ title: arrival.title(), tone: arrival.tone });
  }, [route, toast]);
  return route ? <ReturnRoute event={route.event} /> : null;
}
