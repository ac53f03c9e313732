import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { AnalyticsEvents } from '../events.ts';
import { RETURN_ROUTE_TARGET, type ReturnEventName } from '../return-routes.ts';
import { useAnalytics } from './analytics-provider.tsx';

export interface ReturnRouteProps<E extends ReturnEventName> {
  readonly event: E;
  /** Where to go after recording; `/admin` by default. */
  readonly to?: string;
  /** Event parameters; by default read from the query (`plan`, and for purchase `value`, `currency`). */
  readonly params?: AnalyticsEvents[E];
}

const PLAN = /^[a-z0-9_-]{1,40}$/i;
const CURRENCY = /^[a-z]{3}$/i;

/** Parameters a billing provider's return URL may carry, validated (the query is user input). */
export function returnParamsFromSearch(
  event: ReturnEventName,
  search: URLSearchParams,
): AnalyticsEvents[ReturnEventName] {
  const plan = search.get('plan') ?? '';
  const params: { plan?: string; value?: number; currency?: string } = PLAN.test(plan) ? { plan } : {};
  if (event === 'purchase') {
    const rawValue = search.get('value');
    const value = rawValue === null || rawValue.trim() === '' ? Number.NaN : Number(rawValue);
    if (Number.isFinite(value) && value >= 0) params.value = value;
    const currency = search.get('currency') ?? '';
    if (CURRENCY.test(currency)) params.currency = currency.toUpperCase();
  }
  return params;
}

/**
 * Element of a subscription return route: records `event` exactly once (also under StrictMode),
 * then replaces the location with `to` (/admin).
 */
export function ReturnRoute<E extends ReturnEventName>({
  event,
  to = RETURN_ROUTE_TARGET,
  params,
}: ReturnRouteProps<E>): ReactNode {
  const analytics = useAnalytics();
  const [search] = useSearchParams();
  const recorded = useRef(false);

  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    const eventParams: AnalyticsEvents[ReturnEventName] = params ?? returnParamsFromSearch(event, search);
    analytics.track<ReturnEventName>(event, eventParams);
  }, [analytics, event, params, search]);

  return <Navigate replace to={to} />;
}
