import type { TabId } from '@assay/auth';
import type { IconName } from '@assay/ui';

/** What the service console shows for each tab of the route table's `service` route. */
export const serviceTabDetails: Record<TabId<'service'>, { icon: IconName; description: string }> = {
  tenants: {
    icon: 'building',
    description: 'Every organisation with its plan, subscription, usage against limits and last activity.',
  },
  users: {
    icon: 'users',
    description: 'Find users by email, grant or revoke system admin, disable accounts.',
  },
  subscriptions: {
    icon: 'shield',
    description: "Every organisation's subscription and its state; override or comp a plan until a date.",
  },
  audit: {
    icon: 'clipboard',
    description:
      'Every audit log at once: service actions and the changes of each organisation, newest first.',
  },
  outbox: {
    icon: 'mail',
    description:
      'Every mail the service queued with its delivery state: search by recipient, resend a failed one.',
  },
};
