import { paths } from '@assay/auth';
import type { BillingOverview } from '@assay/domain/billing';
import { m } from '@assay/messages';
import { Banner } from '@assay/ui';
import { Link } from 'react-router';
import { paymentProblem } from '../format.ts';

/** How long until read-only, or that it is: loaded only when a payment has failed. */
export function PaymentProblemBanner({ billing }: { billing: BillingOverview }) {
  const problem = paymentProblem(billing);
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
