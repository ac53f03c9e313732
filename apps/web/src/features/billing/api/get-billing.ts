import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchBilling = (call: CallFn) => call('billing-get', {});

export const billingQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('billing-get', {}), queryFn: () => fetchBilling(call) });

/** Plan, subscription and payment state; the admin section and the payment banner share it. */
export function useBilling() {
  return useQuery(billingQueryOptions(useQueryContext()));
}
