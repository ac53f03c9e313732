import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { Banner } from '@assay/ui';
import { Link } from 'react-router';
import { useBilling } from '../api/get-billing.ts';
import { paymentProblem } from '../format.ts';

/** On every page of the organisation while a payment is failing: how long until read-only, or that it is. */
export function PaymentBanner() {
  const billing = useBilling();
  const problem = billing.data ? paymentProblem(billing.data) : null;
  if (!problem) return null;
  return (
    <Banner
      tone={problem.tone}
      flush
      title={m.billing_payment_failed()}
      action={<Link to={paths.admin()}>{m.billing_go_to()}</Link>}
    >
      {problem.message}
    </Banner>
  );
}
