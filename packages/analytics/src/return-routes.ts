import type { AnalyticsEventName } from './events.ts';

/** Where every subscription return route lands (seed §2). */
export const RETURN_ROUTE_TARGET = '/admin';

/** The four return routes of seed §2 and the event each records before going to /admin. */
export const returnRoutes = [
  { path: '/upgrade-success', event: 'upgrade_subscription' },
  { path: '/downgrade-success', event: 'downgrade_subscription' },
  { path: '/checkout-success', event: 'purchase' },
  { path: '/checkout-cancel', event: 'checkout_cancelled' },
] as const satisfies readonly { path: string; event: AnalyticsEventName }[];

export type ReturnRoutePath = (typeof returnRoutes)[number]['path'];
export type ReturnEventName = (typeof returnRoutes)[number]['event'];
