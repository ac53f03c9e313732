import { lazy, Suspense } from 'react';
import { useBilling } from '../api/get-billing.ts';

// Its words and dates load only when a payment has failed: every page of the organisation shows
// this slot, the first route included (issue 35).
const PaymentProblemBanner = lazy(() =>
  import('./payment-problem-banner.tsx').then((module) => ({ default: module.PaymentProblemBanner })),
);

/** On every page of the organisation while a payment is failing: how long until read-only, or that it is. */
export function PaymentBanner() {
  const billing = useBilling();
  if (!billing.data?.paymentFailedAt) return null;
  return (
    <Suspense fallback={null}>
      <PaymentProblemBanner billing={billing.data} />
    </Suspense>
  );
}
