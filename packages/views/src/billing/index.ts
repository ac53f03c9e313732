// @assay/views/billing — how a subscription's state shows, in the member app and the service console.
import type { PlanOverrideNotice, SubscriptionStatus } from '@assay/domain/billing';
import { subscriptionStatusNames } from '@assay/domain/billing/labels';
import { planNames } from '@assay/domain/plans/labels';
import type { PlanId } from '@assay/domain/plans/labels';
import type { Tone } from '@assay/ui';
import { formatDate } from '../locale/format.ts';

const statusTones: Record<SubscriptionStatus, Tone> = {
  none: 'neutral',
  incomplete: 'warning',
  incomplete_expired: 'neutral',
  trialing: 'accent',
  active: 'success',
  past_due: 'warning',
  unpaid: 'danger',
  canceled: 'neutral',
  paused: 'neutral',
};

/** The label and tone of a subscription state's badge. */
export function subscriptionStatusBadge(status: SubscriptionStatus): { label: string; tone: Tone } {
  return { label: subscriptionStatusNames[status], tone: statusTones[status] };
}

/** "12 March 2027", "12. März 2027": billing dates as people read them, the same in every time zone. */
export function formatDay(iso: string): string {
  return formatDate(iso, 'long');
}

/** What an override means, in one sentence, for the owners' billing page and the service console. */
export function planOverrideSentence(
  override: Pick<PlanOverrideNotice, 'plan' | 'endsAt'>,
  paidPlan: PlanId,
): string {
  return `On the ${planNames[override.plan]} plan until ${formatDay(override.endsAt)}, set by Assay; then back on the ${planNames[paidPlan]} plan.`;
}
