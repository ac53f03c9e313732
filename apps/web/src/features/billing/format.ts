import type { BillingOverview, PlanPrice } from '@assay/domain/billing';
import { formatDay } from '@assay/views/billing';
import { formatNumber } from '@assay/views/locale';

/** "$49 / month", "Free". */
export function formatPrice(price: PlanPrice): string {
  if (price.amount === 0) return 'Free';
  const amount = formatNumber(price.amount / 100, {
    style: 'currency',
    currency: price.currency.toUpperCase(),
    // "$49" rather than en-GB's "US$49": the plan's own currency, as its price list shows it.
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: price.amount % 100 === 0 ? 0 : 2,
  });
  return `${amount} / month`;
}

/** What the payment banner says, or null when nothing is owed. */
export function paymentProblem(
  billing: Pick<BillingOverview, 'paymentFailedAt' | 'readOnly' | 'readOnlyFrom'>,
): { tone: 'warning' | 'danger'; message: string } | null {
  if (!billing.paymentFailedAt) return null;
  if (billing.readOnly) {
    return {
      tone: 'danger',
      message:
        'Your organisation is read-only because a payment failed. Nothing has been deleted: pay the open invoice to make changes again.',
    };
  }
  const until = billing.readOnlyFrom ? ` by ${formatDay(billing.readOnlyFrom)}` : '';
  return {
    tone: 'warning',
    message: `A payment failed. Update your payment method${until} to keep making changes.`,
  };
}
