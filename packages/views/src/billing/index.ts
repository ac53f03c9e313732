// @assay/views/billing — how a subscription's state shows, in the member app and the service console.
import type { SubscriptionStatus } from '@assay/domain/billing';
import { subscriptionStatusNames } from '@assay/domain/billing/labels';
import type { Tone } from '@assay/ui';

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
