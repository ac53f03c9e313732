import type { TabId } from '@assay/auth';

/** What the service console shows for each tab of the route table's `service` route. */
export const platformTabDetails: Record<TabId<'service'>, { description: string }> = {
  tenants: {
    description: 'Every organisation with its plan, subscription, usage against limits and last activity.',
  },
  users: {
    description: 'Find users by email, grant or revoke system admin, disable accounts.',
  },
  subscriptions: {
    description: "Every organisation's subscription and its state; override or comp a plan until a date.",
  },
  audit: {
    description:
      'Every audit log at once: service actions and the changes of each organisation, newest first.',
  },
  outbox: {
    description:
      'Every mail the service queued with its delivery state: search by recipient, resend a failed one.',
  },
};
