// @assay/views/billing — how a subscription's state shows, in the member app and the service console.
import { m } from '@assay/messages';
import type { PlanOverrideNotice, SubscriptionStatus } from '@assay/domain/billing';
import type { DowngradeBlocker } from '@assay/domain/billing/downgrade';
import { planNames } from '@assay/domain/plans/labels';
import type { PlanId } from '@assay/domain/plans/labels';
import type { LimitName } from '@assay/domain/plans/room';
import type { Tone } from '@assay/ui';
import { formatDate, formatNumber } from '../locale/format.ts';

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
  return { label: subscriptionStatusLabel(status), tone: statusTones[status] };
}

/** A subscription state in the page's language. */
export function subscriptionStatusLabel(status: SubscriptionStatus): string {
  switch (status) {
    case 'none':
      return m.subscription_none();
    case 'incomplete':
      return m.subscription_incomplete();
    case 'incomplete_expired':
      return m.subscription_incomplete_expired();
    case 'trialing':
      return m.subscription_trialing();
    case 'active':
      return m.common_status_active();
    case 'past_due':
      return m.subscription_past_due();
    case 'unpaid':
      return m.subscription_unpaid();
    case 'canceled':
      return m.subscription_canceled();
    case 'paused':
      return m.subscription_paused();
  }
}

/** How a plan limit is named on the usage bars, the plans compared and a downgrade's blockers. */
export function limitLabel(name: LimitName): string {
  switch (name) {
    case 'tenants':
      return m.limit_tenants();
    case 'members':
      return m.limit_members();
    case 'privateBaselines':
      return m.limit_private_baselines();
    case 'sharing':
      return m.limit_sharing();
    case 'apiKeys':
      return m.limit_api_keys();
  }
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
  return m.billing_override_sentence({
    plan: planNames[override.plan],
    date: formatDay(override.endsAt),
    paid: planNames[paidPlan],
  });
}

/** One line of what to remove before a downgrade: "Active tenants: 4 of 3 allowed", "API keys: 2 in use, none on this plan". */
export function describeBlocker(item: DowngradeBlocker): string {
  const limit = limitLabel(item.limit);
  const current = formatNumber(item.current);
  return item.max === 0
    ? m.billing_blocker_none({ limit, current })
    : m.billing_blocker_over({ limit, current, max: formatNumber(item.max) });
}
