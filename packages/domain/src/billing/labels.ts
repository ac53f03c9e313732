// How subscription states are named, without zod (the console's CSV export names them).
import type { SubscriptionStatus } from './billing.ts';

export const subscriptionStatusNames: Record<SubscriptionStatus, string> = {
  none: 'No subscription',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Checkout expired',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  paused: 'Paused',
};
