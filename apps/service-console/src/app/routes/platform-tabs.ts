import { m } from '@assay/messages';
import type { TabId } from '@assay/auth';

/** What the service console shows for each tab of the route table's `service` route. */
export const platformTabDetails: Record<
  TabId<'service'>,
  { label: () => string; description: () => string }
> = {
  tenants: { label: m.nav_tenants, description: m.console_tab_tenants_description },
  users: { label: m.console_tab_users, description: m.console_tab_users_description },
  subscriptions: { label: m.console_tab_subscriptions, description: m.console_tab_subscriptions_description },
  audit: { label: m.console_tab_audit, description: m.console_tab_audit_description },
  outbox: { label: m.console_tab_outbox, description: m.console_tab_outbox_description },
};
