import { m } from '@assay/messages';
import type { BillingOverview, PlanPrice } from '@assay/domain/billing';
import { formatDay } from '@assay/views/billing';
import { formatNumber } from '@assay/views/locale';

/** "$49 / month", "Free". */
export function formatPrice(price: PlanPrice): string {
  if (price.amount === 0) return m.billing_free();
  const amount = formatNumber(price.amount / 100, {
    style: 'currency',
    currency: price.currency.toUpperCase(),
    // "$49" rather than en-GB's "US$49": the plan's own currency, as its price list shows it.
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: price.amount % 100 === 0 ? 0 : 2,
  });
  return m.billing_per_month({ amount });
}

/** What the payment banner says, or null when nothing is owed. */
export function paymentProblem(
  billing: Pick<BillingOverview, 'paymentFailedAt' | 'readOnly' | 'readOnlyFrom'>,
): { tone: 'warning' | 'danger'; message: string } | null {
  if (!billing.paymentFailedAt) return null;
  if (billing.readOnly) {
    return {
      tone: 'danger',
      message: m.billing_read_only(),
    };
  }
  return {
    tone: 'warning',
    message: billing.readOnlyFrom
      ? m.billing_failed_until({ date: formatDay(billing.readOnlyFrom) })
      : m.billing_failed(),
  };
}
