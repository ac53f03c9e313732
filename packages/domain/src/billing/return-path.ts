import type { PlanId } from '../plans/index.ts';
import { defaultPlanPrices } from './billing.ts';

/**
 * A return route of seed §2 with the parameters its analytics event records (`plan`, and for
 * purchase `value` and `currency`, read by the web app's ReturnRoute).
 */
export function returnPath(
  route: '/checkout-success' | '/checkout-cancel' | '/upgrade-success' | '/downgrade-success',
  plan: PlanId,
): string {
  const params = new URLSearchParams({ plan });
  if (route === '/checkout-success') {
    const price = defaultPlanPrices[plan];
    params.set('value', String(price.amount / 100));
    params.set('currency', price.currency.toUpperCase());
  }
  return `${route}?${params.toString()}`;
}
